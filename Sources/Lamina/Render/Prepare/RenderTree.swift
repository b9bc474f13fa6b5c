import LaminaGraphics
import Synchronization

/// A frame: a layer tree sampled at one time, as the paint pass draws it.
///
/// The prepare pass (this initializer) walks the model once, iteratively, and decides
/// everything the paint pass needs: each layer's values at the frame's time (its presentation
/// copy when animated), sublayers in drawing order by their presented `zPosition`, what each
/// layer draws, its paint bounds, how many things it composites, its shadow, mask, particles
/// and running transition. The paint pass then reads the nodes only, never the model's tree
/// links or its animations; building a tree never changes the model.
///
/// Nodes live in one array: a node's sublayers occupy a contiguous range after it, so every
/// node's descendants have larger indices than the node, and the bottom-up pass that sums
/// bounds and counts is a single backward sweep.
///
/// A tree is immutable once built, so several paint passes may read it at once (one per band
/// of a banded render); the layers its nodes hold are only read while the frame is painted.
package final class RenderTree: @unchecked Sendable {
    /// The nodes; the root is node 0. Owned by the tree, which frees them with itself.
    private let storage: UnsafeMutableBufferPointer<RenderNode>
    /// What the shape layers draw, by the index their nodes' content names; owned likewise.
    private let shapes: UnsafeMutableBufferPointer<ShapePaint>
    /// What the gradient layers draw, likewise.
    private let gradients: UnsafeMutableBufferPointer<GradientPaint>
    /// What the text layers draw, likewise.
    private let texts: UnsafeMutableBufferPointer<TextPaint>
    /// The images layers show as contents, likewise.
    private let images: UnsafeMutableBufferPointer<ImagePaint>
    /// Each node's ``cullBounds(_:)``, side by side: a layer of many sublayers tests them all
    /// in each band it is drawn in, and reads them here rather than from nodes far apart.
    private let cullBounds: UnsafeMutableBufferPointer<CGRect>
    /// The media time sampled; `nil` for the model values.
    package let time: CFTimeInterval?
    /// The depth of the deepest node (1 for a lone layer).
    package let depth: Int
    /// How many nodes were copied from the previous frame's tree.
    package let reusedCount: Int
    /// The tree the nodes' ``RenderNode/previousIndex`` point into.
    package let previousTree: ObjectIdentifier?

    /// The root's node index.
    package static let root = 0

    /// How many nodes the last tree built in the process held: what a tree built without a
    /// previous frame reserves room for, up to ``sizeHintLimit``.
    static let recentNodeCount = Atomic<Int>(0)
    /// How many shapes the last tree built in the process held (see ``recentNodeCount``).
    static let recentShapeCount = Atomic<Int>(0)
    /// How many gradients the last tree built in the process held (see ``recentNodeCount``).
    static let recentGradientCount = Atomic<Int>(0)

    /// The most nodes (and shapes) a tree reserves room for on ``recentNodeCount``'s word.
    static let sizeHintLimit = 1 << 16

    /// Samples the tree under `root` at media time `time` (`nil`: the model values).
    ///
    /// - Parameter displayScale: when given, the walk also does what a Core Animation commit
    ///   does before drawing, for an output of that many pixels per point: each model layer
    ///   marked for layout lays out, and each one marked for display (or drawn at another
    ///   scale) displays, parents before their sublayers, before its values are read.
    ///
    /// - Parameter previous: the previous frame of the same tree at the same scale, and the
    ///   ``ChangeEpoch`` its preparation started in: subtrees that are static and unchanged
    ///   since then are copied from it rather than walked again.
    package init(
        root: CALayer, atTime time: CFTimeInterval?, displayScale: CGFloat? = nil,
        previous: (tree: RenderTree, epoch: UInt64)? = nil
    ) {
        self.time = time
        var builder = Builder(time: time, displayScale: displayScale, previous: previous)
        if let displayScale {
            RenderScale.with(displayScale) { builder.build(root: root) }
        } else {
            builder.build(root: root)
        }
        // The tree takes the built nodes' memory over: no node is copied.
        let nodes = builder.nodes.adopt()
        shapes = builder.shapes.adopt()
        gradients = builder.gradients.adopt()
        texts = builder.texts.adopt()
        images = builder.images.adopt()
        Self.recentNodeCount.store(nodes.count, ordering: .relaxed)
        Self.recentShapeCount.store(shapes.count, ordering: .relaxed)
        Self.recentGradientCount.store(gradients.count, ordering: .relaxed)
        cullBounds = .allocate(capacity: nodes.count)
        // Nodes copied from the previous frame keep their summary, and their cull bounds.
        if let previous = previous?.tree {
            for run in builder.copiedRuns {
                (cullBounds.baseAddress! + run.start).initialize(
                    from: previous.cullBounds.baseAddress! + run.previousStart, count: run.count)
            }
        }
        Self.summarize(nodes, shapes: shapes, images: images, cullBounds: cullBounds)
        storage = nodes
        depth = builder.depth
        reusedCount = builder.reusedCount
        previousTree = previous.map { ObjectIdentifier($0.tree) }
    }

    deinit {
        storage.deinitialize()
        PrepareBuffer.deallocate(storage)
        shapes.deinitialize()
        PrepareBuffer.deallocate(shapes)
        gradients.deinitialize()
        PrepareBuffer.deallocate(gradients)
        texts.deinitialize()
        PrepareBuffer.deallocate(texts)
        images.deinitialize()
        PrepareBuffer.deallocate(images)
        cullBounds.deallocate()
    }

    /// The number of nodes.
    package var count: Int { storage.count }

    /// The number of entries in the table of shapes.
    package var shapeCount: Int { shapes.count }

    /// The number of entries in the table of gradients.
    package var gradientCount: Int { gradients.count }

    /// The number of entries in the table of texts.
    package var textCount: Int { texts.count }

    /// The number of entries in the table of images.
    package var imageCount: Int { images.count }

    /// What the shape layer whose node's content is `.shape(index)` draws, read in place.
    @inline(__always)
    package func shape(_ index: Int) -> UnsafePointer<ShapePaint> {
        UnsafePointer(shapes.baseAddress! + index)
    }

    /// What the gradient layer whose node's content is `.gradient(index)` draws, read in place.
    @inline(__always)
    package func gradient(_ index: Int) -> UnsafePointer<GradientPaint> {
        UnsafePointer(gradients.baseAddress! + index)
    }

    /// What the text layer whose node's content is `.text(index)` draws, read in place.
    @inline(__always)
    package func text(_ index: Int) -> UnsafePointer<TextPaint> {
        UnsafePointer(texts.baseAddress! + index)
    }

    /// The image shown by the layer whose node's content has `image` `index`, read in place.
    @inline(__always)
    package func image(_ index: Int) -> UnsafePointer<ImagePaint> {
        UnsafePointer(images.baseAddress! + index)
    }

    /// What the paint pass culls node `index` by, before placing it, in its superlayer's
    /// space: its paint bounds there (``RenderNode/paintBoundsInSuperlayer``), or an infinite
    /// rectangle for a layer that draws past them (a layer in a transition) or is placed in
    /// 3D (a transform layer).
    @inline(__always)
    package func cullBounds(_ index: Int) -> CGRect {
        cullBounds[index]
    }

    /// The node at `index`, read in place: the paint pass reads the fields it needs without
    /// copying nodes. Valid while the tree is alive.
    @inline(__always)
    package func node(_ index: Int) -> UnsafePointer<RenderNode> {
        UnsafePointer(storage.baseAddress! + index)
    }

    /// A copy of the node at `index`.
    package subscript(index: Int) -> RenderNode {
        storage[index]
    }

    // MARK: Bottom-up pass

    /// Fills in each node's drawing counts and paint bounds from its sublayers', children
    /// before parents, and `cullBounds` (one per node, uninitialized but for the nodes copied
    /// from the previous frame). Nodes are read in place: copying one costs a dozen reference
    /// counts.
    private static func summarize(
        _ buffer: UnsafeMutableBufferPointer<RenderNode>, shapes: UnsafeMutableBufferPointer<ShapePaint>,
        images: UnsafeMutableBufferPointer<ImagePaint>, cullBounds: UnsafeMutableBufferPointer<CGRect>
    ) {
        guard let base = buffer.baseAddress, let shapes = shapes.baseAddress, let images = images.baseAddress
        else { return }
        // A node copied from the previous frame with its subtree keeps its summary.
        for index in buffer.indices.reversed() where !base[index].isReused {
            let node = base + index
            defer {
                cullBounds.initializeElement(
                    at: index,
                    to: node.pointee.drawsPastPaintBounds ? .infinite : node.pointee.paintBoundsInSuperlayer)
            }
            summarizeSubtree(of: node, at: index, in: base)
            guard node.pointee.isVisible else {
                node.pointee.effects = NodeEffects.decide(for: node)
                continue
            }
            let (drawing, composited) = counts(of: node, in: base, shapes: shapes)
            node.pointee.drawingCount = drawing
            node.pointee.compositedCount = composited
            node.pointee.effects = NodeEffects.decide(for: node)
            if let mask = node.pointee.mask {
                node.pointee.shapeMask = ShapeMask.plan(for: node, mask: base + mask, shapes: shapes)
            }
            let body = bodyBounds(of: node, in: base, shapes: shapes, images: images)
            node.pointee.bodyBounds = body
            let paint = withShadow(body, of: node)
            node.pointee.paintBounds = paint
            if node.pointee.kind == .transform {
                // Its sublayers are placed in 3D through it, not flattened into its plane.
                node.pointee.paintBoundsInSuperlayer = transformLayerReach(of: node, in: base)
                decideDepthOrders(of: node, in: base)
            } else {
                node.pointee.paintBoundsInSuperlayer =
                    paint.isNull || paint.isInfinite
                    ? paint : node.pointee.boundsInSuperlayer(of: paint) ?? .infinite
            }
        }
    }

    /// What a `CATransformLayer`'s sublayers paint, in its superlayer's space: each sublayer
    /// (and, through nested transform layers, theirs) placed in 3D through the transform layer
    /// and its superlayer's sublayer space, as the paint pass places them, then flattened.
    private static func transformLayerReach(
        of node: UnsafeMutablePointer<RenderNode>, in nodes: UnsafeMutablePointer<RenderNode>
    ) -> CGRect {
        // The transform layer's own 3D map into its superlayer's space (its placement, then the
        // superlayer's sublayer space), as `RenderNode.place` made it.
        let toSuperlayer: CATransform3D
        if let affine = node.pointee.affineToSuperlayer {
            // Placed affinely: the superlayer's space is affine too; keep the layer's own depth.
            guard let placement = node.pointee.affinePlacement, placement.isInvertible else {
                return .infinite
            }
            let space = placement.inverted().concatenating(affine)
            toSuperlayer = node.pointee.toParentPlane.concatenating(CATransform3DMakeAffineTransform(space))
        } else {
            toSuperlayer = node.pointee.toSuperlayer
        }
        var union = CGRect.null
        var stack: [(index: Int, plane: CATransform3D)] = []
        let start = node.pointee.sublayerSpace.concatenating(toSuperlayer)
        for child in node.pointee.children { stack.append((child, start)) }
        while let (index, plane) = stack.popLast() {
            let child = nodes + index
            guard child.pointee.isVisible else { continue }
            let map = child.pointee.toParentPlane.concatenating(plane)
            if child.pointee.kind == .transform {
                let inner = child.pointee.sublayerSpace.concatenating(map)
                for grandchild in child.pointee.children { stack.append((grandchild, inner)) }
                continue
            }
            let bounds = child.pointee.paintBounds
            if bounds.isNull { continue }
            guard !bounds.isInfinite, let reach = Homography(map).boundingBox(of: bounds) else {
                return .infinite
            }
            union = union.union(reach)
        }
        return union
    }

    /// Decides the drawing order of a `CATransformLayer`'s sublayers, and of the transform
    /// layers nested in it (``RenderNode/depthOrder``), through the chain of transform layers
    /// the paint pass places them by. The transform layer's superlayer is flattened (a plain
    /// layer) or is itself a transform layer, whose own pass, later in the bottom-up sweep,
    /// orders this chain again from its start. A 2D map after the chain (the superlayer's
    /// affine sublayer space, the output's) leaves the order as it is.
    private static func decideDepthOrders(
        of node: UnsafeMutablePointer<RenderNode>, in nodes: UnsafeMutablePointer<RenderNode>
    ) {
        let placement =
            node.pointee.affineToSuperlayer != nil ? node.pointee.toParentPlane : node.pointee.toSuperlayer
        var stack = [(node, node.pointee.sublayerSpace.concatenating(placement))]
        while let (transformLayer, plane) = stack.popLast() {
            let children = transformLayer.pointee.children
            transformLayer.pointee.depthOrder = depthOrder(of: children, in: nodes, plane: plane)
            for child in children where nodes[child].kind == .transform && nodes[child].isVisible {
                let map = nodes[child].toParentPlane.concatenating(plane)
                stack.append((nodes + child, nodes[child].sublayerSpace.concatenating(map)))
            }
        }
    }

    /// The sublayers `children` of a transform layer whose sublayer space `plane` places in 3D,
    /// back to front, as offsets.
    private static func depthOrder(
        of children: Range<Int>, in nodes: UnsafeMutablePointer<RenderNode>, plane: CATransform3D
    ) -> [Int32] {
        let depths = children.map { child in
            DepthOrder.depth(
                ofAnchor: nodes[child].anchor, placedBy: nodes[child].toParentPlane.concatenating(plane))
        }
        return DepthOrder.backToFront(depths).map { Int32($0) }
    }

    /// Where the node's descendants end, whether its subtree is static and how tall it is.
    private static func summarizeSubtree(
        of node: UnsafeMutablePointer<RenderNode>, at index: Int, in nodes: UnsafeMutablePointer<RenderNode>
    ) {
        var isStatic = !node.pointee.isAnimated && node.pointee.kind != .emitter
        guard node.pointee.isVisible else {
            node.pointee.descendantsEnd = index + 1
            node.pointee.isStaticSubtree = isStatic
            return
        }
        isStatic =
            isStatic && !node.pointee.hasParticles && node.pointee.transition == nil
            && node.pointee.instanceChildren == nil
        var end = node.pointee.children.upperBound
        var height: Int32 = 0
        func include(_ descendant: Int) {
            end = max(end, descendant + 1, nodes[descendant].descendantsEnd)
            isStatic = isStatic && nodes[descendant].isStaticSubtree
            height = max(height, nodes[descendant].subtreeHeight)
        }
        for child in node.pointee.children { include(child) }
        if let mask = node.pointee.mask { include(mask) }
        if let transition = node.pointee.transition { include(transition.old) }
        if let instances = node.pointee.instanceChildren {
            for range in instances.dropFirst() { for child in range { include(child) } }
        }
        node.pointee.descendantsEnd = end
        node.pointee.isStaticSubtree = isStatic
        node.pointee.subtreeHeight = height + 1
    }

    private static func counts(
        of node: UnsafeMutablePointer<RenderNode>, in nodes: UnsafeMutablePointer<RenderNode>,
        shapes: UnsafeMutablePointer<ShapePaint>
    )
        -> (drawing: UInt8, composited: UInt8)
    {
        if node.pointee.kind == .transform {
            var count = 0
            for child in node.pointee.children {
                count += Int(nodes[child].compositedCount)
                if count >= 2 { break }
            }
            let capped = UInt8(min(count, 2))
            return (capped, capped)
        }
        var own = node.pointee.content.drawingCount(shapes: shapes) + (node.pointee.shadow != nil ? 1 : 0)
        if node.pointee.paint.background != nil { own += 1 }
        if node.pointee.paint.border != nil { own += 1 }
        if node.pointee.hasParticles { own += 2 }
        var drawing = own
        if drawing < 2 {
            var childCount = 0
            for child in node.pointee.children {
                childCount += Int(nodes[child].compositedCount)
                if drawing + childCount >= 2 { break }
            }
            if node.pointee.instanceCount > 1, childCount > 0 {
                childCount = 2
            }
            drawing += childCount
        }
        let drawingCount = UInt8(min(drawing, 2))
        if node.pointee.mask != nil || node.pointee.affineToSuperlayer == nil { return (drawingCount, 1) }
        if drawingCount >= 2, node.pointee.paint.opacity < 1, node.pointee.paint.allowsGroupOpacity {
            return (drawingCount, 1)
        }
        return (drawingCount, drawingCount)
    }

    /// The union of the visible sublayers' paint bounds in `range`, in their superlayer's space.
    private static func childBounds(_ range: Range<Int>, in nodes: UnsafeMutablePointer<RenderNode>) -> CGRect
    {
        var union = CGRect.null
        for child in range where nodes[child].isVisible {
            let bounds = nodes[child].paintBoundsInSuperlayer
            if bounds.isNull { continue }
            if bounds.isInfinite { return .infinite }
            union = union.union(bounds)
        }
        return union
    }

    private static func bodyBounds(
        of node: UnsafeMutablePointer<RenderNode>, in nodes: UnsafeMutablePointer<RenderNode>,
        shapes: UnsafeMutablePointer<ShapePaint>, images: UnsafeMutablePointer<ImagePaint>
    ) -> CGRect {
        // Read in place: a copy of the paint would retain what it holds.
        let masksToBounds = node.pointee.paint.masksToBounds
        let rect = node.pointee.paint.shape.rect
        var bounds = PaintBounds.own(of: node, shapes: shapes, images: images)
        if node.pointee.hasParticles {
            let particles = ParticleBounds.of(node.pointee.particles)
            bounds = bounds.union(masksToBounds ? particles.intersection(rect) : particles)
        }
        var children = childBounds(node.pointee.children, in: nodes)
        if let instances = node.pointee.instanceChildren {
            for range in instances.dropFirst() where !children.isInfinite {
                children = children.union(childBounds(range, in: nodes))
            }
        }
        if !children.isNull {
            if let replication = node.pointee.replication, replication.count > 1 {
                children = replication.replicated(children)
            }
            if masksToBounds { children = children.intersection(rect) }
            bounds = bounds.union(children)
        }
        if let mask = node.pointee.mask {
            let maskBounds = nodes[mask].isVisible ? nodes[mask].paintBoundsInSuperlayer : .null
            if maskBounds.isNull {
                bounds = .null
            } else if !maskBounds.isInfinite {
                bounds = bounds.intersection(maskBounds)
            }
        }
        return bounds
    }

    private static func withShadow(_ bounds: CGRect, of node: UnsafeMutablePointer<RenderNode>) -> CGRect {
        guard let shadow = node.pointee.shadow, !bounds.isInfinite else { return bounds }
        // A shadow path casts a shadow of its own; otherwise the layer's drawing casts it.
        guard let source = shadow.path?.boundingBoxOfPath ?? (bounds.isNull ? nil : bounds) else {
            return bounds
        }
        let cast = source.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
            .insetBy(dx: -shadow.localReach, dy: -shadow.localReach)
        return bounds.union(cast)
    }
}
