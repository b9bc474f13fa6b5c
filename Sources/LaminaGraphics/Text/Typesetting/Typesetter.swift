import CLamina
import Foundation

/// Breaks an attributed string into typeset lines: each paragraph shaped by Pango with its
/// paragraph style's width, indents, alignment, tab stops and line breaking.
///
/// The one typesetter of every text path: UIKit's string drawing, CoreText's framesetter and
/// lines, text layers and labels. Where the string has no `.paragraphStyle`, the
/// ``Options/paragraph`` settings apply (a text layer's alignment and truncation).
package final class Typesetter: @unchecked Sendable {
    /// How text is typeset where its attributes are silent.
    package struct Options {
        /// The width lines wrap at, in points; `nil` for unlimited.
        package var width: CGFloat?
        /// The font of text without `.font`.
        package var font: CTFont
        /// The colour of text without a foreground colour; `nil` for the context's fill colour.
        package var color: CGColor?
        /// The settings of paragraphs without `.paragraphStyle`.
        package var paragraph: ParagraphSettings
        /// Whether wrapping modes act as clipping: each paragraph one line (UIKit's string
        /// drawing without `.usesLineFragmentOrigin`).
        package var singleLine: Bool
        /// Whether glyph positions snap to whole points (a text layer's
        /// `allowsFontSubpixelQuantization`).
        package var roundsGlyphPositions: Bool

        package init(
            width: CGFloat? = nil, font: CTFont = CTFont(name: "Helvetica", size: 12),
            color: CGColor? = CGColor(gray: 0, alpha: 1), paragraph: ParagraphSettings = ParagraphSettings(),
            singleLine: Bool = false, roundsGlyphPositions: Bool = false
        ) {
            self.roundsGlyphPositions = roundsGlyphPositions
            self.width = width.flatMap { $0.isFinite && $0 < 1e6 ? max($0, 0) : nil }
            self.font = font
            self.color = color
            self.paragraph = paragraph
            self.singleLine = singleLine
        }
    }

    package let string: NSAttributedString
    package let options: Options
    /// The string's text as UTF-16, for finding paragraphs.
    private let text: NSString

    package init(_ string: NSAttributedString, options: Options) {
        self.string = NSAttributedString(attributedString: string)
        self.options = options
        text = self.string.string as NSString
    }

    /// The lines of the characters in `range` (all of them by default), each paragraph laid out
    /// from where the range starts it.
    package func lines(in range: NSRange? = nil) -> [TypesetLine] {
        let whole = NSRange(location: 0, length: text.length)
        let range = range.map { NSIntersectionRange($0, whole) } ?? whole
        var lines: [TypesetLine] = []
        TextEngine.withLock {
            for (content, terminator) in paragraphs(in: range) {
                let paragraph = shape(content, breaking: nil)
                lines += self.lines(
                    of: paragraph, leftMargin: margins(paragraph.settings).left, terminator: terminator)
            }
        }
        return lines
    }

    /// One line of the characters in `range`, unbroken (CoreText's `CTTypesetterCreateLine`):
    /// paragraph terminators inside it are drawn as nothing.
    package func line(in range: NSRange) -> TypesetLine? {
        let whole = NSRange(location: 0, length: text.length)
        let range = NSIntersectionRange(range, whole)
        return TextEngine.withLock {
            let settings = paragraphSettings(at: range.location)
            let paragraph = shape(
                range, settings: settings,
                breaking: ShapedParagraph.Breaking(
                    width: nil, indent: 0, wraps: false, wordWrap: true, ellipsize: PANGO_ELLIPSIZE_NONE))
            return lines(of: paragraph, leftMargin: 0, terminator: 0).first
        }
    }

    /// `line` shortened to `width` with an ellipsis, all the rest of its paragraph on one line
    /// (`mode` `.byTruncatingHead`, `…Middle` or `…Tail`); `nil` when it needs no
    /// shortening.
    package func truncated(_ line: TypesetLine, width: CGFloat, mode: NSLineBreakMode) -> TypesetLine? {
        let paragraphEnd = line.paragraph.start + line.paragraph.length
        let range = NSRange(location: line.range.location, length: max(0, paragraphEnd - line.range.location))
        let ellipsize: PangoEllipsizeMode
        switch mode {
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsize = PANGO_ELLIPSIZE_END
        }
        return TextEngine.withLock {
            let paragraph = shape(
                range, settings: line.settings,
                breaking: ShapedParagraph.Breaking(
                    width: max(0, width), indent: 0, wraps: false, wordWrap: true, ellipsize: ellipsize))
            guard pango_layout_is_ellipsized(paragraph.layout) != 0 else { return nil }
            let truncated = lines(of: paragraph, leftMargin: line.offset, terminator: 0).first
            truncated?.isParagraphEnd = true
            return truncated
        }
    }

    /// The left margin and the width lines are broken at, for a paragraph's settings.
    private func margins(_ settings: ParagraphSettings) -> (left: CGFloat, width: CGFloat?) {
        let left = min(settings.headIndent, settings.firstLineHeadIndent)
        let right: CGFloat? =
            settings.tailIndent > 0 ? settings.tailIndent : options.width.map { $0 + settings.tailIndent }
        return (left, right.map { max(0, $0 - left) })
    }

    /// The paragraphs of `range`: each one's characters without its terminator, and the
    /// terminator's length (0 for the last paragraph without one).
    private func paragraphs(in range: NSRange) -> [(NSRange, Int)] {
        var result: [(NSRange, Int)] = []
        var start = range.location
        let end = range.location + range.length
        var index = start
        while index < end {
            let unit = text.character(at: index)
            let terminator: Int
            switch unit {
            case 0x0A, 0x2029, 0x2028, 0x0B, 0x0C, 0x85: terminator = 1
            case 0x0D: terminator = index + 1 < end && text.character(at: index + 1) == 0x0A ? 2 : 1
            default: terminator = 0
            }
            if terminator > 0 {
                result.append((NSRange(location: start, length: index - start), terminator))
                index += terminator
                start = index
            } else {
                index += 1
            }
        }
        // A string ending with a terminator ends with an empty paragraph only in editors; a
        // drawn or framed string has no line after it.
        if start < end || result.isEmpty { result.append((NSRange(location: start, length: end - start), 0)) }
        return result
    }

    /// The settings of the paragraph holding UTF-16 offset `location`.
    private func paragraphSettings(at location: Int) -> ParagraphSettings {
        guard string.length > 0 else { return options.paragraph }
        let index = min(max(location, 0), string.length - 1)
        return ParagraphSettings.from(string.attribute(.paragraphStyle, at: index, effectiveRange: nil))
            ?? options.paragraph
    }

    /// Shapes one paragraph, broken as its settings and the options say.
    private func shape(_ range: NSRange, breaking: ShapedParagraph.Breaking?) -> ShapedParagraph {
        let settings = paragraphSettings(at: range.location)
        let margins = margins(settings)
        let wraps = settings.wraps && !options.singleLine
        let ellipsize: PangoEllipsizeMode
        switch settings.lineBreakMode {
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
        default: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        return shape(
            range, settings: settings,
            breaking: breaking
                ?? ShapedParagraph.Breaking(
                    width: margins.width, indent: settings.firstLineHeadIndent - settings.headIndent,
                    wraps: wraps,
                    wordWrap: settings.lineBreakMode != .byCharWrapping,
                    ellipsize: margins.width == nil ? PANGO_ELLIPSIZE_NONE : ellipsize))
    }

    private func shape(
        _ range: NSRange, settings: ParagraphSettings, breaking: ShapedParagraph.Breaking
    ) -> ShapedParagraph {
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any], style: TextRunStyle)] = []
        if range.length > 0 {
            string.enumerateAttributes(in: range) { attributes, runRange, _ in
                let style = TextRunStyle(attributes, defaultFont: options.font, defaultColor: options.color)
                runs.append(
                    (
                        NSRange(location: runRange.location - range.location, length: runRange.length),
                        attributes, style
                    ))
            }
        }
        // An empty paragraph has the height of the font at its terminator (or before it).
        let fontIndex = min(range.location, max(0, string.length - 1))
        let baseFont =
            runs.first?.style.font
            ?? (string.length > 0
                ? string.attribute(.font, at: fontIndex, effectiveRange: nil).flatMap {
                    CTFont.from($0, size: options.font.size)
                } : nil)
            ?? options.font
        return ShapedParagraph(
            text: text.substring(with: range), start: range.location, runs: runs, baseFont: baseFont,
            settings: settings, breaking: breaking, roundsGlyphPositions: options.roundsGlyphPositions)
    }

    /// The lines Pango made of a paragraph; the last one's range takes the terminator.
    private func lines(of paragraph: ShapedParagraph, leftMargin: CGFloat, terminator: Int) -> [TypesetLine] {
        guard let iterator = pango_layout_get_iter(paragraph.layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [TypesetLine] = []
        let count = Int(pango_layout_get_line_count(paragraph.layout))
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let isLast = lines.count == count - 1
            let end = isLast ? paragraph.start + paragraph.length + terminator : nil
            let typeset = TypesetLine(
                paragraph: paragraph, line: line, logical: logical,
                baseline: pango_layout_iter_get_baseline(iterator), leftMargin: leftMargin, copiesRuns: false,
                extendsTo: end)
            typeset.isParagraphEnd = isLast
            lines.append(typeset)
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }
}
