import Foundation

/// Stops the program for a programmer error, with a message that stays in release builds.
enum ViewPrecondition {
    /// Stops with `message`.
    static func stop(_ message: String) -> Never {
        fatalError(message)
    }
}
