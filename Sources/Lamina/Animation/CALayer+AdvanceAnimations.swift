import LaminaGraphics

extension CALayer {
    /// Moves the animations of the tree under this layer (its sublayers and masks included) to
    /// media time `time`, finishing every animation that has ended by then.
    ///
    /// A Lamina addition: the clock of a test or a frame loop. Each finished animation's
    /// delegate receives `animationDidStop(_:finished:)` with `true` once, in the order the
    /// animations end (tree order, parents first, among animations that end together), its
    /// `CATransaction` completion block runs when the last animation of its transaction is
    /// done, and it is removed from its layer when `isRemovedOnCompletion` is `true` (as Core
    /// Animation removes it when its time passes). Animations that have not ended are left
    /// alone, and advancing to an earlier time than before finishes nothing new.
    ///
    /// Rendering (`LayerRenderer`, `render(in:)`) and `presentation(atTime:)` only sample the
    /// animations: they never finish or remove one, so frames can be drawn at any times in any
    /// order, and each shows what rendering that time alone shows.
    ///
    /// ```swift
    /// layer.add(fade, forKey: "fade")
    /// let frame = try LayerRenderer().image(of: layer, atTime: start + 0.1)
    /// layer.advanceAnimations(to: start + 1)  // fade's delegate hears animationDidStop
    /// ```
    public func advanceAnimations(to time: CFTimeInterval) {
        LayerTreeLock.withLock { finishAnimations(endedBy: time) }
    }

    /// What ``advanceAnimations(to:)`` does, under the tree lock.
    private func finishAnimations(endedBy time: CFTimeInterval) {
        // Pending changes and animations are committed first, as at a frame.
        TransactionStack.current.flush()
        var finished: [(end: CFTimeInterval, order: Int, layer: CALayer, animation: CAAnimation)] = []
        var stack: [CALayer] = [self]
        var order = 0
        while let layer = stack.popLast() {
            if let mask = layer.maskLayer { stack.append(mask) }
            stack.append(contentsOf: layer.children.reversed())
            guard !layer.animationEntries.isEmpty else { continue }
            let local = layer.convertTime(time, from: nil)
            for entry in layer.animationEntries where !entry.animation.hasStopped {
                let end = entry.animation.endTime
                guard end.isFinite, local >= end else { continue }
                finished.append((layer.convertTime(end, to: nil), order, layer, entry.animation))
                order += 1
            }
        }
        guard !finished.isEmpty else { return }
        finished.sort { $0.end != $1.end ? $0.end < $1.end : $0.order < $1.order }
        for item in finished where item.animation.isRemovedOnCompletion {
            item.layer.animationEntries.removeAll { $0.animation === item.animation }
        }
        for item in finished { item.layer.stop(item.animation, finished: true) }
    }
}
