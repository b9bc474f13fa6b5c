import Foundation

// Lamina's time is explicit: the animations a block adds start at the next commit
// (`CATransaction.flush()`, or a render), and finish — running the completion — when time is
// advanced past their end by rendering at a time (`LayerRenderer.image(of:atTime:)`).
extension UIView {
    /// Animates changes to views over `duration` seconds, with the ease-in-ease-out curve.
    ///
    /// Mirrors UIKit's `animate(withDuration:animations:)`: every animatable property of a
    /// view's layer changed in `animations` (frame, bounds, center, transform, alpha,
    /// background colour, and the layer's own animatable properties) gets an animation from the
    /// value on screen to the new value. A duration of 0 or less makes the changes without
    /// animating them.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - animations: The changes.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes to views over `duration` seconds, then runs `completion`.
    ///
    /// Mirrors UIKit's `animate(withDuration:animations:completion:)`; see
    /// ``animate(withDuration:delay:options:animations:completion:)`` for when the completion
    /// runs.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - animations: The changes.
    ///   - completion: Run once when the animations end, with `true` if they all finished.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to views with a duration, a delay and options.
    ///
    /// Mirrors UIKit's `animate(withDuration:delay:options:animations:completion:)`. Each
    /// animation starts `delay` seconds after the commit (before then it shows the old value)
    /// and follows the options' curve; `.repeat` repeats it forever and `.autoreverse` plays it
    /// back. Inside another block the duration and curve are the outer block's unless the
    /// options override them.
    ///
    /// The completion runs once, when every animation the block added has stopped: when time
    /// is advanced past their end (rendering at a later time), with `true`, or when one is
    /// removed or replaced first, with `false`. When the block animates nothing (a duration of
    /// 0, animations disabled, no animatable change) it runs at the next commit
    /// (`CATransaction.flush()` or a render) with `true`.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - delay: Seconds to wait before starting.
    ///   - options: The curve and other options.
    ///   - animations: The changes.
    ///   - completion: Run once when the animations end.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationContext.makeBlock(
            duration: duration, delay: delay, options: options, completion: completion)
        ViewAnimationContext.run(block, animations)
    }

    /// Animates changes to views with the motion of a spring.
    ///
    /// Mirrors UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
    /// options:animations:completion:)`: the changes get `CASpringAnimation`s lasting `duration`
    /// seconds, with a mass of 1 and a stiffness and damping chosen so that the spring settles
    /// in about that time (`stiffness = (2π / duration)²`, `damping = 2 · dampingRatio ·
    /// 2π / duration`). UIKit does not document its parameters; these are Lamina's.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - delay: Seconds to wait before starting.
    ///   - dampingRatio: 1 for no oscillation, nearer 0 for more.
    ///   - velocity: The initial speed, in distances per second.
    ///   - options: Options; the curve is ignored (the spring is the curve).
    ///   - animations: The changes.
    ///   - completion: Run once when the animations end.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationContext.makeBlock(
            duration: duration, delay: delay, options: options,
            spring: .init(dampingRatio: dampingRatio, initialVelocity: velocity), completion: completion)
        ViewAnimationContext.run(block, animations)
    }

    /// Runs `actionsWithoutAnimation` with view animations disabled, even inside an animation
    /// block. Mirrors UIKit's `performWithoutAnimation(_:)`.
    /// - Parameter actionsWithoutAnimation: The changes.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationContext.runWithoutAnimation(actionsWithoutAnimation)
    }

    /// Animates a change of a view's content with a transition.
    ///
    /// Mirrors UIKit's `transition(with:duration:options:animations:completion:)`: the view's
    /// layer gets a `CATransition` from its appearance before `animations` to its appearance
    /// after; the changes themselves do not animate. Lamina's compositor has no flips or page
    /// curls: `.transitionCrossDissolve` is a fade, and the flip and curl options fade too.
    /// With `.transitionNone` or a duration of 0 the changes are made at once.
    /// - Parameters:
    ///   - view: The view whose content changes.
    ///   - duration: The duration, in seconds.
    ///   - options: The transition and curve.
    ///   - animations: The changes, or `nil`.
    ///   - completion: Run once when the transition ends.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationContext.makeBlock(
            duration: duration, delay: 0, options: options, completion: completion)
        if block.animates, options.transition != 0 {
            let transition = CATransition()
            transition.type = .fade
            transition.duration = block.duration
            transition.timingFunction = block.timingFunction
            block.adopt(transition, on: view.layer, key: kCATransition)
            view.layer.add(transition, forKey: kCATransition)
        }
        ViewAnimationContext.runWithoutAnimation { animations?() }
        block.close()
    }

    /// Whether view animations are enabled; true unless ``setAnimationsEnabled(_:)`` turned
    /// them off. Mirrors UIKit's `areAnimationsEnabled`; per thread, as Lamina's transactions
    /// are (UIKit's views live on the main thread only).
    public class var areAnimationsEnabled: Bool {
        ViewAnimationContext.animationsEnabled
    }

    /// Turns view animations on or off on this thread: while off, animation blocks make their
    /// changes at once (and their completions still run). Mirrors UIKit's
    /// `setAnimationsEnabled(_:)`.
    /// - Parameter enabled: Whether animations are enabled.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationContext.animationsEnabled = enabled
    }

    /// The duration of the innermost animation block running now, or 0 outside blocks. Mirrors
    /// UIKit's `inheritedAnimationDuration`.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = ViewAnimationContext.currentBlock, block.animates else { return 0 }
        return block.duration
    }
}
