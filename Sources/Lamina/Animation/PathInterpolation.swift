import LaminaGraphics

/// Path interpolation as Core Animation morphs a shape layer's `path`: paths of the same
/// number of elements blend element by element.
///
/// Apple documents that the points on the curve blend linearly and that "off-line" points (the
/// control points) "may be interpolated non-linearly". Core Animation's pictures (Lottie's iOS
/// snapshots of morphing shapes) show how: each control point is an offset from its point on
/// the curve (a cubic's first control point from the segment's start, its second from its end),
/// and the offset turns along the shorter arc while its length blends linearly. A line blends
/// with a curve as the cubic whose control points sit on its ends; a quadratic with a cubic as
/// the cubic it is.
package enum PathInterpolation {
    /// The path `t` of the way from `a` to `b`; `nil` when their elements do not pair up (other
    /// counts, or a move, close or curve against something else).
    package static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        let first = a.elements
        let second = b.elements
        guard first.count == second.count else { return nil }
        let f = CGFloat(t)
        var result: [PathElement] = []
        result.reserveCapacity(first.count)
        // Each path's current point and its subpath's start.
        var p = (current: CGPoint.zero, start: CGPoint.zero)
        var q = (current: CGPoint.zero, start: CGPoint.zero)
        for (x, y) in zip(first, second) {
            switch (x, y) {
            case (.move(let u), .move(let v)):
                result.append(.move(mix(u, v, f)))
                p = (u, u)
                q = (v, v)
                continue
            case (.close, .close):
                result.append(.close)
                p.current = p.start
                q.current = q.start
                continue
            case (.line(let u), .line(let v)):
                result.append(.line(mix(u, v, f)))
            case (.quad(let c, let u), .quad(let d, let v)):
                result.append(.quad(mix(c, d, f), mix(u, v, f)))
            case (.move, _), (_, .move), (.close, _), (_, .close):
                return nil
            default:
                // Curves, or a line or quadratic against a curve: both as cubics.
                guard let u = cubic(x, from: p.current), let v = cubic(y, from: q.current) else { return nil }
                let start = mix(p.current, q.current, f)
                let end = mix(u.end, v.end, f)
                result.append(
                    .cubic(
                        start + turn(u.c1 - p.current, v.c1 - q.current, f),
                        end + turn(u.c2 - u.end, v.c2 - v.end, f), end))
            }
            p.current = x.endPoint ?? p.current
            q.current = y.endPoint ?? q.current
        }
        return CGPath(elements: result)
    }

    /// A line, quadratic or cubic segment starting at `start` as a cubic.
    private static func cubic(_ element: PathElement, from start: CGPoint) -> (
        c1: CGPoint, c2: CGPoint, end: CGPoint
    )? {
        switch element {
        case .line(let end): return (start, end, end)
        case .quad(let c, let end):
            return (start + (c - start) * (2 / 3), end + (c - end) * (2 / 3), end)
        case .cubic(let c1, let c2, let end): return (c1, c2, end)
        case .move, .close: return nil
        }
    }

    private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The offset `t` of the way from `a` to `b`: turned along the shorter arc, its length
    /// blended linearly. An offset of zero length takes the other's direction.
    private static func turn(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        let lengthA = (a.x * a.x + a.y * a.y).squareRoot()
        let lengthB = (b.x * b.x + b.y * b.y).squareRoot()
        let length = lengthA + (lengthB - lengthA) * t
        guard lengthA > 0 || lengthB > 0 else { return .zero }
        let angleA = lengthA > 0 ? atan2(a.y, a.x) : atan2(b.y, b.x)
        let angleB = lengthB > 0 ? atan2(b.y, b.x) : angleA
        var delta = angleB - angleA
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        let angle = angleA + delta * t
        return CGPoint(x: cos(angle) * length, y: sin(angle) * length)
    }
}

extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    fileprivate static func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
}
