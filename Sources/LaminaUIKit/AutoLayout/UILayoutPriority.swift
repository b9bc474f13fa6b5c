import Foundation

/// The priority of a layout constraint, greater than 0 and at most 1000: the engine satisfies higher priorities first,
/// and a constraint at ``required`` must hold.
///
/// Mirrors UIKit's `UILayoutPriority`, with its named levels. Lamina's engine resolves
/// priorities strictly, as Apple's Auto Layout guide describes ("satisfied in priority order,
/// highest to lowest"): a constraint at 251 wins over any number of constraints at 250.
///
/// As in UIKit, the type is not expressible by a literal (write `UILayoutPriority(999)` or
/// `.defaultHigh + 1`), so ported code that adds that conformance itself still compiles.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`. Mirrors UIKit's `init(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint, 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance, 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging, 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view prefers its fitting size in
    /// `systemLayoutSizeFitting(_:)`, 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a scene's drag that can resize it, 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which a scene keeps its size, 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene, 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by `rhs`. Mirrors UIKit's operator.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`. Mirrors UIKit's operator.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Whether the priority is greater than 0 and at most 1000, the range UIKit accepts.
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }
}
