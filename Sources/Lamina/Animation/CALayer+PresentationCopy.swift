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
        // Animations of the transform's parts (`transform.rotation.z`, `transform.scale.x`…)
        // set their parts of one decomposition of the model's transform, composed again after
        // each: parts set to zero or a mirror survive the next part's animation.
        if animationEntries.contains(where: { Self.mayAnimateTransformParts($0.animation) }) {
            copy.transformParts = TransformParts(transform)
        }
        defer { copy.transformParts = nil }
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

    /// Whether `animation` (or, for a group, one of its animations) animates a part of the
    /// transform through a key path below `transform`.
    private static func mayAnimateTransformParts(_ animation: CAAnimation) -> Bool {
        if let group = animation as? CAAnimationGroup {
            return group.animations?.contains(where: mayAnimateTransformParts) ?? false
        }
        return (animation as? CAPropertyAnimation)?.keyPath?.hasPrefix("transform.") ?? false
    }
}

/// The parts of a presentation copy's transform while its animations are applied (see
/// ``CALayer/presentationCopy(atTime:pendingAtStart:)``).
package final class TransformParts {
    /// The decomposition the part animations set parts of.
    package var parts: DecomposedTransform

    /// The parts of `transform`; for one that does not decompose (a w scale of zero), the
    /// identity's.
    init(_ transform: CATransform3D) {
        parts = DecomposedTransform(transform, flipsOneAxis: true) ?? DecomposedTransform()
    }
}
