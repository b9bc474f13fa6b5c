import LaminaGraphics

extension CALayer {
    /// A copy of the layer's own properties with its animations applied at media time `now`.
    package func presentationCopy(atTime now: CFTimeInterval) -> CALayer {
        let copy = propertyCopy()
        copy.modelLayer = self
        guard !animationEntries.isEmpty else { return copy }
        let local = convertTime(now, from: nil)
        for entry in animationEntries {
            let animation = entry.animation
            let time = MediaTiming.localTime(local, animation)
            if let transition = animation as? CATransition {
                if let snapshot = transition.snapshot, let progress = transition.progress(at: time) {
                    copy.transitionState = (snapshot, progress, transition)
                }
                continue
            }
            animation.apply(to: copy, model: self, localTime: time)
        }
        return copy
    }

    /// Moves the layer's animations to media time `now`: those that ended are finished (their
    /// delegates told) and, when `isRemovedOnCompletion`, removed.
    package func advanceAnimations(to now: CFTimeInterval) {
        guard !animationEntries.isEmpty else { return }
        let local = convertTime(now, from: nil)
        var kept: [(key: String, animation: CAAnimation)] = []
        var finished: [CAAnimation] = []
        for entry in animationEntries {
            let end = entry.animation.endTime
            if end.isFinite, local >= end {
                finished.append(entry.animation)
                if !entry.animation.isRemovedOnCompletion { kept.append(entry) }
            } else {
                kept.append(entry)
            }
        }
        guard !finished.isEmpty else { return }
        animationEntries = kept
        for animation in finished { stop(animation, finished: true) }
    }
}

/// The presentation of a tree at a time: copies of the animated layers with their animations
/// applied, keyed by their model layer. The copies share their model's sublayers and mask, so
/// the compositor walks the model tree and draws each layer through its copy.
package struct PresentationTree {
    package var copies: [ObjectIdentifier: CALayer] = [:]
    /// The media time sampled; `nil` for the model values.
    package var time: CFTimeInterval?
    /// The animated model layers, in the order the walk met them.
    private var animated: [CALayer] = []

    package init() {}

    /// Commits the pending transaction, then samples every animated layer of the tree at media
    /// time `time` and advances its animations there.
    package init(root: CALayer, atTime time: CFTimeInterval) {
        TransactionStack.current.flush()
        self.init(sampling: [root], atTime: time)
        for model in animated { model.advanceAnimations(to: time) }
    }

    /// Samples every animated layer of the trees under `roots` at media time `time`, without
    /// changing them.
    package init(sampling roots: [CALayer], atTime time: CFTimeInterval) {
        self.time = time
        var stack = roots
        while let layer = stack.popLast() {
            stack.append(contentsOf: layer.children)
            if let mask = layer.maskLayer { stack.append(mask) }
            guard !layer.animationEntries.isEmpty else { continue }
            animated.append(layer)
            let copy = layer.presentationCopy(atTime: time)
            copy.children = layer.children
            copy.maskLayer = layer.maskLayer
            copy.parent = layer.parent
            copies[ObjectIdentifier(layer)] = copy
        }
    }

    /// The layer to draw for a model layer.
    package func resolve(_ layer: CALayer) -> CALayer {
        copies.isEmpty ? layer : copies[ObjectIdentifier(layer)] ?? layer
    }
}
