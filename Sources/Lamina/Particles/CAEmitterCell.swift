import LaminaGraphics

/// The source of one kind of particle in a ``CAEmitterLayer``: how many are born, how they
/// move, turn, grow and change colour, and what they look like.
///
/// Mirrors QuartzCore's `CAEmitterCell`. A value with a range varies per particle uniformly
/// within `value ± range`; a speed changes the value per second of the particle's life. A cell
/// with `emitterCells` makes each of its particles an emitter of those cells. Cells take part in
/// the emitter's timing through `CAMediaTiming`: a cell emits only during its active time
/// (`duration` 0 meaning for ever).
open class CAEmitterCell: NSObject, CAMediaTiming, NSCopying {
    // MARK: Identity

    /// The cell's name, used in key paths such as `emitterCells.spark.birthRate`.
    open var name: String? {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// Whether the cell emits. Default: true.
    open var isEnabled = true {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Emission

    /// Particles born per second, multiplied by the layer's `birthRate`. Default: 0.
    open var birthRate: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// Each particle's life in seconds, multiplied by the layer's `lifetime`. Default: 0.
    open var lifetime: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of `lifetime`. Default: 0.
    open var lifetimeRange: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The angle of emission out of the layer's plane, in radians. Default: 0.
    open var emissionLatitude: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The angle of emission in the layer's plane, in radians from the x axis (toward +y, which
    /// is down on iOS). Default: 0.
    open var emissionLongitude: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The width of the cone particles are emitted in, in radians, centred on the emission
    /// angle. Default: 0.
    open var emissionRange: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Motion

    /// The initial speed, in points per second, multiplied by the layer's `velocity`.
    /// Default: 0.
    open var velocity: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of `velocity`. Default: 0.
    open var velocityRange: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The x component of the acceleration, in points per second squared. Default: 0.
    open var xAcceleration: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The y component of the acceleration. Default: 0.
    open var yAcceleration: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The z component of the acceleration (ignored by Lamina's flat particles). Default: 0.
    open var zAcceleration: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Scale and spin

    /// The particle's scale, multiplied by the layer's `scale`. Default: 1.
    open var scale: CGFloat = 1 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of `scale`. Default: 0.
    open var scaleRange: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The change of scale per second. Default: 0.
    open var scaleSpeed: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The rotation speed, in radians per second, multiplied by the layer's `spin`. Default: 0.
    open var spin: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of `spin`. Default: 0.
    open var spinRange: CGFloat = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Colour

    /// The colour the contents are multiplied by. Default: opaque white.
    open var color: CGColor? = .white {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of the colour's red component. Default: 0.
    open var redRange: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of the colour's green component. Default: 0.
    open var greenRange: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of the colour's blue component. Default: 0.
    open var blueRange: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The range of the colour's alpha. Default: 0.
    open var alphaRange: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The change of red per second. Default: 0.
    open var redSpeed: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The change of green per second. Default: 0.
    open var greenSpeed: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The change of blue per second. Default: 0.
    open var blueSpeed: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The change of alpha per second. Default: 0.
    open var alphaSpeed: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Contents

    /// The particle's image (a `CGImage`); a cell without contents draws nothing but may still
    /// emit sub-cells. Default: `nil`.
    open var contents: Any? {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The part of the contents drawn, in the unit square. Default: (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// Pixels of contents per point. Default: 1.
    open var contentsScale: CGFloat = 1 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The filter used when particles are drawn smaller. Default: `"linear"`.
    open var minificationFilter = "linear" {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The filter used when particles are drawn larger. Default: `"linear"`.
    open var magnificationFilter = "linear" {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The minification filter's level-of-detail bias (stored; not used). Default: 0.
    open var minificationFilterBias: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Tree

    /// Cells emitted by each particle of this cell. Default: `nil`.
    open var emitterCells: [CAEmitterCell]? {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// Default values for keys the cell has not set. Default: `nil`.
    open var style: [AnyHashable: Any]? {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: CAMediaTiming

    /// When the cell starts emitting, in the layer's time. Default: 0.
    open var beginTime: CFTimeInterval = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// How long the cell emits; 0 for ever. Default: 0.
    open var duration: CFTimeInterval = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// The cell's time scale. Default: 1.
    open var speed: Float = 1 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// An offset into the cell's time. Default: 0.
    open var timeOffset: CFTimeInterval = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// Repetitions of the cell's duration. Default: 0.
    open var repeatCount: Float = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// How long the cell repeats. Default: 0.
    open var repeatDuration: CFTimeInterval = 0 {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// Whether repetitions reverse. Default: false.
    open var autoreverses = false {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }
    /// What the cell does outside its active time. Default: `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    /// Values stored by key-value coding under keys that are not properties.
    private var extraValues: [String: Any] = [:]

    /// Creates a cell with every property at its default.
    public required override init() {
        super.init()
    }

    /// Creates a cell with every property at its default.
    ///
    /// Mirrors `CAEmitterCell.emitterCell()`.
    open class func emitterCell() -> Self {
        Self()
    }

    /// The default value of a key: the property's default, `nil` for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        EmitterCellProperty.table[key]?.get(CAEmitterCell()) ?? nil
    }

    /// Whether the value of `key` should be archived (all are).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value of a property by its key-value coding name (`"birthRate"`, `"enabled"`…),
    /// of a sub-cell by `"emitterCells.<name>"`… through key paths, or of a custom key.
    open func value(forKey key: String) -> Any? {
        if let property = EmitterCellProperty.table[key] { return property.get(self) }
        return extraValues[key] ?? (style?[key] as Any?) ?? Self.defaultValue(forKey: key)
    }

    /// Sets a property by its key-value coding name (numbers of any type convert; a value of
    /// the wrong type is ignored), or stores a custom key.
    open func setValue(_ value: Any?, forKey key: String) {
        if let property = EmitterCellProperty.table[key] {
            property.set(self, value)
        } else {
            extraValues[key] = value
        }
    }

    /// The value at a key path such as `emitterCells.spark.birthRate`.
    open func value(forKeyPath keyPath: String) -> Any? {
        EmitterKeyPath.value(at: keyPath, in: self)
    }

    /// Sets the value at a key path such as `emitterCells.spark.birthRate`.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        EmitterKeyPath.setValue(value, at: keyPath, in: self)
    }

    /// A copy of the cell and its sub-cells.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        for property in EmitterCellProperty.table.values { property.set(copy, property.get(self)) }
        copy.emitterCells = emitterCells?.compactMap { $0.copy() as? CAEmitterCell }
        copy.extraValues = extraValues
        copy.style = style
        return copy
    }
}
