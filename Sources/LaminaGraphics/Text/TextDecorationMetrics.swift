import CLamina
import Foundation

/// A font's underline and strikethrough lines, in points, as Pango reads them from the font.
package struct TextDecorationMetrics {
    /// The top of the underline above the baseline (negative below).
    package var underlinePosition: CGFloat
    package var underlineThickness: CGFloat

    /// The lines of `font` at its size.
    package static func of(_ font: CTFont) -> TextDecorationMetrics {
        TextEngine.withLock {
            let fallback = TextDecorationMetrics(
                underlinePosition: -font.size / 10, underlineThickness: font.size / 14)
            let fontMap = TextEngine.fontMap()
            guard let context = pango_font_map_create_context(fontMap) else { return fallback }
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            let description = pango_font_description_from_string(font.pangoDescription)
            defer { pango_font_description_free(description) }
            pango_font_description_set_absolute_size(description, TextEngine.pangoSize(font.size))
            guard let loaded = pango_font_map_load_font(fontMap, context, description) else {
                return fallback
            }
            defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
            guard let metrics = pango_font_get_metrics(loaded, nil) else { return fallback }
            defer { pango_font_metrics_unref(metrics) }
            // Pango gives the top of the line; CoreText its centre.
            let top = CGFloat(pango_font_metrics_get_underline_position(metrics)) / 1024
            let thickness = CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / 1024
            return TextDecorationMetrics(
                underlinePosition: top - thickness / 2, underlineThickness: thickness)
        }
    }
}
