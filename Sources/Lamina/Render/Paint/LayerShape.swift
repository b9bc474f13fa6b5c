import CLamina
import LaminaGraphics

/// The rounded shape of a layer: its bounds with `cornerRadius` on the `maskedCorners`, in the
/// `cornerCurve` style.
///
/// One function for the family, as the background, the border, `masksToBounds` clipping,
/// gradient layers and shadows all start from this shape.
package struct LayerShape {
    package var rect: CGRect
    package var radius: CGFloat
    package var corners: CACornerMask
    package var curve: CALayerCornerCurve

    /// The shape of `layer`'s bounds. The radius is clamped to half the shorter side, as Core
    /// Animation clamps it.
    package init(of layer: CALayer) {
        self.init(
            rect: layer.bounds.standardized, radius: layer.cornerRadius, corners: layer.maskedCorners,
            curve: layer.cornerCurve)
    }

    package init(rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) {
        self.rect = rect
        self.radius = max(0, min(radius, min(rect.width, rect.height) / 2))
        self.corners = corners
        self.curve = curve
    }

    /// Whether the shape is a plain rectangle.
    package var isRectangle: Bool { radius <= 0 || corners.isEmpty }

    /// The shape inset by `amount` on every side, its radius reduced by the same amount (the
    /// inner edge of a border).
    package func inset(by amount: CGFloat) -> LayerShape? {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width > 0, inner.height > 0 else { return nil }
        return LayerShape(rect: inner, radius: max(0, radius - amount), corners: corners, curve: curve)
    }

    /// Appends the shape as a closed subpath to Cairo's current path, in the current user
    /// space, clockwise on screen from the top-left corner.
    package func addPath(to c: OpaquePointer) {
        if isRectangle {
            cairo_rectangle(c, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            return
        }
        let r = Double(radius)
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        let limit = min(x1 - x0, y1 - y0) / 2
        cairo_new_sub_path(c)
        // Clockwise on screen (y down): top-left, top-right, bottom-right, bottom-left. Each
        // corner is drawn in a frame whose origin is the corner point: `u` runs back along the
        // edge the path arrives on, `v` forward along the edge it leaves on.
        addCorner(
            c, corners.contains(.layerMinXMinYCorner) ? r : 0, (x0, y0), back: (0, 1), out: (1, 0), limit,
            true)
        addCorner(
            c, corners.contains(.layerMaxXMinYCorner) ? r : 0, (x1, y0), back: (-1, 0), out: (0, 1), limit,
            false)
        addCorner(
            c, corners.contains(.layerMaxXMaxYCorner) ? r : 0, (x1, y1), back: (0, -1), out: (-1, 0), limit,
            false)
        addCorner(
            c, corners.contains(.layerMinXMaxYCorner) ? r : 0, (x0, y1), back: (1, 0), out: (0, -1), limit,
            false)
        cairo_close_path(c)
    }

    private func addCorner(
        _ c: OpaquePointer, _ r: Double, _ corner: (Double, Double), back: (Double, Double),
        out: (Double, Double),
        _ limit: Double, _ first: Bool
    ) {
        func point(_ u: Double, _ v: Double) -> (Double, Double) {
            (corner.0 + u * back.0 + v * out.0, corner.1 + u * back.1 + v * out.1)
        }
        func cubic(_ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double)) {
            cairo_curve_to(c, p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
        }
        guard r > 0 else {
            if first { cairo_move_to(c, corner.0, corner.1) } else { cairo_line_to(c, corner.0, corner.1) }
            return
        }
        if self.curve == .circular {
            let start = point(r, 0)
            if first { cairo_move_to(c, start.0, start.1) } else { cairo_line_to(c, start.0, start.1) }
            let k = r * (1 - CornerProfile.circleKappa)
            cubic(point(k, 0), point(0, k), point(0, r))
            return
        }
        let segments = CornerProfile.continuous.segments(radius: r, limit: limit)
        let start = point(segments.start.u, segments.start.v)
        if first { cairo_move_to(c, start.0, start.1) } else { cairo_line_to(c, start.0, start.1) }
        for segment in segments.curves {
            cubic(
                point(segment.0.u, segment.0.v), point(segment.1.u, segment.1.v),
                point(segment.2.u, segment.2.v))
        }
    }
}

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
