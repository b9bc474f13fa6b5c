import CLamina
import Foundation

/// A font file's face as Pango resolves a description, loaded at one device unit per font
/// unit with hinting off, so that Cairo's metrics of it are in glyph space units.
///
/// Every member must be used holding ``TextEngine/withLock(_:)``: the Cairo scaled font under
/// it shares a FreeType face, which is not thread-safe.
final class FontFace {
    /// The Pango font (one reference), which owns the Cairo scaled font and HarfBuzz font.
    private let font: UnsafeMutablePointer<PangoFont>
    private let scaledFont: OpaquePointer
    private let hbFont: OpaquePointer
    /// Glyph space units per em.
    let unitsPerEm: Int32
    /// The number of glyphs in the font.
    let glyphCount: Int
    /// Cairo's extents of the font, in glyph space units.
    let extents: cairo_font_extents_t
    /// The `head` table's bounding box of all glyphs, y-up.
    let boundingBox: CGRect
    /// The `post` table's italic angle, in degrees counterclockwise from vertical.
    let italicAngle: CGFloat
    /// The `OS/2` table's cap height and x-height, when it has them (version 2 and later).
    let os2Heights: (capHeight: Int32, xHeight: Int32)?

    private init?(font: UnsafeMutablePointer<PangoFont>) {
        guard let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
            cairo_scaled_font_status(scaledFont) == CAIRO_STATUS_SUCCESS,
            let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont)
        else { return nil }
        self.font = font
        self.scaledFont = scaledFont
        self.hbFont = hbFont
        self.unitsPerEm = Int32(clamping: hb_face_get_upem(face))
        self.glyphCount = Int(hb_face_get_glyph_count(face))
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaledFont, &extents)
        self.extents = extents
        let head = FontTable(face, "head")
        self.boundingBox =
            head.map { table in
                let minX = CGFloat(table.int16(at: 36))
                let minY = CGFloat(table.int16(at: 38))
                return CGRect(
                    x: minX, y: minY, width: CGFloat(table.int16(at: 40)) - minX,
                    height: CGFloat(table.int16(at: 42)) - minY)
            } ?? .zero
        self.italicAngle = FontTable(face, "post").map { CGFloat($0.int32(at: 4)) / 65536 } ?? 0
        if let os2 = FontTable(face, "OS/2"), os2.count >= 90, os2.uint16(at: 0) >= 2 {
            os2Heights = (Int32(os2.int16(at: 88)), Int32(os2.int16(at: 86)))
        } else {
            os2Heights = nil
        }
    }

    deinit {
        // Freeing the font may free its FreeType face: under the text lock too.
        let font = self.font
        TextEngine.withLock { g_object_unref(UnsafeMutableRawPointer(font)) }
    }

    /// Loads the face Pango chooses for `description` (a ``CTFont/pangoDescription``), or
    /// `nil` when nothing can be loaded. Call holding the text lock.
    static func load(_ description: String) -> FontFace? {
        guard let fontMap = sharedFontMap() else { return nil }
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        // Unhinted outlines and metrics: hinting would round them to the load size's pixels.
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        let fontDescription = pango_font_description_from_string(description)
        defer { pango_font_description_free(fontDescription) }
        func loaded(size: Int32) -> UnsafeMutablePointer<PangoFont>? {
            pango_font_description_set_absolute_size(fontDescription, Double(size) * Double(PANGO_SCALE))
            return pango_font_map_load_font(fontMap, context, fontDescription)
        }
        // First find units per em, then load the font at that many device units.
        guard let probe = loaded(size: 12) else { return nil }
        let unitsPerEm = pango_font_get_hb_font(probe).flatMap { hb_font_get_face($0) }.map {
            hb_face_get_upem($0)
        }
        g_object_unref(UnsafeMutableRawPointer(probe))
        guard let unitsPerEm, unitsPerEm > 0, unitsPerEm <= 16384, let font = loaded(size: Int32(unitsPerEm))
        else { return nil }
        guard let face = FontFace(font: font) else {
            g_object_unref(UnsafeMutableRawPointer(font))
            return nil
        }
        return face
    }

    /// The font map faces are loaded from, made on first use and kept: Pango's default map is
    /// one per thread and freed with its thread, and a face may be used on any thread.
    nonisolated(unsafe) private static var fontMap: UnsafeMutablePointer<PangoFontMap>?

    /// Makes the next face load from a new font map (the installed fonts changed). Faces
    /// loaded from the old one keep it. Call holding the text lock.
    static func forgetSharedFontMap() {
        fontMap = nil
    }

    /// The shared font map. Call holding the text lock.
    private static func sharedFontMap() -> UnsafeMutablePointer<PangoFontMap>? {
        if fontMap == nil { fontMap = pango_cairo_font_map_new() }
        return fontMap
    }

    /// Cairo's extents of a glyph, in glyph space units (y down); `nil` for a glyph the font
    /// does not have.
    func extents(of glyph: CGGlyph) -> cairo_text_extents_t? {
        guard Int(glyph) < glyphCount else { return nil }
        var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(scaledFont, &cairoGlyph, 1, &extents)
        guard cairo_scaled_font_status(scaledFont) == CAIRO_STATUS_SUCCESS else { return nil }
        return extents
    }

    /// The outlines of `glyphs` at `positions` (text space, y-up, baseline origins), at `size`
    /// units per em, mapped to user space by `textToUser`.
    func outline(
        of glyphs: [CGGlyph], at positions: [CGPoint], size: CGFloat, textToUser: CGAffineTransform
    ) -> CGMutablePath {
        let path = CGMutablePath()
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return path }
        defer { cairo_surface_destroy(surface) }
        guard let c = cairo_create(surface) else { return path }
        defer { cairo_destroy(c) }
        cairo_set_font_face(c, cairo_scaled_font_get_font_face(scaledFont))
        if let options = cairo_font_options_create() {
            cairo_scaled_font_get_font_options(scaledFont, options)
            cairo_set_font_options(c, options)
            cairo_font_options_destroy(options)
        }
        var matrix = cairo_matrix_t(
            xx: Double(textToUser.a), yx: Double(textToUser.b), xy: Double(textToUser.c),
            yy: Double(textToUser.d), x0: Double(textToUser.tx), y0: Double(textToUser.ty))
        cairo_set_matrix(c, &matrix)
        // Cairo's glyphs are y-down; text space is y-up.
        var fontMatrix = cairo_matrix_t(xx: Double(size), yx: 0, xy: 0, yy: -Double(size), x0: 0, y0: 0)
        cairo_set_font_matrix(c, &fontMatrix)
        var cairoGlyphs = zip(glyphs, positions).map { glyph, position in
            cairo_glyph_t(index: UInt(glyph), x: Double(position.x), y: Double(position.y))
        }
        cairo_glyph_path(c, &cairoGlyphs, Int32(cairoGlyphs.count))
        cairo_identity_matrix(c)
        guard let copied = cairo_copy_path(c) else { return path }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else {
            return path
        }
        var index = 0
        while index < Int(copied.pointee.num_data) {
            let header = data[index].header
            func point(_ offset: Int) -> CGPoint {
                CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            index += max(Int(header.length), 1)
        }
        return path
    }

    /// The glyph the font's character map gives a Unicode scalar; `nil` when it has none.
    func glyph(for scalar: UInt32) -> CGGlyph? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0, glyph > 0, glyph <= UInt32(kCGGlyphMax)
        else { return nil }
        return CGGlyph(glyph)
    }

    /// The tags of the font's tables, in the font file's order.
    func tableTags() -> [UInt32] {
        guard let face = hb_font_get_face(hbFont) else { return [] }
        var count: UInt32 = 0
        let total = hb_face_get_table_tags(face, 0, &count, nil)
        guard total > 0 else { return [] }
        var tags = [hb_tag_t](repeating: 0, count: Int(total))
        count = total
        _ = hb_face_get_table_tags(face, 0, &count, &tags)
        return Array(tags.prefix(Int(count)))
    }

    /// The bytes of the table tagged `tag`, or `nil` when the font has none.
    func table(_ tag: UInt32) -> Data? {
        guard let face = hb_font_get_face(hbFont), let blob = hb_face_reference_table(face, tag) else {
            return nil
        }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: data, count: Int(length))
    }

    /// The PostScript name of a glyph, when the font names its glyphs.
    func name(of glyph: CGGlyph) -> String? {
        guard Int(glyph) < glyphCount else { return nil }
        var buffer = [CChar](repeating: 0, count: 128)
        guard hb_font_get_glyph_name(hbFont, hb_codepoint_t(glyph), &buffer, UInt32(buffer.count)) != 0,
            buffer[0] != 0
        else { return nil }
        return String(cString: buffer)
    }

    /// The glyph a PostScript glyph name names, if any.
    func glyph(named name: String) -> CGGlyph? {
        var glyph: hb_codepoint_t = 0
        let utf8 = Array(name.utf8CString)
        guard hb_font_get_glyph_from_name(hbFont, utf8, Int32(utf8.count - 1), &glyph) != 0,
            glyph < UInt32(glyphCount), glyph <= UInt32(kCGGlyphMax)
        else { return nil }
        return CGGlyph(glyph)
    }
}

/// The bytes of one OpenType table of a face, read big-endian.
private struct FontTable {
    private let bytes: [UInt8]

    /// The table tagged `tag` (four ASCII characters), or `nil` when the face has none.
    init?(_ face: OpaquePointer, _ tag: String) {
        let tagValue = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard let blob = hb_face_reference_table(face, tagValue) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    var count: Int { bytes.count }

    func uint16(at offset: Int) -> UInt16 {
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int16 { Int16(bitPattern: uint16(at: offset)) }

    func int32(at offset: Int) -> Int32 {
        Int32(bitPattern: UInt32(uint16(at: offset)) << 16 | UInt32(uint16(at: offset + 2)))
    }
}
