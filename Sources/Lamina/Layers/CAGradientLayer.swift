import LaminaGraphics

/// A layer that draws a color gradient over its background color, filling its (rounded) shape.
///
/// Mirrors QuartzCore's `CAGradientLayer`. Points are in the unit coordinate space of the
/// bounds: `(0, 0)` is the minimum corner (top-left on iOS), `(1, 1)` the maximum.
open class CAGradientLayer: CALayer {
    /// How the compositor draws the class.
    override package class var renderKind: LayerRenderKind { .gradient }

    /// The colors of the gradient stops, as `CGColor` values. Default: `nil`.
    open var colors: [Any]? {
        willSet { layerPropertyWillChange("colors") }
        didSet { layerPropertyDidChange("colors") }
    }

    /// The location of each stop, 0…1, increasing; `nil` spaces them evenly. Default: `nil`.
    open var locations: [NSNumber]? {
        willSet { layerPropertyWillChange("locations") }
        didSet { layerPropertyDidChange("locations") }
    }

    /// The start point: for `.axial` where the first color is; for `.radial` and `.conic` the
    /// centre. Default: `(0.5, 0)`.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { layerPropertyWillChange("startPoint") }
        didSet { layerPropertyDidChange("startPoint") }
    }

    /// The end point: for `.axial` where the last color is; for `.radial` it sets the radii; for
    /// `.conic` the direction of the first color. Default: `(0.5, 1)`.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { layerPropertyWillChange("endPoint") }
        didSet { layerPropertyDidChange("endPoint") }
    }

    /// The kind of gradient. Default: `.axial`.
    open var type: CAGradientLayerType = .axial {
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
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// Creates a gradient layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
