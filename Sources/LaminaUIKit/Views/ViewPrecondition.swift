import Foundation

/// Stops the program for a programmer error, with a message that stays in release builds.
enum ViewPrecondition {
    /// Stops with `message`.
    static func stop(_ message: String) -> Never {
        fatalError(message)
    }

    /// Stops with `message` unless `condition` holds.
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard !condition() else { return }
        stop(message())
    }

    /// Stops unless `value` is finite, naming the value.
    static func requireFinite(_ value: CGFloat, _ name: @autoclosure () -> String) {
        guard !value.isFinite else { return }
        stop("\(name()) must be finite, got \(value)")
    }
}
