import Foundation

/// A value that arrives later, through a callback.
///
/// swift-snapshot-testing's type of that name, for strategies that snapshot asynchronously
/// (``Snapshotting/init(pathExtension:diffing:asyncSnapshot:)``,
/// ``Snapshotting/asyncPullback(_:)``). The assertion waits for the callback for its `timeout`,
/// running the current run loop meanwhile so that work sent to it (and, on the main thread,
/// to the main queue) can deliver the value.
public struct Async<Value> {
    /// Starts the work; the work calls the callback once with the value.
    public let run: (_ callback: @escaping (Value) -> Void) -> Void

    /// An asynchronous value made by `run`.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that is already there.
    public init(value: Value) {
        self.run = { $0(value) }
    }

    /// The value transformed when it arrives.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        let run = self.run
        return Async<NewValue> { callback in run { callback(transform($0)) } }
    }

    /// Starts the work and waits up to `timeout` seconds for the value.
    /// - Throws: ``SnapshotTimeout`` when it does not arrive in time.
    func wait(timeout: TimeInterval) throws -> Value {
        let box = ResultBox<Value>()
        run { box.set($0) }
        if let value = box.value { return value }
        let deadline = Date(timeIntervalSinceNow: max(0, timeout))
        while box.value == nil && Date() < deadline {
            if !RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01))) {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        guard let value = box.value else { throw SnapshotTimeout(timeout: timeout) }
        return value
    }
}

/// The value of an ``Async``, set once from any thread.
private final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        if stored == nil { stored = value }
    }
}

/// A snapshot that did not arrive within the assertion's timeout.
struct SnapshotTimeout: Error, CustomStringConvertible {
    let timeout: TimeInterval

    /// swift-snapshot-testing's message.
    var description: String {
        """
        Exceeded timeout of \(timeout) seconds waiting for snapshot.

        This can happen when an asynchronously rendered view (like a web view) has not loaded. \
        Ensure that every subview of the view hierarchy has loaded to avoid timeouts, or, if a \
        timeout is unavoidable, consider setting the "timeout" parameter of "assertSnapshot" to \
        a higher value.
        """
    }

    /// The timeout of the assertion running now (5 s outside one).
    @TaskLocal static var current: TimeInterval = 5
}
