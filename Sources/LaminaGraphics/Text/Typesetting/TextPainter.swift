import CLamina
import Foundation

/// Draws typeset lines with Cairo: backgrounds, glyphs filled and stroked as `.strokeWidth`
/// says, underlines and strikethroughs, in each run's colours. Glyphs are drawn as text (with
/// their characters, so PDF and SVG output keep selectable text).
///
/// The painter draws in Cairo's current user space with the line's baseline origin at (0, 0)
/// and y pointing down (Pango's space); callers map that space for UIKit's y-down contexts or
/// CoreText's y-up text space.
package enum TextPainter {
    /// What the painter draws besides glyphs.
    package struct Features: OptionSet {
        package var rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// `.backgroundColor` fills behind the runs.
        package static let backgrounds = Features(rawValue: 1)
        /// Underlines.
        package static let underlines = Features(rawValue: 2)
        /// Strikethroughs (UIKit draws them; CoreText does not).
        package static let strikethroughs = Features(rawValue: 4)
    }

    /// Draws the backgrounds of runs from `top` to `bottom` (y-down, relative to the
    /// baseline). Call holding the text lock.
    package static func drawBackgrounds(
        of runs: [TypesetRun], top: CGFloat, bottom: CGFloat, in c: OpaquePointer, alpha: CGFloat
    ) {
        for run in runs {
            guard let background = run.style.background, run.width > 0 else { continue }
            set(background, alpha: alpha, on: c)
            cairo_rectangle(c, Double(run.x), Double(top), Double(run.width), Double(bottom - top))
            cairo_fill(c)
        }
    }

    /// Draws one run's glyphs and decorations. `fallbackColor` is the colour of runs that draw
    /// in the context's colour. Call holding the text lock.
    package static func draw(
        _ run: TypesetRun, features: Features, fallbackColor: CGColor, alpha: CGFloat, in c: OpaquePointer
    ) {
        let style = run.style
        let color = style.foreground ?? fallbackColor
        guard let font = run.font, run.glyphItem.pointee.glyphs.pointee.num_glyphs > 0 else { return }
        cairo_save(c)
        // The run's origin on the baseline, its baseline offset, skew and stretch.
        var matrix = cairo_matrix_t(
            xx: Double(style.horizontalScale), yx: 0, xy: Double(-style.obliqueness), yy: 1,
            x0: Double(run.x), y0: Double(-style.baselineOffset))
        cairo_transform(c, &matrix)
        cairo_move_to(c, 0, 0)
        if style.fills {
            set(color, alpha: alpha, on: c)
            if run.isEllipsis {
                pango_cairo_show_glyph_string(c, font, run.glyphItem.pointee.glyphs)
            } else {
                run.paragraph.utf8.withUnsafeBufferPointer {
                    pango_cairo_show_glyph_item(c, $0.baseAddress, run.glyphItem)
                }
            }
        }
        if style.strokes {
            cairo_new_path(c)
            cairo_move_to(c, 0, 0)
            pango_cairo_glyph_string_path(c, font, run.glyphItem.pointee.glyphs)
            set(style.strokeColor ?? color, alpha: alpha, on: c)
            cairo_set_line_width(c, Double(style.strokeLineWidth))
            cairo_set_line_join(c, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(c, 10)
            cairo_set_dash(c, nil, 0, 0)
            cairo_stroke(c)
        }
        cairo_new_path(c)
        cairo_restore(c)
        // Decorations follow the baseline offset, not the skew or stretch.
        cairo_save(c)
        cairo_translate(c, Double(run.x), Double(-style.baselineOffset))
        if features.contains(.underlines), let underline = style.underline {
            decorate(
                run, underline, line: run.decorationLine(strikethrough: false), color: color, alpha: alpha, c)
        }
        if features.contains(.strikethroughs), let strikethrough = style.strikethrough {
            decorate(
                run, strikethrough, line: run.decorationLine(strikethrough: true), color: color, alpha: alpha,
                c)
        }
        cairo_restore(c)
    }

    /// Adds the outlines of a run's glyphs to Cairo's current path, the line's baseline origin at
    /// `origin` (y down). Call holding the text lock.
    package static func addOutline(of run: TypesetRun, at origin: CGPoint, in c: OpaquePointer) {
        guard let font = run.font, run.glyphItem.pointee.glyphs.pointee.num_glyphs > 0 else { return }
        let style = run.style
        var saved = cairo_matrix_t()
        cairo_get_matrix(c, &saved)
        cairo_translate(c, Double(origin.x), Double(origin.y))
        var matrix = cairo_matrix_t(
            xx: Double(style.horizontalScale), yx: 0, xy: Double(-style.obliqueness), yy: 1,
            x0: Double(run.x), y0: Double(-style.baselineOffset))
        cairo_transform(c, &matrix)
        cairo_move_to(c, 0, 0)
        pango_cairo_glyph_string_path(c, font, run.glyphItem.pointee.glyphs)
        cairo_set_matrix(c, &saved)
    }

    /// Draws an underline or strikethrough under (or through) the run.
    private static func decorate(
        _ run: TypesetRun, _ decoration: TextRunStyle.Decoration,
        line: (position: CGFloat, thickness: CGFloat),
        color: CGColor, alpha: CGFloat, _ c: OpaquePointer
    ) {
        let thickness = max(line.thickness, 0.5) * (decoration.isThick ? 2 : 1)
        set(decoration.color ?? color, alpha: alpha, on: c)
        cairo_set_line_width(c, Double(thickness))
        cairo_set_line_cap(c, CAIRO_LINE_CAP_BUTT)
        let dashes = decoration.dashes.map { Double($0 * thickness) }
        cairo_set_dash(c, dashes, Int32(dashes.count), 0)
        for index in 0..<decoration.lineCount {
            // Pango gives the top of the line above the baseline; y is down here.
            let y = -line.position + thickness / 2 + CGFloat(index) * thickness * 2
            cairo_move_to(c, 0, Double(y))
            cairo_line_to(c, Double(run.width), Double(y))
            cairo_stroke(c)
        }
        cairo_set_dash(c, nil, 0, 0)
    }

    private static func set(_ color: CGColor, alpha: CGFloat, on c: OpaquePointer) {
        let rgba = color.sRGBA
        cairo_set_source_rgba(
            c, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha * alpha))
    }
}
