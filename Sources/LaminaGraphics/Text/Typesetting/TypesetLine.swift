import CLamina
import Foundation

/// A line of typeset text: its runs in visual order and its metrics, in points. What CoreText
/// calls a `CTLine`; where the line goes is the business of what stacks lines (``LineStack``).
package final class TypesetLine: @unchecked Sendable {
    /// The line's characters, UTF-16 offsets in the whole string (with the paragraph's
    /// terminator on its last line).
    package let range: NSRange
    package let runs: [TypesetRun]
    /// The typographic width: the sum of the runs' advances, trailing whitespace included.
    package let width: CGFloat
    /// The width of the whitespace that ends the line.
    package let trailingWhitespaceWidth: CGFloat
    package let ascent: CGFloat
    package let descent: CGFloat
    package let leading: CGFloat
    /// Where the line starts from the leading edge of the text's width: the paragraph's indent
    /// and the alignment's offset.
    package let offset: CGFloat
    /// The paragraph's left margin, the part of ``offset`` that is not alignment or the first
    /// line's indent.
    package let margin: CGFloat
    /// The paragraph the line belongs to (its settings).
    package let settings: ParagraphSettings
    /// Whether the line is its paragraph's first, and its last.
    package let isParagraphStart: Bool
    package var isParagraphEnd: Bool
    /// Whether the line ends with an ellipsis.
    package var isTruncated: Bool { runs.contains { $0.isEllipsis } }
    /// The paragraph the line was made from (kept alive by the line).
    let paragraph: ShapedParagraph

    init(
        paragraph: ShapedParagraph, line: UnsafeMutablePointer<PangoLayoutLine>, logical: PangoRectangle,
        baseline: Int32, leftMargin: CGFloat, copiesRuns: Bool, extendsTo end: Int?
    ) {
        self.paragraph = paragraph
        settings = paragraph.settings
        isParagraphStart = line.pointee.is_paragraph_start != 0
        isParagraphEnd = false
        let startByte = Int(line.pointee.start_index)
        let endByte = startByte + Int(line.pointee.length)
        let start = paragraph.utf16Offset(ofByte: startByte)
        let stop = end ?? paragraph.utf16Offset(ofByte: endByte)
        range = NSRange(location: start, length: max(0, stop - start))
        var runs: [TypesetRun] = []
        var x: CGFloat = 0
        var node = line.pointee.runs
        while let current = node {
            if let data = current.pointee.data {
                let item = data.assumingMemoryBound(to: PangoGlyphItem.self)
                let run = TypesetRun(
                    paragraph: paragraph, glyphItem: copiesRuns ? pango_glyph_item_copy(item)! : item,
                    ownsGlyphItem: copiesRuns, x: x)
                runs.append(run)
                x += run.width
            }
            node = current.pointee.next
        }
        // Kern follows every character, the line's last too, where Pango spaces only between.
        if let last = runs.last, last.style.kern != 0, !last.isRightToLeft {
            last.extendEnd(by: last.style.kern)
            x += last.style.kern
        }
        self.runs = runs
        width = x
        // Pango's line box holds every font of the line, fallbacks too, with their own metrics:
        // a clone standing in for one of Apple's fonts takes that font's from its runs alone.
        let lineAscent = CGFloat(baseline - logical.y) / 1024
        let lineDescent = CGFloat(logical.y + logical.height - baseline) / 1024
        let boxed = !runs.contains(where: \.hasStandInMetrics)
        ascent = max(boxed ? lineAscent : 0, runs.map(\.ascent).max() ?? 0)
        descent = max(boxed ? lineDescent : 0, runs.map(\.descent).max() ?? 0)
        leading = runs.map(\.leading).max() ?? TypesetRun.metrics(of: nil)?.leading ?? 0
        offset = leftMargin + CGFloat(logical.x) / 1024
        margin = leftMargin
        // Trailing whitespace: from the last character that is not a space to the line's end.
        var whitespaceStart = endByte
        paragraph.utf8.withUnsafeBufferPointer { bytes in
            while whitespaceStart > startByte,
                bytes[whitespaceStart - 1] == 0x20 || bytes[whitespaceStart - 1] == 0x09
            {
                whitespaceStart -= 1
            }
        }
        if whitespaceStart < endByte {
            var position: Int32 = 0
            pango_layout_line_index_to_x(line, Int32(whitespaceStart), 0, &position)
            // Pango's x is from the line's left edge.
            trailingWhitespaceWidth = max(0, min(width, width - CGFloat(position) / 1024))
        } else {
            trailingWhitespaceWidth = 0
        }
    }

    /// The ascent, descent and leading of the line's fonts.
    package var height: CGFloat { ascent + descent + leading }
}
