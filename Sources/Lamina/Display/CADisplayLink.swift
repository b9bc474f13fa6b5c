import Foundation

/// A timer that calls you once per display frame, in step with a run loop.
///
/// Mirrors QuartzCore's `CADisplayLink`. There is no display on Linux and no Objective-C
/// selectors: create a link with ``init(handler:)`` (an addition to Core Animation's API,
/// replacing `init(target:selector:)`), then ``add(to:forMode:)`` a run loop; the handler is
/// called on that run loop at the preferred frame rate (60 per second by default), with
/// ``timestamp``, ``duration`` and ``targetTimestamp`` in ``CACurrentMediaTime()``'s time. For
/// rendering frames at chosen times, ``LayerRenderer`` needs no link at all. A link added while
/// a ``TestClock`` runs ticks on that clock's time instead of the run loop's.
open class CADisplayLink: NSObject, @unchecked Sendable {
    /// The time of the last frame, in media time (0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time between frames at the current rate.
    open private(set) var duration: CFTimeInterval = 1.0 / 60
    /// The time the next frame is due.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Whether frames are suspended. Default: false.
    open var isPaused = false
    /// The frame rate asked for; 0 means the display's (60 here). Default: 0.
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0, preferred: Float(newValue)) }
    }
    /// How many display frames pass between calls. Default: 1.
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    open var frameInterval: Int {
        get { interval }
        set { interval = max(1, newValue) }
    }
    /// The frame rates asked for. Default: ``CAFrameRateRange/default`` (the display's rate).
    open var preferredFrameRateRange: CAFrameRateRange = .default

    private var interval = 1
    private let handler: (CADisplayLink) -> Void
    private var timers: [Timer] = []
    private var clockTokens: [TestClock.Token] = []

    /// Creates a link that calls `handler` once per frame, once added to a run loop.
    ///
    /// An addition to Core Animation's API: `init(target:selector:)` needs the Objective-C
    /// runtime; write `CADisplayLink { link in … }` instead.
    /// - Parameter handler: Called on the run loop with the link.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Starts calling the handler on `runloop` in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        if let clock = TestClock.current {
            let every = frameDuration
            clockTokens.append(clock.schedule(after: every, repeating: every) { [weak self] in self?.tick() })
            return
        }
        let timer = Timer(timeInterval: frameDuration, repeats: true) { [weak self] _ in self?.tick() }
        runloop.add(timer, forMode: mode)
        timers.append(timer)
    }

    /// Stops calling the handler on `runloop` in `mode`.
    ///
    /// Lamina's link keeps one timer per run loop it was added to; removing it from any of them
    /// stops them all (each was added with a mode, which Foundation does not let us look up).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Removes the link from every run loop; the handler is not called again.
    open func invalidate() {
        for timer in timers { timer.invalidate() }
        timers = []
        for token in clockTokens { token.cancel() }
        clockTokens = []
    }

    /// Seconds per frame: the preferred rate's, else 60 per second, times `frameInterval`.
    private var frameDuration: TimeInterval {
        let preferred = Double(preferredFrameRateRange.preferred ?? 0)
        let rate = preferred > 0 && preferred.isFinite ? preferred : 60
        return Double(interval) / rate
    }

    private func tick() {
        guard !isPaused else { return }
        let now = CACurrentMediaTime()
        duration = frameDuration
        timestamp = now
        targetTimestamp = now + duration
        handler(self)
    }
}
