import Foundation

/// Typeset lines placed one under another, as TextKit and CoreText place them: each line's
/// height from its fonts and its paragraph's line-height settings, spacing between lines and
/// paragraphs, and only the lines that fit a height.
///
/// Origins are the lines' baseline origins in a y-down box whose top-left is (0, 0): x the
/// line's offset within the width (indent and alignment), y its baseline. A line's leading,
/// when counted, is space under its descent; height a minimum line height adds lies above its
/// ascent.
package struct LineStack {
    /// How lines are stacked.
    package struct Rules {
        /// Whether a line's height includes its fonts' leading (CoreText's lines and
        /// `.usesFontLeading` string drawing do).
        package var includesLeading: Bool
        /// Whether negative line spacing pulls lines together (CoreText honours it; TextKit
        /// reads it as 0).
        package var allowsNegativeLineSpacing: Bool

        package init(includesLeading: Bool, allowsNegativeLineSpacing: Bool) {
            self.includesLeading = includesLeading
            self.allowsNegativeLineSpacing = allowsNegativeLineSpacing
        }
    }

    package private(set) var lines: [TypesetLine] = []
    package private(set) var origins: [CGPoint] = []
    /// The height each line takes, its line spacing not included.
    package private(set) var lineHeights: [CGFloat] = []
    /// The stack's size: the widest line (trailing whitespace not counted, indents counted)
    /// and the bottom of the last line.
    package private(set) var size: CGSize = .zero
    /// The number of characters the stacked lines hold (CoreText's visible range).
    package var characterCount: Int {
        guard let first = lines.first, let last = lines.last else { return 0 }
        return last.range.location + last.range.length - first.range.location
    }

    /// Stacks `lines` while they fit `height` (all of them when `nil`), at most `maximumLines`
    /// of them (unlimited when 0); when lines are left out and `truncation` is given, the last
    /// one shown is truncated with it.
    package init(
        _ lines: [TypesetLine], rules: Rules, height: CGFloat? = nil, maximumLines: Int = 0,
        truncation: (typesetter: Typesetter, width: CGFloat, mode: NSLineBreakMode)? = nil
    ) {
        var y: CGFloat = 0
        var previous: TypesetLine?
        var bottom: CGFloat = 0
        for line in lines {
            if maximumLines > 0, self.lines.count == maximumLines { break }
            var top = y
            if let previous {
                let spacing = previous.settings.lineSpacing
                top += rules.allowsNegativeLineSpacing ? spacing : max(0, spacing)
                if line.isParagraphStart {
                    top +=
                        max(0, previous.settings.paragraphSpacing)
                        + max(0, line.settings.paragraphSpacingBefore)
                }
            }
            // The leading, when counted, lies under the descent: the first baseline sits one
            // ascent under the top, as CoreText and TextKit place it.
            let leading = rules.includesLeading ? line.leading : 0
            let natural = line.ascent + line.descent + leading
            let lineHeight = line.settings.lineHeight(natural: natural)
            let lineBottom = top + lineHeight
            if let height, lineBottom > height + 0.001, !self.lines.isEmpty || lineHeight > height + 0.001 {
                break
            }
            self.lines.append(line)
            origins.append(CGPoint(x: line.offset, y: top + lineHeight - line.descent - leading))
            lineHeights.append(lineHeight)
            bottom = lineBottom
            y = lineBottom
            previous = line
        }
        if let truncation, self.lines.count < lines.count, let last = self.lines.last,
            let shortened = truncation.typesetter.truncated(
                last, width: truncation.width, mode: truncation.mode)
        {
            self.lines[self.lines.count - 1] = shortened
            origins[origins.count - 1].x = shortened.offset
        }
        // The used width: from the leftmost line's start (alignment moves lines, margins do
        // not) to the farthest end, trailing whitespace left out.
        let start = self.lines.map { $0.offset - $0.margin }.min() ?? 0
        let end = self.lines.map { $0.offset + $0.width - $0.trailingWhitespaceWidth }.max() ?? 0
        size = CGSize(width: max(0, end - max(0, start)), height: bottom)
    }
}
