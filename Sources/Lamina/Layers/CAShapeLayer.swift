import LaminaGraphics

/// A layer that draws a cubic Bézier spline in its coordinate space.
///
/// Mirrors QuartzCore's `CAShapeLayer`: the path is filled, then stroked, above the layer's
/// background and below its sublayers.
open class CAShapeLayer: CALayer {
    /// How the compositor draws the class.
    override package class var renderKind: LayerRenderKind { .shape }

    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { shapePropertyTable }

    /// The path to draw, in the layer's coordinates. Default: `nil`.
    @exclusivity(unchecked) open var path: CGPath? {
        willSet { layerPropertyWillChange("path") }
        didSet { layerPropertyDidChange("path") }
    }

    /// The color the path is filled with; `nil` does not fill. Default: opaque black.
    @exclusivity(unchecked) open var fillColor: CGColor? = .black {
        willSet { layerPropertyWillChange("fillColor") }
        didSet { layerPropertyDidChange("fillColor") }
    }

    /// The rule that decides what is inside the path. Default: `.nonZero`.
    @exclusivity(unchecked) open var fillRule: CAShapeLayerFillRule = .nonZero {
        willSet { layerPropertyWillChange("fillRule") }
        didSet { layerPropertyDidChange("fillRule") }
    }

    /// The color the path is stroked with; `nil` does not stroke. Default: `nil`.
    @exclusivity(unchecked) open var strokeColor: CGColor? {
        willSet { layerPropertyWillChange("strokeColor") }
        didSet { layerPropertyDidChange("strokeColor") }
    }

    /// The fraction of the path's length where the stroke starts, 0…1. Default: 0.
    ///
    /// As Core Animation trims: the segment is found by arc length, and cut at the curve
    /// parameter that is the same fraction of the segment as the length into it (a cubic
    /// whose control points sit at its ends is cut closer to its middle than its arc length
    /// says). The values are kept in single precision, as Core Animation's are.
    @exclusivity(unchecked) open var strokeStart: CGFloat = 0 {
        willSet { layerPropertyWillChange("strokeStart") }
        didSet { layerPropertyDidChange("strokeStart") }
    }

    /// The fraction of the path's length where the stroke ends, 0…1, placed as
    /// ``strokeStart`` is. Default: 1.
    @exclusivity(unchecked) open var strokeEnd: CGFloat = 1 {
        willSet { layerPropertyWillChange("strokeEnd") }
        didSet { layerPropertyDidChange("strokeEnd") }
    }

    /// The stroke's width. Default: 1.
    @exclusivity(unchecked) open var lineWidth: CGFloat = 1 {
        willSet { layerPropertyWillChange("lineWidth") }
        didSet { layerPropertyDidChange("lineWidth") }
    }

    /// The miter limit. Default: 10.
    @exclusivity(unchecked) open var miterLimit: CGFloat = 10 {
        willSet { layerPropertyWillChange("miterLimit") }
        didSet { layerPropertyDidChange("miterLimit") }
    }

    /// The shape of line ends. Default: `.butt`.
    @exclusivity(unchecked) open var lineCap: CAShapeLayerLineCap = .butt {
        willSet { layerPropertyWillChange("lineCap") }
        didSet { layerPropertyDidChange("lineCap") }
    }

    /// The shape of joins. Default: `.miter`.
    @exclusivity(unchecked) open var lineJoin: CAShapeLayerLineJoin = .miter {
        willSet { layerPropertyWillChange("lineJoin") }
        didSet { layerPropertyDidChange("lineJoin") }
    }

    /// The dash phase. Default: 0.
    @exclusivity(unchecked) open var lineDashPhase: CGFloat = 0 {
        willSet { layerPropertyWillChange("lineDashPhase") }
        didSet { layerPropertyDidChange("lineDashPhase") }
    }

    /// The dash pattern: painted and unpainted lengths; `nil` for a solid line. Default: `nil`.
    @exclusivity(unchecked) open var lineDashPattern: [NSNumber]? {
        willSet { layerPropertyWillChange("lineDashPattern") }
        didSet { layerPropertyDidChange("lineDashPattern") }
    }

    /// Creates a shape layer with default properties.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties, shape properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Creates a shape layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension CAShapeLayer {
    /// `CAShapeLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let shapePropertyTable = LayerPropertyTable(
        CAShapeLayer.self, extending: CALayer.ownPropertyTable,
        [
            .make("path", \CAShapeLayer.path) { $1.path = $0.path },
            .make("fillColor", \CAShapeLayer.fillColor, CGColor(gray: 0, alpha: 1), .animatable) {
                $1.fillColor = $0.fillColor
            },
            .make("fillRule", \CAShapeLayer.fillRule, .nonZero) { $1.fillRule = $0.fillRule },
            .make("strokeColor", \CAShapeLayer.strokeColor, nil, .animatable) {
                $1.strokeColor = $0.strokeColor
            },
            .make("strokeStart", \CAShapeLayer.strokeStart, 0, .animatable) {
                $1.strokeStart = $0.strokeStart
            },
            .make("strokeEnd", \CAShapeLayer.strokeEnd, 1, .animatable) { $1.strokeEnd = $0.strokeEnd },
            .make("lineWidth", \CAShapeLayer.lineWidth, 1, .animatable) { $1.lineWidth = $0.lineWidth },
            .make("miterLimit", \CAShapeLayer.miterLimit, 10, .animatable) { $1.miterLimit = $0.miterLimit },
            .make("lineCap", \CAShapeLayer.lineCap, .butt) { $1.lineCap = $0.lineCap },
            .make("lineJoin", \CAShapeLayer.lineJoin, .miter) { $1.lineJoin = $0.lineJoin },
            .make("lineDashPhase", \CAShapeLayer.lineDashPhase, 0, .animatable) {
                $1.lineDashPhase = $0.lineDashPhase
            },
            .make("lineDashPattern", \CAShapeLayer.lineDashPattern) {
                $1.lineDashPattern = $0.lineDashPattern
            },
        ], makeCopy: { CAShapeLayer(layer: $0) })
}
