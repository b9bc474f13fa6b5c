import CLamina
import Foundation

extension CGFont {
    // MARK: Font metrics, in glyph space units

    /// The number of glyphs in the font; 0 when no font could be loaded.
    ///
    /// Mirrors CoreGraphics's property.
    public var numberOfGlyphs: Int { withFace { $0.glyphCount } ?? 0 }

    /// The number of glyph space units per em (2048 for most TrueType fonts, 1000 for most
    /// PostScript-flavoured ones).
    ///
    /// Mirrors CoreGraphics's property; 0 when no font could be loaded.
    public var unitsPerEm: Int32 { withFace { $0.unitsPerEm } ?? 0 }

    /// The distance from the baseline to the top of the font's tallest glyphs, in glyph space
    /// units, as the font's horizontal header states it.
    ///
    /// Mirrors CoreGraphics's property.
    public var ascent: Int32 { withFace { Int32($0.extents.ascent.rounded()) } ?? 0 }

    /// The distance from the baseline to the bottom of the font's lowest glyphs, in glyph
    /// space units: negative for glyphs that descend below the baseline, as in CoreGraphics.
    ///
    /// Mirrors CoreGraphics's property.
    public var descent: Int32 { withFace { -Int32($0.extents.descent.rounded()) } ?? 0 }

    /// The space between lines the font asks for beyond its ascent and descent (its line gap),
    /// in glyph space units.
    ///
    /// Mirrors CoreGraphics's property.
    public var leading: Int32 {
        withFace { max(0, Int32(($0.extents.height - $0.extents.ascent - $0.extents.descent).rounded())) }
            ?? 0
    }

    /// The height of capital letters above the baseline, in glyph space units.
    ///
    /// Mirrors CoreGraphics's property. Taken from the font's `OS/2` table; a font without one
    /// gives the top of its "H".
    public var capHeight: Int32 {
        withFace { face in face.os2Heights?.capHeight ?? top(of: "H", in: face) } ?? 0
    }

    /// The height of lowercase letters such as "x" above the baseline, in glyph space units.
    ///
    /// Mirrors CoreGraphics's property. Taken from the font's `OS/2` table; a font without one
    /// gives the top of its "x".
    public var xHeight: Int32 {
        withFace { face in face.os2Heights?.xHeight ?? top(of: "x", in: face) } ?? 0
    }

    /// The union of the bounding boxes of all the font's glyphs, in glyph space units (y up).
    ///
    /// Mirrors CoreGraphics's property, from the font's `head` table.
    public var fontBBox: CGRect { withFace { $0.boundingBox } ?? .zero }

    /// The slant of the font's upright strokes, in degrees counterclockwise from vertical:
    /// negative for a font that leans to the right, 0 for an upright one.
    ///
    /// Mirrors CoreGraphics's property, from the font's `post` table.
    public var italicAngle: CGFloat { withFace { $0.italicAngle } ?? 0 }

    /// The thickness of the font's dominant vertical stems, in glyph space units: 0 in Lamina.
    ///
    /// Mirrors CoreGraphics's property. Only PostScript-flavoured fonts state a stem width, and
    /// Lamina reads none, so this is always 0.
    public var stemV: CGFloat { 0 }

    // MARK: Glyph metrics

    /// Gets the advance width of each glyph, in glyph space units.
    ///
    /// Mirrors CoreGraphics's method.
    ///
    /// - Parameters:
    ///   - glyphs: The glyphs.
    ///   - count: The number of glyphs.
    ///   - advances: Receives `count` advance widths.
    /// - Returns: `false` when no font could be loaded or a glyph is not in the font (its
    ///   advance is then 0); otherwise `true`.
    public func getGlyphAdvances(
        glyphs: UnsafePointer<CGGlyph>, count: Int, advances: UnsafeMutablePointer<Int32>
    ) -> Bool {
        guard count >= 0 else { return false }
        return withFace { face in
            var complete = true
            for index in 0..<count {
                if let extents = face.extents(of: glyphs[index]) {
                    advances[index] = Int32(extents.x_advance.rounded())
                } else {
                    advances[index] = 0
                    complete = false
                }
            }
            return complete
        } ?? false
    }

    /// Gets the bounding box of each glyph, in glyph space units (y up, the origin on the
    /// baseline at the glyph's origin).
    ///
    /// Mirrors CoreGraphics's method. A glyph that draws nothing, such as a space, has a
    /// zero box.
    ///
    /// - Parameters:
    ///   - glyphs: The glyphs.
    ///   - count: The number of glyphs.
    ///   - bboxes: Receives `count` bounding boxes.
    /// - Returns: `false` when no font could be loaded or a glyph is not in the font (its box
    ///   is then `.zero`); otherwise `true`.
    public func getGlyphBBoxes(
        glyphs: UnsafePointer<CGGlyph>, count: Int, bboxes: UnsafeMutablePointer<CGRect>
    ) -> Bool {
        guard count >= 0 else { return false }
        return withFace { face in
            var complete = true
            for index in 0..<count {
                if let extents = face.extents(of: glyphs[index]) {
                    bboxes[index] = Self.box(of: extents)
                } else {
                    bboxes[index] = .zero
                    complete = false
                }
            }
            return complete
        } ?? false
    }

    /// Returns the glyph a PostScript glyph name names, such as `"A"` or `"uni00E9"`; 0 (the
    /// font's `.notdef` glyph) when the font has no glyph of that name.
    ///
    /// Mirrors CoreGraphics's method.
    public func getGlyphWithGlyphName(name: CFString) -> CGGlyph {
        let text = String(describing: name)
        return withFace { $0.glyph(named: text) ?? 0 } ?? 0
    }

    /// Returns the PostScript name of a glyph, or `nil` when the font does not name it.
    ///
    /// Mirrors CoreGraphics's method.
    public func name(for glyph: CGGlyph) -> CFString? {
        withFace { $0.name(of: glyph).map { NSString(string: $0) } }.flatMap { $0 }
    }

    /// A glyph's extents as a y-up box.
    private static func box(of extents: cairo_text_extents_t) -> CGRect {
        guard extents.width > 0, extents.height > 0 else { return .zero }
        return CGRect(
            x: extents.x_bearing, y: 0 - (extents.y_bearing + extents.height), width: extents.width,
            height: extents.height)
    }

    /// The top of the glyph named `name`, the stand-in for a missing `OS/2` height.
    private func top(of name: String, in face: FontFace) -> Int32 {
        guard let glyph = face.glyph(named: name), let extents = face.extents(of: glyph) else { return 0 }
        return Int32((-extents.y_bearing).rounded())
    }
}
