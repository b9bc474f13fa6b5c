import Foundation

extension UIView {
    /// The traits the view had when its override style was `style` instead.
    func traitsBefore(style: UIUserInterfaceStyle) -> UITraitCollection {
        if style != .unspecified {
            return UITraitCollection(traitsFrom: [
                UIScreen.main.traitCollection, window?.deviceTraits ?? UITraitCollection(),
                UITraitCollection(userInterfaceStyle: style),
            ])
        }
        return superview?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// Calls ``traitCollectionDidChange(_:)`` on the view and the subviews whose traits differ
    /// from `previous` (subviews with an override of their own keep theirs).
    func notifyTraitChanges(from previous: UITraitCollection) {
        guard !traitCollection.isEqual(previous) else { return }
        traitCollectionDidChange(previous)
        traitRegistry.notify(self, current: traitCollection, previous: previous)
        if let controller = owningViewController {
            controller.traitCollectionDidChange(previous)
            controller.traitRegistry.notify(controller, current: traitCollection, previous: previous)
        }
        for subview in subviews where subview.overrideUserInterfaceStyle == .unspecified {
            subview.notifyTraitChanges(from: previous)
        }
    }

    /// The layout direction of a semantic content attribute. Mirrors UIKit's class method:
    /// forced right to left is right to left; everything else follows the app (left to
    /// right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : UIApplication.shared.userInterfaceLayoutDirection
    }
}

/// How a view's content lays out for right-to-left languages.
///
/// Mirrors UIKit's `UISemanticContentAttribute`, with Apple's raw values.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flipped with the language's direction.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Directional controls (arrows): never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
