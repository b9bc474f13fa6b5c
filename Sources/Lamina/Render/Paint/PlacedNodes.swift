import LaminaGraphics

/// A visible node reached by ``RenderTree/forEachPlacedNode(toDevice:_:)``: where it lies on
/// the output.
package enum PlacedNode {
    /// A node placed affinely: its index, the map from its space to the output's, and its
    /// paint bounds there (`.infinite` when they reach everywhere).
    case affine(index: Int, toDevice: CGAffineTransform, deviceBounds: CGRect)
    /// A node turned in perspective, drawn through a warped image: its whole subtree's reach on
    /// the output, which is all that is known of it.
    case warped(index: Int, deviceReach: CGRect)
}

extension RenderTree {
    /// Visits the visible nodes that paint something, top down from the root, each with its
    /// place on the output (`toDevice` maps the root's space there). A node placed affinely is
    /// offered its sublayers when `visit` returns `true`; a node turned in perspective is
    /// visited once, as a whole, and its sublayers are not. The walk stops when `visit` sets
    /// its `stop` argument.
    ///
    /// The one walk over placed nodes that banding and damage columns share; a transform
    /// layer's, a replicator's or a transition's sublayers are theirs to draw, so a visitor
    /// that does not descend into them returns `false` for those nodes.
    package func forEachPlacedNode(
        toDevice: CGAffineTransform, _ visit: (PlacedNode, _ stop: inout Bool) -> Bool
    ) {
        var stop = false
        var stack: [(index: Int, toDevice: CGAffineTransform)] = [(RenderTree.root, toDevice)]
        while !stop, let (index, map) = stack.popLast() {
            let node = self.node(index)
            guard node.pointee.isVisible else { continue }
            let bounds = node.pointee.paintBounds
            if bounds.isNull { continue }
            let device = bounds.isInfinite ? bounds : bounds.applying(map)
            guard visit(.affine(index: index, toDevice: map, deviceBounds: device), &stop), !stop else {
                continue
            }
            for child in node.pointee.children {
                let childNode = self.node(child)
                if let affine = childNode.pointee.affineToSuperlayer {
                    stack.append((child, affine.concatenating(map)))
                } else if childNode.pointee.isVisible {
                    let reach = childNode.pointee.paintBoundsInSuperlayer
                    _ = visit(
                        .warped(index: child, deviceReach: reach.isInfinite ? reach : reach.applying(map)),
                        &stop)
                    if stop { return }
                }
            }
        }
    }
}
