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
        let node = tree.node(index)
        guard let maskIndex = node.pointee.mask else { return false }
        let maskNode = tree.node(maskIndex)
        guard maskNode.pointee.isVisible, case .shape(let shapeIndex) = maskNode.pointee.content.drawing,
            maskNode.pointee.content.image == nil,
            maskNode.pointee.children.isEmpty, maskNode.pointee.mask == nil,
            maskNode.pointee.transition == nil,
            !maskNode.pointee.hasParticles, maskNode.pointee.shadow == nil,
            maskNode.pointee.paint.opacity == 1,
            maskNode.pointee.paint.background == nil, maskNode.pointee.paint.borderWidth == 0,
            let maskMap = maskNode.pointee.affinePlacement,
            node.pointee.children.isEmpty, node.pointee.shadow == nil, node.pointee.content.image == nil,
            !node.pointee.hasParticles, node.pointee.paint.border == nil
        else { return false }
        let mask = tree.shape(shapeIndex)
        let fill = mask.pointee.fill
        let stroke = mask.pointee.stroke
        // One opaque coverage: a fill or a stroke, not both (their union is not their sum).
        guard (fill == nil) != (stroke == nil), (fill ?? stroke)?.alpha == 1 else { return false }
        let path = mask.pointee.path
        let background = node.pointee.paint.background
        let shape = node.pointee.paint.shape
        // The layer's one paint: its gradient, or its background color.
        let gradientColors: [CGColor]?
        if case .gradient(let colors) = node.pointee.content.drawing {
            guard background == nil, alpha == 1, !colors.isEmpty, shape.rect.width > 0, shape.rect.height > 0
            else { return false }
            gradientColors = colors
        } else if background != nil, case .none = node.pointee.content.drawing {
            gradientColors = nil
        } else {
            return false
        }
        let c = canvas.cairo
        let map = canvas.canvasMap(toDevice)
        // The paint covers the layer's (rounded) shape only; clip when the mask reaches past it.
        // A stroke's coverage ends where its outline does, and Cairo intersects a rectangular
        // clip with the outline (it does not weigh the coverages): a stroke that stays inside
        // the bounds needs no clip.
        var reach = path.boundingBox
        if stroke != nil {
            // Miters reach out only at sharp joins; a square cap's corners, on a slanted end (a
            // dash's or a trimmed one's too), up to √2 half widths; elsewhere a stroke reaches
            // half its width.
            let miters = mask.pointee.lineJoin == .miter && path.hasSharpJoins
            let joins = miters ? mask.pointee.miterLimit : 1
            let caps: CGFloat = mask.pointee.lineCap == .square ? 2.0.squareRoot() : 1
            let pad = mask.pointee.lineWidth / 2 * max(joins, caps)
            reach = reach.insetBy(dx: -pad, dy: -pad)
        }
        let clips = !shape.isRectangle || !shape.rect.contains(reach.applying(maskMap))
        let maskToDevice = maskMap.concatenating(toDevice)
        guard maskToDevice.isInvertible else { return true }
        func paint() {
            cairo_identity_matrix(c)
            if let gradientColors {
                guard
                    GradientStops.setSource(
                        of: unsafeDowncast(node.pointee.layer, to: CAGradientLayer.self),
                        colors: gradientColors,
                        in: shape.rect, toCanvas: map, on: c)
                else { return }
            } else if let background {
                background.setSource(opacity: alpha, on: c)
            }
            if clips {
                cairo_new_path(c)
                shape.addPath(to: c, mapping: map)
                cairo_clip(c)
            }
            if fill != nil {
                canvas.setPath(path.elements, mapping: canvas.canvasMap(maskToDevice))
                cairo_set_fill_rule(c, mask.pointee.fillRule.cairoValue)
                cairo_fill(c)
                cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
            } else {
                strokeShapePath(mask, in: canvas, toDevice: maskToDevice)
            }
        }
        // Only a clip needs undoing: what follows sets its own source and matrix.
        if clips {
            canvas.scoped.withSavedState { paint() }
        } else {
            paint()
        }
        return true
    }
}
