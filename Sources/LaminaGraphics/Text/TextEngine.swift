import CLamina
import Foundation

/// The one lock around Pango, fontconfig and Cairo's FreeType fonts, and the sizes text may
/// reach them at.
///
/// Pango's font maps are per thread, but the fonts Cairo makes for them are shared; every use
/// of a Pango object goes through ``withLock(_:)``, so text work is serialised while the rest
/// of a render runs in parallel.
///
/// DESIGN: sizes are bounded because a refused size does not stay with its text. Cairo keeps
/// one font face per font file and marks it failed when FreeType refuses a size (FreeType keeps
/// pixels per em in 16 bits); while that face lives, every text in the font draws nothing, on
/// every thread. Layouts clamp their sizes (``pangoSize(_:)``) and drawing skips text whose
/// size on the device would pass ``maximumPixelsPerEm`` (``fitsDevice(fontSize:in:)``).
package enum TextEngine {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the text lock.
    package static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// How many times the installed fonts changed (fonts registered by the process); read and
    /// written holding the lock.
    nonisolated(unsafe) private static var fontGeneration = 0

    /// The calling thread's Pango font map, made again when fonts were registered since it was
    /// made (Pango keeps one map per thread, each with the fonts of its time). Call holding
    /// the lock.
    package static func fontMap() -> UnsafeMutablePointer<PangoFontMap> {
        let key = "LaminaTextFontGeneration"
        let dictionary = Thread.current.threadDictionary
        if (dictionary[key] as? Int) != fontGeneration {
            if dictionary[key] != nil { pango_cairo_font_map_set_default(nil) }
            dictionary[key] = fontGeneration
        }
        return pango_cairo_font_map_get_default()
    }

    /// Makes every font map made from now on see fontconfig's current fonts, and forgets
    /// what was measured with the old ones. Call holding the lock.
    package static func fontsDidChange() {
        fontGeneration += 1
        FontMetrics.forgetMeasurements()
        FontFace.forgetSharedFontMap()
        CTFont.forgetGraphicsFonts()
        FontResolution.forgetResolvedNames()
    }

    /// The largest size, in device pixels per em, at which text is laid out or drawn:
    /// FreeType refuses sizes from 65,536 pixels per em, and a glyph this size is already larger
    /// than the largest surface Lamina makes.
    package static let maximumPixelsPerEm: CGFloat = 32_768

    /// A font size in points clamped to 0...``maximumPixelsPerEm`` (layouts are made without a
    /// device scale, one pixel a point); 0 for NaN.
    package static func clampedSize(_ points: CGFloat) -> CGFloat {
        guard points.isFinite else { return points == .infinity ? maximumPixelsPerEm : 0 }
        return min(max(points, 0), maximumPixelsPerEm)
    }

    /// A font size in points as Pango takes it (1/1024 point), clamped by ``clampedSize(_:)``.
    package static func pangoSize(_ points: CGFloat) -> Double {
        Double(clampedSize(points)) * 1024
    }

    /// Whether text `fontSize` points tall stays within ``maximumPixelsPerEm`` under the
    /// current transform of the Cairo context `c`.
    package static func fitsDevice(fontSize: CGFloat, in c: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(c, &matrix)
        let scale = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
        let size = Double(fontSize) * scale
        return size.isFinite && size <= Double(maximumPixelsPerEm)
    }
}
