import Foundation

/// One `UIView.animate…` block: the animations it gives the layers that change inside it, and
/// its completion.
///
/// As UIKit's animation state, it is the delegate of its animations. At the commit that starts
/// them (`CATransaction.flush()` or a render) it moves each one's start by the block's delay;
/// the completion runs once every animation it added has stopped (when time is advanced past
/// their end by rendering at a time, or when they are removed), with `true` when all ran to
/// their end. A block that added no animation completes at that commit, with `true`.
final class ViewAnimationBlock: CAAnimationDelegate {
    /// The spring of `animate(withDuration:delay:usingSpringWithDamping:…)`.
    struct Spring {
        var dampingRatio: CGFloat
        var initialVelocity: CGFloat
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timingFunction: CAMediaTimingFunction
    let spring: Spring?
    private var completion: ((Bool) -> Void)?

    /// The layers and keys the block made animations for.
    private var made: [(layer: WeakLayer, key: String)] = []
    /// The animations installed by the block that have not stopped.
    private var live: Set<ObjectIdentifier> = []
    /// Set when the block's closure has returned.
    private var isClosed = false
    /// Set at the commit that starts the block's animations.
    private var isCommitted = false
    /// Cleared when an animation stops before its end.
    private var allFinished = true
    /// Learns of the commit.
    private let commitMarker = CAAnimation()

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        timingFunction: CAMediaTimingFunction, spring: Spring?, completion: ((Bool) -> Void)?
    ) {
        self.duration = duration
        self.delay = max(0, delay)
        self.options = options
        self.timingFunction = timingFunction
        self.spring = spring
        self.completion = completion
    }

    /// Whether the block animates: a positive duration.
    var animates: Bool { duration > 0 }

    /// The animation of a change of `key` on `layer` inside the block, as UIKit makes it.
    ///
    /// The start value is left unset: the layer fills it with the value it showed before the
    /// change (its presentation value while another animation runs).
    func makeAnimation(for layer: CALayer, key: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: key)
            // UIKit's spring settles in about the block's duration: a period of the undamped
            // spring, as in CASpringAnimation(perceptualDuration:bounce:).
            let omega = 2 * CGFloat.pi / CGFloat(duration)
            springAnimation.mass = 1
            springAnimation.stiffness = omega * omega
            springAnimation.damping = 2 * spring.dampingRatio * omega
            springAnimation.initialVelocity = spring.initialVelocity
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = timingFunction
        }
        animation.duration = duration
        if delay > 0 { animation.fillMode = .backwards }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        animation.delegate = self
        made.append((WeakLayer(layer: layer), key))
        return animation
    }

    /// Records an animation the block added itself (a transition).
    func adopt(_ animation: CAAnimation, on layer: CALayer, key: String) {
        animation.delegate = self
        made.append((WeakLayer(layer: layer), key))
    }

    /// Called when the block's closure has returned: finds the animations that were installed,
    /// and waits for the next commit.
    func close() {
        for (box, key) in made {
            guard let installed = box.layer?.animation(forKey: key), installed.delegate === self else {
                continue
            }
            live.insert(ObjectIdentifier(installed))
        }
        made = []
        isClosed = true
        commitMarker.delegate = self
        TransactionStack.current.added(commitMarker, to: CALayer())
    }

    func animationDidStart(_ anim: CAAnimation) {
        if anim === commitMarker {
            // The marker is not on a layer: it leaves any transaction completion it joined.
            commitMarker.completionGroup?.leave()
            commitMarker.completionGroup = nil
            commitMarker.delegate = nil
            isCommitted = true
            completeIfDone()
        } else if delay > 0 {
            anim.beginTime += delay
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard live.remove(ObjectIdentifier(anim)) != nil else { return }
        if !flag { allFinished = false }
        completeIfDone()
    }

    private func completeIfDone() {
        guard isClosed, isCommitted, live.isEmpty, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
