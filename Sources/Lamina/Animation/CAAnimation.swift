import LaminaGraphics

/// Methods an animation's delegate implements to learn when it starts and stops.
///
/// Mirrors QuartzCore's `CAAnimationDelegate`; both methods are optional.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (its layer's transaction committed).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed
    /// before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract superclass of animations.
///
/// Mirrors QuartzCore's `CAAnimation`: timing (`CAMediaTiming`), a timing function, a delegate
/// (held strongly, as on Apple's platforms) and removal on completion. Adding an animation to
/// a layer copies it.
///
/// Time in Lamina is explicit: an animation's `beginTime` of 0 becomes the media time at which
/// its transaction commits (``CATransaction/flush()`` or a render), readable afterwards from
/// `layer.animation(forKey:)?.beginTime`, and the commit sends `animationDidStart`. Rendering
/// or sampling at a time never changes the animations, so frames can be drawn in any order;
/// `CALayer.advanceAnimations(to:)` moves a tree's time forward: animations that ended get
/// `animationDidStop(_:finished: true)`, once, and are removed if `isRemovedOnCompletion`.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// When the animation starts, in its layer's time; 0 means "when its transaction commits".
    open var beginTime: CFTimeInterval = 0
    /// The duration; 0 means the transaction's animation duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// The speed relative to the layer's time. Default: 1.
    open var speed: Float = 1
    /// An offset into the animation's own time. Default: 0.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats; `.infinity` forever. Default: 0 (once).
    open var repeatCount: Float = 0
    /// How long it repeats for, instead of `repeatCount`. Default: 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition plays forwards then backwards. Default: false.
    open var autoreverses = false
    /// What it does outside its active duration. Default: `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing; `nil` is linear. Default: `nil`.
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate, held strongly as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it ends. Default: true.
    open var isRemovedOnCompletion = true
    /// The frame rates the animation would like; stored (Lamina renders the frames asked for).
    /// Default: ``CAFrameRateRange/default``.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Whether `animationDidStart` was sent.
    package var hasStarted = false
    /// Whether `animationDidStop` was sent.
    package var hasStopped = false
    /// The transaction whose completion block waits for this animation.
    package var completionGroup: CompletionGroup?
    /// Values stored by key-value coding under keys that are not properties.
    package var extraValues: [String: Any]?

    /// Creates an animation with default timing.
    public required override init() {
        super.init()
    }

    /// Creates an animation from an archive.
    ///
    /// Lamina does not archive animations: this gives an animation with default timing, so
    /// that subclasses written for Apple's platforms, which implement it, compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A copy of the animation (adding to a layer adds a copy).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyBase(from: self)
        return copy
    }

    private func copyBase(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
        extraValues = other.extraValues
    }

    /// The value of a property by its key-value coding name (`"duration"`, `"fromValue"`,
    /// `"removedOnCompletion"`…), or of any other key set with ``setValue(_:forKey:)``.
    ///
    /// Mirrors the key-value coding every `NSObject` has on Apple's platforms, which code uses
    /// to tag animations (`anim.setValue("spin", forKey: "id")`) and read the tag back in a
    /// delegate. Keys that are not properties read as ``defaultValue(forKey:)`` until set, and
    /// are copied with the animation.
    open func value(forKey key: String) -> Any? {
        animationValue(forKey: key)
    }

    /// Sets a property by its key-value coding name, or stores a value under any other key.
    ///
    /// Numbers convert to the property's numeric type; a value of the wrong type for a
    /// property is ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        setAnimationValue(value, forKey: key)
    }

    /// The default value of a property of animations, by key-value coding name.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    /// Whether the value of `key` should be archived (all are).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Adds the animation to `anObject` (a layer) under `event`, as actions do.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The animation's effect on a presentation layer after it has run for `localTime` seconds
    /// of its own time (``MediaTiming/elapsedTime(_:_:)``: its `timeOffset` not yet applied),
    /// applied to `layer`; subclasses implement it. `inGroup`: the animation is a child of an
    /// animation group, which is never removed on its own (see
    /// ``MediaTiming/phase(at:_:holdsAfterEnd:inGroup:)``).
    package func apply(to layer: CALayer, model: CALayer, localTime: CFTimeInterval, inGroup: Bool) {}

    /// The end of the animation's active duration in its parent's time; infinite when it
    /// repeats forever.
    package var endTime: CFTimeInterval {
        let active = MediaTiming.activeDuration(self)
        guard speed != 0 else { return .infinity }
        return beginTime + active / CFTimeInterval(abs(speed))
    }
}

/// Counts the animations a transaction's completion block waits for.
package final class CompletionGroup {
    private var pending = 0
    private var block: (() -> Void)?
    private var closed = false

    package init(block: @escaping () -> Void) {
        self.block = block
    }

    package func enter() { pending += 1 }

    package func leave() {
        pending -= 1
        fireIfDone()
    }

    /// No more animations will join: fire now if none are pending.
    package func close() {
        closed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard closed, pending <= 0, let block else { return }
        self.block = nil
        block()
    }
}
