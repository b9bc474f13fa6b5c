import LaminaGraphics

/// Animations run together on one layer, timed by the group.
///
/// Mirrors QuartzCore's `CAAnimationGroup`: each child's time is the group's local time; a
/// child without a duration lasts as long as the group, and children are cut off at the
/// group's end.
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    /// A copy of the group that shares its animations, as Core Animation's shallow copy does.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? CAAnimationGroup {
            copy.animations = animations
        }
        return copy
    }

    package override func apply(to layer: CALayer, model: CALayer, localTime: CFTimeInterval, inGroup: Bool) {
        guard
            case .active(let progress, _) = MediaTiming.phase(
                at: localTime, self, holdsAfterEnd: !isRemovedOnCompletion, inGroup: inGroup)
        else { return }
        let groupTime = progress * duration
        for child in animations ?? [] {
            if child.duration == 0 { child.duration = duration }
            child.apply(
                to: layer, model: model, localTime: MediaTiming.elapsedTime(groupTime, child), inGroup: true)
        }
    }
}
