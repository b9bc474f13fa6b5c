import CLamina
import Foundation

/// A block of text laid out in a box by the typesetter: what a text layer, a label and
/// `CGContext.draw(_:in:withAttributes:)` draw. Measured in points, drawn through Cairo, where
/// it stays text in PDF and SVG.
///
/// The block's ``TextStyle`` gives what the text's attributes do not: the font and colour of
/// runs without them, and the alignment, wrapping and truncation of paragraphs without a
/// `.paragraphStyle`. Hinted metrics are off, so the layout is the same at every scale.
package final class TextBlock {
    package let style: TextStyle
    private let typesetter: Typesetter
    private let stack: LineStack
    /// The largest font size in the text, in points (clamped as Pango gets it).
    private let largestFontSize: CGFloat

    /// Lays out `text` with `runs` of attributes (UTF-16 ranges, as `NSAttributedString`
    /// gives them).
    package convenience init(
        text: String, runs: [(NSRange, [NSAttributedString.Key: Any])] = [], style: TextStyle
    ) {
        let string = NSMutableAttributedString(string: text)
        for (range, attributes) in runs
        where range.location >= 0 && range.location + range.length <= string.length {
            string.addAttributes(attributes, range: range)
        }
        self.init(string, style: style)
    }

    /// Lays out an attributed string.
    package init(_ text: NSAttributedString, style: TextStyle) {
        self.style = style
        var paragraph = ParagraphSettings()
        switch style.alignment {
        case .natural: paragraph.alignment = .natural
        case .left: paragraph.alignment = .left
        case .right: paragraph.alignment = .right
        case .center: paragraph.alignment = .center
        case .justified: paragraph.alignment = .justified
        }
        let truncation: NSLineBreakMode?
        switch style.truncation {
        case .none: truncation = nil
        case .start: truncation = .byTruncatingHead
        case .middle: truncation = .byTruncatingMiddle
        case .end: truncation = .byTruncatingTail
        }
        // Wrapped text is truncated at its last visible line; unwrapped text line by line.
        paragraph.lineBreakMode = style.wraps ? .byWordWrapping : truncation ?? .byClipping
        let width = style.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? (style.width == nil ? nil : 0)
        typesetter = Typesetter(
            text,
            options: Typesetter.Options(
                width: width, font: style.font, color: style.color, paragraph: paragraph,
                roundsGlyphPositions: style.quantizesPositions))
        let lines = typesetter.lines()
        let height = style.height.flatMap { $0.isFinite ? max(0, $0) : nil }
        let truncating = style.wraps && truncation != nil && height != nil
        stack = LineStack(
            lines, rules: LineStack.Rules(includesLeading: false, allowsNegativeLineSpacing: false),
            height: truncating ? height : nil,
            truncation: truncating ? (typesetter, width ?? 0, truncation ?? .byTruncatingTail) : nil)
        largestFontSize = lines.flatMap(\.runs).reduce(TextEngine.clampedSize(style.font.size)) {
            max($0, TextEngine.clampedSize($1.style.font.size))
        }
    }

    /// The laid-out size in points: the widest line (trailing whitespace left out) and the
    /// lines' height.
    package var size: CGSize { stack.size }

    /// The number of lines shown.
    package var lineCount: Int { stack.lines.count }

    /// Whether a line is shortened with an ellipsis.
    package var isEllipsized: Bool { stack.lines.contains { $0.isTruncated } }

    /// The number of characters no installed font could show (drawn as boxes).
    package var unknownGlyphCount: Int {
        TextEngine.withLock {
            var seen = Set<ObjectIdentifier>()
            return stack.lines.reduce(0) { count, line in
                guard seen.insert(ObjectIdentifier(line.paragraph)).inserted else { return count }
                return count + Int(pango_layout_get_unknown_glyphs_count(line.paragraph.layout))
            }
        }
    }

    /// Whether the text's first strong character is right-to-left (Arabic, Hebrew…).
    package var isRightToLeft: Bool {
        for scalar in typesetter.string.string.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                return true
            default:
                return false
            }
        }
        return false
    }

    /// The text of the lines as displayed, in logical order, with "…" where truncated.
    package var displayedText: String {
        let text = typesetter.string.string as NSString
        return stack.lines.map { line in
            line.runs.sorted { $0.range.location < $1.range.location }.map { run in
                run.isEllipsis ? "…" : text.substring(with: run.range)
            }.joined()
        }.joined(separator: "\n")
    }

    /// The x position of the caret before the character at UTF-16 offset `index`, in the box.
    package func xPosition(ofCharacter index: Int) -> CGFloat {
        for (line, origin) in zip(stack.lines, stack.origins) where NSLocationInRange(index, line.range) {
            return origin.x + line.offset(ofCharacter: index)
        }
        return 0
    }

    /// Draws the text with its box's top-left at `origin`, in Cairo's current user space
    /// (y down), with the runs' colours at `alpha`.
    package func draw(in c: OpaquePointer, at origin: CGPoint, alpha: CGFloat = 1) {
        TextEngine.withLock {
            // Text too large for the device is not drawn (see TextEngine).
            guard TextEngine.fitsDevice(fontSize: largestFontSize, in: c) else { return }
            for (index, (line, lineOrigin)) in zip(stack.lines, stack.origins).enumerated() {
                cairo_save(c)
                cairo_translate(c, Double(origin.x + lineOrigin.x), Double(origin.y + lineOrigin.y))
                TextPainter.drawBackgrounds(
                    of: line.runs, top: line.descent - stack.lineHeights[index], bottom: line.descent, in: c,
                    alpha: alpha)
                for run in line.runs {
                    TextPainter.draw(
                        run, features: [.underlines, .strikethroughs], fallbackColor: style.color,
                        alpha: alpha,
                        in: c)
                }
                cairo_restore(c)
            }
        }
    }

    /// Sets Cairo's current path to the outlines of the glyphs, the box's top-left at `origin`.
    package func setPath(in c: OpaquePointer, at origin: CGPoint) {
        TextEngine.withLock {
            cairo_new_path(c)
            // Text too large for the device leaves an empty path (see TextEngine).
            guard TextEngine.fitsDevice(fontSize: largestFontSize, in: c) else { return }
            for (line, lineOrigin) in zip(stack.lines, stack.origins) {
                for run in line.runs {
                    TextPainter.addOutline(
                        of: run, at: CGPoint(x: origin.x + lineOrigin.x, y: origin.y + lineOrigin.y), in: c)
                }
            }
        }
    }
}
