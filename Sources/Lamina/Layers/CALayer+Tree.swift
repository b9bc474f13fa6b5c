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

    /// Sets the mask; see ``mask``.
    package func setMaskLayer(_ newValue: CALayer?) {
        guard newValue !== maskLayer else { return }
        if let newValue {
            ProgrammerError.require(
                newValue !== self && !isDescendant(of: newValue),
                "CALayer: \(newValue.shortDescription) cannot be the mask of \(shortDescription), its descendant"
            )
            newValue.leaveSuperlayerForMove()
        }
        layerPropertyWillChange("mask")
        if let old = maskLayer, old.parent === self { old.parent = nil }
        maskLayer = newValue
        newValue?.parent = self
        layerPropertyDidChange("mask")
    }

    /// The implementation of `addSublayer`.
    package func attachSublayer(_ layer: CALayer) {
        insert(layer, at: layer.parent === self && maskLayer !== layer ? children.count - 1 : children.count)
    }

    /// The implementation of `insertSublayer`.
    package func attachSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// The implementation of `insertSublayer`.
    package func attachSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer else {
            insert(layer, at: 0)
            return
        }
        ProgrammerError.require(
            sibling.parent === self && children.contains { $0 === sibling },
            "CALayer.insertSublayer(_:below:): \(sibling.shortDescription) is not a sublayer of \(shortDescription)"
        )
        detachForInsertion(layer)
        let index = children.firstIndex { $0 === sibling } ?? 0
        attach(layer, at: index)
    }

    /// The implementation of `insertSublayer`.
    package func attachSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer else {
            attachSublayer(layer)
            return
        }
        ProgrammerError.require(
            sibling.parent === self && children.contains { $0 === sibling },
            "CALayer.insertSublayer(_:above:): \(sibling.shortDescription) is not a sublayer of \(shortDescription)"
        )
        detachForInsertion(layer)
        let index = (children.firstIndex { $0 === sibling } ?? children.count - 1) + 1
        attach(layer, at: index)
    }

    /// The implementation of `replaceSublayer`.
    package func exchangeSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        ProgrammerError.require(
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

    /// The implementation of `removeFromSuperlayer`.
    package func detachFromSuperlayer() {
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
        TransactionStack.current.touch(parent)
        if parent.isCommitted { runOrderAction(kCAOnOrderOut) }
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
        ProgrammerError.require(
            !isDescendant(of: layer),
            "CALayer: adding \(layer.shortDescription) to \(shortDescription) would make it its own ancestor")
    }

    /// Removes `layer` from wherever it is, before inserting it here.
    private func detachForInsertion(_ layer: CALayer) {
        requireNoCycle(layer)
        layer.leaveSuperlayerForMove()
    }

    /// Before the layer moves to another place: when it has a superlayer, tells it through
    /// ``removeFromSuperlayer()`` (which subclasses may override), and makes sure it left.
    package func leaveSuperlayerForMove() {
        guard parent != nil else { return }
        removeFromSuperlayer()
        if parent != nil { detachFromSuperlayer() }
    }

    private func attach(_ layer: CALayer, at index: Int) {
        children.insert(layer, at: index)
        layer.parent = self
        setNeedsLayout()
        TransactionStack.current.touch(self)
        if isCommitted { layer.runOrderAction(kCAOnOrderIn) }
    }

    private func insert(_ layer: CALayer, at index: Int) {
        detachForInsertion(layer)
        ProgrammerError.require(
            index >= 0 && index <= children.count,
            "CALayer.insertSublayer(_:at:): index \(index) is beyond the \(children.count) sublayers of \(shortDescription)"
        )
        attach(layer, at: index)
    }

    /// What setting `sublayers` does, in time linear in the two arrays.
    package func replaceChildren(with newChildren: [CALayer]) {
        var incoming = Set<ObjectIdentifier>()
        incoming.reserveCapacity(newChildren.count)
        for layer in newChildren {
            ProgrammerError.require(
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
            layer.leaveSuperlayerForMove()
        }
        children = newChildren
        for layer in newChildren { layer.parent = self }
        setNeedsLayout()
        TransactionStack.current.touch(self)
    }
}
