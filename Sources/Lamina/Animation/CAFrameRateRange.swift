import LaminaGraphics

/// The range of frame rates an animation would like to run at.
///
/// Mirrors QuartzCore's `CAFrameRateRange`. Lamina renders the frames you ask for, at the
/// times you choose, so the range is stored on animations and not otherwise used.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The preferred rate; `nil` (or 0) lets the system choose.
    public var preferred: Float?

    /// Creates a range.
    ///
    /// - Parameters:
    ///   - minimum: The lowest acceptable rate.
    ///   - maximum: The highest acceptable rate.
    ///   - preferred: The preferred rate, or `nil`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Creates the default range (every value 0).
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: 0)
    }

    /// The default range: every value 0, letting the system choose.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same.
    ///
    /// Mirrors `CAFrameRateRange.isEqual(to:)`.
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}
