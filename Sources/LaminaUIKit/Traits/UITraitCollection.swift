import Foundation

/// The traits that describe the environment an interface draws in: its appearance and scale.
///
/// Mirrors UIKit's `UITraitCollection` for the traits drawing code reads: `userInterfaceStyle`
/// and `displayScale`. ``current`` is per thread, as in UIKit; it starts as the light appearance
/// at the main screen's scale. Other traits (size classes, content size category…) are not
/// modelled.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The interface style: light or dark. Mirrors UIKit's `userInterfaceStyle`.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The scale of the display, in pixels per point; 0 when unspecified. Mirrors UIKit's
    /// `displayScale`.
    public let displayScale: CGFloat

    private init(style: UIUserInterfaceStyle, scale: CGFloat) {
        self.userInterfaceStyle = style
        self.displayScale = scale
        super.init()
    }

    /// Creates a trait collection with every trait unspecified. Mirrors UIKit's `init()`.
    public override convenience init() {
        self.init(style: .unspecified, scale: 0)
    }

    /// Creates a trait collection with only the interface style specified. Mirrors UIKit's
    /// `init(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: 0)
    }

    /// Creates a trait collection with only the display scale specified. Mirrors UIKit's
    /// `init(displayScale:)`.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale)
    }

    /// Creates a trait collection that combines several: for each trait, the last collection
    /// that specifies it wins. Mirrors UIKit's `init(traitsFrom:)`.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        let style = collections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle
        let scale = collections.last { $0.displayScale != 0 }?.displayScale
        self.init(style: style ?? .unspecified, scale: scale ?? 0)
    }

    /// The trait collection of the current thread, used to resolve dynamic colours.
    ///
    /// Mirrors UIKit's `UITraitCollection.current`, which is per thread. Lamina's starts as
    /// the light appearance at ``UIScreen/main``'s scale.
    open class var current: UITraitCollection {
        get { currentSlot.value.value ?? UITraitCollection(style: .light, scale: UIScreen.main.scale) }
        set { currentSlot.value.value = newValue }
    }

    private static let currentSlot = ThreadLocal { Box<UITraitCollection?>(nil) }

    /// Whether the collection's specified traits are all specified, equally, in `other`.
    /// Mirrors UIKit's `containsTraits(in:)`.
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        if other.userInterfaceStyle != .unspecified, other.userInterfaceStyle != userInterfaceStyle {
            return false
        }
        return other.displayScale == 0 || other.displayScale == displayScale
    }

    /// Two trait collections are equal when every trait is. Mirrors UIKit's `isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.userInterfaceStyle == userInterfaceStyle && other.displayScale == displayScale
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    /// The specified traits, as UIKit prints them.
    open override var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle); DisplayScale = \(displayScale)>"
    }
}
