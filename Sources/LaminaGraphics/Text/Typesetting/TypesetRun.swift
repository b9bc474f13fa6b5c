import CLamina
import Foundation

/// A run of glyphs of one font and one set of attributes in a typeset line: what CoreText calls
/// a `CTRun`. Positions are in points relative to the line's origin on its baseline, y up.
package final class TypesetRun: @unchecked Sendable {
    /// The paragraph whose Pango glyph item this is (kept alive by the run).
    let paragraph: ShapedParagraph
    /// Pango's glyph item, owned by the paragraph's layout (or a copy the run frees).
    let glyphItem: UnsafeMutablePointer<PangoGlyphItem>
    private let ownsGlyphItem: Bool
    /// The run's characters, UTF-16 offsets in the whole string.
    package let range: NSRange
    /// The attributes of the run, as the attributed string has them.
    package let attributes: [NSAttributedString.Key: Any]
    /// The drawing style read from them.
    package let style: TextRunStyle
    package let glyphs: [CGGlyph]
    package let positions: [CGPoint]
    package private(set) var advances: [CGSize]
    /// The UTF-16 offset in the whole string of each glyph's first character.
    package let stringIndices: [Int]
    /// The run's start along the line, in points.
    package let x: CGFloat
    /// The run's advance width, in points.
    package private(set) var width: CGFloat
    package let ascent: CGFloat
    package let descent: CGFloat
    package let leading: CGFloat
    /// Whether the run's font is a clone standing in for one of Apple's fonts, whose ascent,
    /// descent and leading it has (`StandInMetrics`).
    package let hasStandInMetrics: Bool
    package let isRightToLeft: Bool
    /// Whether the run is the ellipsis of a truncated line.
    package let isEllipsis: Bool

    init(
        paragraph: ShapedParagraph, glyphItem: UnsafeMutablePointer<PangoGlyphItem>, ownsGlyphItem: Bool,
        x: CGFloat
    ) {
        self.paragraph = paragraph
        self.glyphItem = glyphItem
        self.ownsGlyphItem = ownsGlyphItem
        self.x = x
        let item = glyphItem.pointee.item.pointee
        let glyphString = glyphItem.pointee.glyphs.pointee
        isEllipsis = item.analysis.flags & 0x02 != 0
        isRightToLeft = item.analysis.level % 2 == 1
        let startByte = Int(item.offset)
        let endByte = startByte + Int(item.length)
        let start = paragraph.utf16Offset(ofByte: startByte)
        let end = paragraph.utf16Offset(ofByte: endByte)
        range = NSRange(location: start, length: end - start)
        let runIndex = paragraph.runIndex(at: start - paragraph.start)
        let attributeRun = runIndex.map { paragraph.runs[$0] }
        attributes = attributeRun?.attributes ?? [:]
        style =
            attributeRun?.style
            ?? TextRunStyle([:], defaultFont: CTFont(name: "Helvetica", size: 12), defaultColor: nil)
        let scale = style.horizontalScale
        var glyphs: [CGGlyph] = []
        var positions: [CGPoint] = []
        var advances: [CGSize] = []
        var indices: [Int] = []
        let count = Int(glyphString.num_glyphs)
        glyphs.reserveCapacity(count)
        positions.reserveCapacity(count)
        var pen: CGFloat = 0
        let rise = CGFloat(-glyphItem.pointee.y_offset) / 1024 + style.baselineOffset
        for index in 0..<count {
            let info = glyphString.glyphs[index]
            let advance = CGFloat(info.geometry.width) / 1024 * scale
            let glyph = info.glyph
            glyphs.append(
                glyph & 0x1000_0000 != 0 ? (glyph == 0x0FFF_FFFF ? 0xFFFF : 0) : CGGlyph(clamping: glyph))
            positions.append(
                CGPoint(
                    x: x + pen + CGFloat(info.geometry.x_offset) / 1024 * scale,
                    y: rise - CGFloat(info.geometry.y_offset) / 1024))
            advances.append(CGSize(width: advance, height: 0))
            indices.append(paragraph.utf16Offset(ofByte: startByte + Int(glyphString.log_clusters[index])))
            pen += advance
        }
        self.glyphs = glyphs
        self.positions = positions
        self.advances = advances
        self.stringIndices = indices
        width = pen
        // The metrics of the run's font; those of the font it stands in for when it is a clone
        // standing in for one of Apple's fonts (and not a fallback for other characters).
        let primary = style.font.metrics
        hasStandInMetrics =
            primary.isStandIn
            && item.analysis.font.map { FontResolution.family(ofLoaded: $0) == primary.family } == true
        if !hasStandInMetrics, let metrics = Self.metrics(of: item.analysis.font) {
            (ascent, descent, leading) = metrics
        } else {
            (ascent, descent, leading) = (primary.ascender, -primary.descender, primary.leading)
        }
    }

    /// Adds `spacing` after the run's last glyph: Pango leaves out the letter spacing after a
    /// line's last character, which `.kern` adds after every character.
    func extendEnd(by spacing: CGFloat) {
        guard !advances.isEmpty else { return }
        advances[advances.count - 1].width += spacing
        width += spacing
    }

    deinit {
        guard ownsGlyphItem else { return }
        let item = glyphItem
        TextEngine.withLock { pango_glyph_item_free(item) }
    }

    /// The Pango font of the run.
    var font: UnsafeMutablePointer<PangoFont>? { glyphItem.pointee.item.pointee.analysis.font }

    /// The ascent, descent and leading of a Pango font, in points.
    static func metrics(of font: UnsafeMutablePointer<PangoFont>?) -> (
        ascent: CGFloat, descent: CGFloat, leading: CGFloat
    )? {
        guard let font, let metrics = pango_font_get_metrics(font, nil) else { return nil }
        defer { pango_font_metrics_unref(metrics) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / 1024
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / 1024
        let height = CGFloat(pango_font_metrics_get_height(metrics)) / 1024
        return (ascent, descent, max(0, height - ascent - descent))
    }

    /// The font's underline or strikethrough line: its top above the baseline and thickness.
    func decorationLine(strikethrough: Bool) -> (position: CGFloat, thickness: CGFloat) {
        guard let font, let metrics = pango_font_get_metrics(font, nil) else {
            let size = style.font.size
            return strikethrough ? (size * 0.3, size / 14) : (-size / 10, size / 14)
        }
        defer { pango_font_metrics_unref(metrics) }
        if strikethrough {
            return (
                CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / 1024,
                CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / 1024
            )
        }
        return (
            CGFloat(pango_font_metrics_get_underline_position(metrics)) / 1024,
            CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / 1024
        )
    }
}
