import CLamina
import LaminaGraphics

/// One render pass over a layer tree: a read-only, depth-first walk that issues Cairo calls.
///
/// Effects cost offscreen work only when they need it: group opacity is applied to a single
/// drawing (or a single sublayer) directly and needs a group only when drawings overlap; a
/// mask or a shadow cast from the layer's content needs the content as pixels first. Raster
/// outputs give each group its own surface sized to what it covers; vector outputs use Cairo
/// groups so that they stay vector.
package final class Compositor {
    /// Pixels per point of the output, used to draw backing stores (`contentsScale ×` this).
    package let outputScale: CGFloat
    /// Pixels per device unit of the bitmaps made on vector outputs (blurs, warps).
    package let vectorRasterScale: CGFloat
    /// Paint bounds computed in this pass, by layer.
    private var boundsCache: [ObjectIdentifier: CGRect] = [:]
    /// Emitter layers' particles in this pass, by layer.
    package var particleCache: [ObjectIdentifier: [Particle]] = [:]
    /// How many things each layer composites, counted once per pass (a deep chain would
    /// otherwise be counted again at every level).
    private var compositedCounts: [ObjectIdentifier: Int] = [:]
    /// The animated layers' presentation copies (empty when drawing the model).
    package let presentation: PresentationTree
    /// Sublayers already composited into device-space surfaces, waiting to be painted with the
    /// alpha given.
    private var prerendered: [ObjectIdentifier: (surface: OffscreenSurface, alpha: CGFloat)] = [:]

    package init(
        outputScale: CGFloat, vectorRasterScale: CGFloat = 2,
        presentation: PresentationTree = PresentationTree()
    ) {
        self.outputScale = outputScale
        self.vectorRasterScale = vectorRasterScale
        self.presentation = presentation
    }

    /// The plane a layer is drawn into: the map from the flattening ancestor's space to device
    /// space, and (below a `CATransformLayer`) the 3D transform from the layer's superlayer
    /// space to that plane.
    package struct Plane {
        package var toDevice: CGAffineTransform
        package var accumulated: CATransform3D?
    }

    // MARK: Entry points

    /// Draws `layer` in its own bounds space (its position and transform ignored), as
    /// `render(in:)` and `LayerRenderer` do.
    package func drawRoot(_ model: CALayer, in canvas: RenderCanvas, toDevice: CGAffineTransform) {
        let layer = presentation.resolve(model)
        guard !layer.isHidden, layer.opacity > 0, toDevice.isInvertible else { return }
        var canvas = canvas
        if layer is CATransformLayer {
            drawTransformLayerChildren(
                layer, in: &canvas, plane: Plane(toDevice: toDevice, accumulated: nil),
                layerTransform: .identity, alpha: CGFloat(layer.opacity))
            return
        }
        drawLayer(layer, in: &canvas, toDevice: toDevice, alpha: 1)
    }

    // MARK: The walk

    /// Draws a sublayer into `plane`.
    package func draw(_ model: CALayer, in canvas: inout RenderCanvas, plane: Plane, alpha: CGFloat) {
        if let composited = prerendered.removeValue(forKey: ObjectIdentifier(model)) {
            paintGroup(Group(offscreen: composited.surface), in: canvas, alpha: alpha * composited.alpha)
            return
        }
        let layer = presentation.resolve(model)
        guard !layer.isHidden, layer.opacity > 0, alpha > 0 else { return }
        // The common case: every transform on the way is affine.
        if plane.accumulated == nil, !(layer is CATransformLayer),
            let affine = layer.affineTransformToParentPlane
        {
            if !layer.isDoubleSided, affine.determinant < 0 { return }
            let toDevice = affine.concatenating(plane.toDevice)
            guard toDevice.isInvertible, Compositor.isDrawable(layer.bounds.applying(toDevice)) else {
                return
            }
            drawLayer(layer, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        var local = layer.transformToParentPlane
        if let accumulated = plane.accumulated { local = local.concatenating(accumulated) }
        if !local.isFinite { return }
        if layer is CATransformLayer {
            drawTransformLayerChildren(
                layer, in: &canvas, plane: plane, layerTransform: local, alpha: alpha * CGFloat(layer.opacity)
            )
            return
        }
        let map = Homography(local)
        if !layer.isDoubleSided, map.facesAway(over: layer.bounds) { return }
        if let affine = map.affineTransform {
            let toDevice = affine.concatenating(plane.toDevice)
            guard toDevice.isInvertible, toDevice.isFinite,
                Compositor.isDrawable(layer.bounds.applying(toDevice))
            else { return }
            drawLayer(layer, in: &canvas, toDevice: toDevice, alpha: alpha)
        } else {
            drawProjected(
                layer, in: &canvas, map: map.concatenating(Homography(plane.toDevice)), alpha: alpha)
        }
    }

    /// A `CATransformLayer` draws nothing itself: its sublayers are placed in 3D, farthest first,
    /// each with the transform layer's opacity.
    private func drawTransformLayerChildren(
        _ layer: CALayer, in canvas: inout RenderCanvas, plane: Plane, layerTransform: CATransform3D,
        alpha: CGFloat
    ) {
        let toLayerPlane = layer.sublayerSpaceTransform.concatenating(layerTransform)
        let childPlane = Plane(toDevice: plane.toDevice, accumulated: toLayerPlane)
        let ordered = layer.children.map { model -> (CALayer, CGFloat) in
            let child = presentation.resolve(model)
            let m = child.transformToParentPlane.concatenating(toLayerPlane)
            let center = child.anchorInBounds
            let (_, _, z, w) = m.apply(x: center.x, y: center.y, z: 0)
            return (child, w != 0 ? z / w : z)
        }.enumerated().sorted {
            $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset
        }
        for (_, (child, _)) in ordered {
            draw(child, in: &canvas, plane: childPlane, alpha: alpha)
        }
    }

    /// Draws a layer whose map to device space is affine, with its mask, group opacity and
    /// shadow.
    package func drawLayer(
        _ layer: CALayer, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        if let state = layer.transitionState {
            drawTransition(layer, state: state, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        let opacity = alpha * CGFloat(layer.opacity)
        guard opacity > 0 else { return }
        let mask = layer.maskLayer
        let needsGroup = mask != nil || (opacity < 1 && !opacityAppliesDirectly(layer))
        guard needsGroup else {
            drawShadowAndBody(layer, in: &canvas, toDevice: toDevice, alpha: opacity)
            return
        }
        if mask != nil, drawMaskedByShape(layer, in: canvas, toDevice: toDevice, alpha: opacity) { return }
        let area = deviceBounds(of: layer, toDevice: toDevice).intersection(canvas.clip)
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        // Sublayers that need groups of their own are composited first, so nested groups never
        // hold more than a few surfaces at once (a deep chain of translucent layers would
        // otherwise keep one surface per level alive).
        if !canvas.isVector {
            prerenderGroupedSublayers(
                of: layer, toDevice: toDevice, within: area, pixelScale: canvas.pixelScale)
        }
        withGroup(in: &canvas, covering: area) { group in
            drawShadowAndBody(layer, in: &group, toDevice: toDevice, alpha: 1)
        } paint: { group, target in
            if let mask {
                paintMasked(group, mask: mask, owner: layer, toDevice: toDevice, in: target, alpha: opacity)
            } else {
                paintGroup(group, in: target, alpha: opacity)
            }
        }
    }

    /// Draws the shadow (if any) under the layer's body.
    private func drawShadowAndBody(
        _ layer: CALayer, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        guard let shadow = ShadowStyle(layer) else {
            drawBody(layer, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        if let path = layer.shadowPath {
            paintShadow(shadow, of: layer, toDevice: toDevice, in: canvas, alpha: alpha) { coverage in
                coverage.setMatrix(toDevice)
                coverage.setPath(path.elements)
                cairo_set_fill_rule(coverage.cairo, CAIRO_FILL_RULE_WINDING)
                cairo_fill(coverage.cairo)
            }
            drawBody(layer, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        // The shadow follows the layer's rendered alpha: draw the body first, offscreen.
        let area = deviceBounds(of: layer, toDevice: toDevice, includingShadow: false)
            .intersection(canvas.clip.insetBy(dx: -shadow.reach(toDevice), dy: -shadow.reach(toDevice)))
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        withGroup(in: &canvas, covering: area) { group in
            drawBody(layer, in: &group, toDevice: toDevice, alpha: 1)
        } paint: { group, target in
            paintShadow(shadow, of: layer, toDevice: toDevice, in: target, alpha: alpha) { coverage in
                cairo_identity_matrix(coverage.cairo)
                let pattern = group.pattern(in: coverage)
                cairo_set_source(coverage.cairo, pattern)
                cairo_paint(coverage.cairo)
                cairo_pattern_destroy(pattern)
            }
            paintGroup(group, in: target, alpha: alpha)
        }
    }

    /// Draws the layer's own appearance and its sublayers: background, content, sublayers
    /// (clipped by `masksToBounds`), then the border on top.
    package func drawBody(
        _ layer: CALayer, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let c = canvas.cairo
        let shape = LayerShape(of: layer)
        canvas.setMatrix(toDevice)
        if let background = layer.backgroundColor, background.alpha > 0 {
            cairo_new_path(c)
            shape.addPath(to: c)
            setSource(background, alpha: alpha, in: c)
            cairo_fill(c)
        }
        drawContent(of: layer, shape: shape, in: canvas, toDevice: toDevice, alpha: alpha)
        if !layer.children.isEmpty {
            let childAlpha = alpha
            if layer.masksToBounds {
                cairo_save(c)
                cairo_new_path(c)
                shape.addPath(to: c)
                cairo_clip(c)
                let saved = canvas.clip
                canvas.clip = canvas.clip.intersection(shape.rect.applying(toDevice))
                drawSublayers(of: layer, in: &canvas, toDevice: toDevice, alpha: childAlpha)
                canvas.clip = saved
                cairo_restore(c)
            } else {
                drawSublayers(of: layer, in: &canvas, toDevice: toDevice, alpha: childAlpha)
            }
            canvas.setMatrix(toDevice)
        }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
            cairo_new_path(c)
            shape.addPath(to: c)
            if let inner = shape.inset(by: layer.borderWidth) {
                inner.addPath(to: c)
            }
            cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD)
            setSource(border, alpha: alpha, in: c)
            cairo_fill(c)
            cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
        }
        // An emitter's particles are drawn above its background, border and sublayers.
        if let emitter = layer as? CAEmitterLayer {
            drawParticles(of: emitter, in: canvas, toDevice: toDevice, alpha: alpha)
        }
    }

    private func drawSublayers(
        of layer: CALayer, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount != 1 {
            drawReplicas(of: replicator, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        let plane = sublayerPlane(of: layer, toDevice: toDevice)
        for child in drawingOrder(of: layer) {
            draw(child, in: &canvas, plane: plane, alpha: alpha)
        }
    }

    /// The plane a layer's sublayers are drawn into: its sublayer space mapped to device space,
    /// folded into the affine map when it is affine.
    package func sublayerPlane(of layer: CALayer, toDevice: CGAffineTransform) -> Plane {
        guard layer.sublayerTransform != .identity || layer.isGeometryFlipped else {
            return Plane(toDevice: toDevice, accumulated: nil)
        }
        let space = layer.sublayerSpaceTransform
        if space.isAffine {
            return Plane(
                toDevice: CATransform3DGetAffineTransform(space).concatenating(toDevice), accumulated: nil)
        }
        return Plane(toDevice: toDevice, accumulated: space)
    }

    // MARK: Prerendering

    /// Composites each sublayer of `layer` that needs its own group into a surface of its own,
    /// deepest first, before `layer`'s group is allocated; `draw` then paints the result in its
    /// turn. A chain of translucent layers thus holds a few surfaces at a time, not one per
    /// level, and a sublayer grouped only for its opacity is drawn straight into its surface.
    private func prerenderGroupedSublayers(
        of layer: CALayer, toDevice: CGAffineTransform, within area: CGRect, pixelScale: CGFloat
    ) {
        guard !layer.children.isEmpty, !(layer is CAReplicatorLayer) else { return }
        let plane = sublayerPlane(of: layer, toDevice: toDevice)
        guard plane.accumulated == nil else { return }
        var clip = area
        if layer.masksToBounds { clip = clip.intersection(layer.bounds.applying(toDevice)) }
        for model in layer.children where prerendered[ObjectIdentifier(model)] == nil {
            let child = presentation.resolve(model)
            guard !child.isHidden, child.opacity > 0, child.transitionState == nil,
                !(child is CATransformLayer),
                let affine = child.affineTransformToParentPlane, needsOwnGroup(child)
            else { continue }
            let childToDevice = affine.concatenating(plane.toDevice)
            guard childToDevice.isInvertible, Compositor.isDrawable(child.bounds.applying(childToDevice))
            else {
                continue
            }
            let childArea = deviceBounds(of: child, toDevice: childToDevice).intersection(clip)
            guard !childArea.isNull, childArea.width > 0, childArea.height > 0 else { continue }
            // The child's own grouped sublayers first, so their surfaces are done and freed
            // before this one is allocated.
            prerenderGroupedSublayers(
                of: child, toDevice: childToDevice, within: childArea, pixelScale: pixelScale)
            guard let surface = OffscreenSurface(covering: childArea, pixelScale: pixelScale) else {
                continue
            }
            var canvas = surface.canvas
            canvas.clip = childArea
            if child.maskLayer == nil {
                drawShadowAndBody(child, in: &canvas, toDevice: childToDevice, alpha: 1)
                prerendered[ObjectIdentifier(model)] = (surface, CGFloat(child.opacity))
            } else {
                drawLayer(child, in: &canvas, toDevice: childToDevice, alpha: 1)
                prerendered[ObjectIdentifier(model)] = (surface, 1)
            }
        }
    }

    /// Whether drawing `layer` makes a group of its own (a mask, overlapping drawings under
    /// opacity, or a shadow cast by its content).
    private func needsOwnGroup(_ layer: CALayer) -> Bool {
        if layer.maskLayer != nil { return true }
        if layer.opacity < 1, !opacityAppliesDirectly(layer) { return true }
        return ShadowStyle(layer) != nil && layer.shadowPath == nil
    }

    // MARK: Opacity

    /// How many separate things `layer` composites onto its superlayer: 0, 1, or 2 for "more
    /// than one". Opacity applies directly to a single thing; overlapping things need a group.
    package func compositedCount(_ layer: CALayer) -> Int {
        let key = ObjectIdentifier(layer)
        if let known = compositedCounts[key] { return known }
        let count = countComposited(layer)
        compositedCounts[key] = count
        return count
    }

    private func countComposited(_ layer: CALayer) -> Int {
        if layer.isHidden || layer.opacity <= 0 { return 0 }
        if layer is CATransformLayer {
            var count = 0
            for child in layer.children {
                count += compositedCount(presentation.resolve(child))
                if count >= 2 { return 2 }
            }
            return count
        }
        if layer.maskLayer != nil || !Homography(layer.transformToSuperlayer).isAffine { return 1 }
        let count = drawingCount(layer)
        if count >= 2, layer.opacity < 1, layer.allowsGroupOpacity { return 1 }
        return count
    }

    /// How many separate drawings the layer and its sublayers make, counting up to 2.
    private func drawingCount(_ layer: CALayer) -> Int {
        let count = ownDrawingCount(layer) + (ShadowStyle(layer) != nil ? 1 : 0)
        if count >= 2 { return 2 }
        var childCount = 0
        for child in layer.children {
            childCount += compositedCount(presentation.resolve(child))
            if count + childCount >= 2 { return 2 }
        }
        if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1, childCount > 0 {
            return 2
        }
        return count + childCount
    }

    /// Whether the layer's opacity can be applied to its drawings directly, without a group.
    private func opacityAppliesDirectly(_ layer: CALayer) -> Bool {
        !layer.allowsGroupOpacity || drawingCount(layer) < 2
    }

    /// How many separate drawings the layer makes itself.
    private func ownDrawingCount(_ layer: CALayer) -> Int {
        var count = 0
        if let background = layer.backgroundColor, background.alpha > 0 { count += 1 }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 { count += 1 }
        if let shape = layer as? CAShapeLayer, shape.path != nil {
            if let fill = shape.fillColor, fill.alpha > 0 { count += 1 }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 { count += 1 }
        } else if let gradient = layer as? CAGradientLayer, gradient.colors?.isEmpty == false {
            count += 1
        } else if let text = layer as? CATextLayer, text.string != nil {
            count += 1
        }
        if layer.backingStore != nil || layer.contents is CGImage { count += 1 }
        if let emitter = layer as? CAEmitterLayer, emitter.emitterCells?.isEmpty == false { count += 2 }
        return count
    }

    // MARK: Groups

    /// A recorded group: an offscreen surface (raster canvases) or a Cairo group pattern
    /// (vector canvases), in device space.
    package final class Group {
        let offscreen: OffscreenSurface?
        let vectorPattern: OpaquePointer?
        let area: CGRect

        init(offscreen: OffscreenSurface) {
            self.offscreen = offscreen
            self.vectorPattern = nil
            self.area = offscreen.deviceRect
        }

        init(vectorPattern: OpaquePointer?, area: CGRect) {
            self.offscreen = nil
            self.vectorPattern = vectorPattern
            self.area = area
        }

        deinit {
            if let vectorPattern { cairo_pattern_destroy(vectorPattern) }
        }

        /// A new reference to a pattern of the group for painting in `canvas`'s space (under an
        /// identity matrix); destroy it after use.
        func pattern(in canvas: RenderCanvas) -> OpaquePointer? {
            if let offscreen { return offscreen.pattern(in: canvas) }
            // The vector pattern's space is the vector canvas's (origin 0, scale 1) space.
            let pattern = cairo_pattern_reference(vectorPattern)
            let t = canvas.deviceToCanvas.inverted()
            var matrix = cairo_matrix_t(t)
            cairo_pattern_set_matrix(pattern, &matrix)
            return pattern
        }
    }

    /// Records `record` into a group covering `area`, then calls `paint` to composite it.
    package func withGroup(
        in canvas: inout RenderCanvas, covering area: CGRect, record: (inout RenderCanvas) -> Void,
        paint: (Group, RenderCanvas) -> Void
    ) {
        if canvas.isVector {
            let c = canvas.cairo
            cairo_save(c)
            cairo_push_group(c)
            var inner = canvas
            inner.clip = area
            record(&inner)
            let pattern = cairo_pop_group(c)
            cairo_restore(c)
            let group = Group(vectorPattern: pattern, area: area)
            paint(group, canvas)
        } else {
            guard let offscreen = OffscreenSurface(covering: area, pixelScale: canvas.pixelScale) else {
                return
            }
            var inner = offscreen.canvas
            record(&inner)
            paint(Group(offscreen: offscreen), canvas)
        }
    }

    /// Paints a group onto `canvas` with `alpha`.
    package func paintGroup(_ group: Group, in canvas: RenderCanvas, alpha: CGFloat) {
        let c = canvas.cairo
        cairo_save(c)
        cairo_identity_matrix(c)
        let pattern = group.pattern(in: canvas)
        cairo_set_source(c, pattern)
        if alpha >= 1 { cairo_paint(c) } else { cairo_paint_with_alpha(c, Double(alpha)) }
        cairo_pattern_destroy(pattern)
        cairo_restore(c)
    }

    // MARK: Helpers

    /// The largest device coordinate drawn: Cairo's 24.8 fixed-point numbers wrap past about
    /// 8 million, so layers reaching beyond half of that draw nothing rather than garbage.
    package static let coordinateLimit: CGFloat = 4_000_000

    /// Whether a device rectangle is within the coordinates Cairo can draw.
    package static func isDrawable(_ rect: CGRect) -> Bool {
        rect.isFiniteRect && abs(rect.minX) < coordinateLimit && abs(rect.maxX) < coordinateLimit
            && abs(rect.minY) < coordinateLimit && abs(rect.maxY) < coordinateLimit
    }

    /// Sets the source to `color` with an extra alpha.
    package func setSource(_ color: CGColor, alpha: CGFloat, in c: OpaquePointer) {
        CairoContext.setSource(color, alpha: alpha, on: c)
    }

    /// The device-space bounds of what `layer` paints (a bound of it), clipped to nothing.
    package func deviceBounds(of layer: CALayer, toDevice: CGAffineTransform, includingShadow: Bool = true)
        -> CGRect
    {
        let local = localPaintBounds(of: layer, includingShadow: includingShadow)
        guard !local.isNull else { return .null }
        if local.isInfinite { return .infinite }
        // One device pixel of margin for antialiasing.
        return local.applying(toDevice).insetBy(dx: -1, dy: -1)
    }

    /// A bound of what `layer` and its subtree paint, in the layer's own coordinates.
    package func localPaintBounds(of layer: CALayer, includingShadow: Bool = true) -> CGRect {
        let key = ObjectIdentifier(layer)
        if includingShadow, let cached = boundsCache[key] { return cached }
        var bounds = PaintBounds.own(of: layer)
        if let emitter = layer as? CAEmitterLayer {
            let particles = particleBounds(of: emitter)
            bounds = bounds.union(emitter.masksToBounds ? particles.intersection(emitter.bounds) : particles)
        }
        if !layer.children.isEmpty {
            var children = CGRect.null
            for model in layer.children {
                let child = presentation.resolve(model)
                guard !child.isHidden, child.opacity > 0 else { continue }
                let childBounds = localPaintBounds(of: child)
                if childBounds.isNull { continue }
                if childBounds.isInfinite {
                    children = .infinite
                    break
                }
                let map = Homography(child.transformToSuperlayer)
                guard let mapped = map.boundingBox(of: childBounds) else {
                    children = .infinite
                    break
                }
                children = children.union(mapped)
            }
            if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1, !children.isNull {
                children = PaintBounds.replicated(children, by: replicator)
            }
            if layer.masksToBounds { children = children.intersection(layer.bounds) }
            bounds = bounds.union(children)
        }
        if let maskModel = layer.maskLayer {
            let mask = presentation.resolve(maskModel)
            let maskBounds = localPaintBounds(of: mask)
            if let mapped = Homography(mask.transformToSuperlayer).boundingBox(of: maskBounds),
                !maskBounds.isInfinite
            {
                bounds = bounds.intersection(mapped)
            }
        }
        if includingShadow, let shadow = ShadowStyle(layer), !bounds.isNull, !bounds.isInfinite {
            let source = layer.shadowPath?.boundingBoxOfPath ?? bounds
            let cast = source.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                .insetBy(dx: -shadow.localReach, dy: -shadow.localReach)
            bounds = bounds.union(cast)
        }
        if includingShadow { boundsCache[key] = bounds }
        return bounds
    }
}

extension Compositor {
    /// The sublayers of `layer` (model layers) in drawing order: by their presented
    /// `zPosition` (an animated one reorders them), stable for equal values.
    package func drawingOrder(of layer: CALayer) -> [CALayer] {
        let children = layer.children
        guard children.count > 1 else { return children }
        // The common case — every sibling at the same depth — allocates nothing.
        let first = presentation.resolve(children[0]).zPosition
        guard children.contains(where: { presentation.resolve($0).zPosition != first }) else {
            return children
        }
        let depths = children.map { presentation.resolve($0).zPosition }
        return children.indices.sorted {
            depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1
        }.map { children[$0] }
    }
}
