import LaminaGraphics

/// What an animation does outside its active duration.
///
/// Mirrors QuartzCore's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a fill mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No effect outside the active duration.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the end (when the animation is not removed on completion).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing of a layer or an animation: when it starts, how fast it runs, how often it
/// repeats.
///
/// Mirrors QuartzCore's `CAMediaTiming`. Times are in seconds of the parent's time space
/// (a layer's superlayer, an animation's layer or group).
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time. Default: 0.
    var beginTime: CFTimeInterval { get set }
    /// The basic duration. Default: 0 (for an animation added to a layer, the transaction's
    /// animation duration).
    var duration: CFTimeInterval { get set }
    /// How time is scaled from the parent's to the object's. Default: 1.
    var speed: Float { get set }
    /// An offset added to the object's local time. Default: 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats (may be fractional or infinite). Default: 0 (once).
    var repeatCount: Float { get set }
    /// How long the object repeats for, overriding `repeatCount`. Default: 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays forwards then backwards. Default: false.
    var autoreverses: Bool { get set }
    /// What the object does outside its active duration. Default: `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current media time: seconds of a monotonic clock, as `CACurrentMediaTime()`; while a
/// ``TestClock`` runs, that clock's time.
public func CACurrentMediaTime() -> CFTimeInterval {
    if let clock = TestClock.current { return clock.time }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1e9
}

/// The timing arithmetic of `CAMediaTiming`.
package enum MediaTiming {
    /// A layer's local time for a parent time: `(parent − beginTime) · speed + timeOffset`.
    ///
    /// Layers have no active duration, so their offset simply shifts their time (how a layer is
    /// paused at a chosen moment: `speed` 0 and `timeOffset` that moment).
    package static func localTime(_ parent: CFTimeInterval, _ timing: CAMediaTiming) -> CFTimeInterval {
        (parent - timing.beginTime) * CFTimeInterval(timing.speed) + timing.timeOffset
    }

    /// The time an animation has run for at a parent time: `(parent − beginTime) · speed`,
    /// before its `timeOffset`, which ``phase(at:_:holdsAfterEnd:)`` applies within the active
    /// duration.
    package static func elapsedTime(_ parent: CFTimeInterval, _ timing: CAMediaTiming) -> CFTimeInterval {
        (parent - timing.beginTime) * CFTimeInterval(timing.speed)
    }

    /// The parent time for an object's local time (the inverse of ``localTime(_:_:)``).
    package static func parentTime(_ local: CFTimeInterval, _ timing: CAMediaTiming) -> CFTimeInterval {
        guard timing.speed != 0 else { return timing.beginTime }
        return (local - timing.timeOffset) / CFTimeInterval(timing.speed) + timing.beginTime
    }

    /// Where an animation is at a local (active) time.
    package enum Phase: Equatable {
        /// Before the start, with no backwards fill: no effect.
        case before
        /// Running or filling: progress through one simple duration (0…1) and the iteration.
        case active(progress: Double, iteration: Int)
        /// After the end, with no forwards fill: no effect.
        case after
    }

    /// The total active duration of an object.
    package static func activeDuration(_ timing: CAMediaTiming) -> CFTimeInterval {
        let period = timing.duration * (timing.autoreverses ? 2 : 1)
        if timing.repeatDuration > 0 { return timing.repeatDuration }
        if timing.repeatCount.isInfinite { return .infinity }
        if timing.repeatCount > 0 { return CFTimeInterval(timing.repeatCount) * period }
        return period
    }

    /// The phase of an animation that has run for `elapsed` seconds of its own time (see
    /// ``elapsedTime(_:_:)``), following the fill mode.
    ///
    /// As in Core Animation, `timeOffset` shifts the animation *cyclically* within its active
    /// duration rather than moving its start or end: an animation of duration 1 with
    /// `timeOffset` 0.8 shows its state at 0.8 when it starts, wraps to 0 after 0.2 s, and
    /// still ends 1 s after its begin time (holding, with a forwards fill, the state it wrapped
    /// round to).
    ///
    /// A child of an animation group (`inGroup`) is never removed on its own, so its fill mode
    /// alone decides whether it holds after its end; and its end is part of it: a group paused
    /// at its end (lottie-ios pauses animations so, at their last frame) shows its children's
    /// end values, as Core Animation does, where a layer's own animation has ended.
    package static func phase(
        at elapsed: CFTimeInterval, _ timing: CAMediaTiming, holdsAfterEnd: Bool, inGroup: Bool = false
    ) -> Phase {
        let holdsAfterEnd = holdsAfterEnd || inGroup
        guard elapsed.isFinite else { return .before }
        let duration = timing.duration
        let fill = timing.fillMode
        let active = activeDuration(timing)
        let offset = timing.timeOffset.isFinite ? timing.timeOffset : 0
        if elapsed < 0 {
            guard fill == .backwards || fill == .both else { return .before }
            guard offset != 0, duration > 0 else { return .active(progress: 0, iteration: 0) }
            return phase(within: cyclic(offset, in: active), timing, active: active)
        }
        guard duration > 0 else {
            return holdsAfterEnd && (fill == .forwards || fill == .both)
                ? .active(progress: 1, iteration: 0) : .after
        }
        if elapsed >= active {
            let atEnd = inGroup && elapsed == active
            guard atEnd || (holdsAfterEnd && (fill == .forwards || fill == .both)), active.isFinite else {
                return .after
            }
        }
        var local: CFTimeInterval
        if offset == 0 {
            local = min(elapsed, active)
        } else if elapsed >= active {
            // The end: where the offset wrapped round to (the end itself when it wraps to 0).
            let wrapped = cyclic(offset, in: active)
            local = wrapped == 0 ? active : wrapped
        } else {
            local = cyclic(elapsed + offset, in: active)
            // In a group held at its end, an offset that wraps exactly round shows the end.
            if local == 0, inGroup, elapsed > 0, elapsed + offset > 0 { local = active }
        }
        return phase(within: local, timing, active: active)
    }

    /// `t` wrapped into `0 ..< period` (unchanged when the period is infinite or empty).
    private static func cyclic(_ t: CFTimeInterval, in period: CFTimeInterval) -> CFTimeInterval {
        guard period.isFinite, period > 0 else { return t }
        let r = t.truncatingRemainder(dividingBy: period)
        return r < 0 ? r + period : r
    }

    /// The progress and iteration at `local` seconds into an active duration of `active`.
    private static func phase(within local: CFTimeInterval, _ timing: CAMediaTiming, active: CFTimeInterval)
        -> Phase
    {
        let duration = timing.duration
        guard duration > 0 else { return .active(progress: 1, iteration: 0) }
        let period = duration * (timing.autoreverses ? 2 : 1)
        // Times of any magnitude: the repetition count stays a Double until it fits an Int.
        let repetitions = (local / period).rounded(.down)
        guard repetitions.isFinite else { return .active(progress: 0, iteration: 0) }
        var iteration = repetitions < Double(Int.max / 2) ? Int(repetitions) : Int.max / 2
        var within = local - repetitions * period
        if !within.isFinite || within < 0 || within > period { within = 0 }
        // The very end of the active duration shows the end of the last repetition.
        if within == 0, local > 0, local >= active {
            iteration -= 1
            within = period
        }
        var progress = within / duration
        if timing.autoreverses, progress > 1 { progress = 2 - progress }
        return .active(progress: min(max(progress, 0), 1), iteration: max(iteration, 0))
    }
}
