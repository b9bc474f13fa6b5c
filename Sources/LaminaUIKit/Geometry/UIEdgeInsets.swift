import Foundation

/// The inset distances for the sides of a rectangle.
///
/// Mirrors UIKit's `UIEdgeInsets`: positive values shrink a rectangle, negative values grow it.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top. Mirrors UIKit's `top`.
    public var top: CGFloat
    /// The inset on the left. Mirrors UIKit's `left`.
    public var left: CGFloat
    /// The inset at the bottom. Mirrors UIKit's `bottom`.
    public var bottom: CGFloat
    /// The inset on the right. Mirrors UIKit's `right`.
    public var right: CGFloat

    /// Creates insets with every side 0. Mirrors UIKit's `init()`.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets from the four sides. Mirrors UIKit's `init(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of 0 on every side. Mirrors UIKit's `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()

    /// The insets as UIKit prints them: `UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`.
    public var description: String {
        "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative insets).
    ///
    /// Mirrors UIKit's `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`): the origin moves by
    /// (left, top) and the size shrinks by (left + right, top + bottom), with no
    /// standardization, so large insets give a negative size, as in UIKit.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom))
    }
}
