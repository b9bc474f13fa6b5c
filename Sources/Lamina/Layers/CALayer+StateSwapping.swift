import LaminaGraphics

/// Typed access to sublayers, for the state-swap idiom of removing sublayers of one kind and
/// adding another.
///
/// Additions to Core Animation's API. Each runs in time linear in the number of sublayers.
extension CALayer {
    /// The sublayers that are of type `type` (subclasses included), back to front.
    public func sublayers<Layer: CALayer>(ofType type: Layer.Type) -> [Layer] {
        children.compactMap { $0 as? Layer }
    }

    /// Removes the sublayers of type `type` (subclasses included) and returns them, back to
    /// front; the others keep their order.
    @discardableResult
    public func removeSublayers<Layer: CALayer>(ofType type: Layer.Type) -> [Layer] {
        removeSublayers { $0 is Layer }.compactMap { $0 as? Layer }
    }

    /// The first sublayer named `name`, back to front.
    public func sublayer(named name: String) -> CALayer? {
        children.first { $0.name == name }
    }

    /// Removes the sublayers named `name` and returns them.
    @discardableResult
    public func removeSublayers(named name: String) -> [CALayer] {
        removeSublayers { $0.name == name }
    }

    /// Removes the sublayers for which `shouldRemove` is true and returns them, back to front.
    @discardableResult
    public func removeSublayers(where shouldRemove: (CALayer) throws -> Bool) rethrows -> [CALayer] {
        try LayerTreeLock.withLock {
            var kept: [CALayer] = []
            var removed: [CALayer] = []
            for child in children {
                if try shouldRemove(child) { removed.append(child) } else { kept.append(child) }
            }
            guard !removed.isEmpty else { return [] }
            children = kept
            for layer in removed { layer.parent = nil }
            setNeedsLayout()
            return removed
        }
    }
}
