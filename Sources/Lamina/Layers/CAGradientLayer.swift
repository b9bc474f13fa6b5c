import LaminaGraphics

/// A layer that draws a color gradient over its background color, filling its (rounded) shape.
///
/// Mirrors QuartzCore's `CAGradientLayer`. Points are in the unit coordinate space of the
/// bounds: `(0, 0)` is the minimum corner (top-left on iOS), `(1, 1)` the maximum.
open class CAGradientLayer: CALayer {
    /// How the compositor draws the class.
    override package class var renderKind: LayerRenderKind { .gradient }

    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { gradientPropertyTable }

    /// The colors of the gradient stops, as `CGColor` values. Default: `nil`.
    @exclusivity(unchecked) open var colors: [Any]? {
        willSet { layerPropertyWillChange("colors") }
        didSet {
            stopColors = colors.map { $0 as? [CGColor] ?? $0.compactMap { $0 as? CGColor } } ?? []
            stopComponents = stopColors.map(PaintColor.init)
            stopLocations = GradientStops.locations(locations, count: stopColors.count)
            layerPropertyDidChange("colors")
        }
    }

    /// The `CGColor` values of ``colors`` (others are ignored when drawing), converted once
    /// when they are set rather than in every frame.
    @exclusivity(unchecked) package private(set) var stopColors: [CGColor] = []

    /// ``stopColors`` as the renderer gives them to Cairo, converted when they are set.
    @exclusivity(unchecked) package private(set) var stopComponents: [PaintColor] = []

    /// Where each of ``stopColors`` sits (``locations``, or evenly spaced when they are
    /// missing or too few), worked out when either changes.
    @exclusivity(unchecked) package private(set) var stopLocations: [CGFloat] = []

    /// The location of each stop, 0…1, increasing; `nil` spaces them evenly. Default: `nil`.
    @exclusivity(unchecked) open var locations: [NSNumber]? {
        willSet { layerPropertyWillChange("locations") }
        didSet {
            stopLocations = GradientStops.locations(locations, count: stopColors.count)
            layerPropertyDidChange("locations")
        }
    }

    /// The start point: for `.axial` where the first color is; for `.radial` and `.conic` the
    /// centre. Default: `(0.5, 0)`.
    @exclusivity(unchecked) open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { layerPropertyWillChange("startPoint") }
        didSet { layerPropertyDidChange("startPoint") }
    }

    /// The end point: for `.axial` where the last color is; for `.radial` it sets the radii; for
    /// `.conic` the direction of the first color. Default: `(0.5, 1)`.
    @exclusivity(unchecked) open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { layerPropertyWillChange("endPoint") }
        didSet { layerPropertyDidChange("endPoint") }
    }

    /// The kind of gradient. Default: `.axial`.
    @exclusivity(unchecked) open var type: CAGradientLayerType = .axial {
        willSet { layerPropertyWillChange("type") }
        didSet { layerPropertyDidChange("type") }
    }

    /// Creates a gradient layer with default properties.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties, gradient properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Creates a gradient layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension CAGradientLayer {
    /// `CAGradientLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let gradientPropertyTable = LayerPropertyTable(
        CAGradientLayer.self, extending: CALayer.ownPropertyTable,
        [
            .make("colors", \CAGradientLayer.colors, nil, .animatable) { $1.colors = $0.colors },
            .make("locations", \CAGradientLayer.locations, nil, .animatable) { $1.locations = $0.locations },
            .make("startPoint", \CAGradientLayer.startPoint, CGPoint(x: 0.5, y: 0), .animatable) {
                $1.startPoint = $0.startPoint
            },
            .make("endPoint", \CAGradientLayer.endPoint, CGPoint(x: 0.5, y: 1), .animatable) {
                $1.endPoint = $0.endPoint
            },
            .make("type", \CAGradientLayer.type, .axial) { $1.type = $0.type },
        ], makeCopy: { CAGradientLayer(layer: $0) })
}
