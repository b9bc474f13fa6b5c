import CLamina
import LaminaGraphics

/// A layer's visible shadow: color with opacity, offset and blur, in the layer's space.
package struct ShadowStyle {
    package var color: CGColor
    package var opacity: CGFloat
    package var offset: CGSize
    /// The Gaussian's standard deviation in the layer's units: Core Animation's `shadowRadius`
    /// (a shadow blurred like a CSS `box-shadow` of blur `2 × shadowRadius`).
    package var sigma: CGFloat
    /// The shape that casts the shadow (`shadowPath`); `nil` when the layer's drawing casts it.
    package var path: CGPath?

    /// The layer's shadow, or `nil` when it is invisible.
    package init?(_ layer: CALayer) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0,
            layer.renderKind != .transform
        else { return nil }
        self.color = color
        self.opacity = CGFloat(min(1, layer.shadowOpacity))
        self.offset = layer.shadowOffset
        self.sigma = max(0, layer.shadowRadius)
        self.path = layer.shadowPath?.snapshot
    }

    /// How far the blur spreads, in the layer's units.
    package var localReach: CGFloat { GaussianBlur.extent(sigma: sigma) }

    /// How far the shadow reaches from what casts it, blur and offset, in device units (a
    /// bound under any transform).
    package func reach(_ toDevice: CGAffineTransform) -> CGFloat {
        let stretch = abs(toDevice.a) + abs(toDevice.b) + abs(toDevice.c) + abs(toDevice.d)
        return localReach * abs(toDevice.determinant).squareRoot()
            + (abs(offset.width) + abs(offset.height)) * stretch
    }
}

extension Compositor {
    /// Paints a shadow whose coverage `coverage` draws (in a canvas aligned with the layer's
    /// device space): offset, blurred and colored, clipped to the layer's shape under
    /// `masksToBounds`.
    package func paintShadow(
        _ shadow: ShadowStyle, of index: Int, toDevice: CGAffineTransform, in canvas: RenderCanvas,
        alpha: CGFloat,
        coverage draw: (RenderCanvas) -> Void
    ) {
        let node = tree.node(index)
        let scale = abs(toDevice.determinant).squareRoot()
        let sigma = shadow.sigma * scale
        let offset = CGPoint(
            x: toDevice.a * shadow.offset.width + toDevice.c * shadow.offset.height,
            y: toDevice.b * shadow.offset.width + toDevice.d * shadow.offset.height)
        let spread = GaussianBlur.extent(sigma: sigma)
        let source: CGRect
        if let path = shadow.path {
            source = path.boundingBoxOfPath.applying(toDevice)
        } else {
            source = deviceBounds(of: index, toDevice: toDevice, includingShadow: false)
        }
        guard !source.isNull else { return }
        // The blur reaches `spread` beyond what it covers: coverage that far outside the clip
        // (a band of the frame) still shades pixels inside it. Within the frame's clip, every
        // band blurs the same coverage.
        let cast = source.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -spread, dy: -spread)
            .intersection(canvas.frameClip).intersection(canvas.clip.insetBy(dx: -spread, dy: -spread))
        guard !cast.isNull, cast.width > 0, cast.height > 0 else { return }
        let pixelScale = canvas.isVector ? vectorRasterScale : canvas.pixelScale
        guard let raster = OffscreenSurface(covering: cast, pixelScale: pixelScale, format: CAIRO_FORMAT_A8)
        else {
            return
        }
        // The coverage canvas sees device space shifted back by the offset.
        let coverage = RenderCanvas(
            cairo: raster.context.pointer,
            origin: CGPoint(x: raster.deviceRect.minX - offset.x, y: raster.deviceRect.minY - offset.y),
            pixelScale: pixelScale, clip: .infinite, isVector: false)
        draw(coverage)
        cairo_surface_flush(raster.surface.pointer)
        GaussianBlur.apply(to: raster.surface, sigma: sigma * pixelScale)
        let c = canvas.cairo
        canvas.scoped.withSavedState {
            if node.pointee.paint.masksToBounds {
                canvas.setMatrix(toDevice)
                cairo_new_path(c)
                node.pointee.paint.shape.addPath(to: c)
                cairo_clip(c)
            }
            cairo_identity_matrix(c)
            setSource(shadow.color, alpha: shadow.opacity * alpha, in: c)
            let pattern = raster.pattern(in: canvas)
            cairo_mask(c, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Paints `group` through the alpha of `mask` (a layer in `owner`'s space).
    package func paintMasked(
        _ group: Group, mask: Int, toDevice: CGAffineTransform, in canvas: RenderCanvas,
        alpha: CGFloat, blendMode: CGBlendMode = .normal
    ) {
        let c = canvas.cairo
        let maskPlane = Plane(toDevice: toDevice, accumulated: nil)
        if canvas.isVector {
            // A vector mask: record the mask subtree as a group and use its alpha.
            let scoped = canvas.scoped
            var inner = canvas
            inner.clip = group.area
            guard let maskPattern = scoped.recordGroup({ drawMaskLayer(mask, in: &inner, plane: maskPlane) })
            else { return }
            // The recorded group is painted under the identity matrix.
            maskPattern.setMatrix(.identity)
            scoped.withSavedState {
                cairo_identity_matrix(c)
                if blendMode != .normal { cairo_set_operator(c, blendMode.cairoOperator) }
                let source = group.pattern(in: canvas)
                cairo_set_source(c, source)
                scoped.paintThroughGroup(alpha: alpha) { cairo_mask(c, maskPattern.pointer) }
                cairo_pattern_destroy(source)
            }
            return
        }
        guard
            let coverage = OffscreenSurface(
                covering: group.area, pixelScale: canvas.pixelScale, format: CAIRO_FORMAT_A8)
        else { return }
        var maskCanvas = coverage.canvas(within: canvas)
        drawMaskLayer(mask, in: &maskCanvas, plane: maskPlane)
        if alpha < 1 {
            // Scale the coverage by the group's opacity.
            cairo_identity_matrix(coverage.context.pointer)
            cairo_set_operator(coverage.context.pointer, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(coverage.context.pointer, 0, 0, 0, Double(alpha))
            cairo_paint(coverage.context.pointer)
        }
        canvas.scoped.withSavedState {
            cairo_identity_matrix(c)
            if blendMode != .normal { cairo_set_operator(c, blendMode.cairoOperator) }
            let source = group.pattern(in: canvas)
            let maskPattern = coverage.pattern(in: canvas)
            cairo_set_source(c, source)
            cairo_mask(c, maskPattern)
            cairo_pattern_destroy(source)
            cairo_pattern_destroy(maskPattern)
        }
    }

    /// Draws a mask layer (and its subtree) where only alpha counts.
    private func drawMaskLayer(_ mask: Int, in canvas: inout RenderCanvas, plane: Plane) {
        // The mask is placed in its owner's space without the owner's sublayer transform.
        draw(mask, in: &canvas, plane: plane, alpha: 1)
    }
}
