import Foundation

/// Arc-length measurement of a path, and extraction of the part between two lengths.
///
/// Curves stay curves: a piece of a cubic is cut out with de Casteljau's construction at the
/// parameters whose arc lengths match. This is what dashing and `strokeStart`/`strokeEnd` use.
package struct PathMeasure {
    /// One measured segment of a contour.
    struct Piece {
        var segment: PathGeometry.Segment
        var length: CGFloat
        /// For cubics: cumulative lengths at evenly spaced parameters, for inverting length.
        var table: [CGFloat]
    }

    /// One subpath.
    struct Contour {
        var pieces: [Piece]
        var isClosed: Bool
        var start: CGPoint
        var length: CGFloat
    }

    private(set) var contours: [Contour] = []

    /// Where a length into a segment falls on it.
    package enum Spacing: Sendable {
        /// At that arc length along the segment: constant speed (dashes, paced keyframes).
        case arcLength
        /// At the curve parameter that is the same fraction of the segment's parameter range
        /// as the length is of the segment's length: Core Animation's `strokeStart` and
        /// `strokeEnd`, which find the segment by arc length and cut it there. On a cubic whose
        /// control points sit at its ends (Lottie's straight lines) the cut moves fast near the
        /// middle and slowly near the ends.
        case curveParameter
    }

    /// The length of every subpath together.
    package var length: CGFloat { contours.reduce(0) { $0 + $1.length } }

    package init(_ elements: [PathElement]) {
        PathGeometry.forEachSubpath(of: elements) { segments, closed in
            var pieces: [Piece] = []
            var start = CGPoint.zero
            for (index, segment) in segments.enumerated() {
                switch segment {
                case .point(let p):
                    start = p
                case .line(let a, let b):
                    if index == 0 { start = a }
                    pieces.append(Piece(segment: segment, length: hypot(b.x - a.x, b.y - a.y), table: []))
                case .cubic(let p0, let p1, let p2, let p3):
                    if index == 0 { start = p0 }
                    let n = max(16, PathGeometry.subdivisions(p0, p1, p2, p3, tolerance: 0.001))
                    var table: [CGFloat] = [0]
                    table.reserveCapacity(n + 1)
                    var previous = p0
                    var total: CGFloat = 0
                    for i in 1...n {
                        let point = PathGeometry.cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))
                        total += hypot(point.x - previous.x, point.y - previous.y)
                        table.append(total)
                        previous = point
                    }
                    pieces.append(Piece(segment: segment, length: total, table: table))
                }
            }
            let length = pieces.reduce(0) { $0 + $1.length }
            contours.append(Contour(pieces: pieces, isClosed: closed, start: start, length: length))
        }
    }

    /// The elements of the part of contour `index` between lengths `from` and `to` (measured
    /// from the contour's start), as one open subpath, each end placed on its segment by
    /// `spacing`.
    package func elements(
        ofContour index: Int, from: CGFloat, to: CGFloat, spacing: Spacing = .arcLength
    ) -> [PathElement] {
        let contour = contours[index]
        let lower = max(0, from)
        let upper = min(contour.length, to)
        guard upper >= lower, !contour.pieces.isEmpty else { return [] }
        if lower == 0, upper == contour.length, contour.isClosed {
            return [.move(contour.start)] + contour.pieces.map(\.element) + [.close]
        }
        var result: [PathElement] = []
        var offset: CGFloat = 0
        for piece in contour.pieces {
            defer { offset += piece.length }
            let start = offset
            let end = offset + piece.length
            guard end >= lower, start <= upper else { continue }
            if piece.length == 0 {
                if result.isEmpty { result.append(.move(piece.point(at: 0))) }
                continue
            }
            let t0 = piece.parameter(at: max(0, lower - start), spacing: spacing)
            let t1 = piece.parameter(at: min(piece.length, upper - start), spacing: spacing)
            if result.isEmpty { result.append(.move(piece.point(at: t0))) }
            if t1 > t0 { result.append(piece.element(from: t0, to: t1)) }
        }
        return result
    }

    /// The part of the whole path between fractions `start` and `end` of its total length (as
    /// `strokeStart` and `strokeEnd` define it, with ``Spacing/curveParameter``); each subpath
    /// keeps its own subpath.
    package func elements(
        fromFraction start: CGFloat, toFraction end: CGFloat, spacing: Spacing = .arcLength
    ) -> [PathElement] {
        let total = length
        let lower = max(0, min(1, start)) * total
        let upper = max(0, min(1, end)) * total
        guard upper > lower || (upper == lower && total == 0) else { return [] }
        var result: [PathElement] = []
        var offset: CGFloat = 0
        for index in contours.indices {
            let length = contours[index].length
            defer { offset += length }
            guard offset + length >= lower, offset <= upper else { continue }
            result += elements(ofContour: index, from: lower - offset, to: upper - offset, spacing: spacing)
        }
        return result
    }
}

extension PathMeasure.Piece {
    /// The element for the whole piece.
    var element: PathElement {
        switch segment {
        case .point(let p): return .line(p)
        case .line(_, let b): return .line(b)
        case .cubic(_, let c1, let c2, let p): return .cubic(c1, c2, p)
        }
    }

    /// The parameter at length `distance` from the piece's start, placed by `spacing`.
    func parameter(at distance: CGFloat, spacing: PathMeasure.Spacing) -> CGFloat {
        guard length > 0 else { return 0 }
        guard !table.isEmpty, spacing == .arcLength else { return distance / length }
        // Binary search the cumulative table, then interpolate.
        var low = 0
        var high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] < distance { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (distance - table[low]) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(table.count - 1)
    }

    /// The point at parameter `t`.
    func point(at t: CGFloat) -> CGPoint {
        switch segment {
        case .point(let p): return p
        case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .cubic(let p0, let p1, let p2, let p3): return PathGeometry.cubicPoint(p0, p1, p2, p3, t)
        }
    }

    /// The element covering parameters `t0` to `t1`.
    func element(from t0: CGFloat, to t1: CGFloat) -> PathElement {
        switch segment {
        case .point(let p): return .line(p)
        case .line: return .line(point(at: t1))
        case .cubic(let p0, let p1, let p2, let p3):
            // Keep [0, t1], then of that keep [t0 / t1, 1].
            let (_, head) = Self.split(p0, p1, p2, p3, at: t1, keepFirst: true)
            let u = t1 > 0 ? t0 / t1 : 0
            let (_, piece) = Self.split(head.0, head.1, head.2, head.3, at: u, keepFirst: false)
            return .cubic(piece.1, piece.2, piece.3)
        }
    }

    /// De Casteljau subdivision at `t`, returning the first or second half.
    private static func split(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat, keepFirst: Bool
    ) -> (Bool, (CGPoint, CGPoint, CGPoint, CGPoint)) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        let a = lerp(p0, p1)
        let b = lerp(p1, p2)
        let c = lerp(p2, p3)
        let d = lerp(a, b)
        let e = lerp(b, c)
        let f = lerp(d, e)
        return keepFirst ? (true, (p0, a, d, f)) : (false, (f, e, c, p3))
    }
}
