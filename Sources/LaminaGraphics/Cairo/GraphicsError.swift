import CLamina
import Foundation

/// An error from LaminaGraphics: a Cairo failure, invalid input, or a file that could not be
/// read or written.
///
/// An addition to CoreGraphics's API (which reports most failures by returning `nil`). The
/// description names the operation that failed and why.
public struct GraphicsError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What kind of failure this is.
    public enum Code: Equatable, Sendable {
        /// Cairo reported a status other than success; the raw `cairo_status_t` value.
        case cairo(status: Int32)
        /// An argument was out of range: a size, a count, a value that is not finite.
        case invalidArgument
        /// Reading or writing a file or stream failed.
        case io
        /// The data is not in a format Lamina can decode.
        case invalidData
    }

    /// What kind of failure this is.
    public var code: Code
    /// The operation that failed, for example `"cairo_image_surface_create"`.
    public var operation: String
    /// A human-readable explanation.
    public var detail: String

    /// Creates an error.
    public init(code: Code, operation: String, detail: String) {
        self.code = code
        self.operation = operation
        self.detail = detail
    }

    /// The operation and the explanation.
    public var description: String { "\(operation) failed: \(detail)" }

    /// An error for a Cairo status, described with `cairo_status_to_string`.
    package init(status: cairo_status_t, operation: String) {
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown status"
        self.init(code: .cairo(status: Int32(status.rawValue)), operation: operation, detail: message)
    }

    /// Throws when `status` is not success.
    package static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GraphicsError(status: status, operation: operation())
        }
    }
}
