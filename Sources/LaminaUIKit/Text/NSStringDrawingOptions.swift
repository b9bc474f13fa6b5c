import Foundation

/// Options for drawing and measuring strings.
///
/// Mirrors UIKit's `NSStringDrawingOptions`, with Apple's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int

    /// Creates options from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The rectangle's origin is the top-left of the first line and lines wrap at its width;
    /// without it, the origin is the first line's baseline and the text is one line per
    /// paragraph.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the fonts' leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink instead of their typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated with an ellipsis when text is left out (with
    /// `.usesLineFragmentOrigin` and a wrapping line break mode only).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
