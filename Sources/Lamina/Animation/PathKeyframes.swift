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
    /// The segments that are not the lines `closeSubpath()` draws back to a subpath's start:
    /// Core Animation's keyframes, by index into `segments`.
    let keyframeSegments: [Int]

    /// The segments of `elements`; a move starts a new piece without a segment of its own.
    init(_ elements: [PathElement]) {
        var segments: [Segment] = []
        var keyframeSegments: [Int] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        func append(_ segment: Segment) {
            keyframeSegments.append(segments.count)
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
                    segments.append(.line(from, start))
                }
                current = subpathStart
            }
        }
        self.segments = segments
        self.keyframeSegments = keyframeSegments
    }

    /// The point at progress `t`: the keyframe segment whose time span holds `t` (from
    /// `keyTimes`, one per keyframe, when they fit; otherwise equal spans), at its local progress
    /// eased by that segment's timing function; for `discrete`, the keyframe whose time was last
    /// reached.
    ///
    /// Keyframes are the ends of the path's segments, not counting the lines `closeSubpath()`
    /// draws, as in Core Animation: a path closed back to its start ends at its last point (a
    /// position animation along a closed outline stops at its last corner). Only `keyTimes` that
    /// count the closing lines too make them keyframes.
    func point(
        at t: Double, mode: CAAnimationCalculationMode, keyTimes: [Double]?,
        timingFunctions: [CAMediaTimingFunction]?
    ) -> CGPoint? {
        var used = keyframeSegments
        if let keyTimes, keyTimes.count == segments.count + 1, keyTimes.count != used.count + 1 {
            used = Array(segments.indices)
        }
        let count = used.count
        guard count > 0 else { return nil }
        let times: [Double]
        if let keyTimes, keyTimes.count == count + 1 {
            times = keyTimes
        } else {
            times = (0...count).map { Double($0) / Double(count) }
        }
        if mode == .discrete {
            // The path's points are the values: each holds from its key time to the next, and
            // the last key time ends the last step shown. With one key time per point (one
            // fewer than discrete mode takes), the last point is never reached, as in Core
            // Animation; without key times, every point has an equal step.
            let points = count + 1
            let steps: [Double]
            if let keyTimes, keyTimes.count == points + 1 {
                steps = keyTimes
            } else if keyTimes?.count == points {
                steps = times
            } else {
                steps = (0...points).map { Double($0) / Double(points) }
            }
            var index = 0
            for i in 0..<min(points, steps.count - 1) where t >= steps[i] { index = i }
            return index == 0 ? segments[used[0]].ends.0 : segments[used[index - 1]].ends.1
        }
        var span = 0
        while span < count - 1, t > times[span + 1] { span += 1 }
        let width = times[span + 1] - times[span]
        var local = width > 0 ? (t - times[span]) / width : 1
        local = min(max(local, 0), 1)
        if let functions = timingFunctions, span < functions.count {
            local = functions[span].value(at: local)
        }
        return segments[used[span]].point(at: local)
    }
}
