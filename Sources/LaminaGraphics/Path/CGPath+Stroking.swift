import Foundation

extension CGPath {
    /// The most dash segments ``copy(dashingWithPhase:lengths:transform:)`` makes.
    ///
    /// An addition to CoreGraphics's API, documenting Lamina's bound.
    public static let maximumDashCount = LaminaLimits.dashLengths

    /// Whether dashing `elements` with a pattern repeating every `period` units makes at most
    /// ``maximumDashCount`` dashes; beyond that Lamina strokes the path undashed.
    ///
    /// Measured on the control polygon, which is never shorter than the curves it controls:
    /// cheap enough for every stroke of every frame, and exact for straight lines.
    package static func dashCountFits(_ elements: [PathElement], period: CGFloat, segments: Int) -> Bool {
        guard period > 0, period.isFinite else { return false }
        var length: CGFloat = 0
        var current = CGPoint.zero
        var start = CGPoint.zero
        func walk(to point: CGPoint) {
            length += hypot(point.x - current.x, point.y - current.y)
            current = point
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p): walk(to: p)
            case .quad(let c, let p):
                walk(to: c)
                walk(to: p)
            case .cubic(let c1, let c2, let p):
                walk(to: c1)
                walk(to: c2)
                walk(to: p)
            case .close: walk(to: start)
            }
        }
        return length.isFinite && length / period * CGFloat(max(1, segments)) <= CGFloat(maximumDashCount)
    }

    /// Returns a new path made of the dashes of this path.
    ///
    /// As in CoreGraphics, `lengths` alternate painted and unpainted lengths, the pattern
    /// starts `phase` into itself and restarts at each subpath; curves stay curves. An empty
    /// pattern, or one whose lengths are all zero or any negative, returns a copy. A path
    /// that would make more than ``maximumDashCount`` dashes (a pattern of 1 point along a
    /// path billions of points long) also returns a copy, undashed, rather than run for ever.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    )
        -> CGPath
    {
        let source = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        let period = lengths.reduce(0, +)
        guard !lengths.isEmpty, period > 0, period.isFinite, phase.isFinite,
            lengths.allSatisfy({ $0 >= 0 })
        else { return CGPath(elements: source) }
        // An odd count repeats the pattern once more, swapping on and off.
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let cycle = pattern.reduce(0, +)
        let measure = PathMeasure(source)
        let total = measure.contours.reduce(0) { $0 + $1.length }
        guard total.isFinite, total / cycle * CGFloat(pattern.count) <= CGFloat(CGPath.maximumDashCount)
        else {
            return CGPath(elements: source)
        }
        var result: [PathElement] = []
        for index in measure.contours.indices {
            let length = measure.contours[index].length
            var start = phase.truncatingRemainder(dividingBy: cycle)
            if start < 0 { start += cycle }
            // Find where in the pattern the contour begins.
            var patternIndex = 0
            while start > 0, start >= pattern[patternIndex] {
                start -= pattern[patternIndex]
                patternIndex = (patternIndex + 1) % pattern.count
            }
            var distance = -start
            while distance < length {
                let segmentLength = pattern[patternIndex]
                let on = patternIndex % 2 == 0
                let end = distance + segmentLength
                if on, end > 0 || segmentLength == 0 {
                    result += measure.elements(ofContour: index, from: max(0, distance), to: min(length, end))
                }
                distance = end
                patternIndex = (patternIndex + 1) % pattern.count
            }
        }
        return CGPath(elements: result)
    }

    /// Returns the outline that stroking this path would paint, as a path to fill with the
    /// nonzero winding rule.
    ///
    /// Curves are flattened finely (within a thousandth of the line width, at least 0.01
    /// units); the outline is the union of segment bodies, joins and caps, each a closed
    /// polygon wound the same way, so its points differ from CoreGraphics's while the area it
    /// fills is the same.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let source = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        guard lineWidth > 0, lineWidth.isFinite else { return CGPath(elements: []) }
        var stroker = Stroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let tolerance = max(0.01, lineWidth / 1000)
        for polyline in PathGeometry.flatten(source, tolerance: tolerance) {
            stroker.add(polyline)
        }
        return CGPath(elements: stroker.output)
    }
}

/// Builds the outline of a stroke from flattened subpaths.
private struct Stroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    var output: [PathElement] = []

    init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.halfWidth = width / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    mutating func add(_ polyline: PathGeometry.Polyline) {
        var points: [CGPoint] = []
        for point in polyline.points where points.last != point {
            points.append(point)
        }
        if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            if let dot = points.first { addDot(at: dot) }
            return
        }
        let closed = polyline.isClosed && points.count > 2
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            let n = normal(a, b)
            polygon([
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ])
        }
        let joints = closed ? Array(0..<points.count) : Array(1..<points.count - 1)
        for i in joints {
            let previous = points[(i - 1 + points.count) % points.count]
            let next = points[(i + 1) % points.count]
            addJoin(previous, points[i], next)
        }
        if !closed {
            addCap(at: points[0], from: points[1])
            addCap(at: points[points.count - 1], from: points[points.count - 2])
        }
    }

    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: -(b.y - a.y) / length * halfWidth, y: (b.x - a.x) / length * halfWidth)
    }

    private mutating func addJoin(_ a: CGPoint, _ vertex: CGPoint, _ b: CGPoint) {
        let n1 = normal(a, vertex)
        let n2 = normal(vertex, b)
        let d1 = CGPoint(x: vertex.x - a.x, y: vertex.y - a.y)
        let d2 = CGPoint(x: b.x - vertex.x, y: b.y - vertex.y)
        let turn = d1.x * d2.y - d1.y * d2.x
        guard abs(turn) > 1e-12 || d1.x * d2.x + d1.y * d2.y < 0 else { return }
        if join == .round {
            circle(at: vertex)
            return
        }
        // The outer side is opposite the turn.
        let sign: CGFloat = turn > 0 ? -1 : 1
        let p1 = CGPoint(x: vertex.x + sign * n1.x, y: vertex.y + sign * n1.y)
        let p2 = CGPoint(x: vertex.x + sign * n2.x, y: vertex.y + sign * n2.y)
        if join == .miter {
            let cosine = (n1.x * n2.x + n1.y * n2.y) / (halfWidth * halfWidth)
            let halfAngleCosine = ((1 + max(-1, min(1, cosine))) / 2).squareRoot()
            // The miter length over the line width is 1 / sin(θ/2), θ the angle between segments,
            // which equals 1 / cos(φ/2) for φ the angle between the normals.
            if halfAngleCosine > 1e-9, 1 / halfAngleCosine <= miterLimit {
                let bisector = CGPoint(x: p1.x + p2.x - 2 * vertex.x, y: p1.y + p2.y - 2 * vertex.y)
                let bisectorLength = hypot(bisector.x, bisector.y)
                if bisectorLength > 0 {
                    let reach = halfWidth / halfAngleCosine
                    let tip = CGPoint(
                        x: vertex.x + bisector.x / bisectorLength * reach,
                        y: vertex.y + bisector.y / bisectorLength * reach)
                    polygon([vertex, p1, tip, p2])
                    return
                }
            }
        }
        polygon([vertex, p1, p2])
    }

    private mutating func addCap(at end: CGPoint, from previous: CGPoint) {
        switch cap {
        case .butt: break
        case .round: circle(at: end)
        case .square:
            let length = hypot(end.x - previous.x, end.y - previous.y)
            let d = CGPoint(
                x: (end.x - previous.x) / length * halfWidth, y: (end.y - previous.y) / length * halfWidth)
            let n = normal(previous, end)
            polygon([
                CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y),
            ])
        }
    }

    /// A zero-length subpath: a dot for round and square caps, nothing for butt caps.
    private mutating func addDot(at point: CGPoint) {
        switch cap {
        case .butt: break
        case .round: circle(at: point)
        case .square:
            polygon([
                CGPoint(x: point.x - halfWidth, y: point.y - halfWidth),
                CGPoint(x: point.x + halfWidth, y: point.y - halfWidth),
                CGPoint(x: point.x + halfWidth, y: point.y + halfWidth),
                CGPoint(x: point.x - halfWidth, y: point.y + halfWidth),
            ])
        }
    }

    private mutating func circle(at center: CGPoint) {
        output.append(.move(CGPoint(x: center.x + halfWidth, y: center.y)))
        let scale = CGAffineTransform(a: halfWidth, b: 0, c: 0, d: halfWidth, tx: center.x, ty: center.y)
        for segment in ArcApproximation.cubics(startAngle: 0, sweep: 2 * .pi) {
            output.append(segment.applying(scale))
        }
        output.append(.close)
    }

    /// Appends a closed polygon wound counterclockwise (positive signed area).
    private mutating func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-18 else { return }
        let ordered = area > 0 ? points : points.reversed()
        output.append(.move(ordered[0]))
        for point in ordered.dropFirst() { output.append(.line(point)) }
        output.append(.close)
    }
}
