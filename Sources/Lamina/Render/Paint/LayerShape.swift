import CLamina
import LaminaGraphics

/// The rounded shape of a layer: its bounds with `cornerRadius` on the `maskedCorners`, in the
/// `cornerCurve` style.
///
/// One function for the family, as the background, the border, `masksToBounds` clipping,
/// gradient layers and shadows all start from this shape.
package struct LayerShape {
    /// The bounds, standardized.
    package var rect: CGRect
    /// The corners' radius, at most half the shorter side.
    package var radius: CGFloat
    /// The rounded corners.
    package var corners: CACornerMask
    /// The corners' curve.
    package var profile: CornerProfile

    /// The shape of `layer`'s bounds. The radius is clamped to half the shorter side, as Core
    /// Animation clamps it.
    package init(of layer: CALayer) {
        self.init(
            rect: layer.bounds.standardized, radius: layer.cornerRadius, corners: layer.maskedCorners,
            curve: layer.cornerCurve)
    }

    /// A shape of `rect` with `radius` on `corners`, in the `curve` style.
    package init(rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) {
        self.init(
            rect: rect, radius: radius, corners: corners,
            profile: curve == .continuous ? .continuous : .circular)
    }

    /// A shape of `rect` with `radius` on `corners`, their curve `profile`.
    package init(rect: CGRect, radius: CGFloat, corners: CACornerMask, profile: CornerProfile) {
        self.rect = rect
        self.radius = max(0, min(radius, min(rect.width, rect.height) / 2))
        self.corners = corners
        self.profile = profile
    }

    /// Whether the shape is a plain rectangle.
    package var isRectangle: Bool { radius <= 0 || corners.isEmpty }

    /// The shape inset by `amount` on every side, its radius reduced by the same amount (the
    /// inner edge of a border).
    package func inset(by amount: CGFloat) -> LayerShape? {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width > 0, inner.height > 0 else { return nil }
        return LayerShape(rect: inner, radius: max(0, radius - amount), corners: corners, profile: profile)
    }

    /// Appends the shape as a closed subpath to Cairo's current path, clockwise on screen from
    /// the top-left corner, mapped by `map` into Cairo's current user space (the identity: the
    /// shape is in that space).
    package func addPath(to c: OpaquePointer, mapping map: CGAffineTransform = .identity) {
        if isRectangle {
            if map.b == 0, map.c == 0 {
                // Cairo's own rectangle: a corner and the sides' lengths.
                let origin = map.mapping(rect.origin)
                cairo_rectangle(
                    c, origin.x, origin.y, Double(map.a) * Double(rect.width),
                    Double(map.d) * Double(rect.height))
                return
            }
            let points = (
                map.mapping(x: rect.minX, y: rect.minY), map.mapping(x: rect.maxX, y: rect.minY),
                map.mapping(x: rect.maxX, y: rect.maxY), map.mapping(x: rect.minX, y: rect.maxY)
            )
            cairo_move_to(c, points.0.x, points.0.y)
            cairo_line_to(c, points.1.x, points.1.y)
            cairo_line_to(c, points.2.x, points.2.y)
            cairo_line_to(c, points.3.x, points.3.y)
            cairo_close_path(c)
            return
        }
        let r = Double(radius)
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        let limit = min(x1 - x0, y1 - y0) / 2
        cairo_new_sub_path(c)
        // Clockwise on screen (y down): top-left, top-right, bottom-right, bottom-left. Each
        // corner is drawn in a frame whose origin is the corner point: `u` runs back along the
        // edge the path arrives on, `v` forward along the edge it leaves on.
        let profile =
            self.profile == .circular ? nil : CornerProfile.continuous.segments(radius: r, limit: limit)
        func corner(
            _ mask: CACornerMask, _ at: (Double, Double), back: (Double, Double), out: (Double, Double)
        ) {
            addCorner(
                c, corners.contains(mask) ? r : 0, at, back: back, out: out, profile: profile, map: map,
                first: mask == .layerMinXMinYCorner)
        }
        corner(.layerMinXMinYCorner, (x0, y0), back: (0, 1), out: (1, 0))
        corner(.layerMaxXMinYCorner, (x1, y0), back: (-1, 0), out: (0, 1))
        corner(.layerMaxXMaxYCorner, (x1, y1), back: (0, -1), out: (-1, 0))
        corner(.layerMinXMaxYCorner, (x0, y1), back: (1, 0), out: (0, -1))
        cairo_close_path(c)
    }

    private func addCorner(
        _ c: OpaquePointer, _ r: Double, _ corner: (Double, Double), back: (Double, Double),
        out: (Double, Double),
        profile: (start: CornerPoint, curves: [(CornerPoint, CornerPoint, CornerPoint)])?,
        map: CGAffineTransform, first: Bool
    ) {
        func point(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
            map.mapping(x: corner.0 + u * back.0 + v * out.0, y: corner.1 + u * back.1 + v * out.1)
        }
        func start(_ p: (x: Double, y: Double)) {
            if first { cairo_move_to(c, p.x, p.y) } else { cairo_line_to(c, p.x, p.y) }
        }
        func cubic(_ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double), _ p3: (x: Double, y: Double)) {
            cairo_curve_to(c, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y)
        }
        guard r > 0 else {
            start(point(0, 0))
            return
        }
        guard let profile else {
            start(point(r, 0))
            let k = r * (1 - CornerProfile.circleKappa)
            cubic(point(k, 0), point(0, k), point(0, r))
            return
        }
        // The profile is for the shape's radius; a corner left square has returned above.
        start(point(profile.start.u, profile.start.v))
        for segment in profile.curves {
            cubic(
                point(segment.0.u, segment.0.v), point(segment.1.u, segment.1.v),
                point(segment.2.u, segment.2.v))
        }
    }
}

/// A point of a corner's curve, in the corner's frame (see ``CornerProfile``).
package typealias CornerPoint = (u: Double, v: Double)

/// The curve of one rounded corner, in a frame where the corner is the origin, `u` measures
/// back along the incoming edge and `v` forward along the outgoing edge.
package enum CornerProfile {
    case circular
    case continuous

    /// The control-point distance, as a fraction of the radius, of a cubic quarter circle.
    package static let circleKappa = 0.552_284_749_830_793_4

    /// The start point (on the incoming edge) and the cubic curves to the end point (on the
    /// outgoing edge) of a corner of `radius`, whose extent may not exceed `limit`.
    package func segments(radius r: Double, limit: Double)
        -> (
            start: (u: Double, v: Double),
            curves: [((u: Double, v: Double), (u: Double, v: Double), (u: Double, v: Double))]
        )
    {
        guard r > 0 else { return ((0, 0), []) }
        switch self {
        case .circular:
            // A quarter circle: control points at κ·r from the tangent points.
            let k = CornerProfile.circleKappa
            return ((r, 0), [((r * (1 - k), 0), (0, r * (1 - k)), (0, r))])
        case .continuous:
            return ContinuousCorner(radius: r, limit: limit).segments
        }
    }
}

/// A corner of continuous curvature: a circular arc in the middle, eased into each edge by a
/// cubic whose curvature starts at zero, the shape of iOS's `.continuous` corners.
///
/// The corner reaches `(1 + smoothing) · r` along each edge — 1.528665 r, the expansion
/// factor Core Animation reports for `.continuous` corners
/// (`CALayer.cornerCurveExpansionFactor(_:)`) — less when the layer is too small, falling back
/// to a circular corner.
private struct ContinuousCorner {
    let segments:
        (
            start: (u: Double, v: Double),
            curves: [((u: Double, v: Double), (u: Double, v: Double), (u: Double, v: Double))]
        )

    init(radius r: Double, limit: Double) {
        var smoothing = Double(CALayer.cornerCurveExpansionFactor(.continuous)) - 1
        // How far the corner reaches along each edge.
        var extent = (1 + smoothing) * r
        if extent > limit {
            smoothing = max(0, limit / r - 1)
            extent = (1 + smoothing) * r
        }
        let degrees = Double.pi / 180
        let arcAngle = 90 * (1 - smoothing)
        let arcChord = sin(arcAngle / 2 * degrees) * r * 2.0.squareRoot()
        let alpha = (90 - arcAngle) / 2
        let tangentLength = r * tan(alpha / 2 * degrees)
        let beta = 45 * smoothing
        let c = tangentLength * cos(beta * degrees)
        let d = c * tan(beta * degrees)
        let b = (extent - arcChord - c - d) / 3
        let a = 2 * b
        // Incoming edge: from (extent, 0) towards the corner; the arc spans the middle.
        let arcStart = (u: extent - a - b - c, v: d)
        let arcEnd = (u: d, v: extent - a - b - c)
        var curves: [((u: Double, v: Double), (u: Double, v: Double), (u: Double, v: Double))] = []
        curves.append(((extent - a, 0), (extent - a - b, 0), arcStart))
        // The circular arc of radius r through arcStart and arcEnd; its centre is on the
        // diagonal, on the far side of the chord from the corner.
        let middle = ((arcStart.u + arcEnd.u) / 2, (arcStart.v + arcEnd.v) / 2)
        let halfChord = hypot(arcStart.u - arcEnd.u, arcStart.v - arcEnd.v) / 2
        let offset = max(0, r * r - halfChord * halfChord).squareRoot() / 2.0.squareRoot()
        let center = (u: middle.0 + offset, v: middle.1 + offset)
        let startAngle = atan2(arcStart.v - center.v, arcStart.u - center.u)
        let endAngle = atan2(arcEnd.v - center.v, arcEnd.u - center.u)
        var sweep = endAngle - startAngle
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        if abs(sweep) > 1e-9 {
            let k = 4.0 / 3.0 * tan(sweep / 4)
            let c1 = (u: arcStart.u - k * r * sin(startAngle), v: arcStart.v + k * r * cos(startAngle))
            let c2 = (u: arcEnd.u + k * r * sin(endAngle), v: arcEnd.v - k * r * cos(endAngle))
            curves.append((c1, c2, arcEnd))
        }
        curves.append(((0, extent - a - b), (0, extent - a), (0, extent)))
        segments = ((extent, 0), curves)
    }
}
