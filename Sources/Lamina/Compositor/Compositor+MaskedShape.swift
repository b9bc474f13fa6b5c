import CLamina
import LaminaGraphics

extension Compositor {
    /// Draws a layer masked by a plain shape layer without offscreen work, when that is exact:
    /// the layer paints one thing (a gradient, or a background color) and the mask is one
    /// opaque fill or one opaque stroke. The layer's paint is then filled or stroked through the
    /// mask's path directly, which is what the iOS gradient-border idiom (a `CAGradientLayer`
    /// masked by a stroked `CAShapeLayer`) needs to be cheap.
    ///
    /// - Returns: whether the layer was drawn; `false` leaves the general path to draw it.
    package func drawMaskedByShape(
        _ index: Int, in canvas: RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) -> Bool {
        let node = tree[index]
        let layer = node.layer
        guard let maskIndex = node.mask else { return false }
        let maskNode = tree[maskIndex]
        guard maskNode.isVisible, case .shape = maskNode.content.drawing, maskNode.content.image == nil,
            maskNode.children.isEmpty, maskNode.mask == nil, maskNode.transition == nil,
            maskNode.particles.isEmpty, maskNode.shadow == nil
        else { return false }
        let mask = unsafeDowncast(maskNode.layer, to: CAShapeLayer.self)
        guard let path = mask.path, mask.opacity == 1,
            mask.backgroundColor.map({ $0.alpha == 0 }) ?? true,
            mask.borderWidth == 0,
            let maskMap = mask.affineTransformToParentPlane,
            node.children.isEmpty, node.shadow == nil, node.content.image == nil, node.particles.isEmpty,
            layer.borderWidth == 0 || (layer.borderColor?.alpha ?? 0) == 0
        else { return false }
        let fill = mask.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let stroke = mask.strokeColor.flatMap { $0.alpha > 0 && mask.lineWidth > 0 ? $0 : nil }
        // One opaque coverage: a fill or a stroke, not both (their union is not their sum).
        guard (fill == nil) != (stroke == nil), (fill ?? stroke)?.alpha == 1 else { return false }
        let background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let shape = LayerShape(of: layer)
        let c = canvas.cairo
        cairo_save(c)
        defer { cairo_restore(c) }
        canvas.setMatrix(toDevice)
        if case .gradient(let colors) = node.content.drawing {
            let gradient = unsafeDowncast(layer, to: CAGradientLayer.self)
            guard background == nil, alpha == 1 else { return false }
            guard shape.rect.width > 0, shape.rect.height > 0,
                let (pattern, unitToPattern) = GradientStops.pattern(
                    type: gradient.type, start: gradient.startPoint, end: gradient.endPoint, colors: colors,
                    locations: GradientStops.locations(gradient.locations, count: colors.count))
            else { return false }
            let rect = shape.rect
            let unitToLayer = CGAffineTransform(
                a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
            let toPattern = unitToLayer.inverted().concatenating(unitToPattern)
            var matrix = cairo_matrix_t(toPattern)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(c, pattern)
            cairo_pattern_destroy(pattern)
        } else if let background, case .none = node.content.drawing {
            setSource(background, alpha: alpha, in: c)
        } else {
            return false
        }
        // The paint covers the layer's (rounded) shape only; clip when the mask reaches past it.
        var reach = path.boundingBox
        if stroke != nil {
            // Miters reach out only at sharp joins; elsewhere a stroke reaches half its width.
            let miters = mask.lineJoin == .miter && path.hasSharpJoins
            let pad = mask.lineWidth / 2 * (miters ? max(1, mask.miterLimit) : 1) + 1
            reach = reach.insetBy(dx: -pad, dy: -pad)
        }
        if !shape.isRectangle || !shape.rect.contains(reach.applying(maskMap)) {
            cairo_new_path(c)
            shape.addPath(to: c)
            cairo_clip(c)
        }
        let maskToDevice = maskMap.concatenating(toDevice)
        guard maskToDevice.isInvertible else { return true }
        canvas.setMatrix(maskToDevice)
        if fill != nil {
            canvas.setPath(path.elements)
            cairo_set_fill_rule(
                c, mask.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(c)
        } else {
            strokeShapePath(mask, path: path, in: canvas)
        }
        return true
    }
}
