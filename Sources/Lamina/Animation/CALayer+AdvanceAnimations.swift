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
    /// order, and each shows what rendering that time alone shows. ``TestClock`` advances every
    /// animation added while it runs, with timers and main-queue work in between.
    ///
    /// ```swift
    /// layer.add(fade, forKey: "fade")
    /// let frame = try LayerRenderer().image(of: layer, atTime: start + 0.1)
    /// layer.advanceAnimations(to: start + 1)  // fade's delegate hears animationDidStop
    /// ```
    public func advanceAnimations(to time: CFTimeInterval) {
        LayerTreeLock.withLock {
            // Pending changes and animations are committed first, as at a frame.
            TransactionStack.current.flush()
            var layers: [CALayer] = []
            var stack: [CALayer] = [self]
            while let layer = stack.popLast() {
                if let mask = layer.maskLayer { stack.append(mask) }
                stack.append(contentsOf: layer.children.reversed())
                if !layer.animationEntries.isEmpty { layers.append(layer) }
            }
            Self.finishAnimations(of: layers, endedBy: time)
        }
    }

    /// The earliest media time after `time` at which one of the animations of `layers` (their
    /// own, not their sublayers') ends, or `nil` when none ends after it.
    ///
    /// Pending transactions are committed first, so animations added since get their start
    /// times. An animation of a layer whose time does not reach its end (a paused layer) never
    /// ends.
    package static func nextAnimationEnd(of layers: [CALayer], after time: CFTimeInterval) -> CFTimeInterval?
    {
        LayerTreeLock.withLock {
            TransactionStack.current.flush()
            var earliest: CFTimeInterval?
            for layer in layers {
                for entry in layer.animationEntries where !entry.animation.hasStopped {
                    let end = entry.animation.endTime
                    guard end.isFinite else { continue }
                    let global = layer.convertTime(end, to: nil)
                    guard global > time, global < (earliest ?? .infinity),
                        layer.convertTime(global, from: nil) >= end
                    else { continue }
                    earliest = global
                }
            }
            return earliest
        }
    }

    /// Finishes the animations of `layers` (their own) that have ended by media time `time`:
    /// in the order they end, ties in the order of `layers`.
    package static func finishAnimations(ownedBy layers: [CALayer], endedBy time: CFTimeInterval) {
        LayerTreeLock.withLock {
            TransactionStack.current.flush()
            finishAnimations(of: layers, endedBy: time)
        }
    }

    /// What ``advanceAnimations(to:)`` and ``finishAnimations(ownedBy:endedBy:)`` do, under the
    /// tree lock.
    private static func finishAnimations(of layers: [CALayer], endedBy time: CFTimeInterval) {
        var finished: [(end: CFTimeInterval, order: Int, layer: CALayer, animation: CAAnimation)] = []
        for layer in layers {
            let local = layer.convertTime(time, from: nil)
            for entry in layer.animationEntries where !entry.animation.hasStopped {
                let end = entry.animation.endTime
                guard end.isFinite, local >= end else { continue }
                finished.append((layer.convertTime(end, to: nil), finished.count, layer, entry.animation))
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
