import Foundation

/// The width or height class of an interface. Mirrors UIKit's `UIUserInterfaceSizeClass`, with
/// Apple's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact (a phone's width in portrait).
    case compact = 1
    /// Regular (an iPad's width).
    case regular = 2
}

/// The layout direction a trait collection specifies. Mirrors UIKit's
/// `UITraitEnvironmentLayoutDirection`, with Apple's raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Whether the device has 3D Touch. Mirrors UIKit's `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Not available.
    case unavailable = 1
    /// Available.
    case available = 2
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The colour gamut of a display. Mirrors UIKit's `UIDisplayGamut` (whose cases are spelled
/// in capitals).
public enum UIDisplayGamut: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// sRGB.
    case SRGB = 0
    /// Display P3.
    case P3 = 1
}

/// Whether the user asked for higher contrast. Mirrors UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// High contrast.
    case high = 1
}

/// Whether the user asked for bold text. Mirrors UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// The visual level of content (a presented sheet is elevated). Mirrors UIKit's
/// `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The window's base level.
    case base = 0
    /// Elevated, above the base.
    case elevated = 1
}

/// The size of text the user prefers. Mirrors UIKit's `UIContentSizeCategory`, with Apple's raw
/// values, ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name.
    public let rawValue: String

    /// A category by name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not specified.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = Self(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [Self] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the accessibility sizes. Mirrors UIKit's
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Smaller categories come first; unspecified ones before all. Mirrors UIKit's ordering.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
    }
}
