import CLamina
import Foundation

/// How a block of text is laid out.
package struct TextStyle {
    /// How a line too long for its width is shortened.
    package enum Truncation {
        case none, start, middle, end
    }

    /// Where lines sit horizontally.
    package enum Alignment {
        case natural, left, right, center, justified
    }

    package var font: CTFont
    package var color: CGColor
    /// The width lines wrap or truncate at; `nil` for unlimited.
    package var width: CGFloat?
    /// The height beyond which lines are not shown (the last one is truncated); `nil` for
    /// unlimited.
    package var height: CGFloat?
    package var wraps: Bool
    package var truncation: Truncation
    package var alignment: Alignment
    /// Whether glyph positions snap to whole pixels.
    package var quantizesPositions: Bool

    package init(
        font: CTFont, color: CGColor, width: CGFloat? = nil, height: CGFloat? = nil, wraps: Bool = true,
        truncation: Truncation = .none, alignment: Alignment = .natural, quantizesPositions: Bool = false
    ) {
        self.font = font
        self.color = color
        self.width = width
        self.height = height
        self.wraps = wraps
        self.truncation = truncation
        self.alignment = alignment
        self.quantizesPositions = quantizesPositions
    }
}
