import CLamina
import Foundation
import Synchronization

/// A font's vertical metrics, in points, measured through Pango (shared by `CTFont`'s and
/// `UIFont`'s metrics). A clone standing in for one of Apple's fonts has the original's ascent,
/// descent and leading (``StandInMetrics``).
package struct FontMetrics: Sendable {
    /// The family of the face that draws the font.
    package var family: String = ""
    /// Whether the face is a clone standing in for one of Apple's fonts, with that font's ascent,
    /// descent and leading rather than its own.
    package var isStandIn = false
    /// The height above the baseline.
    package var ascender: CGFloat
    /// UIKit's `ascender`: ``ascender``, or taller for a font UIKit reports so
    /// (``StandInMetrics``).
    package var uiKitAscender: CGFloat = 0
    /// Negative, below the baseline.
    package var descender: CGFloat
    /// The gap between lines the font asks for beyond its ascent and descent.
    package var leading: CGFloat
    /// The height of a capital letter's ink.
    package var capHeight: CGFloat
    /// The height of a lowercase x's ink.
    package var xHeight: CGFloat
    /// The centre of the underline above the baseline (negative below), as CoreText gives it.
    package var underlinePosition: CGFloat = 0
    /// The thickness of the underline.
    package var underlineThickness: CGFloat = 0

    /// The size the metrics are measured at, then scaled: metrics are measured without
    /// hinting, so they scale linearly.
    private static let referenceSize: CGFloat = 100
    private static let cache = Mutex<[String: FontMetrics]>([:])

    /// The metrics of the font a Pango description names, at `size` points.
    package static func of(_ description: String, size: CGFloat) -> FontMetrics {
        let unit =
            cache.withLock { $0[description] }
            ?? {
                let measured = measure(description)
                cache.withLock { $0[description] = measured }
                return measured
            }()
        let k = size / referenceSize
        return FontMetrics(
            family: unit.family, isStandIn: unit.isStandIn, ascender: unit.ascender * k,
            uiKitAscender: unit.uiKitAscender * k,
            descender: unit.descender * k,
            leading: unit.leading * k, capHeight: unit.capHeight * k, xHeight: unit.xHeight * k,
            underlinePosition: unit.underlinePosition * k, underlineThickness: unit.underlineThickness * k)
    }

    /// Forgets every measurement (the installed fonts changed).
    package static func forgetMeasurements() {
        cache.withLock { $0.removeAll() }
    }

    private static func measure(_ description: String) -> FontMetrics {
        TextEngine.withLock { measureLocked(description) }
    }

    private static func measureLocked(_ description: String) -> FontMetrics {
        let zero = FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0)
        let fontMap = TextEngine.fontMap()
        guard let context = pango_font_map_create_context(fontMap) else { return zero }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        let font = pango_font_description_from_string(description)
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, Double(referenceSize) * Double(PANGO_SCALE))
        guard let loaded = pango_font_map_load_font(fontMap, context, font) else { return zero }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard let metrics = pango_font_get_metrics(loaded, nil) else { return zero }
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        var ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        var descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        var leading = max(0, CGFloat(pango_font_metrics_get_height(metrics)) / scale - ascent - descent)
        let family = FontResolution.family(ofLoaded: loaded)
        let original = StandInMetrics.vertical(requested: FontName.family(of: description), resolved: family)
        if let original {
            ascent = CGFloat(original.ascent) * referenceSize
            descent = CGFloat(original.descent) * referenceSize
            leading = CGFloat(original.leading) * referenceSize
        }
        /// The height above the baseline of the ink of `text`.
        func inkHeight(_ text: String) -> CGFloat {
            guard let layout = pango_layout_new(context) else { return 0 }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, text, -1)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            let baseline = pango_layout_get_baseline(layout)
            return CGFloat(baseline - ink.y) / scale
        }
        // Pango gives the top of the underline; CoreText its centre.
        let underlineTop = CGFloat(pango_font_metrics_get_underline_position(metrics)) / scale
        let underlineThickness = CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / scale
        return FontMetrics(
            family: family, isStandIn: original != nil, ascender: ascent,
            uiKitAscender: original?.uiKitAscent.map { CGFloat($0) * referenceSize } ?? ascent,
            descender: -descent,
            leading: leading,
            capHeight: inkHeight("H"), xHeight: inkHeight("x"),
            underlinePosition: underlineTop - underlineThickness / 2, underlineThickness: underlineThickness)
    }
}
