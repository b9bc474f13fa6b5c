import Dispatch

extension DispatchQueue {
    /// Schedules `work` on the queue, as Dispatch's `async(group:qos:flags:execute:)` with its
    /// defaults; while a ``TestClock`` runs, work for the main queue runs when the clock next
    /// advances, in order with its other work.
    ///
    /// A Lamina overload, chosen for the common closure form (`DispatchQueue.main.async { … }`):
    /// it forwards to Dispatch unless a clock runs and the queue is the main queue.
    public func async(execute work: @escaping @Sendable () -> Void) {
        if let clock = TestClock.current, isMain {
            clock.schedule(after: 0, work)
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Schedules `work` on the queue at `deadline`, as Dispatch's
    /// `asyncAfter(deadline:qos:flags:execute:)` with its defaults; while a ``TestClock`` runs,
    /// work for the main queue runs when the clock reaches the same delay from now.
    ///
    /// A Lamina overload, chosen for the common closure form
    /// (`DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`): it forwards to Dispatch
    /// unless a clock runs and the queue is the main queue.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        if let clock = TestClock.current, isMain {
            let now = DispatchTime.now()
            let delay =
                deadline > now ? Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9 : 0
            clock.schedule(after: delay, work)
        } else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Whether this is the main queue (Dispatch on Linux wraps the queue in a new object each
    /// time `main` is read, so identity does not tell; its label does).
    private var isMain: Bool {
        label == DispatchQueue.main.label
    }
}
