/// Edges of a rectangle, named by layout direction. Mirrors UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// Edges from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
