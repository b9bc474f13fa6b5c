import LaminaGraphics

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
package final class RenderTree {
    /// The nodes; the root is node 0.
    package private(set) var nodes: [RenderNode] = []
    /// The media time sampled; `nil` for the model values.
    package let time: CFTimeInterval?
    /// The depth of the deepest node (1 for a lone layer).
    package private(set) var depth = 0

    /// The root's node index.
    package static let root = 0

    /// Samples the tree under `root` at media time `time` (`nil`: the model values).
    package init(root: CALayer, atTime time: CFTimeInterval?) {
        self.time = time
        var builder = Builder(time: time)
        builder.build(root: root)
        nodes = builder.nodes
        depth = builder.depth
        summarize()
    }

    /// The node at `index`.
    @inline(__always)
    package subscript(index: Int) -> RenderNode {
        _read { yield nodes[index] }
    }

    // MARK: Bottom-up pass

    /// Fills in each node's drawing counts and paint bounds from its sublayers', children
    /// before parents.
    private func summarize() {
        for index in nodes.indices.reversed() where nodes[index].isVisible {
            let (drawing, composited) = counts(of: index)
            nodes[index].drawingCount = drawing
            nodes[index].compositedCount = composited
            let body = bodyBounds(of: index)
            nodes[index].bodyBounds = body
            nodes[index].paintBounds = withShadow(body, of: nodes[index])
        }
    }

    private func counts(of index: Int) -> (drawing: UInt8, composited: UInt8) {
        let node = nodes[index]
        let layer = node.layer
        if layer is CATransformLayer {
            var count = 0
            for child in node.children {
                count += Int(nodes[child].compositedCount)
                if count >= 2 { break }
            }
            let capped = UInt8(min(count, 2))
            return (capped, capped)
        }
        var own = node.content.drawingCount(of: layer) + (node.shadow != nil ? 1 : 0)
        if let background = layer.backgroundColor, background.alpha > 0 { own += 1 }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 { own += 1 }
        if !node.particles.isEmpty { own += 2 }
        var drawing = own
        if drawing < 2 {
            var childCount = 0
            for child in node.children {
                childCount += Int(nodes[child].compositedCount)
                if drawing + childCount >= 2 { break }
            }
            if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1, childCount > 0 {
                childCount = 2
            }
            drawing += childCount
        }
        let drawingCount = UInt8(min(drawing, 2))
        if node.mask != nil || !Homography(node.toSuperlayer).isAffine { return (drawingCount, 1) }
        if drawingCount >= 2, layer.opacity < 1, layer.allowsGroupOpacity { return (drawingCount, 1) }
        return (drawingCount, drawingCount)
    }

    private func bodyBounds(of index: Int) -> CGRect {
        let node = nodes[index]
        let layer = node.layer
        var bounds = PaintBounds.own(of: layer, content: node.content)
        if !node.particles.isEmpty {
            let particles = ParticleBounds.of(node.particles)
            bounds = bounds.union(layer.masksToBounds ? particles.intersection(layer.bounds) : particles)
        }
        var children = CGRect.null
        for range in node.instanceChildren ?? [node.children] {
            for child in range where nodes[child].isVisible {
                let childBounds = nodes[child].paintBounds
                if childBounds.isNull { continue }
                if childBounds.isInfinite {
                    children = .infinite
                    break
                }
                guard let mapped = Homography(nodes[child].toSuperlayer).boundingBox(of: childBounds) else {
                    children = .infinite
                    break
                }
                children = children.union(mapped)
            }
        }
        if !children.isNull {
            if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1 {
                children = PaintBounds.replicated(children, by: replicator)
            }
            if layer.masksToBounds { children = children.intersection(layer.bounds) }
            bounds = bounds.union(children)
        }
        if let mask = node.mask {
            let maskNode = nodes[mask]
            let maskBounds = maskNode.isVisible ? maskNode.paintBounds : .null
            if maskBounds.isNull {
                bounds = .null
            } else if !maskBounds.isInfinite,
                let mapped = Homography(maskNode.toSuperlayer).boundingBox(of: maskBounds)
            {
                bounds = bounds.intersection(mapped)
            }
        }
        return bounds
    }

    private func withShadow(_ bounds: CGRect, of node: RenderNode) -> CGRect {
        guard let shadow = node.shadow, !bounds.isNull, !bounds.isInfinite else { return bounds }
        let layer = node.layer
        let source = layer.shadowPath?.boundingBoxOfPath ?? bounds
        let cast = source.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            .insetBy(dx: -shadow.localReach, dy: -shadow.localReach)
        return bounds.union(cast)
    }
}
