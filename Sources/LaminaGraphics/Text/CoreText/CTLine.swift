import CLamina
import Foundation

/// A line of text: glyph runs in visual order, made from an attributed string.
///
/// Mirrors CoreText's `CTLine`, made by ``CTLineCreateWithAttributedString(_:)``,
/// ``CTTypesetterCreateLine(_:_:)`` or read from a frame.
public final class CTLine: @unchecked Sendable {
    package let line: TypesetLine
    /// The typesetter that made the line, for truncating it.
    let typesetter: Typesetter

    package init(_ line: TypesetLine, typesetter: Typesetter) {
        self.line = line
        self.typesetter = typesetter
    }

    /// The runs, made once.
    lazy var runs: [CTRun] = line.runs.map(CTRun.init)
}

/// Options for ``CTLineGetBoundsWithOptions(_:_:)``. Mirrors CoreText's `CTLineBoundsOptions`.
public struct CTLineBoundsOptions: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Leaves out the line's leading.
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    /// Leaves out the shifts of the line's glyphs.
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    /// Uses hanging punctuation.
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    /// The glyphs' ink, not their typographic box.
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    /// The font's optical bounds.
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    /// The fonts' language-specific bounds.
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes one line of a whole attributed string, unbroken.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    let typesetter = Typesetter(attrString, options: CoreTextDefaults.options(width: nil))
    let line =
        typesetter.line(in: NSRange(location: 0, length: attrString.length))
        ?? Typesetter(NSAttributedString(string: ""), options: typesetter.options).line(in: NSRange())!
    return CTLine(line, typesetter: typesetter)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The line's glyph runs, in visual order.
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray { line.runs as NSArray }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of glyphs in the line.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.line.runs.reduce(0) { $0 + $1.glyphs.count }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The characters the line holds.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    CFRange(location: line.line.range.location, length: line.line.range.length)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The line's typographic width (trailing whitespace included), with its ascent, descent and
/// leading: the largest of its fonts', fallback fonts too.
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = line.line.ascent
    descent?.pointee = line.line.descent
    leading?.pointee = line.line.leading
    return Double(line.line.width)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The width of the whitespace that ends the line.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    Double(line.line.trailingWhitespaceWidth)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The line's bounds relative to its origin (y up): typographic by default, the glyphs' ink
/// with `.useGlyphPathBounds`.
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    if options.contains(.useGlyphPathBounds) { return line.line.inkBounds }
    let leading = options.contains(.excludeTypographicLeading) ? 0 : line.line.leading
    return CGRect(
        x: 0, y: -line.line.descent - leading, width: line.line.width,
        height: line.line.ascent + line.line.descent + leading)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The ink bounds of the line's glyphs, at the context's text position through its text
/// matrix (relative to the origin without a context).
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    let ink = line.line.inkBounds
    guard let context else { return ink }
    return ink.applying(context.textMatrix)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws the line at the context's text position, through its text matrix (set it to
/// `.identity` first, as CoreText code does).
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    context.drawCoreText(line: line.line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The line shortened to `width` with an ellipsis at its start, middle or end; the line itself
/// when it fits. The `truncationToken` is not used: Lamina's ellipsis is "…" in the line's
/// font.
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    guard width.isFinite, width >= 0 else { return nil }
    guard line.line.width - line.line.trailingWhitespaceWidth > CGFloat(width) else { return line }
    let mode: NSLineBreakMode
    switch truncationType {
    case .start: mode = .byTruncatingHead
    case .middle: mode = .byTruncatingMiddle
    case .end: mode = .byTruncatingTail
    }
    guard let truncated = line.typesetter.truncated(line.line, width: CGFloat(width), mode: mode) else {
        return line
    }
    return CTLine(truncated, typesetter: line.typesetter)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The line stretched to `justificationWidth` when `justificationFactor` is 1 or more; Lamina
/// returns `nil` (CoreText's answer when it cannot justify): justify paragraphs with a
/// `.justified` paragraph style instead.
public func CTLineCreateJustifiedLine(
    _ line: CTLine, _ justificationFactor: CGFloat, _ justificationWidth: Double
)
    -> CTLine?
{
    nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The distance from the line's origin of the caret before the character at `charIndex`;
/// `secondaryOffset` gets the same value (Lamina gives one caret).
public func CTLineGetOffsetForStringIndex(
    _ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?
) -> CGFloat {
    let offset = line.line.offset(ofCharacter: charIndex)
    secondaryOffset?.pointee = offset
    return offset
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The string index of the caret nearest `position` (relative to the line's origin).
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    line.line.characterIndex(at: position.x)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// How far to move the line so that it sits flush in `flushWidth`: 0 flush left, 1 flush
/// right, 0.5 centred.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double
{
    let used = Double(line.line.width - line.line.trailingWhitespaceWidth)
    let factor = Double(min(max(flushFactor.isFinite ? flushFactor : 0, 0), 1))
    return max(0, (flushWidth - used) * factor)
}

/// CoreText's defaults: Helvetica 12, black, CoreText's line stacking.
enum CoreTextDefaults {
    static func options(width: CGFloat?) -> Typesetter.Options {
        Typesetter.Options(
            width: width, font: CTFont(name: "Helvetica", size: 12), color: CGColor(gray: 0, alpha: 1))
    }

    /// CoreText stacks lines with their leading and honours negative line spacing.
    static let rules = LineStack.Rules(includesLeading: true, allowsNegativeLineSpacing: true)
}
