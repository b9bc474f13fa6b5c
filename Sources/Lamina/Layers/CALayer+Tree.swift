import LaminaGraphics

extension CALayer {
    /// The layer's superlayer; for a mask, the layer it masks (as measured on Apple's platforms).
    ///
    /// For the head of a presentation tree, the presentation of the model's superlayer at the
    /// same time (a new copy each time it is read).
    public var superlayer: CALayer? {
        if let parent { return parent }
        guard let presentationTime, let modelParent = modelLayer?.parent else { return nil }
        let parentCopy = modelParent.presentationSubtree(atTime: presentationTime)
        return parentCopy
    }

    /// The sublayers, back to front; `nil` when there are none.
    ///
    /// Setting it replaces every sublayer: layers no longer in the array are detached (their
    /// `superlayer` becomes `nil`), new ones are moved from wherever they were, and the order is
    /// the array's, so `layer.sublayers?.removeAll { $0 is CAShapeLayer }` detaches exactly the
    /// shape layers.
    /// - Precondition: the array holds no layer twice and neither this layer nor an ancestor.
    public var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set { replaceChildren(with: newValue ?? []) }
    }

    /// The mask: only its alpha matters, in this layer's coordinate space. It is never one of
    /// the sublayers, yet its `superlayer` reads as this layer. Assigning a layer removes it
    /// from any tree it was in. Default: `nil`.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            if let newValue {
                precondition(
                    newValue !== self && !isDescendant(of: newValue),
                    "CALayer: \(newValue.shortDescription) cannot be the mask of \(shortDescription), its descendant"
                )
                newValue.removeFromSuperlayer()
            }
            layerPropertyWillChange("mask")
            if let old = maskLayer, old.parent === self { old.parent = nil }
            maskLayer = newValue
            newValue?.parent = self
            layerPropertyDidChange("mask")
        }
    }

    /// Appends `layer` to the sublayers, moving it from any superlayer it had.
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: layer.parent === self && maskLayer !== layer ? children.count - 1 : children.count)
    }

    /// Inserts `layer` into the sublayers at `idx`, moving it from any superlayer it had.
    ///
    /// - Precondition: `idx` is at most the number of sublayers (after `layer` is removed from
    ///   them, if it was one).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts `layer` just below `sibling` (before it in `sublayers`); with `nil`, at the back.
    ///
    /// - Precondition: `sibling` is one of the sublayers, as Core Animation requires.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer else {
            insert(layer, at: 0)
            return
        }
        precondition(
            sibling.parent === self && children.contains { $0 === sibling },
            "CALayer.insertSublayer(_:below:): \(sibling.shortDescription) is not a sublayer of \(shortDescription)"
        )
        detachForInsertion(layer)
        let index = children.firstIndex { $0 === sibling } ?? 0
        attach(layer, at: index)
    }

    /// Inserts `layer` just above `sibling` (after it in `sublayers`); with `nil`, at the front.
    ///
    /// - Precondition: `sibling` is one of the sublayers, as Core Animation requires.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer else {
            addSublayer(layer)
            return
        }
        precondition(
            sibling.parent === self && children.contains { $0 === sibling },
            "CALayer.insertSublayer(_:above:): \(sibling.shortDescription) is not a sublayer of \(shortDescription)"
        )
        detachForInsertion(layer)
        let index = (children.firstIndex { $0 === sibling } ?? children.count - 1) + 1
        attach(layer, at: index)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`, at the same index.
    ///
    /// - Precondition: `oldLayer` is one of the sublayers, as Core Animation requires.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        precondition(
            oldLayer.parent === self && children.contains { $0 === oldLayer },
            "CALayer.replaceSublayer(_:with:): \(oldLayer.shortDescription) is not a sublayer of \(shortDescription)"
        )
        detachForInsertion(newLayer)
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        children[index] = newLayer
        oldLayer.parent = nil
        newLayer.parent = self
        setNeedsLayout()
    }

    /// Detaches the layer from its superlayer's sublayers, or, for a mask, from the layer it
    /// masks.
    public func removeFromSuperlayer() {
        guard let parent else { return }
        if parent.maskLayer === self {
            parent.mask = nil
            return
        }
        if let index = parent.children.firstIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
            parent.setNeedsLayout()
        }
        self.parent = nil
    }

    // MARK: Implementation

    /// Whether `ancestor` is this layer or above it (through superlayers and mask owners).
    package func isDescendant(of ancestor: CALayer) -> Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.parent
        }
        return false
    }

    /// Stops when adding `layer` below this layer would make a cycle.
    private func requireNoCycle(_ layer: CALayer) {
        precondition(
            !isDescendant(of: layer),
            "CALayer: adding \(layer.shortDescription) to \(shortDescription) would make it its own ancestor")
    }

    /// Removes `layer` from wherever it is, before inserting it here.
    private func detachForInsertion(_ layer: CALayer) {
        requireNoCycle(layer)
        layer.removeFromSuperlayer()
    }

    private func attach(_ layer: CALayer, at index: Int) {
        children.insert(layer, at: index)
        layer.parent = self
        setNeedsLayout()
    }

    private func insert(_ layer: CALayer, at index: Int) {
        detachForInsertion(layer)
        precondition(
            index >= 0 && index <= children.count,
            "CALayer.insertSublayer(_:at:): index \(index) is beyond the \(children.count) sublayers of \(shortDescription)"
        )
        attach(layer, at: index)
    }

    /// What setting `sublayers` does, in time linear in the two arrays.
    private func replaceChildren(with newChildren: [CALayer]) {
        var incoming = Set<ObjectIdentifier>()
        incoming.reserveCapacity(newChildren.count)
        for layer in newChildren {
            precondition(
                incoming.insert(ObjectIdentifier(layer)).inserted,
                "CALayer.sublayers: \(layer.shortDescription) appears twice in the new sublayers of \(shortDescription)"
            )
            requireNoCycle(layer)
        }
        for old in children where !incoming.contains(ObjectIdentifier(old)) {
            old.parent = nil
        }
        let previous = Set(children.map(ObjectIdentifier.init))
        children = []
        for layer in newChildren where !previous.contains(ObjectIdentifier(layer)) {
            layer.removeFromSuperlayer()
        }
        children = newChildren
        for layer in newChildren { layer.parent = self }
        setNeedsLayout()
    }
}
