import CLamina
import Foundation

/// The one Swift owner of a `cairo_t`, destroyed in `deinit`; keeps its target alive.
package final class CairoContext {
    /// The context.
    package let pointer: OpaquePointer
    /// The surface the context draws on.
    package let target: CairoSurface

    /// Creates a context drawing on `target`.
    package init(target: CairoSurface) throws {
        let context = cairo_create(target.pointer)
        guard let context else {
            throw GraphicsError(code: .invalidArgument, operation: "cairo_create", detail: "no context")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw GraphicsError(status: status, operation: "cairo_create")
        }
        self.pointer = context
        self.target = target
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws when the context is in an error state.
    package func check(_ operation: @autoclosure () -> String) throws {
        try GraphicsError.check(cairo_status(pointer), operation())
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    package func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    /// Sets the transformation from user space to device space.
    package func setMatrix(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(transform)
        cairo_set_matrix(pointer, &matrix)
    }

    /// Replaces the current path with `elements`, in the current user space.
    package func setPath(_ elements: [PathElement]) {
        cairo_new_path(pointer)
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(pointer, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(pointer, Double(p.x), Double(p.y))
            case .quad(let c, let p):
                var current = (0.0, 0.0)
                if cairo_has_current_point(pointer) != 0 {
                    cairo_get_current_point(pointer, &current.0, &current.1)
                }
                let (c1, c2) = PathGeometry.cubicControls(
                    from: CGPoint(x: current.0, y: current.1), quad: c, to: p)
                cairo_curve_to(
                    pointer, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(
                    pointer, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(pointer)
            }
        }
    }

    /// Flushes pending drawing to the target surface.
    package func flushTarget() {
        cairo_surface_flush(cairo_get_target(pointer))
    }

    /// Sets the source to an sRGB color with an extra alpha factor.
    package func setSource(_ color: CGColor, alpha: CGFloat = 1) {
        CairoContext.setSource(color, alpha: alpha, on: pointer)
    }

    /// Sets a Cairo context's source to a color (in sRGB) with an extra alpha factor.
    package static func setSource(_ color: CGColor, alpha: CGFloat, on c: OpaquePointer) {
        let rgba = color.sRGBA
        cairo_set_source_rgba(
            c, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha * alpha))
    }
}

extension cairo_matrix_t {
    /// Cairo's matrix for an affine transform.
    package init(_ t: CGAffineTransform) {
        self.init(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
            y0: Double(t.ty))
    }

    /// The matrix as an affine transform.
    package var affineTransform: CGAffineTransform {
        CGAffineTransform(a: xx, b: yx, c: xy, d: yy, tx: x0, ty: y0)
    }
}
