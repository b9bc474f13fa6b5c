// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The device names are swift-snapshot-testing's, underscores and all.
import Foundation

extension UITraitCollection {
    /// A phone's traits: 3D Touch as given, left to right, medium text, the phone idiom, and
    /// the size classes of the orientation.
    private static func phone(
        forceTouch: UIForceTouchCapability, portrait: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass),
        landscape: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass),
        _ orientation: ViewImageConfig.Orientation
    ) -> UITraitCollection {
        let classes = orientation == .portrait ? portrait : landscape
        return UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: forceTouch),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: classes.0),
            UITraitCollection(verticalSizeClass: classes.1),
        ])
    }

    /// An iPad's traits: the pad idiom, regular height, and regular or compact width.
    private static func pad(compactWidth: Bool) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: compactWidth ? .compact : .regular),
            UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
        ])
    }

    /// iPhone SE (first generation). Mirrors swift-snapshot-testing's device traits.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.compact, .compact),
            orientation)
    }

    /// iPhone 8.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.compact, .compact),
            orientation)
    }

    /// iPhone 8 Plus (regular width in landscape).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.regular, .compact),
            orientation)
    }

    /// iPhone X.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.compact, .compact),
            orientation)
    }

    /// iPhone XR (no 3D Touch; regular width in landscape).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .unavailable, portrait: (.compact, .regular), landscape: (.regular, .compact),
            orientation)
    }

    /// iPhone XS Max (regular width in landscape).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.regular, .compact),
            orientation)
    }

    /// iPhone 12 (and 12 Pro).
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.compact, .compact),
            orientation)
    }

    /// iPhone 12 Pro Max (regular width in landscape).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.regular, .compact),
            orientation)
    }

    /// iPhone 13 (and 13 mini and 13 Pro).
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.compact, .compact),
            orientation)
    }

    /// iPhone 13 Pro Max (regular width in landscape).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(
            forceTouch: .available, portrait: (.compact, .regular), landscape: (.regular, .compact),
            orientation)
    }

    /// iPad mini at full width.
    public static let iPadMini = pad(compactWidth: false)
    /// iPad mini in a compact split view.
    public static let iPadMini_Compact_SplitView = pad(compactWidth: true)
    /// iPad 9.7-inch at full width.
    public static let iPad9_7 = pad(compactWidth: false)
    /// iPad 9.7-inch in a compact split view.
    public static let iPad9_7_Compact_SplitView = pad(compactWidth: true)
    /// iPad 10.2-inch at full width.
    public static let iPad10_2 = pad(compactWidth: false)
    /// iPad 10.2-inch in a compact split view.
    public static let iPad10_2_Compact_SplitView = pad(compactWidth: true)
    /// iPad Pro 10.5-inch at full width.
    public static let iPadPro10_5 = pad(compactWidth: false)
    /// iPad Pro 10.5-inch in a compact split view.
    public static let iPadPro10_5_Compact_SplitView = pad(compactWidth: true)
    /// iPad Pro 11-inch at full width.
    public static let iPadPro11 = pad(compactWidth: false)
    /// iPad Pro 11-inch in a compact split view.
    public static let iPadPro11_Compact_SplitView = pad(compactWidth: true)
    /// iPad Pro 12.9-inch at full width.
    public static let iPadPro12_9 = pad(compactWidth: false)
    /// iPad Pro 12.9-inch in a compact split view.
    public static let iPadPro12_9_Compact_SplitView = pad(compactWidth: true)
}
