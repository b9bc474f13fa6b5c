import Foundation

/// The traits that describe the environment an interface draws in.
///
/// Mirrors UIKit's `UITraitCollection`: the interface style (light or dark), display scale,
/// size classes, idiom, layout direction, preferred content size, 3D Touch, gamut, contrast,
/// legibility weight and interface level, each unspecified unless given. Lamina draws the light
/// appearance at the display scale; the other traits are carried for code that reads them
/// (layouts that switch on size classes, snapshot device configurations). ``current`` is per
/// thread, as in UIKit; it starts as the light appearance at the main screen's scale.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Every trait's value; the unspecified ones say so.
    struct Values: Equatable {
        var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
        var displayScale: CGFloat = 0
        var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
        var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
        var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
        var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
        var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
        var forceTouchCapability: UIForceTouchCapability = .unknown
        var displayGamut: UIDisplayGamut = .unspecified
        var accessibilityContrast: UIAccessibilityContrast = .unspecified
        var legibilityWeight: UILegibilityWeight = .unspecified
        var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

        /// These values with `other`'s specified ones on top.
        func merging(_ other: Values) -> Values {
            var merged = self
            let unspecified = Values()
            func take<T: Equatable>(_ path: WritableKeyPath<Values, T>) {
                if other[keyPath: path] != unspecified[keyPath: path] {
                    merged[keyPath: path] = other[keyPath: path]
                }
            }
            take(\.userInterfaceStyle)
            take(\.displayScale)
            take(\.horizontalSizeClass)
            take(\.verticalSizeClass)
            take(\.userInterfaceIdiom)
            take(\.layoutDirection)
            take(\.preferredContentSizeCategory)
            take(\.forceTouchCapability)
            take(\.displayGamut)
            take(\.accessibilityContrast)
            take(\.legibilityWeight)
            take(\.userInterfaceLevel)
            return merged
        }

        /// Whether every trait `other` specifies has the same value here.
        func contains(_ other: Values) -> Bool {
            merging(other) == self
        }
    }

    /// The traits.
    let values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// Creates a trait collection with every trait unspecified. Mirrors UIKit's `init()`.
    public override convenience init() {
        self.init(values: Values())
    }

    /// Creates a trait collection that combines several: for each trait, the last collection
    /// that specifies it wins. Mirrors UIKit's `init(traitsFrom:)`.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(values: collections.reduce(Values()) { $0.merging($1.values) })
    }

    /// A collection with one trait specified.
    private convenience init<T>(_ path: WritableKeyPath<Values, T>, _ value: T) {
        var values = Values()
        values[keyPath: path] = value
        self.init(values: values)
    }

    /// Only the interface style specified. Mirrors UIKit's `init(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(\.userInterfaceStyle, userInterfaceStyle)
    }

    /// Only the display scale specified. Mirrors UIKit's `init(displayScale:)`.
    public convenience init(displayScale: CGFloat) {
        self.init(\.displayScale, displayScale.isFinite && displayScale > 0 ? displayScale : 0)
    }

    /// Only the horizontal size class specified. Mirrors UIKit's `init(horizontalSizeClass:)`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(\.horizontalSizeClass, horizontalSizeClass)
    }

    /// Only the vertical size class specified. Mirrors UIKit's `init(verticalSizeClass:)`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(\.verticalSizeClass, verticalSizeClass)
    }

    /// Only the idiom specified. Mirrors UIKit's `init(userInterfaceIdiom:)`.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(\.userInterfaceIdiom, userInterfaceIdiom)
    }

    /// Only the layout direction specified. Mirrors UIKit's `init(layoutDirection:)`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(\.layoutDirection, layoutDirection)
    }

    /// Only the content size category specified. Mirrors UIKit's
    /// `init(preferredContentSizeCategory:)`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(\.preferredContentSizeCategory, preferredContentSizeCategory)
    }

    /// Only the 3D Touch capability specified. Mirrors UIKit's `init(forceTouchCapability:)`.
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(\.forceTouchCapability, forceTouchCapability)
    }

    /// Only the gamut specified. Mirrors UIKit's `init(displayGamut:)`.
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(\.displayGamut, displayGamut)
    }

    /// Only the contrast specified. Mirrors UIKit's `init(accessibilityContrast:)`.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(\.accessibilityContrast, accessibilityContrast)
    }

    /// Only the legibility weight specified. Mirrors UIKit's `init(legibilityWeight:)`.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(\.legibilityWeight, legibilityWeight)
    }

    /// Only the interface level specified. Mirrors UIKit's `init(userInterfaceLevel:)`.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(\.userInterfaceLevel, userInterfaceLevel)
    }

    // MARK: Traits

    /// The interface style: light or dark. Mirrors UIKit's `userInterfaceStyle`.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Pixels per point; 0 when unspecified. Mirrors UIKit's `displayScale`.
    public var displayScale: CGFloat { values.displayScale }
    /// The width class. Mirrors UIKit's `horizontalSizeClass`.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The height class. Mirrors UIKit's `verticalSizeClass`.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// The kind of device. Mirrors UIKit's `userInterfaceIdiom`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// The layout direction. Mirrors UIKit's `layoutDirection`.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The preferred text size. Mirrors UIKit's `preferredContentSizeCategory`.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Whether 3D Touch is available. Mirrors UIKit's `forceTouchCapability`.
    public var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    /// The display's gamut. Mirrors UIKit's `displayGamut`.
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    /// The contrast asked for. Mirrors UIKit's `accessibilityContrast`.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// The text weight asked for. Mirrors UIKit's `legibilityWeight`.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// The content's level. Mirrors UIKit's `userInterfaceLevel`.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    /// The trait collection of the current thread, used to resolve dynamic colours.
    ///
    /// Mirrors UIKit's `UITraitCollection.current`, which is per thread. Lamina's starts as
    /// the light appearance at ``UIScreen/main``'s scale.
    open class var current: UITraitCollection {
        get { currentSlot.value.value ?? UIScreen.main.traitCollection }
        set { currentSlot.value.value = newValue }
    }

    private static let currentSlot = ThreadLocal { Box<UITraitCollection?>(nil) }

    /// Whether every trait `other` specifies has the same value here. Mirrors UIKit's
    /// `containsTraits(in:)`.
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return values.contains(other.values)
    }

    /// Two trait collections are equal when every trait is. Mirrors UIKit's `isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.values == values
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }

    /// The traits, as UIKit prints them.
    open override var description: String {
        "<UITraitCollection; UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), LayoutDirection = \(layoutDirection), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}
