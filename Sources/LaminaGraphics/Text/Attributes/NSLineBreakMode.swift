import Foundation

/// Constants that specify what happens to text too long for its container.
///
/// Mirrors UIKit's `NSLineBreakMode`, with Apple's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Clips lines past the edge.
    case byClipping = 2
    /// Shows the end of the line, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Shows the start of the line, with an ellipsis at the end.
    case byTruncatingTail = 4
    /// Shows both ends, with an ellipsis in the middle.
    case byTruncatingMiddle = 5
}
