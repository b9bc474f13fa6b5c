import Foundation

/// Stops the process for a programmer error, with a message that names the API, the property
/// and the offending value — in release builds too.
///
/// Swift's `precondition` drops its message under `-O`, where users run; `fatalError` keeps
/// it. Core Animation and CoreGraphics raise exceptions with such messages for the same
/// mistakes (a NaN position, a layer made its own ancestor).
package enum ProgrammerError {
    /// Stops with `message` unless `condition` holds.
    ///
    /// - Parameters:
    ///   - condition: What must be true.
    ///   - message: What went wrong, starting with the API's name ("CALayer: …").
    @inline(__always)
    package static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition() else { return }
        stop(message(), file: file, line: line)
    }

    /// Stops unless `value` is finite, naming the value ("UIView.frame's x must be finite, got nan").
    @inline(__always)
    package static func requireFinite(
        _ value: CGFloat, _ name: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !value.isFinite else { return }
        stop("\(name()) must be finite, got \(value)", file: file, line: line)
    }

    /// Stops with `message`.
    package static func stop(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError(message, file: file, line: line)
    }
}
