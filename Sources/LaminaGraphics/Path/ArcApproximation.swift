import Foundation

/// Cubic Bézier approximations of circular arcs.
package enum ArcApproximation {
    /// The signed sweep CoreGraphics uses for an arc from `start` to `end`.
    ///
    /// Counterclockwise (in a y-up space) arcs increase the angle; the difference is reduced
    /// into `[0, 2π]` in the direction of travel. As in CoreGraphics, a nonzero whole number of
    /// turns is a full circle in either direction: `0 → 2π` is a full circle both
    /// counterclockwise and clockwise (real code draws circles both ways: UIKit's
    /// `clockwise: false` is CoreGraphics's `clockwise: true`). Equal angles give an empty arc.
    package static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = clockwise ? start - end : end - start
        if delta > turn {
            delta = turn
        } else if delta < 0 {
            delta = delta.truncatingRemainder(dividingBy: turn)
            // A whole number of turns backwards (to rounding) goes round once.
            if abs(delta) <= turn * 1e-12 || abs(delta + turn) <= turn * 1e-12 {
                delta = turn
            } else if delta < 0 {
                delta += turn
            }
        }
        return clockwise ? -delta : delta
    }

    /// Unit-circle cubic curves covering `sweep` radians from `startAngle`, at most a quarter
    /// turn each; empty for a zero sweep.
    package static func cubics(startAngle: CGFloat, sweep: CGFloat) -> [PathElement] {
        guard sweep != 0, sweep.isFinite, startAngle.isFinite else { return [] }
        // At most a full turn's four quarters (sweeps are reduced to a turn or less), capped so
        // that a junk sweep cannot ask for an unbounded count.
        let quarters = (abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)
        let count = Int(min(max(quarters, 1), 16))
        let step = sweep / CGFloat(count)
        // Control-point distance for an arc of `step` radians.
        let k = 4 / 3 * tan(step / 4)
        var result: [PathElement] = []
        result.reserveCapacity(count)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle))
            let p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            result.append(.cubic(c1, c2, p3))
            angle = next
        }
        return result
    }

    /// The circle of `radius` tangent to the segments `from → corner` and `corner → to`.
    ///
    /// Returns `nil` when the points are collinear or coincide, or the radius is zero.
    package static func tangentArc(
        from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat
    ) -> (center: CGPoint, startAngle: CGFloat, sweep: CGFloat)? {
        guard radius > 0 else { return nil }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0 else { return nil }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        guard abs(cross) > 1e-12 else { return nil }
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let halfAngle = acos(cosine) / 2
        let tangentDistance = radius / tan(halfAngle)
        let centerDistance = radius / sin(halfAngle)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let t1 = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        // The arc is the short way round: less than half a turn.
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return (center, a1, sweep)
    }
}
