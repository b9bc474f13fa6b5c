import CLamina
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Paints a conic (angular) gradient around `center` over the clip.
///
/// Mirrors CoreGraphics's function (iOS 17). The gradient's location 0 lies along `angle`
/// (radians, measured as ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``
/// measures them: from the positive x axis toward the positive y axis, counterclockwise in a
/// y-up space) and locations grow with the angle through a full turn back to it. A `nil`
/// gradient draws nothing.
///
/// Lamina paints the gradient as a mesh of 256 thin wedges, plus one edge at each stop, with
/// colors interpolated in gamma-encoded sRGB: a mesh shading in PDF, vector.
public func CGContextDrawConicGradient(
    _ c: CGContext, _ gradient: CGGradient?, _ center: CGPoint, _ angle: CGFloat
) {
    guard let gradient else { return }
    c.drawConicGradient(gradient, center: center, angle: angle)
}

extension CGContext {
    /// The number of wedges a conic gradient is split into, before adding its stops.
    private static let conicWedges = 256

    /// Paints a conic gradient; see ``CGContextDrawConicGradient(_:_:_:_:)``.
    package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        guard center.isFinite, angle.isFinite, canDraw else { return }
        var edges = Set((0...Self.conicWedges).map { CGFloat($0) / CGFloat(Self.conicWedges) })
        for stop in gradient.stops where stop.location > 0 && stop.location < 1 {
            edges.insert(stop.location)
        }
        let locations = edges.sorted()
        let reach = paintReach(from: center)
        let mesh = cairo_pattern_create_mesh()
        defer { cairo_pattern_destroy(mesh) }
        for (t0, t1) in zip(locations, locations.dropFirst()) {
            let a0 = angle + t0 * 2 * .pi
            let a1 = angle + t1 * 2 * .pi
            // A wedge whose first and last corners are both at the centre.
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(
                mesh, Double(center.x + reach * cos(a0)), Double(center.y + reach * sin(a0)))
            cairo_mesh_pattern_line_to(
                mesh, Double(center.x + reach * cos(a1)), Double(center.y + reach * sin(a1)))
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            // Locations just inside the wedge, so a stop on its edge colors the right side.
            let start = gradient.sRGBA(at: t0 + (t1 - t0) * 1e-9)
            let end = gradient.sRGBA(at: t1 - (t1 - t0) * 1e-9)
            for (corner, color) in [start, start, end, end].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(
                    mesh, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue),
                    Double(color.alpha))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        composite(userBounds: nil) { op in
            let c = cairo.pointer
            cairo.withSavedState {
                cairo_set_operator(c, op)
                cairo_set_source(c, mesh)
                cairo_paint_with_alpha(c, Double(state.alpha))
            }
        }
    }
}
