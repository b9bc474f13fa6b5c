import LaminaGraphics

/// What happens to a tree before it is committed, as a Core Animation commit does: layout of
/// the layers marked for it. (Display happens in the render tree's walk, which lays out the
/// layers marked since, as it meets them.)
package enum RenderPreparation {
    /// Lays out the layers of the tree under `root` that are marked for it, parents first.
    ///
    /// Rendering does this before it commits, as a Core Animation commit lays out first: a
    /// sublayer added in this transaction and placed by `layoutSublayers()` appears where it
    /// was placed, rather than animating there from where it was made.
    package static func layOut(_ root: CALayer) {
        // No layer of any tree is marked: nothing to walk to.
        guard LayoutDemand.isAny else { return }
        if let parent = root.parent, parent.layoutIsNeeded { root.layoutIfNeeded() }
        var stack = [root]
        while let layer = stack.popLast() {
            if layer.layoutIsNeeded {
                layer.layoutSublayers()
                // What the layer's own layout changed (a sublayer it added) needs no second pass.
                layer.layoutIsNeeded = false
            }
            stack.append(contentsOf: layer.children)
            if let mask = layer.maskLayer { stack.append(mask) }
        }
    }
}
