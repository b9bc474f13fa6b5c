import Foundation

/// A 2D pattern to be used for drawing graphics paths.
///
/// Mirrors CoreGraphics's `CGPattern` as a type only: Lamina cannot make or draw patterns
/// yet, so no value of it exists, and ``CGColor/pattern`` is always `nil`.
public final class CGPattern: Sendable {
    private init() {}
}
