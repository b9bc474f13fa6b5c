import LaminaGraphics

/// A keyframe animation's `path` as keyframes: each line or curve of the path is one segment
/// between two keyframes, as Core Animation treats it in the `linear`, `discrete` and `cubic`
/// calculation modes (every segment gets the same time unless `keyTimes` says otherwise;
/// within a segment a curve runs by its parameter). The paced modes move at constant speed
/// along the whole path instead (``PathMeasure``).
struct PathKeyframes {
    /// One drawn piece of the path, from `start`.
    enum Segment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        /// The point at parameter `u` (0…1).
        func point(at u: Double) -> CGPoint {
            let u = CGFloat(u)
            let v = 1 - u
            switch self {
            case .line(let a, let b):
                return CGPoint(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u)
            case .quad(let a, let c, let b):
                return CGPoint(
                    x: v * v * a.x + 2 * v * u * c.x + u * u * b.x,
                    y: v * v * a.y + 2 * v * u * c.y + u * u * b.y)
            case .cubic(let a, let c1, let c2, let b):
                let (w0, w1, w2, w3) = (v * v * v, 3 * v * v * u, 3 * v * u * u, u * u * u)
                return CGPoint(
                    x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
                    y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
            }
        }

        /// The segment's start and end.
        var ends: (CGPoint, CGPoint) {
            switch self {
            case .line(let a, let b), .quad(let a, _, let b), .cubic(let a, _, _, let b): return (a, b)
            }
        }
    }

    let segments: [Segment]
    /// The keyframe spans when each closing line (`closeSubpath()`) is part of the segment before
    /// it, as Core Animation counts keyframes: ranges of `segments`.
    let closedSpans: [Range<Int>]

    /// The segments of `elements`; a move starts a new piece without a segment of its own.
    init(_ elements: [PathElement]) {
        var segments: [Segment] = []
        var closedSpans: [Range<Int>] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        func append(_ segment: Segment) {
            closedSpans.append(segments.count..<segments.count + 1)
            segments.append(segment)
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                if let from = current { append(.line(from, p)) }
                current = p
            case .quad(let c, let p):
                if let from = current { append(.quad(from, c, p)) }
                current = p
            case .cubic(let c1, let c2, let p):
                if let from = current { append(.cubic(from, c1, c2, p)) }
                current = p
            case .close:
                if let from = current, let start = subpathStart, from != start {
                    // A closing line always follows a segment of its subpath (the current point
                    // moved away from the start): it extends that segment's span.
                    if let last = closedSpans.indices.last {
                        closedSpans[last] = closedSpans[last].lowerBound..<segments.count + 1
                    }
                    segments.append(.line(from, start))
                }
                current = subpathStart
            }
        }
        self.segments = segments
        self.closedSpans = closedSpans
    }

    /// The point at progress `t`: the keyframe span that holds `t` (from `keyTimes`, one per
    /// keyframe, when they fit; otherwise equal spans), at its local progress eased by that
    /// span's timing function; for `discrete`, the keyframe whose time was last reached.
    ///
    /// Keyframes are the ends of the path's segments. When `keyTimes` has one time more than the
    /// segments *not counting the lines that `closeSubpath()` draws*, each such line belongs to
    /// the segment before it, as in Core Animation: the span runs along both by their lengths.
    func point(
        at t: Double, mode: CAAnimationCalculationMode, keyTimes: [Double]?,
        timingFunctions: [CAMediaTimingFunction]?
    ) -> CGPoint? {
        guard !segments.isEmpty else { return nil }
        var spans = closedSpans
        if spans.count == segments.count || keyTimes?.count != spans.count + 1 {
            spans = segments.indices.map { $0..<$0 + 1 }
        }
        let count = spans.count
        let times: [Double]
        if let keyTimes, keyTimes.count == count + 1 {
            times = keyTimes
        } else {
            times = (0...count).map { Double($0) / Double(count) }
        }
        if mode == .discrete {
            var index = 0
            for i in 0...count where t >= times[i] { index = i }
            return index == 0 ? segments[0].ends.0 : segments[spans[index - 1].upperBound - 1].ends.1
        }
        var span = 0
        while span < count - 1, t > times[span + 1] { span += 1 }
        let width = times[span + 1] - times[span]
        var local = width > 0 ? (t - times[span]) / width : 1
        local = min(max(local, 0), 1)
        if let functions = timingFunctions, span < functions.count {
            local = functions[span].value(at: local)
        }
        return point(at: local, along: spans[span])
    }

    /// The point at progress `u` along the segments in `span`, shared by their lengths.
    private func point(at u: Double, along span: Range<Int>) -> CGPoint {
        guard span.count > 1 else { return segments[span.lowerBound].point(at: u) }
        let lengths = span.map { segments[$0].length }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return segments[span.lowerBound].point(at: u) }
        var remaining = u * total
        for (offset, index) in span.enumerated() {
            let length = lengths[offset]
            if remaining <= length || index == span.upperBound - 1 {
                return segments[index].point(at: length > 0 ? min(remaining / length, 1) : 1)
            }
            remaining -= length
        }
        return segments[span.upperBound - 1].ends.1
    }
}

extension PathKeyframes.Segment {
    /// The segment's length, curves measured as 32 chords.
    var length: Double {
        if case .line(let a, let b) = self { return Double(hypot(b.x - a.x, b.y - a.y)) }
        var total = 0.0
        var previous = point(at: 0)
        for step in 1...32 {
            let next = point(at: Double(step) / 32)
            total += Double(hypot(next.x - previous.x, next.y - previous.y))
            previous = next
        }
        return total
    }
}
