import Foundation

/// Constants that specify text alignment.
///
/// Mirrors UIKit's `NSTextAlignment`, with iOS's raw values (left 0, center 1, right 2,
/// justified 3, natural 4; macOS numbers them differently).
public enum NSTextAlignment: Int, Sendable {
    /// Text aligned along the left edge.
    case left = 0
    /// Text centred.
    case center = 1
    /// Text aligned along the right edge.
    case right = 2
    /// Lines fill the width, the last line aligned naturally.
    case justified = 3
    /// The default alignment of the text's script: left for left-to-right scripts.
    case natural = 4

    /// The `CATextLayer` alignment that draws the same way.
    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

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

    /// The `CATextLayer` truncation that draws the same way.
    var truncationMode: CATextLayerTruncationMode {
        switch self {
        case .byTruncatingHead: return .start
        case .byTruncatingTail: return .end
        case .byTruncatingMiddle: return .middle
        default: return .none
        }
    }
}
