import Foundation

/// A horizontal and a vertical offset.
///
/// Mirrors UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal offset. Mirrors UIKit's `horizontal`.
    public var horizontal: CGFloat
    /// The vertical offset. Mirrors UIKit's `vertical`.
    public var vertical: CGFloat

    /// Creates an offset of zero. Mirrors UIKit's `init()`.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset. Mirrors UIKit's `init(horizontal:vertical:)`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An offset of zero. Mirrors UIKit's `UIOffset.zero`.
    public static let zero = UIOffset()

    /// The offset as UIKit prints it.
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}
