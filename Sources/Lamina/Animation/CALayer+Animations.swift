import LaminaGraphics

extension CALayer: CAMediaTiming {}

extension CALayer {
    /// The implementation of `add(_:forKey:)`.
    package func installAnimation(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if copy.duration == 0, !(copy is CASpringAnimation) {
            copy.duration = CATransaction.animationDuration()
        }
        if copy.duration == 0 { copy.duration = 0.25 }
        if copy.timingFunction == nil, let function = CATransaction.animationTimingFunction() {
            copy.timingFunction = function
        }
        if let transition = copy as? CATransition {
            transition.snapshot = detachedCopy()
        }
        let name = copy is CATransition ? kCATransition : (key ?? "")
        if let index = animationEntries.firstIndex(where: { $0.key == name && !name.isEmpty }) {
            let old = animationEntries.remove(at: index).animation
            stop(old, finished: false)
        }
        animationEntries.append((name, copy))
        TransactionStack.current.added(copy, to: self)
    }

    /// The implementation of `animation(forKey:)`.
    package func installedAnimation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The implementation of `animationKeys()`.
    package func installedAnimationKeys() -> [String]? {
        let keys = animationEntries.map(\.key).filter { !$0.isEmpty }
        return keys.isEmpty ? nil : keys
    }

    /// The implementation of `removeAnimation(forKey:)`.
    package func uninstallAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        stop(animationEntries.remove(at: index).animation, finished: false)
    }

    /// The implementation of `removeAllAnimations()`.
    package func uninstallAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        for entry in removed { stop(entry.animation, finished: false) }
    }

    /// Sends `animationDidStop` once and releases the transaction's completion block.
    package func stop(_ animation: CAAnimation, finished: Bool) {
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        if !animation.hasStarted {
            animation.hasStarted = true
            animation.delegate?.animationDidStart(animation)
        }
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completionGroup?.leave()
        animation.completionGroup = nil
    }

    /// A copy of the layer as it appears now: its model values with its animations applied at
    /// the current media time.
    ///
    /// As in Core Animation, reading the presentation commits nothing: changes made after it
    /// belong to the same transaction as those before (so a layer built and configured around a
    /// call to `presentation()` still appears without implicit animations). An animation added
    /// in the pending transaction, which has no start time yet, shows its state at its start.
    /// Difference: Core Animation shows the last committed values of properties changed in the
    /// pending transaction without an animation; Lamina shows the model's.
    ///
    /// The copy heads a presentation tree: its `sublayers` and `mask` are the presentation
    /// copies of the model's, and its `superlayer` is the presentation of the model's
    /// superlayer. Reading it never changes the model. Differences from Core Animation: a
    /// subclass defined outside Lamina is copied as its nearest Lamina class, so the result is
    /// `nil` when such a layer has animations or sublayers of its own (read its values from
    /// `value(forKeyPath:)` of a copy made for a Lamina-class ancestor instead), and is the
    /// model layer itself when it has neither. Rendered (`presentation()?.render(in:)`), such a
    /// copy shows the contents its model draws with its own `draw(in:)` or `display()`, as a
    /// presentation layer shows its model's contents.
    public func presentation() -> Self? {
        LayerTreeLock.withLock { presentationTree(atTime: CACurrentMediaTime(), pendingAtStart: true) }
    }

    /// The layer as it appears at media time `time`: a presentation tree like
    /// ``presentation()``'s, sampled at the time you choose.
    ///
    /// An addition to Core Animation's API, for tests and for rendering at chosen times: read
    /// an animation's value 0.1 s after it starts with
    /// `layer.presentation(atTime: start + 0.1)?.opacity`. It commits the pending transaction
    /// first (so an animation added with a `beginTime` of 0 has its start time), never reads
    /// the wall clock and never changes the model: sampling at any time, in any order, gives
    /// the same values, and animations that have ended stay on the layer until time is advanced
    /// with ``advanceAnimations(to:)``.
    /// - Parameter time: A media time, in the time space of ``CACurrentMediaTime()``.
    /// - Returns: The presentation copy, or `nil` as ``presentation()`` describes.
    public func presentation(atTime time: CFTimeInterval) -> Self? {
        LayerTreeLock.withLock {
            TransactionStack.current.flush()
            return presentationTree(atTime: time, pendingAtStart: false)
        }
    }

    /// The presentation tree at `time`, without committing.
    private func presentationTree(atTime time: CFTimeInterval, pendingAtStart: Bool) -> Self? {
        if !isLaminaClass, animationEntries.isEmpty, children.isEmpty, maskLayer == nil { return self }
        return presentationSubtree(atTime: time, pendingAtStart: pendingAtStart) as? Self
    }

    /// The presentation copy of the layer and, below it, of its sublayers and mask.
    ///
    /// An iterative walk, so trees of any depth are copied without exhausting the stack.
    package func presentationSubtree(atTime time: CFTimeInterval, pendingAtStart: Bool = false) -> CALayer {
        func copy(of layer: CALayer) -> CALayer {
            let copy = layer.presentationCopy(atTime: time, pendingAtStart: pendingAtStart)
            copy.presentationTime = time
            return copy
        }
        let root = copy(of: self)
        var stack: [(model: CALayer, copy: CALayer)] = [(self, root)]
        while let (model, parentCopy) = stack.popLast() {
            parentCopy.children = model.children.map { child in
                let childCopy = copy(of: child)
                childCopy.parent = parentCopy
                stack.append((child, childCopy))
                return childCopy
            }
            if let mask = model.maskLayer {
                let maskCopy = copy(of: mask)
                maskCopy.parent = parentCopy
                parentCopy.maskLayer = maskCopy
                stack.append((mask, maskCopy))
            }
        }
        return root
    }

    /// The model layer: for a presentation copy, the layer it was made from; otherwise itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// Converts a time from `l`'s time space (`nil`: media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let global = l.map { $0.timeToGlobal($0.timeChain, t) } ?? t
        return timeFromGlobal(timeChain, global)
    }

    /// Converts a time from this layer's time space to `l`'s (`nil`: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = timeToGlobal(timeChain, t)
        return l.map { $0.timeFromGlobal($0.timeChain, global) } ?? global
    }

    /// The layers whose timing maps media time to this layer's time, root first.
    private var timeChain: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current {
            chain.append(layer)
            current = layer.parent
        }
        return chain.reversed()
    }

    private func timeFromGlobal(_ chain: [CALayer], _ t: CFTimeInterval) -> CFTimeInterval {
        chain.reduce(t) { MediaTiming.localTime($0, $1) }
    }

    private func timeToGlobal(_ chain: [CALayer], _ t: CFTimeInterval) -> CFTimeInterval {
        chain.reversed().reduce(t) { MediaTiming.parentTime($0, $1) }
    }

    /// Whether the layer's class is one of Lamina's (so that its presentation copy has its
    /// class).
    private var isLaminaClass: Bool {
        Swift.type(of: self).propertyTable.layerClass == Swift.type(of: self)
    }

    /// A copy of the layer's own properties, as its nearest Lamina class.
    package func propertyCopy() -> CALayer {
        Swift.type(of: self).propertyTable.makeCopy(self)
    }

    /// A detached deep copy of the layer and its subtree (for transitions' snapshots).
    package func detachedCopy() -> CALayer {
        let copy = propertyCopy()
        copy.children = children.map { child in
            let childCopy = child.detachedCopy()
            childCopy.parent = copy
            return childCopy
        }
        if let mask = maskLayer {
            let maskCopy = mask.detachedCopy()
            maskCopy.parent = copy
            copy.maskLayer = maskCopy
        }
        return copy
    }
}
