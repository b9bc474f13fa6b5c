import Foundation

/// Measurements of path elements: bounds, flattening, winding numbers.
package enum PathGeometry {
    /// One flattened subpath: its points in order and whether it was closed.
    package struct Polyline {
        package var points: [CGPoint]
        package var isClosed: Bool
    }

    /// Whether every point of `element` is finite.
    package static func isFinite(_ element: PathElement) -> Bool {
        switch element {
        case .move(let p), .line(let p): return p.isFinite
        case .quad(let c, let p): return c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
        case .close: return true
        }
    }

    /// The current point after `elements`, or `nil` for no elements.
    package static func currentPoint(of elements: [PathElement]) -> CGPoint? {
        var subpathStart: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                subpathStart = p
                current = p
            case .close:
                current = subpathStart
            default:
                if subpathStart == nil { subpathStart = current }
                current = element.endPoint
            }
        }
        return current
    }

    /// The point of a cubic Bézier at `t`.
    package static func cubicPoint(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat
    ) -> CGPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The control points of the cubic equal to a quadratic Bézier.
    package static func cubicControls(
        from p0: CGPoint, quad c: CGPoint, to p: CGPoint
    ) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
            CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        )
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has a local extremum.
    private static func extremaParameters(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat]
    {
        // Derivative / 3: (b-a)(1-t)² + 2(c-b)(1-t)t + (d-c)t² = At² + Bt + C.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-qb + root) / (2 * qa))
                roots.append((-qb - root) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The smallest rectangle containing every point of the elements, control points
    /// included; `CGRect.null` for none.
    package static func controlBounds(of elements: [PathElement]) -> CGRect {
        var box = BoundingBox()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p):
                box.add(c)
                box.add(p)
            case .cubic(let c1, let c2, let p):
                box.add(c1)
                box.add(c2)
                box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The bounds of the curves themselves, control points excluded.
    package static func tightBounds(of elements: [PathElement]) -> CGRect {
        var box = BoundingBox()
        forEachSegment(of: elements) { segment in
            switch segment {
            case .line(let p0, let p1):
                box.add(p0)
                box.add(p1)
            case .cubic(let p0, let p1, let p2, let p3):
                box.add(p0)
                box.add(p3)
                let ts = extremaParameters(p0.x, p1.x, p2.x, p3.x) + extremaParameters(p0.y, p1.y, p2.y, p3.y)
                for t in ts { box.add(cubicPoint(p0, p1, p2, p3, t)) }
            case .point(let p):
                box.add(p)
            }
        }
        return box.rect
    }

    /// A drawable piece of a path with its start point made explicit.
    package enum Segment {
        /// A subpath that is a lone move: one point.
        case point(CGPoint)
        /// A straight segment.
        case line(CGPoint, CGPoint)
        /// A cubic segment (quadratics are raised to cubics).
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    /// Calls `body` with each segment, closing lines included, in order.
    package static func forEachSegment(of elements: [PathElement], _ body: (Segment) -> Void) {
        forEachSubpath(of: elements) { segments, _ in
            for segment in segments { body(segment) }
        }
    }

    /// Calls `body` once per subpath with its segments and whether it was closed; a closed
    /// subpath's segments end with the closing line when it has length.
    package static func forEachSubpath(of elements: [PathElement], _ body: ([Segment], Bool) -> Void) {
        var segments: [Segment] = []
        var start: CGPoint?
        var current: CGPoint?
        func finish(closed: Bool) {
            if let s = start, let c = current, closed, s != c { segments.append(.line(c, s)) }
            if segments.isEmpty, let s = start { segments.append(.point(s)) }
            if start != nil { body(segments, closed) }
            segments.removeAll(keepingCapacity: true)
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                current = p
            case .line(let p):
                if start == nil { start = current }
                if let c = current { segments.append(.line(c, p)) }
                current = p
            case .quad(let q, let p):
                if start == nil { start = current }
                if let c = current {
                    let (c1, c2) = cubicControls(from: c, quad: q, to: p)
                    segments.append(.cubic(c, c1, c2, p))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                if start == nil { start = current }
                if let c = current { segments.append(.cubic(c, c1, c2, p)) }
                current = p
            case .close:
                finish(closed: true)
                current = start
                start = nil
            }
        }
        finish(closed: false)
    }

    /// The number of straight pieces that approximate a cubic within `tolerance`.
    package static func subdivisions(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat
    ) -> Int {
        let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        let bound = 0.75 * max(d1, d2)
        guard bound > 0, bound.isFinite else { return 1 }
        // Huge coordinates (or a zero tolerance) would ask for more pieces than an Int holds:
        // cap the count before converting.
        let count = (bound / tolerance).squareRoot().rounded(.up)
        guard count.isFinite else { return 1000 }
        return Int(min(1000, max(1, count)))
    }

    /// The path as polylines whose distance from the curves is at most `tolerance`.
    package static func flatten(_ elements: [PathElement], tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        forEachSubpath(of: elements) { segments, closed in
            var points: [CGPoint] = []
            for segment in segments {
                switch segment {
                case .point(let p):
                    points.append(p)
                case .line(let p0, let p1):
                    if points.isEmpty { points.append(p0) }
                    points.append(p1)
                case .cubic(let p0, let p1, let p2, let p3):
                    if points.isEmpty { points.append(p0) }
                    let n = subdivisions(p0, p1, p2, p3, tolerance: tolerance)
                    for i in 1...n {
                        points.append(cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n)))
                    }
                }
            }
            result.append(Polyline(points: points, isClosed: closed))
        }
        return result
    }

    /// A flattening tolerance suited to a path of these bounds.
    package static func tolerance(for bounds: CGRect) -> CGFloat {
        guard !bounds.isNull else { return 0.01 }
        return max(1e-4, min(0.05, max(bounds.width, bounds.height) / 2000))
    }

    /// The winding number of the path around `point`, every subpath implicitly closed.
    package static func windingNumber(of point: CGPoint, in elements: [PathElement]) -> Int {
        let tolerance = self.tolerance(for: tightBounds(of: elements))
        var winding = 0
        for polyline in flatten(elements, tolerance: tolerance) {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for i in 0..<points.count {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Whether the path has a corner: a join between two segments (or a closing join) whose
    /// tangents differ by more than about a degree, where a miter could reach out.
    package static func hasSharpJoins(_ elements: [PathElement]) -> Bool {
        var sharp = false
        forEachSubpath(of: elements) { segments, closed in
            guard !sharp, segments.count > 0 else { return }
            func tangents(_ segment: Segment) -> (start: CGPoint, end: CGPoint)? {
                switch segment {
                case .point: return nil
                case .line(let a, let b):
                    return (CGPoint(x: b.x - a.x, y: b.y - a.y), CGPoint(x: b.x - a.x, y: b.y - a.y))
                case .cubic(let p0, let p1, let p2, let p3):
                    let start = p1 != p0 ? p1 : (p2 != p0 ? p2 : p3)
                    let end = p2 != p3 ? p2 : (p1 != p3 ? p1 : p0)
                    return (
                        CGPoint(x: start.x - p0.x, y: start.y - p0.y),
                        CGPoint(x: p3.x - end.x, y: p3.y - end.y)
                    )
                }
            }
            let list = segments.compactMap(tangents)
            let count = closed ? list.count : list.count - 1
            guard count > 0 else { return }
            for index in 0..<count {
                let incoming = list[index].end
                let outgoing = list[(index + 1) % list.count].start
                let lengths = hypot(incoming.x, incoming.y) * hypot(outgoing.x, outgoing.y)
                guard lengths > 0 else { continue }
                let cosine = (incoming.x * outgoing.x + incoming.y * outgoing.y) / lengths
                if cosine < 0.9998 {
                    sharp = true
                    return
                }
            }
        }
        return sharp
    }

    /// The rectangle the elements describe, if they are exactly one axis-aligned rectangle.
    package static func rectangle(in elements: [PathElement]) -> CGRect? {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let horizontalFirst =
            points[0].y == points[1].y && points[1].x == points[2].x
            && points[2].y == points[3].y && points[3].x == points[0].x
        let verticalFirst =
            points[0].x == points[1].x && points[1].y == points[2].y
            && points[2].x == points[3].x && points[3].y == points[0].y
        guard horizontalFirst || verticalFirst else { return nil }
        var box = BoundingBox()
        for p in points { box.add(p) }
        return box.rect
    }
}
