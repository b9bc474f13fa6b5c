/// The edges of a rectangle.
///
/// Mirrors UIKit's `UIRectEdge`, with Apple's raw values (`top` 1, `left` 2, `bottom` 4,
/// `right` 8, `all` 15).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the edges. Mirrors UIKit's `rawValue`.
    public let rawValue: UInt

    /// Creates a set of edges from its bits. Mirrors UIKit's `init(rawValue:)`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No edge. Mirrors UIKit's `UIRectEdge` with no bits set.
    public static let none: UIRectEdge = []
    /// The top edge. Mirrors UIKit's `top`.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge. Mirrors UIKit's `left`.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge. Mirrors UIKit's `bottom`.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge. Mirrors UIKit's `right`.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges. Mirrors UIKit's `all`.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
