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
}
