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
}
