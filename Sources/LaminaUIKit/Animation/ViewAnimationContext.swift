import Foundation

/// The animation blocks open on the current thread, and the actions view-backed layers get.
///
/// UIKit's rule: a view's layer asks the view for the action of every change; outside an
/// animation block the view answers `NSNull()` (no animation), inside one it answers the
/// block's animation.
enum ViewAnimationContext {
    /// One open block.
    enum Frame {
        /// An animation block.
        case animating(ViewAnimationBlock)
        /// `performWithoutAnimation(_:)`, or a transition's changes.
        case suppressed
        /// The closure of `animateKeyframes(…)`: changes outside keyframes apply at once.
        case keyframes(KeyframeCollector)
        /// One `addKeyframe(…)`: its changes are recorded as a keyframe.
        case keyframe(KeyframeCollector, start: Double, duration: Double)
    }

    private static let slot = ThreadLocal { Box<[Frame]>([]) }
    private static let enabledSlot = ThreadLocal { Box(true) }

    /// Whether view animations are enabled on this thread.
    static var animationsEnabled: Bool {
        get { enabledSlot.value.value }
        set { enabledSlot.value.value = newValue }
    }

    /// The open frames of this thread, innermost last.
    private static var frames: [Frame] {
        get { slot.value.value }
        set { slot.value.value = newValue }
    }

    /// The innermost block, when it animates.
    static var currentBlock: ViewAnimationBlock? {
        guard case .animating(let block)? = frames.last else { return nil }
        return block
    }

    /// The action of a view-backed layer's change of `key`.
    static func action(for layer: CALayer, forKey key: String) -> CAAction? {
        if case .keyframe(let collector, _, _)? = frames.last {
            collector.willChange(layer, key: key)
            return NSNull()
        }
        guard let block = currentBlock, block.animates, animationsEnabled,
            type(of: layer).isImplicitlyAnimatable(key)
        else { return NSNull() }
        return block.makeAnimation(for: layer, key: key)
    }

    /// A block with UIKit's inheritance: inside another block, the duration and curve are the
    /// outer block's unless the options override them.
    static func makeBlock(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        spring: ViewAnimationBlock.Spring? = nil, completion: ((Bool) -> Void)?
    ) -> ViewAnimationBlock {
        var duration = duration
        var timing = options.timingFunction
        if let outer = currentBlock, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timingFunction }
        }
        let enabled = animationsEnabled && !isSuppressed
        return ViewAnimationBlock(
            duration: enabled ? duration : 0, delay: delay, options: options, timingFunction: timing,
            spring: spring, completion: completion)
    }

    /// Whether the innermost frame suppresses animations.
    private static var isSuppressed: Bool {
        if case .suppressed? = frames.last { return true }
        return false
    }

    /// Runs `body` inside `block`, then closes it.
    static func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
        frames.append(.animating(block))
        body()
        frames.removeLast()
        block.close()
    }

    /// Runs the closure of a keyframe animation, collecting its keyframes.
    static func runKeyframes(_ collector: KeyframeCollector, _ body: () -> Void) {
        frames.append(.keyframes(collector))
        body()
        frames.removeLast()
    }

    /// The collector of the innermost keyframe animation, if `addKeyframe` is called in one.
    static var currentCollector: KeyframeCollector? {
        switch frames.last {
        case .keyframes(let collector)?: return collector
        case .keyframe(let collector, _, _)?: return collector
        default: return nil
        }
    }

    /// Runs one keyframe's changes, recording them.
    static func runKeyframe(
        _ collector: KeyframeCollector, start: Double, duration: Double, _ body: () -> Void
    ) {
        frames.append(.keyframe(collector, start: start, duration: duration))
        collector.beginKeyframe()
        body()
        collector.endKeyframe(start: start, duration: duration)
        frames.removeLast()
    }

    /// Runs `body` with animations suppressed.
    static func runWithoutAnimation(_ body: () -> Void) {
        frames.append(.suppressed)
        body()
        frames.removeLast()
    }
}
