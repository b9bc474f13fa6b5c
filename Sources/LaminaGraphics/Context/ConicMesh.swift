import CLamina
import Foundation

/// A conic gradient as Cairo draws it: a mesh of thin wedges around a centre, each shaded
/// from one color to the next. Shared by `CGContextDrawConicGradient` and the compositor's
/// `.conic` gradient layers, which choose the wedges' edges and colors.
package enum ConicMesh {
    /// An sRGB color with alpha, as Cairo takes it.
    package typealias Color = (red: Double, green: Double, blue: Double, alpha: Double)

    /// A new mesh pattern (destroy it after use) of wedges around `center` reaching `reach`,
    /// one between each two consecutive `edges` (fractions of a turn from `angle`, increasing
    /// with the angle), colored by `colors(from, to)`: the wedge's start and end colors, or
    /// `nil` to leave the wedge out.
    package static func make(
        center: CGPoint, reach: CGFloat, angle: CGFloat, edges: [CGFloat],
        colors: (_ from: CGFloat, _ to: CGFloat) -> (start: Color, end: Color)?
    ) -> OpaquePointer? {
        let mesh = cairo_pattern_create_mesh()
        for (t0, t1) in zip(edges, edges.dropFirst()) {
            guard let (start, end) = colors(t0, t1) else { continue }
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
            for (corner, color) in [start, start, end, end].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(
                    mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
