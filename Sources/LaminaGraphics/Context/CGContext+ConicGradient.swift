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
        let mesh = ConicMesh.make(center: center, reach: reach, angle: angle, edges: locations) { t0, t1 in
            // Locations just inside the wedge, so a stop on its edge colors the right side.
            let start = gradient.sRGBA(at: t0 + (t1 - t0) * 1e-9)
            let end = gradient.sRGBA(at: t1 - (t1 - t0) * 1e-9)
            return (
                (Double(start.red), Double(start.green), Double(start.blue), Double(start.alpha)),
                (Double(end.red), Double(end.green), Double(end.blue), Double(end.alpha))
            )
        }
        defer { cairo_pattern_destroy(mesh) }
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
