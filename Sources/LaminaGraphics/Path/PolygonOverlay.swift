import Foundation

/// Boolean operations on the filled regions of flattened paths.
///
/// The method: every edge of both inputs is split where it meets another (crossings,
/// T-junctions and collinear overlaps), so the pieces meet only at their ends; coincident
/// pieces become one. Each piece is then classified by the regions on its two sides —
/// winding numbers of both inputs at points just left and right of its middle — and kept,
/// oriented with the result on its left, when the operation's answer differs between the
/// sides. The kept pieces are the exact boundary of the result, which is then walked into
/// loops, always taking the leftmost turn so that regions touching at a corner stay separate
/// loops. Outer loops wind counterclockwise (positive area), holes clockwise: the result
/// fills the same with either fill rule.
package enum PolygonOverlay {
    /// A closed polygon: the last point connects back to the first.
    package typealias Ring = [CGPoint]

    /// The closed rings of a path flattened within `tolerance`; open subpaths are closed, as
    /// filling does.
    package static func rings(of elements: [PathElement], tolerance: CGFloat) -> [Ring] {
        PathGeometry.flatten(elements, tolerance: tolerance).compactMap { polyline in
            var ring: Ring = []
            for point in polyline.points where ring.last != point { ring.append(point) }
            while ring.count > 1, ring.first == ring.last { ring.removeLast() }
            return ring.count >= 2 ? ring : nil
        }
    }

    /// A flattening tolerance for both paths together.
    package static func tolerance(_ a: [PathElement], _ b: [PathElement]) -> CGFloat {
        PathGeometry.tolerance(for: PathGeometry.tightBounds(of: a).union(PathGeometry.tightBounds(of: b)))
    }

    /// The winding number of `rings` around `point`.
    package static func winding(of point: CGPoint, in rings: [Ring]) -> Int {
        var winding = 0
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding
    }

    /// Whether `rings` fill `point` with `rule`.
    package static func fills(_ rings: [Ring], _ point: CGPoint, _ rule: CGPathFillRule) -> Bool {
        let w = winding(of: point, in: rings)
        return rule == .winding ? w != 0 : w % 2 != 0
    }

    /// The loops bounding the region where `operation` holds of "inside `a`" and "inside
    /// `b`", each filled with `rule`.
    package static func overlay(
        _ a: [Ring], _ b: [Ring], rule: CGPathFillRule, operation: (Bool, Bool) -> Bool
    ) -> [Ring] {
        var segments: [Segment] = []
        for ring in a + b {
            for i in ring.indices { segments.append(Segment(ring[i], ring[(i + 1) % ring.count])) }
        }
        guard !segments.isEmpty else { return [] }
        let scale = Self.scale(of: segments)
        let pieces = arrange(segments, scale: scale)
        let offset = scale * 1e-7
        var boundary: [Segment] = []
        for piece in pieces {
            let dx = piece.end.x - piece.start.x
            let dy = piece.end.y - piece.start.y
            let length = (dx * dx + dy * dy).squareRoot()
            let nudge = min(offset, length / 4) / length
            let middle = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
            let left = CGPoint(x: middle.x - dy * nudge, y: middle.y + dx * nudge)
            let right = CGPoint(x: middle.x + dy * nudge, y: middle.y - dx * nudge)
            let insideLeft = operation(fills(a, left, rule), fills(b, left, rule))
            let insideRight = operation(fills(a, right, rule), fills(b, right, rule))
            guard insideLeft != insideRight else { continue }
            boundary.append(insideLeft ? piece : Segment(piece.end, piece.start))
        }
        return loops(boundary, scale: scale)
    }

    /// The parts of `lines` (polylines of a path, stroked rather than filled) inside or
    /// outside the region `b` fills with `rule`.
    package static func clipLines(
        _ lines: [PathGeometry.Polyline], by b: [Ring], rule: CGPathFillRule, keepInside: Bool
    ) -> [PathGeometry.Polyline] {
        var clipEdges: [Segment] = []
        for ring in b {
            for i in ring.indices { clipEdges.append(Segment(ring[i], ring[(i + 1) % ring.count])) }
        }
        var result: [PathGeometry.Polyline] = []
        for line in lines {
            var points: [CGPoint] = []
            for point in line.points where points.last != point { points.append(point) }
            guard points.count > 1 else { continue }
            // Split every segment where it meets the clip's edges, and classify each piece.
            var pieces: [(Segment, Bool)] = []
            for i in 0..<points.count - 1 {
                let segment = Segment(points[i], points[i + 1])
                var cuts: [(CGFloat, CGPoint)] = []
                for edge in clipEdges {
                    for hit in intersections(segment, edge, scale: 1) { cuts.append((hit.t, hit.point)) }
                }
                cuts.sort { $0.0 < $1.0 }
                var start = segment.start
                for (t, point) in cuts + [(1, segment.end)] where t > 0 && point != start {
                    let piece = Segment(start, point)
                    let middle = CGPoint(x: (start.x + point.x) / 2, y: (start.y + point.y) / 2)
                    pieces.append((piece, fills(b, middle, rule) == keepInside))
                    start = point
                }
            }
            // Join consecutive kept pieces into polylines.
            var runs: [[CGPoint]] = []
            var current: [CGPoint] = []
            for (piece, kept) in pieces {
                if kept {
                    if current.isEmpty { current.append(piece.start) }
                    current.append(piece.end)
                } else if !current.isEmpty {
                    runs.append(current)
                    current = []
                }
            }
            if !current.isEmpty { runs.append(current) }
            if line.isClosed, pieces.allSatisfy({ $0.1 }), var whole = runs.first {
                whole.removeLast()
                result.append(PathGeometry.Polyline(points: whole, isClosed: true))
                continue
            }
            if line.isClosed, runs.count > 1, pieces.first?.1 == true, pieces.last?.1 == true {
                // The run through the closing point continues into the first run.
                let last = runs.removeLast()
                runs[0] = last + runs[0].dropFirst()
            }
            result += runs.map { PathGeometry.Polyline(points: $0, isClosed: false) }
        }
        return result
    }

    /// Rings as path elements: a move, lines, a close each.
    package static func elements(of rings: [Ring]) -> [PathElement] {
        var elements: [PathElement] = []
        for ring in rings {
            elements.append(.move(ring[0]))
            for point in ring.dropFirst() { elements.append(.line(point)) }
            elements.append(.close)
        }
        return elements
    }

    /// The signed area of a ring: positive when it winds counterclockwise (y up).
    package static func area(_ ring: Ring) -> CGFloat {
        var sum: CGFloat = 0
        var a = ring[ring.count - 1]
        for b in ring {
            sum += a.x * b.y - b.x * a.y
            a = b
        }
        return sum / 2
    }

    /// Groups loops into components: each outer loop (positive area) with the holes directly
    /// inside it.
    package static func components(of loops: [Ring]) -> [[Ring]] {
        let outers = loops.indices.filter { area(loops[$0]) > 0 }
        var groups = outers.map { [loops[$0]] }
        for hole in loops where area(hole) < 0 {
            // A point just beside the hole's first edge, on the filled side (its left).
            let a = hole[0]
            let b = hole[1]
            let length = max(hypot(b.x - a.x, b.y - a.y), .leastNonzeroMagnitude)
            let nudge = min(length / 4, 1e-7 * max(1, abs(a.x), abs(a.y))) / length
            let sample = CGPoint(
                x: (a.x + b.x) / 2 - (b.y - a.y) * nudge, y: (a.y + b.y) / 2 + (b.x - a.x) * nudge)
            let owner = outers.indices
                .filter { winding(of: sample, in: [loops[outers[$0]]]) != 0 }
                .min { area(loops[outers[$0]]) < area(loops[outers[$1]]) }
            if let owner { groups[owner].append(hole) } else { groups.append([hole]) }
        }
        return groups
    }

    // MARK: Arrangement

    struct Segment {
        var start: CGPoint
        var end: CGPoint

        init(_ start: CGPoint, _ end: CGPoint) {
            self.start = start
            self.end = end
        }
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The size of the drawing, to scale tolerances.
    private static func scale(of segments: [Segment]) -> CGFloat {
        var box = BoundingBox()
        for segment in segments {
            box.add(segment.start)
            box.add(segment.end)
        }
        let rect = box.rect
        return max(1, abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY), rect.width, rect.height)
    }

    /// Where segment `p` meets segment `q`: the parameters along `p` (0…1) and the points,
    /// shared exactly when they are end points. Collinear overlaps give the end points of
    /// each inside the other.
    private static func intersections(_ p: Segment, _ q: Segment, scale: CGFloat) -> [(
        t: CGFloat, point: CGPoint
    )] {
        let r = CGPoint(x: p.end.x - p.start.x, y: p.end.y - p.start.y)
        let s = CGPoint(x: q.end.x - q.start.x, y: q.end.y - q.start.y)
        let rr = r.x * r.x + r.y * r.y
        let ss = s.x * s.x + s.y * s.y
        guard rr > 0, ss > 0 else { return [] }
        let w = CGPoint(x: q.start.x - p.start.x, y: q.start.y - p.start.y)
        let denominator = r.x * s.y - r.y * s.x
        let epsilon: CGFloat = 1e-10
        if abs(denominator) > 1e-12 * (rr * ss).squareRoot() {
            let t = (w.x * s.y - w.y * s.x) / denominator
            let u = (w.x * r.y - w.y * r.x) / denominator
            guard t >= -epsilon, t <= 1 + epsilon, u >= -epsilon, u <= 1 + epsilon else { return [] }
            let point: CGPoint
            if abs(t) <= epsilon {
                point = p.start
            } else if abs(t - 1) <= epsilon {
                point = p.end
            } else if abs(u) <= epsilon {
                point = q.start
            } else if abs(u - 1) <= epsilon {
                point = q.end
            } else {
                point = CGPoint(x: p.start.x + t * r.x, y: p.start.y + t * r.y)
            }
            return [(max(0, min(1, t)), point)]
        }
        // Parallel: only collinear segments meet, at the end points inside the other.
        guard abs(w.x * r.y - w.y * r.x) / rr.squareRoot() <= 1e-10 * scale else { return [] }
        var hits: [(t: CGFloat, point: CGPoint)] = []
        for point in [q.start, q.end] {
            let t = ((point.x - p.start.x) * r.x + (point.y - p.start.y) * r.y) / rr
            if t > epsilon, t < 1 - epsilon { hits.append((t, point)) }
        }
        for (point, t) in [(p.start, CGFloat(0)), (p.end, CGFloat(1))] {
            let u = ((point.x - q.start.x) * s.x + (point.y - q.start.y) * s.y) / ss
            if u > epsilon, u < 1 - epsilon { hits.append((t, point)) }
        }
        return hits
    }

    /// A vertex identity: coordinates snapped to a grid, so points computed twice agree.
    private struct Key: Hashable {
        let x: Int64
        let y: Int64
    }

    /// Splits the segments where they meet and merges coincident pieces.
    private static func arrange(_ segments: [Segment], scale: CGFloat) -> [Segment] {
        let grid = scale * 0x1p-36
        func snap(_ p: CGPoint) -> CGPoint {
            CGPoint(x: (p.x / grid).rounded() * grid + 0, y: (p.y / grid).rounded() * grid + 0)
        }
        var cuts = [[(t: CGFloat, point: CGPoint)]](repeating: [], count: segments.count)
        let order = segments.indices.sorted {
            min(segments[$0].start.x, segments[$0].end.x) < min(segments[$1].start.x, segments[$1].end.x)
        }
        let slack = scale * 1e-9
        for (position, i) in order.enumerated() {
            let p = segments[i]
            let maxX = max(p.start.x, p.end.x) + slack
            let minY = min(p.start.y, p.end.y) - slack
            let maxY = max(p.start.y, p.end.y) + slack
            for j in order[(position + 1)...] {
                let q = segments[j]
                if min(q.start.x, q.end.x) > maxX { break }
                if max(q.start.y, q.end.y) < minY || min(q.start.y, q.end.y) > maxY { continue }
                for hit in intersections(p, q, scale: scale) where hit.t > 0 && hit.t < 1 {
                    cuts[i].append(hit)
                }
                for hit in intersections(q, p, scale: scale) where hit.t > 0 && hit.t < 1 {
                    cuts[j].append(hit)
                }
            }
        }
        var seen = Set<[Key]>()
        var pieces: [Segment] = []
        for (i, segment) in segments.enumerated() {
            var points = [snap(segment.start)]
            for cut in cuts[i].sorted(by: { $0.t < $1.t }) { points.append(snap(cut.point)) }
            points.append(snap(segment.end))
            for k in 0..<points.count - 1 where points[k] != points[k + 1] {
                let a = Key(
                    x: Int64((points[k].x / grid).rounded()), y: Int64((points[k].y / grid).rounded()))
                let b = Key(
                    x: Int64((points[k + 1].x / grid).rounded()), y: Int64((points[k + 1].y / grid).rounded())
                )
                let key = (a.x, a.y) < (b.x, b.y) ? [a, b] : [b, a]
                if seen.insert(key).inserted { pieces.append(Segment(points[k], points[k + 1])) }
            }
        }
        return pieces
    }

    /// Walks oriented boundary pieces into loops, taking the leftmost turn at each vertex.
    private static func loops(_ pieces: [Segment], scale: CGFloat) -> [Ring] {
        let grid = scale * 0x1p-36
        func key(_ p: CGPoint) -> Key {
            Key(x: Int64((p.x / grid).rounded()), y: Int64((p.y / grid).rounded()))
        }
        var outgoing: [Key: [Int]] = [:]
        for (index, piece) in pieces.enumerated() { outgoing[key(piece.start), default: []].append(index) }
        var used = [Bool](repeating: false, count: pieces.count)
        var rings: [Ring] = []
        for first in pieces.indices where !used[first] {
            used[first] = true
            var ring = [pieces[first].start]
            let origin = key(pieces[first].start)
            var current = pieces[first]
            while key(current.end) != origin {
                ring.append(current.end)
                let direction = CGPoint(
                    x: current.end.x - current.start.x, y: current.end.y - current.start.y)
                let candidates = (outgoing[key(current.end)] ?? []).filter { !used[$0] }
                guard
                    let next = candidates.max(by: {
                        turn(direction, pieces[$0]) < turn(direction, pieces[$1])
                    })
                else { break }
                used[next] = true
                current = pieces[next]
            }
            let simplified = removingCollinearPoints(ring)
            if simplified.count >= 3, abs(area(simplified)) > scale * scale * 1e-18 {
                rings.append(simplified)
            }
        }
        return rings
    }

    /// The angle turned from `direction` onto `piece`, −π…π (positive to the left).
    private static func turn(_ direction: CGPoint, _ piece: Segment) -> CGFloat {
        let d = CGPoint(x: piece.end.x - piece.start.x, y: piece.end.y - piece.start.y)
        return atan2(direction.x * d.y - direction.y * d.x, direction.x * d.x + direction.y * d.y)
    }

    /// The ring without points in the middle of straight runs.
    private static func removingCollinearPoints(_ ring: Ring) -> Ring {
        var points = ring
        var changed = true
        while changed, points.count > 2 {
            changed = false
            var index = 0
            while index < points.count, points.count > 2 {
                let a = points[(index + points.count - 1) % points.count]
                let b = points[index]
                let c = points[(index + 1) % points.count]
                let u = CGPoint(x: b.x - a.x, y: b.y - a.y)
                let v = CGPoint(x: c.x - b.x, y: c.y - b.y)
                let crossProduct = u.x * v.y - u.y * v.x
                let lengths = (u.x * u.x + u.y * u.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot()
                if abs(crossProduct) <= 1e-12 * lengths, u.x * v.x + u.y * v.y > 0 {
                    points.remove(at: index)
                    changed = true
                } else {
                    index += 1
                }
            }
        }
        return points
    }
}
