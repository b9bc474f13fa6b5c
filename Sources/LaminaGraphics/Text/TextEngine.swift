import Foundation

/// The one lock around Pango, fontconfig and Cairo's FreeType fonts.
///
/// Pango's font maps are per thread, but the FreeType faces that Cairo shares between them
/// are not safe to use from two threads at once: text laid out or drawn on several threads
/// together failed with "error occurred in libfreetype" or lost its attributes. Every use of
/// a Pango object goes through ``withLock(_:)``, so text work is serialised while the rest of a
/// render runs in parallel.
package enum TextEngine {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the text lock.
    package static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
