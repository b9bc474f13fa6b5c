import Foundation
import XCTest

/// Numbers the unnamed snapshots of a test: 1, 2, 3… for each call in the order made.
///
/// One counter per scope: the ``SnapshotsTrait`` gives each test its own, XCTest's observer
/// resets the shared one when a test case starts, and otherwise the shared one numbers by test
/// name and snapshot folder (as swift-snapshot-testing does).
final class SnapshotCounter: @unchecked Sendable {
    /// The counter of the enclosing ``SnapshotsTrait`` scope.
    @TaskLocal static var scoped: SnapshotCounter?

    /// The counter used outside a trait's scope.
    static let shared = SnapshotCounter()

    /// The counter for an assertion made now.
    static var current: SnapshotCounter {
        if let scoped { return scoped }
        XCTestCounterReset.registerIfNeeded()
        return shared
    }

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for `key` (a test's name in a snapshot folder), starting at 1.
    func next(for key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }

    /// Forgets every count.
    func reset() {
        lock.withLock { counts.removeAll() }
    }
}

/// Resets the shared counter when an XCTest test case starts, so that a test run twice (or
/// retried) numbers its snapshots from 1 again.
private final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var isRegistered = false

    static func registerIfNeeded() {
        let register = lock.withLock {
            defer { isRegistered = true }
            return !isRegistered
        }
        guard register else { return }
        XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotCounter.shared.reset()
    }
}
