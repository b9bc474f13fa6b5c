import LaminaGraphics

/// The corners of a layer that `cornerRadius` rounds.
///
/// Mirrors QuartzCore's `CACornerMask`. The names are in the layer's own coordinates: on iOS,
/// `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt

    /// Creates a mask from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The minimum-x, minimum-y corner (top-left on iOS).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The maximum-x, minimum-y corner (top-right on iOS).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The minimum-x, maximum-y corner (bottom-left on iOS).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The maximum-x, maximum-y corner (bottom-right on iOS).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// All four corners: the default.
    package static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// The edges of a layer that are antialiased when `allowsEdgeAntialiasing` is true.
///
/// Mirrors QuartzCore's `CAEdgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt32

    /// Creates a mask from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The minimum-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
    /// The maximum-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
    /// The minimum-y edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
    /// The maximum-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)

    /// All four edges: the default.
    package static let all: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
}
