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
    /// The frame drawn: the only thing the paint pass reads.
    package let tree: RenderTree
    /// Sublayers already composited into device-space surfaces, waiting to be painted with the
    /// alpha given, by node.pointee.
    private var prerendered: [Int: (surface: OffscreenSurface, alpha: CGFloat)] = [:]

    package init(tree: RenderTree, outputScale: CGFloat, vectorRasterScale: CGFloat = 2) {
        self.tree = tree
        self.outputScale = outputScale
        self.vectorRasterScale = vectorRasterScale
    }

    /// The plane a layer is drawn into: the map from the flattening ancestor's space to device
    /// space, and (below a `CATransformLayer`) the 3D transform from the layer's superlayer
    /// space to that plane.
    package struct Plane {
        package var toDevice: CGAffineTransform
        package var accumulated: CATransform3D?
        /// Whether the plane places a replicator's later instance in 3D: transform layers
        /// within it are ordered as drawn, not by their prepared ``RenderNode/depthOrder``.
        package var placesReplica = false
    }

    // MARK: Entry points

    /// Draws the tree's root in its own bounds space (its position and transform ignored), as
    /// `render(in:)` and `LayerRenderer` do.
    package func drawRoot(in canvas: RenderCanvas, toDevice: CGAffineTransform) {
        // Painting only reads: it never takes the tree lock (debug builds check).
        LayerTreeLock.paintingBegan()
        defer { LayerTreeLock.paintingEnded() }
        let node = tree.node(RenderTree.root)
        guard node.pointee.isVisible, toDevice.isInvertible else { return }
        var canvas = canvas
        if node.pointee.kind == .transform {
            drawTransformLayerChildren(
                RenderTree.root, in: &canvas, plane: Plane(toDevice: toDevice, accumulated: nil),
                layerTransform: .identity, alpha: CGFloat(node.pointee.paint.opacity))
            return
        }
        drawLayer(RenderTree.root, in: &canvas, toDevice: toDevice, alpha: 1)
    }

    // MARK: The walk

    /// Draws a sublayer's node into `plane`.
    package func draw(_ index: Int, in canvas: inout RenderCanvas, plane: Plane, alpha: CGFloat) {
        if !prerendered.isEmpty, let composited = prerendered.removeValue(forKey: index) {
            paintGroup(
                Group(offscreen: composited.surface), in: canvas, alpha: alpha * composited.alpha,
                blendMode: tree.node(index).pointee.paint.blendMode)
            return
        }
        let node = tree.node(index)
        guard node.pointee.isVisible, alpha > 0 else { return }
        // The common case: every transform on the way is affine.
        let kind = node.pointee.kind
        if plane.accumulated == nil, kind != .transform, let affine = node.pointee.affinePlacement {
            if !node.pointee.paint.isDoubleSided, affine.determinant < 0 { return }
            let toDevice = affine.concatenating(plane.toDevice)
            guard toDevice.isInvertible,
                Compositor.isDrawable(node.pointee.paint.shape.rect.applying(toDevice))
            else {
                return
            }
            // Culled when what it paints misses the canvas (a band of a banded render, a
            // group's area). A transition moves its layer's content beyond its paint bounds.
            if node.pointee.transition == nil {
                let reach = deviceBounds(of: index, toDevice: toDevice)
                guard reach.overlaps(canvas.clip), reach.overlaps(canvas.cull) else { return }
            }
            drawLayer(index, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        var local = node.pointee.toParentPlane
        if let accumulated = plane.accumulated { local = local.concatenating(accumulated) }
        if !local.isFinite { return }
        if kind == .transform {
            drawTransformLayerChildren(
                index, in: &canvas, plane: plane, layerTransform: local,
                alpha: alpha * CGFloat(node.pointee.paint.opacity))
            return
        }
        let map = Homography(local)
        let bounds = node.pointee.paint.shape.rect
        if !node.pointee.paint.isDoubleSided, map.facesAway(over: bounds) { return }
        if let affine = map.affineTransform {
            let toDevice = affine.concatenating(plane.toDevice)
            guard toDevice.isInvertible, toDevice.isFinite,
                Compositor.isDrawable(bounds.applying(toDevice))
            else { return }
            drawLayer(index, in: &canvas, toDevice: toDevice, alpha: alpha)
        } else {
            drawProjected(
                index, in: &canvas, map: map.concatenating(Homography(plane.toDevice)), alpha: alpha)
        }
    }

    /// A `CATransformLayer` draws nothing itself: its sublayers are placed in 3D, farthest first,
    /// each with the transform layer's opacity.
    private func drawTransformLayerChildren(
        _ index: Int, in canvas: inout RenderCanvas, plane: Plane, layerTransform: CATransform3D,
        alpha: CGFloat
    ) {
        let node = tree.node(index)
        let toLayerPlane = node.pointee.sublayerSpace.concatenating(layerTransform)
        let childPlane = Plane(
            toDevice: plane.toDevice, accumulated: toLayerPlane, placesReplica: plane.placesReplica)
        let children = node.pointee.children
        if !plane.placesReplica, let order = node.pointee.depthOrder, order.count == children.count {
            for offset in order {
                draw(children.lowerBound + Int(offset), in: &canvas, plane: childPlane, alpha: alpha)
            }
            return
        }
        // A replicator's later instance: its own placement orders the sublayers.
        let depths = children.map { child -> CGFloat in
            let placed = tree.node(child)
            return DepthOrder.depth(
                ofAnchor: placed.pointee.anchor,
                placedBy: placed.pointee.toParentPlane.concatenating(toLayerPlane))
        }
        for offset in DepthOrder.backToFront(depths) {
            draw(children.lowerBound + offset, in: &canvas, plane: childPlane, alpha: alpha)
        }
    }

    /// Draws a layer whose map to device space is affine, with its mask, group opacity and
    /// shadow; a layer in a transition draws through it unless `transitions` is false.
    package func drawLayer(
        _ index: Int, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat,
        transitions: Bool = true
    ) {
        let node = tree.node(index)
        if transitions, let transition = node.pointee.transition {
            drawTransition(index, state: transition, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        let opacity = alpha * CGFloat(node.pointee.paint.opacity)
        guard opacity > 0 else { return }
        let mask = node.pointee.mask
        guard node.pointee.drawsThroughGroup(opacity: opacity) else {
            drawShadowAndBody(index, in: &canvas, toDevice: toDevice, alpha: opacity)
            return
        }
        if let plan = node.pointee.shapeMask,
            drawMaskedByShape(index, plan: plan, in: canvas, toDevice: toDevice, alpha: opacity)
        {
            return
        }
        let area = deviceBounds(of: index, toDevice: toDevice).intersection(canvas.clip)
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        // Sublayers that need groups of their own are composited first, so nested groups never
        // hold more than a few surfaces at once (a deep chain of translucent layers would
        // otherwise keep one surface per level alive).
        if !canvas.isVector {
            prerenderGroupedSublayers(of: index, toDevice: toDevice, within: area, parentCanvas: canvas)
        }
        withGroup(in: &canvas, covering: area) { group in
            drawShadowAndBody(index, in: &group, toDevice: toDevice, alpha: 1)
        } paint: { group, target in
            let blendMode = node.pointee.paint.blendMode
            if let mask {
                paintMasked(
                    group, mask: mask, toDevice: toDevice, in: target, alpha: opacity, blendMode: blendMode)
            } else {
                paintGroup(group, in: target, alpha: opacity, blendMode: blendMode)
            }
        }
    }

    /// Draws the shadow (if any) under the layer's body.
    private func drawShadowAndBody(
        _ index: Int, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let node = tree.node(index)
        guard let shadow = node.pointee.shadow else {
            drawBody(index, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        if let path = shadow.path {
            paintShadow(shadow, of: index, toDevice: toDevice, in: canvas, alpha: alpha) { coverage in
                coverage.setMatrix(toDevice)
                coverage.setPath(path.elements, freeStart: true)
                cairo_set_fill_rule(coverage.cairo, CAIRO_FILL_RULE_WINDING)
                cairo_fill(coverage.cairo)
            }
            drawBody(index, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        // The shadow follows the layer's rendered alpha: draw the body first, offscreen.
        let area = deviceBounds(of: index, toDevice: toDevice, includingShadow: false)
            .intersection(canvas.clip.insetBy(dx: -shadow.reach(toDevice), dy: -shadow.reach(toDevice)))
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        withGroup(in: &canvas, covering: area) { group in
            // All of the body casts the shadow, whose blur spreads: none of it is culled.
            group.cull = .infinite
            drawBody(index, in: &group, toDevice: toDevice, alpha: 1)
        } paint: { group, target in
            paintShadow(shadow, of: index, toDevice: toDevice, in: target, alpha: alpha) { coverage in
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
        _ index: Int, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let node = tree.node(index)
        let c = canvas.cairo
        let shape = node.pointee.paint.shape
        // Backgrounds, clips and borders are mapped into the canvas here (see
        // `RenderCanvas.canvasMap`); what draws in the layer's space sets Cairo's matrix.
        let map = canvas.canvasMap(toDevice)
        cairo_identity_matrix(c)
        if let background = node.pointee.paint.background {
            cairo_new_path(c)
            shape.addPath(to: c, mapping: map)
            background.setSource(opacity: alpha, on: c)
            cairo_fill(c)
        }
        drawContent(of: index, shape: shape, in: canvas, toDevice: toDevice, alpha: alpha)
        if !node.pointee.children.isEmpty {
            if node.pointee.paint.masksToBounds {
                let scoped = canvas.scoped
                scoped.withSavedState {
                    cairo_identity_matrix(c)
                    cairo_new_path(c)
                    shape.addPath(to: c, mapping: map)
                    cairo_clip(c)
                    let saved = canvas.clip
                    canvas.clip = canvas.clip.intersection(shape.rect.applying(toDevice))
                    drawSublayers(of: index, in: &canvas, toDevice: toDevice, alpha: alpha)
                    canvas.clip = saved
                }
            } else {
                drawSublayers(of: index, in: &canvas, toDevice: toDevice, alpha: alpha)
            }
        }
        if let border = node.pointee.paint.border {
            cairo_identity_matrix(c)
            cairo_new_path(c)
            shape.addPath(to: c, mapping: map)
            if let inner = shape.inset(by: node.pointee.paint.borderWidth) {
                inner.addPath(to: c, mapping: map)
            }
            cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD)
            border.setSource(opacity: alpha, on: c)
            cairo_fill(c)
            cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
        }
        // An emitter's particles are drawn above its background, border and sublayers.
        if node.pointee.hasParticles {
            drawParticles(of: index, in: canvas, toDevice: toDevice, alpha: alpha)
        }
    }

    private func drawSublayers(
        of index: Int, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let node = tree.node(index)
        if node.pointee.instanceCount != 1 {
            drawReplicas(of: index, in: &canvas, toDevice: toDevice, alpha: alpha)
            return
        }
        let plane = sublayerPlane(of: index, toDevice: toDevice)
        let children = node.pointee.children
        // Many sublayers (a grid of cards, a list) are culled by their prepared bounds, before
        // any of them is placed: a band or a damaged area holds few of them.
        guard children.count >= Self.sublayersCulledInBulk,
            let window = SublayerWindow(canvas: canvas, toDevice: toDevice)
        else {
            for child in children {
                draw(child, in: &canvas, plane: plane, alpha: alpha)
            }
            return
        }
        // A sublayer composited beforehand is drawn (its surface painted) whatever the window
        // says, so that its surface is never left for another drawing of the same node.
        for child in children
        where window.mayDraw(tree.cullBounds(child)) || (!prerendered.isEmpty && prerendered[child] != nil) {
            draw(child, in: &canvas, plane: plane, alpha: alpha)
        }
    }

    /// How many sublayers a layer has before they are culled by their prepared bounds.
    static let sublayersCulledInBulk = 8

    /// The canvas's clip and cull bounds in a layer's space, when the layer maps to device
    /// space by scaling and moving only (a rotation would make the bounds loose): a sublayer
    /// whose prepared bounds miss either draws nothing in the canvas.
    private struct SublayerWindow {
        let clip: CGRect
        let cull: CGRect

        init?(canvas: RenderCanvas, toDevice: CGAffineTransform) {
            guard toDevice.b == 0, toDevice.c == 0, toDevice.a != 0, toDevice.d != 0,
                !canvas.clip.isInfinite
            else { return nil }
            let toLayer = toDevice.inverted()
            clip = canvas.clip.applying(toLayer)
            cull = canvas.cull.isInfinite ? .infinite : canvas.cull.applying(toLayer)
        }

        /// Whether a node whose ``RenderTree/cullBounds(_:)`` are `bounds` may draw in the
        /// window.
        func mayDraw(_ bounds: CGRect) -> Bool {
            bounds.overlaps(clip) && bounds.overlaps(cull)
        }
    }

    /// The plane a node's sublayers are drawn into: its sublayer space mapped to device space,
    /// folded into the affine map when it is affine.
    package func sublayerPlane(of index: Int, toDevice: CGAffineTransform) -> Plane {
        let node = tree.node(index)
        guard node.pointee.hasSublayerSpace else { return Plane(toDevice: toDevice, accumulated: nil) }
        let space = node.pointee.sublayerSpace
        if space.isAffine {
            return Plane(
                toDevice: CATransform3DGetAffineTransform(space).concatenating(toDevice), accumulated: nil)
        }
        return Plane(toDevice: toDevice, accumulated: space)
    }

    // MARK: Prerendering

    /// Composites each sublayer of a node that needs its own group into a surface of its own,
    /// deepest first, before the node's group is allocated; `draw` then paints the result in
    /// its turn. A chain of translucent layers thus holds a few surfaces at a time, not one per
    /// level, and a sublayer grouped only for its opacity is drawn straight into its surface.
    private func prerenderGroupedSublayers(
        of index: Int, toDevice: CGAffineTransform, within area: CGRect, parentCanvas: RenderCanvas
    ) {
        let pixelScale = parentCanvas.pixelScale
        let node = tree.node(index)
        guard !node.pointee.children.isEmpty, node.pointee.kind != .replicator else { return }
        let plane = sublayerPlane(of: index, toDevice: toDevice)
        guard plane.accumulated == nil else { return }
        var clip = area
        if node.pointee.paint.masksToBounds {
            clip = clip.intersection(node.pointee.paint.shape.rect.applying(toDevice))
        }
        for childIndex in node.pointee.children where prerendered[childIndex] == nil {
            let child = tree.node(childIndex)
            guard child.pointee.isVisible, child.pointee.transition == nil,
                child.pointee.kind != .transform,
                let affine = child.pointee.affinePlacement, child.pointee.needsOwnGroup
            else { continue }
            let childToDevice = affine.concatenating(plane.toDevice)
            guard childToDevice.isInvertible,
                Compositor.isDrawable(child.pointee.paint.shape.rect.applying(childToDevice))
            else {
                continue
            }
            let reach = deviceBounds(of: childIndex, toDevice: childToDevice)
            let childArea = reach.intersection(clip)
            guard !childArea.isNull, childArea.width > 0, childArea.height > 0,
                reach.overlaps(parentCanvas.cull)
            else { continue }
            // The child's own grouped sublayers first, so their surfaces are done and freed
            // before this one is allocated.
            prerenderGroupedSublayers(
                of: childIndex, toDevice: childToDevice, within: childArea, parentCanvas: parentCanvas)
            guard let surface = OffscreenSurface(covering: childArea, pixelScale: pixelScale) else {
                continue
            }
            var canvas = surface.canvas(within: parentCanvas)
            canvas.clip = childArea
            if child.pointee.mask == nil {
                drawShadowAndBody(childIndex, in: &canvas, toDevice: childToDevice, alpha: 1)
                prerendered[childIndex] = (surface, CGFloat(child.pointee.paint.opacity))
            } else {
                drawLayer(childIndex, in: &canvas, toDevice: childToDevice, alpha: 1)
                prerendered[childIndex] = (surface, 1)
            }
        }
    }

    // MARK: Groups

    /// A recorded group: an offscreen surface (raster canvases) or a Cairo group pattern
    /// (vector canvases), in device space.
    package final class Group {
        let offscreen: OffscreenSurface?
        let vectorPattern: CairoPattern?
        let area: CGRect

        init(offscreen: OffscreenSurface) {
            self.offscreen = offscreen
            self.vectorPattern = nil
            self.area = offscreen.deviceRect
        }

        init(vectorPattern: CairoPattern, area: CGRect) {
            self.offscreen = nil
            self.vectorPattern = vectorPattern
            self.area = area
        }

        /// A new reference to a pattern of the group for painting in `canvas`'s space (under an
        /// identity matrix); destroy it after use.
        func pattern(in canvas: RenderCanvas) -> OpaquePointer? {
            if let offscreen { return offscreen.pattern(in: canvas) }
            // The vector pattern's space is the vector canvas's (origin 0, scale 1) space.
            let pattern = cairo_pattern_reference(vectorPattern?.pointer)
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
            var inner = canvas
            inner.clip = area
            guard let pattern = canvas.scoped.recordGroup({ record(&inner) }) else { return }
            paint(Group(vectorPattern: pattern, area: area), canvas)
        } else {
            guard let offscreen = OffscreenSurface(covering: area, pixelScale: canvas.pixelScale) else {
                return
            }
            var inner = offscreen.canvas(within: canvas)
            record(&inner)
            paint(Group(offscreen: offscreen), canvas)
        }
    }

    /// Paints a group onto `canvas` with `alpha`, blended onto what is there by `blendMode`.
    package func paintGroup(
        _ group: Group, in canvas: RenderCanvas, alpha: CGFloat, blendMode: CGBlendMode = .normal
    ) {
        let c = canvas.cairo
        canvas.scoped.withSavedState {
            cairo_identity_matrix(c)
            if blendMode != .normal { cairo_set_operator(c, blendMode.cairoOperator) }
            let pattern = group.pattern(in: canvas)
            cairo_set_source(c, pattern)
            if alpha >= 1 { cairo_paint(c) } else { cairo_paint_with_alpha(c, Double(alpha)) }
            cairo_pattern_destroy(pattern)
        }
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

    /// The device-space bounds of what a node paints (a bound of it), clipped to nothing.
    package func deviceBounds(of index: Int, toDevice: CGAffineTransform, includingShadow: Bool = true)
        -> CGRect
    {
        let node = tree.node(index)
        let local = includingShadow ? node.pointee.paintBounds : node.pointee.bodyBounds
        guard !local.isNull else { return .null }
        if local.isInfinite { return .infinite }
        return local.applying(toDevice)
    }
}
