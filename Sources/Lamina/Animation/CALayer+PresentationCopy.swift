import LaminaGraphics

extension CALayer {
    /// A copy of the layer's own properties with its animations applied at media time `now`.
    ///
    /// With `pendingAtStart`, an animation of the pending transaction (not yet given a start
    /// time by a commit) shows its start, as ``CALayer/presentation()`` reads it; otherwise a
    /// `beginTime` of 0 is media time 0.
    package func presentationCopy(atTime now: CFTimeInterval, pendingAtStart: Bool = false) -> CALayer {
        let copy = propertyCopy()
        copy.modelLayer = self
        guard !animationEntries.isEmpty else { return copy }
        let local = convertTime(now, from: nil)
        for entry in animationEntries {
            let animation = entry.animation
            // An animation of the pending transaction has not started: it shows its start.
            let pending = pendingAtStart && !animation.hasStarted && animation.beginTime == 0
            let time = pending ? 0 : MediaTiming.elapsedTime(local, animation)
            if let transition = animation as? CATransition {
                if let snapshot = transition.snapshot, let progress = transition.progress(at: time) {
                    copy.transitionState = (snapshot, progress, transition)
                }
                continue
            }
            animation.apply(to: copy, model: self, localTime: time, inGroup: false)
        }
        return copy
    }
}
