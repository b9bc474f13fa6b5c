import LaminaGraphics

/// The shape particles are emitted from.
///
/// Mirrors QuartzCore's `CAEmitterLayerEmitterShape`. The shape is centred on
/// `emitterPosition` and sized by `emitterSize` (and `emitterDepth` for the solids, which
/// Lamina flattens onto the layer's plane).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A single point, at `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize`, centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth` (flattened to its rectangle by Lamina).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of diameter `emitterSize.width`, centred on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of diameter `emitterSize.width` (flattened to its circle by Lamina).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the emitter's shape particles are born.
///
/// Mirrors QuartzCore's `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// At the shape's points: its centre, a line's ends, a rectangle's corners.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// On the shape's surface (its area, for flat shapes).
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere within the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order and blending in which particles are drawn.
///
/// Mirrors QuartzCore's `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a value from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// In no particular order (Lamina: cell by cell, oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles first, so the youngest are on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The youngest particles first, so the oldest are on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth, farthest first (Lamina's particles have no depth: as `oldestFirst`).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particle colours are added together.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
