import LaminaGraphics

/// A layer that draws its sublayers several times, each copy transformed and tinted further.
///
/// Mirrors QuartzCore's `CAReplicatorLayer`: copy `i` (from 0) is drawn with
/// `instanceTransform` applied `i` times (about the layer's anchor point) and its color
/// multiplied by `instanceColor` plus `i` times the offsets.
open class CAReplicatorLayer: CALayer {
    /// How the compositor draws the class.
    override package class var renderKind: LayerRenderKind { .replicator }

    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { replicatorPropertyTable }

    /// The number of copies, the original included. Default: 1.
    ///
    /// Lamina draws at most ``drawnInstanceLimit`` copies (100,000); a count below 1 draws none.
    open var instanceCount: Int = 1 {
        willSet { layerPropertyWillChange("instanceCount") }
        didSet { layerPropertyDidChange("instanceCount") }
    }

    /// The most copies Lamina draws of a replicator's sublayers: 100,000. An addition to Core
    /// Animation's API, stating a limit of Lamina's; the prepare and paint passes both read it.
    public static let drawnInstanceLimit = LaminaLimits.replicatorInstances

    /// The number of copies drawn: ``instanceCount`` within 0 … ``drawnInstanceLimit``.
    package var drawnInstanceCount: Int { min(max(0, instanceCount), Self.drawnInstanceLimit) }

    /// The time between copies' animations, in seconds. Default: 0.
    ///
    /// Instance `i` shows the replicated sublayers' animations as they were `i ×
    /// instanceDelay` seconds earlier (in the replicator's time), when a tree is rendered at a
    /// time (``LayerRenderer/image(of:atTime:)``); rendering the model values shows every
    /// instance alike.
    open var instanceDelay: CFTimeInterval = 0 {
        willSet { layerPropertyWillChange("instanceDelay") }
        didSet { layerPropertyDidChange("instanceDelay") }
    }

    /// The transform from one copy to the next. Default: identity.
    open var instanceTransform: CATransform3D = .identity {
        willSet {
            LayerValidation.require(newValue, "instanceTransform", self)
            layerPropertyWillChange("instanceTransform")
        }
        didSet { layerPropertyDidChange("instanceTransform") }
    }

    /// The color the first copy is multiplied by; `nil` means opaque white. Default: `nil`.
    open var instanceColor: CGColor? {
        willSet { layerPropertyWillChange("instanceColor") }
        didSet { layerPropertyDidChange("instanceColor") }
    }

    /// Added to the red component of the color for each further copy. Default: 0.
    open var instanceRedOffset: Float = 0 {
        willSet { layerPropertyWillChange("instanceRedOffset") }
        didSet { layerPropertyDidChange("instanceRedOffset") }
    }

    /// Added to the green component of the color for each further copy. Default: 0.
    open var instanceGreenOffset: Float = 0 {
        willSet { layerPropertyWillChange("instanceGreenOffset") }
        didSet { layerPropertyDidChange("instanceGreenOffset") }
    }

    /// Added to the blue component of the color for each further copy. Default: 0.
    open var instanceBlueOffset: Float = 0 {
        willSet { layerPropertyWillChange("instanceBlueOffset") }
        didSet { layerPropertyDidChange("instanceBlueOffset") }
    }

    /// Added to the alpha component of the color for each further copy. Default: 0.
    open var instanceAlphaOffset: Float = 0 {
        willSet { layerPropertyWillChange("instanceAlphaOffset") }
        didSet { layerPropertyDidChange("instanceAlphaOffset") }
    }

    /// Whether the copies are composited in 3D rather than flattened. Default: false.
    ///
    /// Stored but not drawn differently: Lamina flattens the instances into the replicator's
    /// plane, in instance order, as when this is false.
    open var preservesDepth = false {
        willSet { layerPropertyWillChange("preservesDepth") }
        didSet { layerPropertyDidChange("preservesDepth") }
    }

    /// Creates a replicator layer with default properties.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties, replicator properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Creates a replicator layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension CAReplicatorLayer {
    /// `CAReplicatorLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let replicatorPropertyTable = LayerPropertyTable(
        CAReplicatorLayer.self, extending: CALayer.ownPropertyTable,
        [
            .make("instanceCount", \CAReplicatorLayer.instanceCount, 1) {
                $1.instanceCount = $0.instanceCount
            },
            .make("instanceDelay", \CAReplicatorLayer.instanceDelay, 0, .animatable) {
                $1.instanceDelay = $0.instanceDelay
            },
            .make("instanceTransform", \CAReplicatorLayer.instanceTransform, .identity, .animatable) {
                $1.instanceTransform = $0.instanceTransform
            },
            .make("instanceColor", \CAReplicatorLayer.instanceColor, nil, .animatable) {
                $1.instanceColor = $0.instanceColor
            },
            .make("instanceRedOffset", \CAReplicatorLayer.instanceRedOffset, 0, .animatable) {
                $1.instanceRedOffset = $0.instanceRedOffset
            },
            .make("instanceGreenOffset", \CAReplicatorLayer.instanceGreenOffset, 0, .animatable) {
                $1.instanceGreenOffset = $0.instanceGreenOffset
            },
            .make("instanceBlueOffset", \CAReplicatorLayer.instanceBlueOffset, 0, .animatable) {
                $1.instanceBlueOffset = $0.instanceBlueOffset
            },
            .make("instanceAlphaOffset", \CAReplicatorLayer.instanceAlphaOffset, 0, .animatable) {
                $1.instanceAlphaOffset = $0.instanceAlphaOffset
            },
            .make("preservesDepth", \CAReplicatorLayer.preservesDepth, false) {
                $1.preservesDepth = $0.preservesDepth
            },
        ], makeCopy: { CAReplicatorLayer(layer: $0) })
}
