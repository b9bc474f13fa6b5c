import CLamina
import LaminaGraphics

/// Paths that reach past the coordinates Cairo can hold, clipped to a square it can.
///
/// Cairo rasterizes in 24.8 fixed point: a device coordinate beyond about ±8.4 million wraps
/// round and the shape comes out garbled or empty. Real code draws such paths on purpose — an
/// inverted mask as a rectangle ten million points wide with a hole in it (lottie-ios), a line
/// "to infinity" — and Core Animation draws the part on screen. Lamina clips each subpath, in
/// Cairo's device space, to the square of ±``limit`` before giving it to Cairo:
///
/// - curves with a control point outside the square are flattened (to a tenth of a pixel),
///   those inside are kept as curves;
/// - each subpath is clipped as a polygon, one side of the square at a time
///   (Sutherland–Hodgman). Clipping against a half-plane leaves the winding number of every
///   point inside it unchanged, so fills of either rule cover the same pixels inside the square;
///   the edges the clip adds run along the square's sides, millions of pixels off any canvas.
///
/// Strokes keep their visible parts; an *open* subpath that leaves the square is clipped as if
/// closed, so a visible stretch of its implicit closing line may be stroked too, and a dash
/// pattern restarts its count along the clipped outline. Both only for paths past the limit.
package enum FarPathClipping {
    /// Half the side of the square Cairo is given, in device units: 2²², half of Cairo's range,
    /// so that stroke widths and antialiasing stay within it.
    package static let limit: Double = 4_194_304

    /// Whether a device point is outside the square (or not finite).
    @inline(__always)
    package static func isFar(_ x: Double, _ y: Double) -> Bool {
        !(abs(x) <= limit && abs(y) <= limit)
    }

    /// A vertex of a clipped subpath in device space: the end of the edge that arrives at it,
    /// with that edge's control points when it is a curve kept whole.
    struct Vertex {
        var x: Double
        var y: Double
        var controls: (Double, Double, Double, Double)?
    }

    /// Sets Cairo's path to `elements`, mapped by `map` into Cairo's user space, clipped to the
    /// square in device space.
    static func setPath(_ elements: [PathElement], mapping map: CGAffineTransform, on cairo: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        var inverse = matrix
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        func device(_ p: CGPoint) -> (Double, Double) {
            var (x, y) = map.mapping(p)
            cairo_matrix_transform_point(&matrix, &x, &y)
            return (x, y)
        }
        cairo_new_path(cairo)
        var subpath: [Vertex] = []
        var closed = false
        var current = CGPoint.zero
        var start = CGPoint.zero
        func flush() {
            defer {
                subpath.removeAll(keepingCapacity: true)
                closed = false
            }
            guard subpath.count > 1, subpath.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            emit(clip(subpath), closed: closed, inverse: &inverse, on: cairo)
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                let (x, y) = device(p)
                subpath.append(Vertex(x: x, y: y))
                current = p
                start = p
            case .line(let p):
                let (x, y) = device(p)
                subpath.append(Vertex(x: x, y: y))
                current = p
            case .quad(let q, let p):
                let (c1, c2) = PathGeometry.cubicControls(from: current, quad: q, to: p)
                appendCurve(from: current, c1, c2, p, device: device, to: &subpath)
                current = p
            case .cubic(let c1, let c2, let p):
                appendCurve(from: current, c1, c2, p, device: device, to: &subpath)
                current = p
            case .close:
                closed = true
                let restart = subpath.first
                flush()
                // Whatever follows a close starts from the subpath's start.
                if let restart { subpath.append(Vertex(x: restart.x, y: restart.y)) }
                current = start
            }
        }
        flush()
    }

    /// Appends a curve: kept whole when its control points are inside the square, flattened
    /// otherwise.
    private static func appendCurve(
        from a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, device: (CGPoint) -> (Double, Double),
        to subpath: inout [Vertex]
    ) {
        let p0 = device(a)
        let p1 = device(c1)
        let p2 = device(c2)
        let p3 = device(b)
        if !isFar(p1.0, p1.1), !isFar(p2.0, p2.1), !isFar(p0.0, p0.1), !isFar(p3.0, p3.1) {
            subpath.append(Vertex(x: p3.0, y: p3.1, controls: (p1.0, p1.1, p2.0, p2.1)))
            return
        }
        flatten(p0, p1, p2, p3, depth: 0, to: &subpath)
    }

    /// Subdivides a device-space cubic into lines within a tenth of a pixel; a piece whose
    /// control points all lie beyond one side of the square becomes its chord (the piece and
    /// the chord both stay beyond that side, so nothing inside the square changes).
    private static func flatten(
        _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double),
        depth: Int, to subpath: inout [Vertex]
    ) {
        let xs = [p0.0, p1.0, p2.0, p3.0]
        let ys = [p0.1, p1.1, p2.1, p3.1]
        let beyond =
            xs.allSatisfy { $0 > limit } || xs.allSatisfy { $0 < -limit } || ys.allSatisfy { $0 > limit }
            || ys.allSatisfy { $0 < -limit }
        // Flat enough: the control points within a tenth of a pixel of the chord's ends' line.
        let dx = p3.0 - p0.0
        let dy = p3.1 - p0.1
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-12)
        let d1 = abs((p1.0 - p0.0) * dy - (p1.1 - p0.1) * dx) / length
        let d2 = abs((p2.0 - p0.0) * dy - (p2.1 - p0.1) * dx) / length
        if beyond || depth >= 24 || max(d1, d2) <= 0.1 {
            subpath.append(Vertex(x: p3.0, y: p3.1))
            return
        }
        func mid(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
        }
        let q0 = mid(p0, p1)
        let q1 = mid(p1, p2)
        let q2 = mid(p2, p3)
        let r0 = mid(q0, q1)
        let r1 = mid(q1, q2)
        let s = mid(r0, r1)
        flatten(p0, q0, r0, s, depth: depth + 1, to: &subpath)
        flatten(s, r1, q2, p3, depth: depth + 1, to: &subpath)
    }

    /// The subpath clipped to the square, one side at a time.
    static func clip(_ polygon: [Vertex]) -> [Vertex] {
        var result = polygon
        // Inside tests and crossings for x ≤ L, x ≥ −L, y ≤ L, y ≥ −L.
        for side in 0..<4 {
            result = clip(result, side: side)
            if result.isEmpty { break }
        }
        return result
    }

    private static func clip(_ polygon: [Vertex], side: Int) -> [Vertex] {
        func value(_ v: Vertex) -> Double {
            switch side {
            case 0: return limit - v.x
            case 1: return v.x + limit
            case 2: return limit - v.y
            default: return v.y + limit
            }
        }
        guard var previous = polygon.last else { return [] }
        var output: [Vertex] = []
        output.reserveCapacity(polygon.count + 2)
        for vertex in polygon {
            let inside = value(vertex) >= 0
            let wasInside = value(previous) >= 0
            if inside != wasInside {
                let t = value(previous) / (value(previous) - value(vertex))
                output.append(
                    Vertex(
                        x: previous.x + (vertex.x - previous.x) * t,
                        y: previous.y + (vertex.y - previous.y) * t))
            }
            if inside {
                // A kept curve lies inside the square whole: it reaches here only from inside.
                output.append(inside == wasInside ? vertex : Vertex(x: vertex.x, y: vertex.y))
            }
            previous = vertex
        }
        return output
    }

    /// Gives a clipped subpath to Cairo in its user space.
    private static func emit(
        _ polygon: [Vertex], closed: Bool, inverse: inout cairo_matrix_t, on cairo: OpaquePointer
    ) {
        guard let first = polygon.first else { return }
        func user(_ x: Double, _ y: Double) -> (Double, Double) {
            var (x, y) = (x, y)
            cairo_matrix_transform_point(&inverse, &x, &y)
            return (x, y)
        }
        let start = user(first.x, first.y)
        cairo_move_to(cairo, start.0, start.1)
        for vertex in polygon.dropFirst() {
            let end = user(vertex.x, vertex.y)
            if let (ax, ay, bx, by) = vertex.controls {
                let c1 = user(ax, ay)
                let c2 = user(bx, by)
                cairo_curve_to(cairo, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            } else {
                cairo_line_to(cairo, end.0, end.1)
            }
        }
        if closed { cairo_close_path(cairo) }
    }
}
