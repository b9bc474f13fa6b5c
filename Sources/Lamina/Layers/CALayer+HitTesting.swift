import LaminaGraphics

extension CALayer {
    /// What `hitTest(_:)` does.
    package func performHitTest(_ p: CGPoint) -> CALayer? {
        // `hitTest(_:)` recurses through the (overridable) method once per level: a deep tree
        // continues on a thread with a large stack.
        DeepStack.nested { hitTest(p, plane: .identity) }
    }

    /// Hit-tests as the compositor draws: `p` is a point of the plane the layer is flattened
    /// into, and `plane` maps the layer's superlayer space into that plane in 3D (identity,
    /// except below a `CATransformLayer`, whose sublayers keep their depth until the first
    /// layer that is not one flattens them).
    package func hitTest(_ p: CGPoint, plane: CATransform3D) -> CALayer? {
        guard !isHidden else { return nil }
        let toPlane = plane == .identity ? transformToSuperlayer : transformToSuperlayer.concatenating(plane)
        if self is CATransformLayer {
            // Draws nothing itself: only its sublayers are hit, through its 3D space, front
            // first in the order they are drawn (by depth, not zPosition).
            let children = self.children.filter { !$0.isHidden }
            let depths = children.map { child in
                DepthOrder.depth(
                    ofAnchor: child.mapping.anchor,
                    placedBy: child.transformToSuperlayer.concatenating(toPlane))
            }
            for index in DepthOrder.backToFront(depths).reversed() {
                if let hit = children[index].hitTest(p, plane: toPlane) { return hit }
            }
            return nil
        }
        let map = Homography(toPlane)
        // A single-sided layer turned away is not drawn, so it is not hit either.
        if !isDoubleSided, map.facesAway(over: bounds) { return nil }
        guard let local = map.inverse?.apply(p) else { return nil }
        if masksToBounds, !contains(local) { return nil }
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
