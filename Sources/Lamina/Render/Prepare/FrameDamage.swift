import LaminaGraphics

/// Where two frames of one layer tree may differ: the region a frame sequence repaints.
///
/// DESIGN: a node is unchanged when its model layer is the same object with the same
/// ``CALayer/drawingGeneration`` under the same superlayer, and neither frame animates it,
/// runs a transition on it or shows its particles. Everything a layer draws with bumps the
/// generation (every property setter, its sublayers, its backing store), so an unchanged node
/// draws the same; a changed node may change anything within its paint bounds, which cover its
/// whole subtree, in both frames. A change spreads further only through an ancestor whose
/// drawing depends on its whole subtree: a shadow cast by its content, a replicator's copies,
/// a mask, a rasterized layer, a running transition, a transform layer. That ancestor's paint bounds are then
/// damaged instead.
package enum FrameDamage {
    /// The region, in the root layer's space, where `new` may draw differently from `old`:
    /// `.null` when nothing changed, `.infinite` when the change cannot be bounded (a
    /// projective map on the way to the root).
    package static func region(from old: RenderTree, to new: RenderTree) -> CGRect {
        let oldParents = old.parents()
        let newParents = new.parents()
        // A tree built from `old` links its nodes to their old nodes; others are found by an
        // index of `old`, made when first needed.
        let linked = new.previousTree == ObjectIdentifier(old)
        var oldIndex: [ObjectIdentifier: Int]?
        func oldNode(of node: UnsafePointer<RenderNode>) -> Int? {
            if linked, node.pointee.previousIndex >= 0 { return Int(node.pointee.previousIndex) }
            if oldIndex == nil {
                var index = [ObjectIdentifier: Int](minimumCapacity: old.count)
                for i in 0..<old.count { index[old.node(i).pointee.identity] = i }
                oldIndex = index
            }
            return oldIndex?[node.pointee.identity]
        }
        var matched = [Bool](repeating: false, count: old.count)
        var region = CGRect.null
        // Where each node reaches in the root's space, found when a change is first met.
        var oldReaches: [CGRect]?
        var newReaches: [CGRect]?
        func oldExtent(_ index: Int) -> CGRect {
            if oldReaches == nil { oldReaches = old.reachesInRootSpace(parents: oldParents) }
            return extent(of: index, in: old, parents: oldParents, reaches: oldReaches!)
        }
        func newExtent(_ index: Int) -> CGRect {
            if newReaches == nil { newReaches = new.reachesInRootSpace(parents: newParents) }
            return extent(of: index, in: new, parents: newParents, reaches: newReaches!)
        }
        for index in 0..<new.count {
            let node = new.node(index)
            if let oldNodeIndex = oldNode(of: node) {
                matched[oldNodeIndex] = true
                let oldNode = old.node(oldNodeIndex)
                if isStill(oldNode), isStill(node), oldNode.pointee.generation == node.pointee.generation,
                    identity(of: oldParents[oldNodeIndex], in: old)
                        == identity(of: newParents[index], in: new)
                {
                    continue
                }
                region = region.union(oldExtent(oldNodeIndex))
            }
            region = region.union(newExtent(index))
            if region.isInfinite { return .infinite }
        }
        for (index, wasMatched) in matched.enumerated() where !wasMatched {
            region = region.union(oldExtent(index))
            if region.isInfinite { return .infinite }
        }
        return region
    }

    /// Whether a node draws the same at any time while its model stays the same.
    private static func isStill(_ node: UnsafePointer<RenderNode>) -> Bool {
        !node.pointee.isAnimated && node.pointee.transition == nil && !node.pointee.hasParticles
    }

    private static func identity(of index: Int, in tree: RenderTree) -> ObjectIdentifier? {
        index < 0 ? nil : tree.node(index).pointee.identity
    }

    /// What a change of node `index` may repaint, in the root's space: the reach of the
    /// highest ancestor the change spreads through, or its own (`reaches`:
    /// ``RenderTree/reachesInRootSpace(parents:)``).
    private static func extent(of index: Int, in tree: RenderTree, parents: [Int], reaches: [CGRect])
        -> CGRect
    {
        var top = index
        var child = index
        while parents[child] >= 0 {
            let parent = parents[child]
            if spreads(tree.node(parent), from: child) { top = parent }
            child = parent
        }
        // A transform layer at the root places its sublayers in 3D, in no space bounded here.
        if parents[top] < 0, tree.node(top).pointee.kind == .transform { return .infinite }
        return reaches[top]
    }

    /// Whether a change in the subtree of `child` changes how `node` draws beyond the child's
    /// own paint bounds (a transform layer places its sublayers in 3D, which their own bounds
    /// in its plane do not describe).
    private static func spreads(_ node: UnsafePointer<RenderNode>, from child: Int) -> Bool {
        node.pointee.effects.contains(.spreadsDamage) || node.pointee.mask == child
    }
}

extension RenderTree {
    /// Each node's superlayer's index (for a mask, its owner's; for a transition's captured
    /// appearance, the layer running it); -1 for the root.
    package func parents() -> [Int] {
        var parents = [Int](repeating: -1, count: count)
        for index in 0..<count {
            let node = self.node(index)
            for child in node.pointee.children { parents[child] = index }
            if let mask = node.pointee.mask { parents[mask] = index }
            for range in node.pointee.instanceChildren ?? [] {
                for child in range { parents[child] = index }
            }
            if let transition = node.pointee.transition { parents[transition.old] = index }
        }
        return parents
    }
}

extension RenderTree {
    /// Where each node reaches in the root layer's space, by the walk over placed nodes that
    /// banding and damage columns share (the root's space taken as the device's): its paint
    /// bounds placed there; for a transform layer, which places its sublayers in 3D, its reach
    /// in its superlayer's space placed from there. The sublayers of a layer turned in
    /// perspective, which the walk does not enter, reach as far as that layer. `.null` for
    /// what does not draw (hidden, or in a hidden subtree).
    ///
    /// What else the walk does not enter (a transform layer's sublayers, a mask, a
    /// replicator's later instances, a transition's old appearance) is left `.null`: a change
    /// there spreads to the layer that draws it (``FrameDamage``), whose reach is read instead.
    ///
    /// - Parameter parents: each node's superlayer's index (``parents()``).
    package func reachesInRootSpace(parents: [Int]) -> [CGRect] {
        var reaches = [CGRect](repeating: .null, count: count)
        var maps = [CGAffineTransform](repeating: .identity, count: count)
        forEachPlacedNode(toDevice: .identity) { placed, _ in
            switch placed {
            case .affine(let index, let map, let bounds):
                let node = self.node(index)
                maps[index] = map
                guard node.pointee.kind == .transform else {
                    reaches[index] = bounds
                    return true
                }
                let parent = parents[index]
                let reach = node.pointee.paintBoundsInSuperlayer
                reaches[index] =
                    parent < 0 || reach.isInfinite
                    ? .infinite : reach.isNull ? .null : reach.applying(maps[parent])
                return false
            case .warped(let index, let reach):
                for descendant in self.node(index).pointee.descendants { reaches[descendant] = reach }
                reaches[index] = reach
                return false
            }
        }
        return reaches
    }
}
