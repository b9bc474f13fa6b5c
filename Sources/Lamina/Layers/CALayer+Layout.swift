import LaminaGraphics

extension CALayer {
    /// What `layoutIfNeeded()` does: find the highest ancestor that needs layout and lay out
    /// every marked layer beneath it, parents before children.
    package func performLayoutIfNeeded() {
        var top: CALayer = self
        while let parent = top.parent, parent.layoutIsNeeded {
            top = parent
        }
        top.layoutSubtree()
    }

    /// Lays out this layer if marked, then its mask and its sublayers (as they are after its
    /// layout), iteratively so that trees of any depth lay out. A mask's subtree is laid out as
    /// Core Animation lays it out, as part of the layer it masks.
    package func layoutSubtree() {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            // A `layoutIfNeeded()` from inside the layer's own layout (a view's
            // `layoutSubviews()`) skips it rather than recursing, as UIKit ignores it.
            if layer.layoutIsNeeded && !layer.isLayingOut {
                layer.isLayingOut = true
                layer.layoutSublayers()
                layer.isLayingOut = false
                // What the layer's own layout changed (a sublayer it added) needs no second pass.
                layer.layoutIsNeeded = false
            }
            stack.append(contentsOf: layer.children.reversed())
            if let mask = layer.maskLayer { stack.append(mask) }
        }
    }
}

extension CALayer {
    /// The sublayers in drawing order: increasing `zPosition`, insertion order among equals.
    package var sublayersInDrawingOrder: [CALayer] {
        guard let first = children.first?.zPosition,
            children.contains(where: { $0.zPosition != first })
        else { return children }
        return children.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }
}
