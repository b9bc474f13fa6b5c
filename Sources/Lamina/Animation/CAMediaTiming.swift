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
/// The current media time: seconds of a monotonic clock, as `CACurrentMediaTime()`.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1e9
}

/// The timing arithmetic of `CAMediaTiming`.
package enum MediaTiming {
    /// The object's local time for a parent time.
    package static func localTime(_ parent: CFTimeInterval, _ timing: CAMediaTiming) -> CFTimeInterval {
        (parent - timing.beginTime) * CFTimeInterval(timing.speed) + timing.timeOffset
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

    /// The phase of an object at local time `t` (already offset by beginTime, speed and
    /// timeOffset), following the fill mode.
    package static func phase(at t: CFTimeInterval, _ timing: CAMediaTiming, holdsAfterEnd: Bool) -> Phase {
        guard t.isFinite else { return .before }
        let duration = timing.duration
        let fill = timing.fillMode
        let active = activeDuration(timing)
        if t < 0 {
            return fill == .backwards || fill == .both ? .active(progress: 0, iteration: 0) : .before
        }
        guard duration > 0 else {
            return holdsAfterEnd && (fill == .forwards || fill == .both)
                ? .active(progress: 1, iteration: 0) : .after
        }
        let period = duration * (timing.autoreverses ? 2 : 1)
        var local = t
        if t >= active {
            guard holdsAfterEnd, fill == .forwards || fill == .both, active.isFinite else { return .after }
            local = active
        }
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
