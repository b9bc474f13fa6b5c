import Foundation
import Synchronization

// swift-format-ignore: AmbiguousTrailingClosureOverload
/// A clock for tests: media time that moves only when you move it, with the work that falls
/// due on the way done in time order.
///
/// A Lamina addition. Views and layers animate with Core Animation, `CADisplayLink` and work
/// sent to the main queue after a delay; under a running clock all of them follow its time
/// instead of the machine's, so a countdown or a marquee shows its state at t = 2 s exactly,
/// every run, without waiting two seconds:
///
/// - ``CACurrentMediaTime()`` returns ``time``, so animations start, and renders without an
///   explicit time sample, at the clock's time;
/// - a `CADisplayLink` added to a run loop ticks once per frame of clock time;
/// - `DispatchQueue.main.async { … }` and `DispatchQueue.main.asyncAfter(deadline:) { … }`
///   (the closure forms) run when the clock reaches their time;
/// - animations added to layers while the clock runs finish when their time passes: delegates
///   hear `animationDidStop(_:finished:)`, `UIView.animate` and `CATransaction` completion
///   blocks run, and animations are removed as Core Animation removes them;
/// - Foundation's `Timer`s run on the machine's clock; hand one to ``adopt(_:)`` to move it to
///   this clock.
///
/// ```swift
/// let clock = TestClock()
/// clock.run {
///     countdown.start()  // a display link ticks once a frame, and updates the label
///     clock.advance(by: 2)
/// }
/// ```
///
/// A clock runs either for the extent of `run(_:)` (on the calling task or thread, so tests
/// that run in parallel keep their own clocks) or from ``install()`` to ``uninstall()`` (for
/// every thread, as in an XCTest `setUp` and `tearDown`).
public final class TestClock: @unchecked Sendable {
    /// Cancels one piece of work scheduled on a clock.
    public final class Token: @unchecked Sendable {
        private weak var clock: TestClock?

        init(clock: TestClock) {
            self.clock = clock
        }

        /// Stops the work from running (again); does nothing if it already ran for the last time.
        public func cancel() {
            clock?.cancel(self)
        }
    }

    private struct State {
        var time: CFTimeInterval
        var schedule = ClockSchedule()
        var animated: [TransactionStack.WeakLayer] = []
        var isAdvancing = false
    }

    private let lock = NSLock()
    private var unguardedState: State
    /// Access to the clock's state, under its lock (never held while work runs).
    private var state: Guarded { Guarded(clock: self) }

    /// The clock's state behind its lock.
    private struct Guarded {
        let clock: TestClock

        func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            clock.lock.lock()
            defer { clock.lock.unlock() }
            return body(&clock.unguardedState)
        }
    }

    @TaskLocal private static var bound: TestClock?
    private static let installed = Mutex<TestClock?>(nil)

    /// The clock running on this task or thread (`run(_:)`), else the one installed for all
    /// (``install()``), else `nil`.
    public static var current: TestClock? {
        bound ?? installed.withLock { $0 }
    }

    /// Creates a clock reading `time` seconds of media time.
    /// - Parameter time: The starting time; default 1000 (any finite time works; a fixed one
    ///   makes every run alike).
    public init(time: CFTimeInterval = 1000) {
        guard time.isFinite else {
            ProgrammerError.stop("TestClock: the starting time \(time) is not finite")
        }
        unguardedState = State(time: time)
    }

    /// The clock's media time: what ``CACurrentMediaTime()`` returns while the clock runs.
    public var time: CFTimeInterval {
        state.withLock { $0.time }
    }

    /// The number of scheduled pieces of work waiting (display links count once each).
    public var pendingCount: Int {
        state.withLock { $0.schedule.count }
    }

    // MARK: Running

    /// Runs `body` with this clock as the current one on this task or thread.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$bound.withValue(self) { try body() }
    }

    /// Runs `body` with this clock as the current one on this task (the asynchronous form,
    /// as Swift's task-local values have).
    public func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await Self.$bound.withValue(self) { try await body() }
    }

    /// Makes this clock the current one on every thread, until ``uninstall()``.
    ///
    /// Only one clock can be installed at a time; installing a second stops the program.
    public func install() {
        Self.installed.withLock { installed in
            if let other = installed, other !== self {
                ProgrammerError.stop("TestClock.install(): another clock is installed; uninstall it first")
            }
            installed = self
        }
    }

    /// Stops this clock being the current one on every thread (if it was).
    public func uninstall() {
        Self.installed.withLock { installed in
            if installed === self { installed = nil }
        }
    }

    // MARK: Moving time

    /// Moves the clock `seconds` forward, doing the work that falls due on the way.
    /// - Parameter seconds: Zero or more; zero does the work due now (as `main.async` work).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            ProgrammerError.stop("TestClock.advance(by:): \(seconds) s is not a finite time forward")
        }
        advance(to: time + seconds)
    }

    /// Moves the clock to media time `target`, doing the work that falls due on the way.
    ///
    /// Work and animation ends are taken in time order; at each, the clock reads that time,
    /// so work scheduled from work (or from a completion block) runs in this call if it falls
    /// due by `target`. Animations end before work due at the same moment. The clock runs
    /// (as `run(_:)`) while it advances.
    /// - Parameter target: A time no earlier than ``time``.
    public func advance(to target: CFTimeInterval) {
        let start = state.withLock { state -> CFTimeInterval in
            guard !state.isAdvancing else {
                ProgrammerError.stop(
                    "TestClock.advance: called from work the clock is running; schedule it instead")
            }
            state.isAdvancing = true
            return state.time
        }
        defer { state.withLock { $0.isAdvancing = false } }
        guard target.isFinite, target >= start else {
            ProgrammerError.stop(
                "TestClock.advance(to:): \(target) is not a finite time at or after \(start)")
        }
        run {
            // What has ended by now (animations added before this call) finishes first.
            CALayer.finishAnimations(ownedBy: animatedLayers(), endedBy: start)
            while step(until: target) {}
        }
    }

    /// Does the next piece of work or animation end due by `target`; false when none is left.
    private func step(until target: CFTimeInterval) -> Bool {
        let now = time
        let layers = animatedLayers()
        let end = CALayer.nextAnimationEnd(of: layers, after: now).flatMap { $0 <= target ? $0 : nil }
        let work = state.withLock { $0.schedule.nextDue }.flatMap { $0 <= target ? $0 : nil }
        switch (end, work) {
        case (nil, nil):
            state.withLock { $0.time = target }
            return false
        case (let end?, let work) where end <= (work ?? .infinity):
            state.withLock { $0.time = end }
            CALayer.finishAnimations(ownedBy: layers, endedBy: end)
        default:
            let item = state.withLock { state -> ClockSchedule.Item? in
                guard let item = state.schedule.popDue(by: target) else { return nil }
                state.time = max(state.time, item.due)
                return item
            }
            item?.action()
        }
        return true
    }

    // MARK: Scheduling

    /// Schedules `action` to run when the clock reaches `seconds` from now, and again every
    /// `interval` seconds after when one is given.
    /// - Returns: A token that cancels the work.
    @discardableResult
    public func schedule(
        after seconds: TimeInterval, repeating interval: TimeInterval? = nil, _ action: @escaping () -> Void
    ) -> Token {
        guard seconds.isFinite else {
            ProgrammerError.stop("TestClock.schedule: the delay \(seconds) is not finite")
        }
        if let interval, !(interval.isFinite && interval > 0) {
            ProgrammerError.stop("TestClock.schedule: the interval \(interval) is not a positive time")
        }
        let token = Token(clock: self)
        state.withLock { state in
            state.schedule.add(
                due: state.time + max(0, seconds), interval: interval, token: token, action: action)
        }
        return token
    }

    /// Moves a Foundation `Timer` from the machine's clock to this one.
    ///
    /// The timer's next fire date becomes that many seconds of clock time from now; its run
    /// loop no longer fires it (its `fireDate` becomes the distant future); the clock calls
    /// `fire()` when it is due, and again every `timeInterval` for a repeating timer, until it
    /// is invalidated.
    public func adopt(_ timer: Timer) {
        guard timer.isValid else { return }
        let delay = max(0, timer.fireDate.timeIntervalSinceNow)
        let interval = timer.timeInterval
        timer.fireDate = .distantFuture
        var token: Token?
        token = schedule(after: delay, repeating: interval > 0 ? interval : nil) {
            guard timer.isValid else {
                token?.cancel()
                return
            }
            timer.fire()
            if interval <= 0 { token?.cancel() }
        }
    }

    private func cancel(_ token: Token) {
        state.withLock { $0.schedule.cancel(token) }
    }

    // MARK: Animations

    /// Records a layer that received an animation while the clock ran.
    package func track(_ layer: CALayer) {
        state.withLock { state in
            guard !state.animated.contains(where: { $0.layer === layer }) else { return }
            state.animated.removeAll { $0.layer == nil }
            state.animated.append(TransactionStack.WeakLayer(layer: layer))
        }
    }

    private func animatedLayers() -> [CALayer] {
        state.withLock { $0.animated.compactMap(\.layer) }
    }
}
