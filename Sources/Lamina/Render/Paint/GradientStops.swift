import CLamina
import LaminaGraphics

/// Cairo patterns for `CAGradientLayer`, defined in the unit space of the layer's bounds.
package enum GradientStops {
    /// The stop locations: the layer's when there is one per color, otherwise evenly spaced.
    package static func locations(_ given: [NSNumber]?, count: Int) -> [CGFloat] {
        if let given, given.count >= count {
            return given.prefix(count).map { CGFloat($0.doubleValue) }
        }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    /// The color at `t` along the stops (clamped to the first and last).
    package static func color(at t: CGFloat, components: [PaintColor], locations: [CGFloat]) -> PaintColor? {
        guard let first = locations.first, let last = locations.last, !components.isEmpty else { return nil }
        let count = min(components.count, locations.count)
        if t <= first { return components[0] }
        if t >= last { return components[count - 1] }
        for i in 1..<count where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = Double(span > 0 ? (t - locations[i - 1]) / span : 1)
            let a = components[i - 1]
            let b = components[i]
            var mixed = a
            mixed.red += (b.red - a.red) * f
            mixed.green += (b.green - a.green) * f
            mixed.blue += (b.blue - a.blue) * f
            mixed.alpha += (b.alpha - a.alpha) * f
            return mixed
        }
        return components[count - 1]
    }

    /// The pattern that paints a gradient layer's gradient over `rect`, the layer's bounds, in
    /// the layer's space; `nil` when there is nothing to draw.
    package static func layerPattern(of gradient: UnsafePointer<GradientPaint>, in rect: CGRect)
        -> CairoPattern?
    {
        guard rect.width > 0, rect.height > 0,
            let (made, unitToPattern) = pattern(
                kind: gradient.pointee.kind, start: gradient.pointee.start, end: gradient.pointee.end,
                components: gradient.pointee.components, locations: gradient.pointee.locations),
            let pattern = CairoPattern(adopting: made)
        else { return nil }
        // The gradient is defined in unit space of the bounds; the pattern matrix maps layer
        // space to it.
        let unitToLayer = CGAffineTransform(
            a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
        pattern.setMatrix(unitToLayer.inverted().concatenating(unitToPattern))
        return pattern
    }

    /// Sets a gradient layer's gradient (over `rect`, the layer's bounds) as the source of `c`,
    /// whose current matrix is the identity (the canvas's space), `toCanvas` mapping the
    /// layer's space to the canvas; `false` when there is nothing to draw.
    ///
    /// An axial gradient is given to Cairo in the canvas's own space, its end points moved
    /// there and its pattern matrix the identity, so that pixman steps along each row rather
    /// than transforming every pixel back into the layer's space. Radial and conic gradients
    /// keep their matrix. The current matrix is left as the identity.
    package static func setSource(
        of gradient: UnsafePointer<GradientPaint>, in rect: CGRect, toCanvas: CGAffineTransform,
        on c: OpaquePointer
    ) -> Bool {
        /// The layer-space pattern and its matrix, for what stays out of the canvas's space.
        func setLayerPattern() -> Bool {
            guard let pattern = layerPattern(of: gradient, in: rect) else { return false }
            // The source takes the user space current when it is set: the layer's, for a moment.
            var matrix = cairo_matrix_t(toCanvas)
            cairo_set_matrix(c, &matrix)
            cairo_set_source(c, pattern.pointer)
            cairo_identity_matrix(c)
            return true
        }
        guard gradient.pointee.kind == .axial, gradient.pointee.components.count > 1, rect.width > 0,
            rect.height > 0
        else { return setLayerPattern() }
        let unitToLayer = CGAffineTransform(
            a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
        guard
            let (start, end) = canvasPoints(
                start: gradient.pointee.start, end: gradient.pointee.end,
                unitToCanvas: unitToLayer.concatenating(toCanvas))
        else { return setLayerPattern() }
        let pattern = cairo_pattern_create_linear(
            Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        addStops(to: pattern, components: gradient.pointee.components, locations: gradient.pointee.locations)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(c, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    /// The end points, in the canvas's space, of the axial gradient from `start` to `end` in
    /// the unit space of a layer's bounds, whose isolines are perpendicular in unit space and
    /// then stretched with it; `nil` when it does not map (a degenerate gradient or map).
    ///
    /// The gradient's value at a canvas point `u` is `(A⁻¹u − start)·d / |d|²` with
    /// `d = end − start` and `A` the unit-to-canvas map: an affine function of `u` with
    /// gradient `g = L⁻ᵀd / |d|²` (`L` the linear part of `A`), zero at `A(start)`. Cairo's
    /// linear gradient from `p₀` to `p₁` has gradient `(p₁ − p₀) / |p₁ − p₀|²`: so
    /// `p₀ = A(start)` and `p₁ = p₀ + g / |g|²`.
    package static func canvasPoints(start: CGPoint, end: CGPoint, unitToCanvas a: CGAffineTransform)
        -> (CGPoint, CGPoint)?
    {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = dx * dx + dy * dy
        let determinant = a.a * a.d - a.b * a.c
        guard length > 0, determinant != 0, determinant.isFinite else { return nil }
        // L⁻ᵀ = [[d, −b], [−c, a]] / det, with x' = a·x + c·y and y' = b·x + d·y.
        let gx = (a.d * dx - a.b * dy) / determinant / length
        let gy = (-a.c * dx + a.a * dy) / determinant / length
        let g = gx * gx + gy * gy
        guard g > 0, g.isFinite else { return nil }
        let p0 = start.applying(a)
        return (p0, CGPoint(x: p0.x + gx / g, y: p0.y + gy / g))
    }

    /// A pattern for a gradient layer and the map from unit space to the pattern's space, or
    /// `nil` when there is nothing to draw.
    package static func pattern(
        kind: GradientPaint.Kind, start: CGPoint, end: CGPoint, components: [PaintColor], locations: [CGFloat]
    ) -> (pattern: OpaquePointer?, unitToPattern: CGAffineTransform)? {
        let pattern: OpaquePointer?
        switch kind {
        case .radial:
            // An ellipse centred on the start point; the end point gives the radii on each axis.
            let rx = abs(end.x - start.x)
            let ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return solid(components.last) }
            // The unit circle of the pattern is the ellipse; a zero radius takes the other one.
            let ellipseToUnit = CGAffineTransform(
                a: rx > 0 ? rx : ry, b: 0, c: 0, d: ry > 0 ? ry : rx, tx: start.x, ty: start.y
            ).inverted()
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            addStops(to: pattern, components: components, locations: locations)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            return (pattern, ellipseToUnit)
        case .conic:
            return (conic(start: start, end: end, components: components, locations: locations), .identity)
        case .axial:
            guard start != end else { return solid(components.last) }
            pattern = cairo_pattern_create_linear(
                Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            addStops(to: pattern, components: components, locations: locations)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            return (pattern, .identity)
        }
    }

    /// A solid pattern of `color`, for degenerate gradients (all beyond the last stop).
    private static func solid(_ color: PaintColor?) -> (
        pattern: OpaquePointer?, unitToPattern: CGAffineTransform
    )? {
        guard let color else { return nil }
        return (cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha), .identity)
    }

    private static func addStops(to pattern: OpaquePointer?, components: [PaintColor], locations: [CGFloat]) {
        for (color, location) in zip(components, locations) {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(max(0, min(1, location))), color.red, color.green, color.blue, color.alpha)
        }
    }

    /// A conic gradient as a mesh of thin wedges around the start point, the first color
    /// toward the end point, angles increasing clockwise on a y-down screen.
    private static func conic(start: CGPoint, end: CGPoint, components: [PaintColor], locations: [CGFloat])
        -> OpaquePointer?
    {
        // Far enough to cover the unit square from any centre inside or near it.
        let reach = 2 + hypot(start.x - 0.5, start.y - 0.5) * 2
        let wedges = 256
        return ConicMesh.make(
            center: start, reach: reach, angle: atan2(end.y - start.y, end.x - start.x),
            edges: (0...wedges).map { CGFloat($0) / CGFloat(wedges) }
        ) { t0, t1 in
            guard let c0 = color(at: t0, components: components, locations: locations),
                let c1 = color(at: t1, components: components, locations: locations)
            else { return nil }
            return ((c0.red, c0.green, c0.blue, c0.alpha), (c1.red, c1.green, c1.blue, c1.alpha))
        }
    }
}
