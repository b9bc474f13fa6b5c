import Foundation

/// A trait a trait collection can hold. Mirrors UIKit's `UITraitDefinition` (iOS 17): the
/// system traits below conform; Lamina's trait collections hold only the system traits, so a
/// trait of your own keeps its default value and never changes.
public protocol UITraitDefinition {
    /// The trait's value type.
    associatedtype Value
    /// The value when none is specified.
    static var defaultValue: Value { get }
    /// A unique identifier.
    static var identifier: String { get }
    /// A name for debugging.
    static var name: String { get }
    /// Whether the trait changes how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name without its module.
    public static var name: String { String(describing: Self.self) }
    /// False.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as UIKit's trait-change registration takes them. Mirrors UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: where its value lives in a trait collection.
protocol SystemTrait: UITraitDefinition {
    /// Whether the trait differs between two collections.
    static func differs(_ first: UITraitCollection, _ second: UITraitCollection) -> Bool
}

/// The interface style trait. Mirrors UIKit's `UITraitUserInterfaceStyle`.
public struct UITraitUserInterfaceStyle: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    /// True: dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.userInterfaceStyle != b.userInterfaceStyle
    }
}

/// The display scale trait. Mirrors UIKit's `UITraitDisplayScale`.
public struct UITraitDisplayScale: SystemTrait {
    /// 0 (unspecified).
    public static var defaultValue: CGFloat { 0 }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.displayScale != b.displayScale
    }
}

/// The width class trait. Mirrors UIKit's `UITraitHorizontalSizeClass`.
public struct UITraitHorizontalSizeClass: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.horizontalSizeClass != b.horizontalSizeClass
    }
}

/// The height class trait. Mirrors UIKit's `UITraitVerticalSizeClass`.
public struct UITraitVerticalSizeClass: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.verticalSizeClass != b.verticalSizeClass
    }
}

/// The idiom trait. Mirrors UIKit's `UITraitUserInterfaceIdiom`.
public struct UITraitUserInterfaceIdiom: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.userInterfaceIdiom != b.userInterfaceIdiom
    }
}

/// The layout direction trait. Mirrors UIKit's `UITraitLayoutDirection`.
public struct UITraitLayoutDirection: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.layoutDirection != b.layoutDirection
    }
}

/// The content size category trait. Mirrors UIKit's `UITraitPreferredContentSizeCategory`.
public struct UITraitPreferredContentSizeCategory: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIContentSizeCategory { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

/// The contrast trait. Mirrors UIKit's `UITraitAccessibilityContrast`.
public struct UITraitAccessibilityContrast: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
    /// True: dynamic colours may resolve by it.
    public static var affectsColorAppearance: Bool { true }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.accessibilityContrast != b.accessibilityContrast
    }
}

/// The legibility weight trait. Mirrors UIKit's `UITraitLegibilityWeight`.
public struct UITraitLegibilityWeight: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UILegibilityWeight { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.legibilityWeight != b.legibilityWeight
    }
}

/// The interface level trait. Mirrors UIKit's `UITraitUserInterfaceLevel`.
public struct UITraitUserInterfaceLevel: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceLevel { .unspecified }
    /// True: dynamic colours may resolve by it.
    public static var affectsColorAppearance: Bool { true }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.userInterfaceLevel != b.userInterfaceLevel
    }
}

/// The gamut trait. Mirrors UIKit's `UITraitDisplayGamut`.
public struct UITraitDisplayGamut: SystemTrait {
    /// `.unspecified`.
    public static var defaultValue: UIDisplayGamut { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.displayGamut != b.displayGamut
    }
}

/// The 3D Touch trait. Mirrors UIKit's `UITraitForceTouchCapability`.
public struct UITraitForceTouchCapability: SystemTrait {
    /// `.unknown`.
    public static var defaultValue: UIForceTouchCapability { .unknown }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.forceTouchCapability != b.forceTouchCapability
    }
}

extension UITraitCollection {
    /// The system traits, in UIKit's order.
    static let systemTraits: [any SystemTrait.Type] = [
        UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitDisplayScale.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
        UITraitPreferredContentSizeCategory.self, UITraitForceTouchCapability.self, UITraitDisplayGamut.self,
        UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitLegibilityWeight.self,
    ]

    /// The traits whose values differ from `other`'s. Mirrors UIKit's `changedTraits(from:)`.
    public func changedTraits(from other: UITraitCollection?) -> Set<ObjectIdentifier> {
        let other = other ?? UITraitCollection()
        return Set(Self.systemTraits.filter { $0.differs(self, other) }.map { ObjectIdentifier($0) })
    }

    /// Whether any of `traits` differs between this collection and `other`.
    func differs(from other: UITraitCollection?, in traits: [UITrait]) -> Bool {
        let other = other ?? UITraitCollection()
        return traits.contains { trait in (trait as? any SystemTrait.Type)?.differs(self, other) ?? false }
    }
}
