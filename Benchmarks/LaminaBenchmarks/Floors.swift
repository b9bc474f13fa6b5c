import CLamina
import Foundation
import Lamina

/// Hand-written Cairo call sequences that draw the same pixels as the scenes: the floor any
/// Cairo compositor is measured against.
enum Floors {
    static func setColor(_ c: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
        let rgba = color.sRGBA
        cairo_set_source_rgba(
            c, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha * alpha))
    }

    static func roundedRect(_ c: OpaquePointer, _ r: CGRect, _ radius: CGFloat) {
        let (x, y, w, h, rr) = (
            Double(r.minX), Double(r.minY), Double(r.width), Double(r.height), Double(radius)
        )
        cairo_new_sub_path(c)
        cairo_arc(c, x + w - rr, y + rr, rr, -.pi / 2, 0)
        cairo_arc(c, x + w - rr, y + h - rr, rr, 0, .pi / 2)
        cairo_arc(c, x + rr, y + h - rr, rr, .pi / 2, .pi)
        cairo_arc(c, x + rr, y + rr, rr, .pi, 3 * .pi / 2)
        cairo_close_path(c)
    }

    static func path(_ c: OpaquePointer, _ path: CGPath) {
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: cairo_move_to(c, Double(p[0].x), Double(p[0].y))
            case .addLineToPoint: cairo_line_to(c, Double(p[0].x), Double(p[0].y))
            case .addCurveToPoint:
                cairo_curve_to(
                    c, Double(p[0].x), Double(p[0].y), Double(p[1].x), Double(p[1].y), Double(p[2].x),
                    Double(p[2].y))
            case .addQuadCurveToPoint: cairo_line_to(c, Double(p[1].x), Double(p[1].y))
            case .closeSubpath: cairo_close_path(c)
            }
        }
    }

    /// Makes an ARGB32 surface of `size`, draws with `body` and returns the surface.
    static func frame(_ size: CGSize, _ body: (OpaquePointer) -> Void) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        let c = cairo_create(surface)!
        body(c)
        cairo_destroy(c)
        cairo_surface_flush(surface)
        return surface
    }

    static func cards() -> OpaquePointer? {
        frame(Scenes.cardsCanvas) { c in
            setColor(c, Scenes.color(0.95, 0.95, 0.97))
            cairo_paint(c)
            let white = Scenes.color(1, 1, 1)
            let grey = Scenes.color(0.8, 0.8, 0.82)
            let red = Scenes.color(0.86, 0.18, 0.2)
            for row in 0..<Scenes.cardsGrid.rows {
                for column in 0..<Scenes.cardsGrid.columns {
                    let frame = Scenes.cardFrame(column: column, row: row)
                    roundedRect(c, frame, 8)
                    setColor(c, white)
                    cairo_fill(c)
                    // The gradient border, stroked through its path.
                    let gradient = cairo_pattern_create_linear(
                        Double(frame.minX), 0, Double(frame.maxX), 0)
                    cairo_pattern_add_color_stop_rgba(gradient, 0, 0.393, 0.538, 0.983, 1)
                    cairo_pattern_add_color_stop_rgba(gradient, 1, 0.557, 0.667, 1, 1)
                    cairo_set_source(c, gradient)
                    roundedRect(c, frame.insetBy(dx: 1, dy: 1), 8)
                    cairo_set_line_width(c, 2)
                    cairo_stroke(c)
                    cairo_pattern_destroy(gradient)
                    // The dot.
                    cairo_new_path(c)
                    cairo_arc(c, Double(frame.minX) + 22, Double(frame.minY) + 22, 6, 0, 2 * .pi)
                    setColor(c, red)
                    cairo_fill(c)
                    // The border, inside the bounds and on top.
                    roundedRect(c, frame, 8)
                    roundedRect(c, frame.insetBy(dx: 1, dy: 1), 7)
                    cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD)
                    setColor(c, grey)
                    cairo_fill(c)
                    cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
                }
            }
        }
    }

    static func shapes(_ list: [Scenes.Shape]) -> OpaquePointer? {
        frame(Scenes.shapesCanvas) { c in
            cairo_set_source_rgb(c, 1, 1, 1)
            cairo_paint(c)
            cairo_set_line_width(c, 2)
            let dashes: [Double] = [6, 4]
            for shape in list {
                cairo_new_path(c)
                path(c, shape.path)
                setColor(c, shape.fill)
                cairo_fill_preserve(c)
                if shape.dashed { cairo_set_dash(c, dashes, 2, 0) }
                setColor(c, shape.stroke)
                cairo_stroke(c)
                if shape.dashed { cairo_set_dash(c, nil, 0, 0) }
            }
        }
    }

    static func deep() -> OpaquePointer? {
        frame(Scenes.deepCanvas) { c in
            cairo_set_source_rgb(c, 1, 1, 1)
            cairo_paint(c)
            var bounds = CGRect(origin: .zero, size: Scenes.deepCanvas)
            var toDevice = CGAffineTransform.identity
            var levels: [(CGRect, CGAffineTransform)] = []
            for _ in 0..<Scenes.deepDepth {
                let frame = bounds.insetBy(dx: 1.5, dy: 1.5)
                let local = CGRect(origin: .zero, size: frame.size)
                let rotation = CGAffineTransform(rotationAngle: 1.2 * .pi / 180)
                let place = CGAffineTransform(translationX: -local.midX, y: -local.midY).concatenating(
                    rotation
                )
                .concatenating(CGAffineTransform(translationX: frame.midX, y: frame.midY))
                toDevice = place.concatenating(toDevice)
                levels.append((local, toDevice))
                bounds = local
            }
            drawLevel(0, levels, into: c, origin: .zero, clip: CGRect(origin: .zero, size: Scenes.deepCanvas))
        }
    }

    /// Draws level `index` (and the ones inside it) into its own surface, then paints it with
    /// opacity 0.97 onto `target`, whose pixel (0, 0) is device point `origin`.
    static func drawLevel(
        _ index: Int, _ levels: [(CGRect, CGAffineTransform)], into target: OpaquePointer, origin: CGPoint,
        clip: CGRect
    ) {
        let (local, toDevice) = levels[index]
        let area = local.applying(toDevice).insetBy(dx: -1, dy: -1).intersection(clip).integral
        guard area.width > 0, area.height > 0 else { return }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))
        let c = cairo_create(surface)!
        var matrix = cairo_matrix_t(
            xx: Double(toDevice.a), yx: Double(toDevice.b), xy: Double(toDevice.c), yy: Double(toDevice.d),
            x0: Double(toDevice.tx - area.minX), y0: Double(toDevice.ty - area.minY))
        cairo_set_matrix(c, &matrix)
        roundedRect(c, local, 12)
        setColor(c, Scenes.depthColor(index))
        cairo_fill(c)
        if index + 1 < levels.count {
            var innerClip = area
            if index % 10 == 0 {
                cairo_save(c)
                roundedRect(c, local, 12)
                cairo_clip(c)
                innerClip = area.intersection(local.applying(toDevice))
            }
            drawLevel(index + 1, levels, into: c, origin: area.origin, clip: innerClip)
            if index % 10 == 0 { cairo_restore(c) }
            cairo_set_matrix(c, &matrix)
        }
        roundedRect(c, local, 12)
        roundedRect(c, local.insetBy(dx: 1, dy: 1), 11)
        cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD)
        setColor(c, Scenes.color(0.2, 0.2, 0.3))
        cairo_fill(c)
        cairo_destroy(c)
        cairo_save(target)
        cairo_identity_matrix(target)
        cairo_set_source_surface(target, surface, Double(area.minX - origin.x), Double(area.minY - origin.y))
        cairo_paint_with_alpha(target, 0.97)
        cairo_restore(target)
        cairo_surface_destroy(surface)
    }
}
