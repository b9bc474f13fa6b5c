import Foundation

#if !canImport(CoreGraphics)
    /// A structure that contains a two-dimensional vector.
    ///
    /// Mirrors CoreGraphics's `CGVector`; only defined where no platform module provides it
    /// (Foundation on Linux does not). Encoded as `[dx, dy]`, as Foundation encodes it on
    /// Apple's platforms.
    public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomDebugStringConvertible {
        /// The x component of the vector.
        public var dx: CGFloat
        /// The y component of the vector.
        public var dy: CGFloat

        /// Creates a vector whose components are both zero.
        public init() {
            self.init(dx: 0, dy: 0)
        }

        /// Creates a vector with components specified as floating-point values.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// Creates a vector with components specified as double values.
        @_disfavoredOverload
        public init(dx: Double, dy: Double) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// Creates a vector with components specified as integer values.
        public init(dx: Int, dy: Int) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// The vector whose components are both zero.
        public static let zero = CGVector()

        /// Decodes `[dx, dy]`.
        public init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let dx = try container.decode(CGFloat.self)
            let dy = try container.decode(CGFloat.self)
            self.init(dx: dx, dy: dy)
        }

        /// Encodes `[dx, dy]`.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(dx)
            try container.encode(dy)
        }

        /// `(dx, dy)`, as Foundation prints vectors.
        public var debugDescription: String { "(\(dx), \(dy))" }
    }
#endif
