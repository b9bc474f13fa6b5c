import Foundation

/// Serializes the tests that make windows key: the key window is one for the process, and the
/// suites run in parallel, so a test that makes its window key and then checks it (or what
/// follows from it) holds this lock, as does every test that makes a window key.
public enum KeyWindowLock {
    private static let lock = NSLock()

    /// Runs `body` while no other test makes a window key.
    public static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
