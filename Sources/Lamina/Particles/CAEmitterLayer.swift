import LaminaGraphics

/// A layer that emits, animates and draws a particle system.
///
/// Mirrors QuartzCore's `CAEmitterLayer`. Particles are described by ``emitterCells`` and
/// drawn above the layer's background, border and sublayers, in the layer's coordinates. The
/// layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply those of every
/// cell.
///
/// Lamina simulates the particles as a pure function of the layer's properties, its
/// ``seed`` and the time, so rendering at the same time gives the same picture on every run
/// and machine. Emission starts when the layer is first committed (rendered, or in a tree at a
/// commit), or at its local time 0 when its `beginTime` is set — `emitter.beginTime =
/// CACurrentMediaTime()`, the usual iOS idiom, starts it afresh. Rendering at a time shows the
/// particles born since then that are still alive; rendering without a time shows them at
/// `CACurrentMediaTime()`. Shapes with depth (`cuboid`, `sphere`) and emission latitude are
/// flattened onto the layer's plane. At most `LaminaLimits.particlesPerEmitter` particles
/// are alive at once (the newest are kept); any birth rate, lifetime or time, however large,
/// draws within that bound.
open class CAEmitterLayer: CALayer {
    /// How the compositor draws the class.
    override package class var renderKind: LayerRenderKind { .emitter }

    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { emitterPropertyTable }

    /// The cells whose particles the layer emits. Default: `nil`.
    open var emitterCells: [CAEmitterCell]? {
        willSet { layerPropertyWillChange("emitterCells") }
        didSet { layerPropertyDidChange("emitterCells") }
    }

    /// Multiplies every cell's `birthRate`. Default: 1.
    open var birthRate: Float = 1 {
        willSet { layerPropertyWillChange("birthRate") }
        didSet { layerPropertyDidChange("birthRate") }
    }

    /// Multiplies every cell's `lifetime`. Default: 1.
    open var lifetime: Float = 1 {
        willSet { layerPropertyWillChange("lifetime") }
        didSet { layerPropertyDidChange("lifetime") }
    }

    /// The centre of the emission shape, in the layer's coordinates. Default: (0, 0).
    open var emitterPosition: CGPoint = .zero {
        willSet { layerPropertyWillChange("emitterPosition") }
        didSet { layerPropertyDidChange("emitterPosition") }
    }

    /// The z coordinate of the emission shape's centre. Default: 0.
    open var emitterZPosition: CGFloat = 0 {
        willSet { layerPropertyWillChange("emitterZPosition") }
        didSet { layerPropertyDidChange("emitterZPosition") }
    }

    /// The size of the emission shape. Default: (0, 0).
    open var emitterSize: CGSize = .zero {
        willSet { layerPropertyWillChange("emitterSize") }
        didSet { layerPropertyDidChange("emitterSize") }
    }

    /// The depth of the emission shape (for `cuboid` and `sphere`). Default: 0.
    open var emitterDepth: CGFloat = 0 {
        willSet { layerPropertyWillChange("emitterDepth") }
        didSet { layerPropertyDidChange("emitterDepth") }
    }

    /// The emission shape. Default: `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point {
        willSet { layerPropertyWillChange("emitterShape") }
        didSet { layerPropertyDidChange("emitterShape") }
    }

    /// Where on the shape particles are born. Default: `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume {
        willSet { layerPropertyWillChange("emitterMode") }
        didSet { layerPropertyDidChange("emitterMode") }
    }

    /// The order and blending of particles. Default: `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        willSet { layerPropertyWillChange("renderMode") }
        didSet { layerPropertyDidChange("renderMode") }
    }

    /// Whether particles are composited in 3D (stored; Lamina's particles are flat).
    /// Default: false.
    open var preservesDepth = false {
        willSet { layerPropertyWillChange("preservesDepth") }
        didSet { layerPropertyDidChange("preservesDepth") }
    }

    /// Multiplies every cell's `velocity`. Default: 1.
    open var velocity: Float = 1 {
        willSet { layerPropertyWillChange("velocity") }
        didSet { layerPropertyDidChange("velocity") }
    }

    /// Multiplies every cell's `scale`. Default: 1.
    open var scale: Float = 1 {
        willSet { layerPropertyWillChange("scale") }
        didSet { layerPropertyDidChange("scale") }
    }

    /// Multiplies every cell's `spin`. Default: 1.
    open var spin: Float = 1 {
        willSet { layerPropertyWillChange("spin") }
        didSet { layerPropertyDidChange("spin") }
    }

    /// The seed of the particles' random variations: the same seed gives the same particles.
    /// Default: 0.
    open var seed: UInt32 = 0 {
        willSet { layerPropertyWillChange("seed") }
        didSet { layerPropertyDidChange("seed") }
    }

    /// The local time emission started at, stamped at the layer's first commit (`nil` before).
    package var emissionStart: CFTimeInterval?

    /// Creates an emitter layer with default properties.
    public override init() {
        super.init()
        TransactionStack.current.registerEmitter(self)
    }

    /// Creates a copy of `layer`'s properties (for presentation layers).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emissionStart = other.emissionStart
    }

    /// Creates an emitter layer with default properties (Lamina does not archive layers).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        TransactionStack.current.registerEmitter(self)
    }

    /// Stamps the start of emission at media time `now`, unless it started already.
    package func startEmission(at now: CFTimeInterval) {
        guard emissionStart == nil else { return }
        emissionStart = convertTime(now, from: nil)
    }

    /// Seconds of emission at media time `time`: since local time 0 when `beginTime` is set,
    /// otherwise since the first commit (`nil` before it).
    package func emissionElapsed(atTime time: CFTimeInterval) -> CFTimeInterval? {
        let model = (modelLayer as? CAEmitterLayer) ?? self
        let local = model.convertTime(time, from: nil)
        if model.beginTime != 0 { return local }
        guard let start = model.emissionStart else { return nil }
        return local - start
    }

    /// The value at a key path; `emitterCells.<name>.<key>` reaches a cell's property.
    open override func value(forKeyPath keyPath: String) -> Any? {
        if let (cell, rest) = EmitterKeyPath.cell(in: emitterCells, for: keyPath) {
            return cell.value(forKeyPath: rest)
        }
        return super.value(forKeyPath: keyPath)
    }

    /// Sets the value at a key path; `emitterCells.<name>.<key>` sets a cell's property, as
    /// iOS code does to start and stop emission (`"emitterCells.confetti.birthRate"`).
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (cell, rest) = EmitterKeyPath.cell(in: emitterCells, for: keyPath) {
            layerPropertyWillChange("emitterCells")
            cell.setValue(value, forKeyPath: rest)
            layerPropertyDidChange("emitterCells")
            return
        }
        super.setValue(value, forKeyPath: keyPath)
    }
}

extension CAEmitterLayer {
    /// `CAEmitterLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let emitterPropertyTable = LayerPropertyTable(
        CAEmitterLayer.self, extending: CALayer.ownPropertyTable,
        [
            .any(
                "emitterCells", \CAEmitterLayer.emitterCells,
                describe: { "[" + $0.map { $0.name ?? "cell" }.joined(separator: ", ") + "]" }
            ) { $1.emitterCells = $0.emitterCells },
            .make("birthRate", \CAEmitterLayer.birthRate, 1, .animatable) { $1.birthRate = $0.birthRate },
            .make("lifetime", \CAEmitterLayer.lifetime, 1, .animatable) { $1.lifetime = $0.lifetime },
            .make("emitterPosition", \CAEmitterLayer.emitterPosition, .zero, .animatable) {
                $1.emitterPosition = $0.emitterPosition
            },
            .make("emitterZPosition", \CAEmitterLayer.emitterZPosition, 0, .animatable) {
                $1.emitterZPosition = $0.emitterZPosition
            },
            .make("emitterSize", \CAEmitterLayer.emitterSize, .zero, .animatable) {
                $1.emitterSize = $0.emitterSize
            },
            .make("emitterDepth", \CAEmitterLayer.emitterDepth, 0, .animatable) {
                $1.emitterDepth = $0.emitterDepth
            },
            .make("emitterShape", \CAEmitterLayer.emitterShape, .point) { $1.emitterShape = $0.emitterShape },
            .make("emitterMode", \CAEmitterLayer.emitterMode, .volume) { $1.emitterMode = $0.emitterMode },
            .make("renderMode", \CAEmitterLayer.renderMode, .unordered) { $1.renderMode = $0.renderMode },
            .make("preservesDepth", \CAEmitterLayer.preservesDepth, false) {
                $1.preservesDepth = $0.preservesDepth
            },
            .make("velocity", \CAEmitterLayer.velocity, 1, .animatable) { $1.velocity = $0.velocity },
            .make("scale", \CAEmitterLayer.scale, 1, .animatable) { $1.scale = $0.scale },
            .make("spin", \CAEmitterLayer.spin, 1, .animatable) { $1.spin = $0.spin },
            .make("seed", \CAEmitterLayer.seed, 0) { $1.seed = $0.seed },
        ], makeCopy: { CAEmitterLayer(layer: $0) })
}
