/// The corners of a rectangle.
///
/// Mirrors UIKit's `UIRectCorner`, with Apple's raw values (`topLeft` 1, `topRight` 2,
/// `bottomLeft` 4, `bottomRight` 8, `allCorners` every bit set). Corners are named as seen
/// on screen, in UIKit's y-down space.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bits of the corners. Mirrors UIKit's `rawValue`.
    public let rawValue: UInt

    /// Creates a set of corners from its bits. Mirrors UIKit's `init(rawValue:)`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (minimum x and y). Mirrors UIKit's `topLeft`.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner. Mirrors UIKit's `topRight`.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner. Mirrors UIKit's `bottomLeft`.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner. Mirrors UIKit's `bottomRight`.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All corners (`~0`, as UIKit defines it). Mirrors UIKit's `allCorners`.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
