import LaminaGraphics

/// An object that manages image-based content and allows you to perform animations on that
/// content.
///
/// Mirrors QuartzCore's `CALayer` (iOS flavour: y grows down). A layer stores geometry
/// (``bounds``, ``position``, ``anchorPoint``, ``transform``), appearance (``backgroundColor``,
/// border, corners, shadow, ``contents``) and a tree of ``sublayers``. The compositor
/// (`LayerRenderer`, `render(in:)`) draws it; this class holds no drawing code.
///
/// Properties are `open` so subclasses can observe them, as on Apple's platforms. Geometry that
/// is not finite stops the program with a message naming the property, as Core Animation's
/// `CALayerInvalidGeometry` exception does.
open class CALayer: NSObject {
    /// How the compositor draws the class (subclasses that draw differently override it).
    package class var renderKind: LayerRenderKind { .plain }

    /// How the compositor draws this layer: its class's ``renderKind``.
    package final var renderKind: LayerRenderKind { type(of: self).renderKind }

    /// The class's properties: what key-value coding, copies, implicit animation and the tree
    /// dump know of them (subclasses with properties of their own override it).
    package class var propertyTable: LayerPropertyTable { ownPropertyTable }

    // MARK: Tree storage

    /// The superlayer, or for a mask, the layer it masks.
    ///
    /// Not a weak reference (which would give every layer with sublayers a side table and slow
    /// down every retain of it): a layer clears its sublayers' and mask's link in `deinit`, so
    /// the link never dangles.
    package unowned(unsafe) var parent: CALayer? {
        didSet {
            if parent != nil {
                let clock = TransactionStack.current.clock
                attachClock = clock
                attachGeneration = clock.generation
            } else {
                // Once committed, always committed.
                if isCommitted { committedFlag = true }
                attachClock = nil
            }
        }
    }
    /// The commit clock of the thread that attached the layer to its parent (`nil` while
    /// detached), and its count then: the layer is committed once that thread commits.
    private var attachClock: CommitClock?
    private var attachGeneration = 0
    /// Set when the layer was committed (rendered, or in a tree at a commit) and then detached.
    private var committedFlag = false
    /// The ``ChangeEpoch`` of the latest rendering walk that marked the layer committed
    /// (`markCommitted()`); 0 before any.
    @exclusivity(unchecked) package var committedWalk: UInt64 = 0
    /// Set while copying properties, when change hooks have nothing to do.
    private var suppressChangeHooks = false
    // The stored properties every frame reads skip Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`): the tree lock orders every write, the threads painting a
    // frame only read, and the checks cost a tenth of a frame's work outside Cairo.

    /// The sublayers, back to front.
    @exclusivity(unchecked) package var children: [CALayer] = [] {
        didSet { drawingChanged() }
    }
    /// A number that changes whenever something the layer draws with changes: a property, its
    /// sublayers, its backing store. Numbers come from one process-wide clock, so no two
    /// layers, nor two states of one layer, share one; frame sequences compare them to find
    /// what to repaint.
    ///
    /// This counter and ``changeEpoch`` are written only under the tree lock, by every setter:
    /// their accesses skip Swift's dynamic exclusivity checks.
    @exclusivity(unchecked) package private(set) var drawingGeneration = ChangeClock.next()
    /// The latest ``ChangeEpoch`` in which something in the layer's subtree changed: the
    /// layer or a sublayer (or mask) at any depth, its drawing, its animations, its need for
    /// display or layout. A frame sequence reuses the previous frame's nodes for a subtree whose
    /// mark is older than that frame.
    @exclusivity(unchecked) package private(set) var changeEpoch = ChangeEpoch.current
    /// The mask layer.
    @exclusivity(unchecked) package var maskLayer: CALayer?
    /// Values stored by key-value coding under keys that are not properties.
    package var extraValues: [String: Any]?
    /// While a presentation copy's animations are applied, the decomposition of its transform
    /// that animations of the transform's parts set (`nil` otherwise).
    package var transformParts: TransformParts?
    /// Set by `setNeedsDisplay()`, cleared by `display()`.
    @exclusivity(unchecked) package var displayIsNeeded = false {
        didSet {
            guard displayIsNeeded else { return }
            markSubtreeChanged()
            if !oldValue { TransactionStack.current.marked(self) }
        }
    }
    /// Set by `setNeedsLayout()`, cleared by `layoutIfNeeded()`.
    @exclusivity(unchecked) package var layoutIsNeeded = false {
        didSet {
            guard layoutIsNeeded != oldValue else { return }
            LayoutDemand.layerMarked(layoutIsNeeded)
            if layoutIsNeeded {
                markSubtreeChanged()
                TransactionStack.current.marked(self)
            }
        }
    }
    /// Set while `layoutSublayers()` runs, against re-entry.
    @exclusivity(unchecked) package var isLayingOut = false
    /// The image drawn by `display()` through `draw(in:)`, with the scale it was drawn at.
    @exclusivity(unchecked) package var backingStore: LayerBackingStore? {
        didSet { drawingChanged() }
    }

    // MARK: Geometry

    /// The layer's bounds rectangle, in its own coordinate space. Default: `.zero`.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        willSet {
            LayerValidation.require(newValue, "bounds", self)
            layerPropertyWillChange("bounds")
        }
        didSet {
            if bounds.size != oldValue.size { boundsSizeDidChange() }
            layerPropertyDidChange("bounds")
        }
    }

    /// The layer's position in its superlayer's coordinate space: where its anchor point sits.
    /// Default: `.zero`.
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        willSet {
            LayerValidation.require(newValue, "position", self)
            layerPropertyWillChange("position")
        }
        didSet { layerPropertyDidChange("position") }
    }

    /// The anchor point in the unit coordinate space of the bounds, about which transforms
    /// apply. Default: `(0.5, 0.5)`.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet {
            LayerValidation.require(newValue, "anchorPoint", self)
            layerPropertyWillChange("anchorPoint")
        }
        didSet { layerPropertyDidChange("anchorPoint") }
    }

    /// The layer's position on the z axis; siblings draw in increasing `zPosition`. Default: 0.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("zPosition") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard zPosition.isFinite else {
                zPosition = oldValue
                return
            }
            layerPropertyDidChange("zPosition")
        }
    }

    /// The anchor point's z component. Default: 0.
    @exclusivity(unchecked) open var anchorPointZ: CGFloat = 0 {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("anchorPointZ") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard anchorPointZ.isFinite else {
                anchorPointZ = oldValue
                return
            }
            layerPropertyDidChange("anchorPointZ")
        }
    }

    /// The layer's rectangle in its superlayer's coordinate space.
    ///
    /// Derived from ``bounds``, ``position``, ``anchorPoint`` and ``transform``: under a
    /// non-identity transform it is the bounding box of the transformed bounds. Setting it sets
    /// ``position`` and the size of ``bounds`` (the bounds origin is kept); under a transform the
    /// size is the frame's mapped back through the transform's inverse.
    open var frame: CGRect {
        get { mapping.frame }
        set { applyFrame(newValue) }
    }

    /// Stored non-identity transforms; `nil` means identity, which keeps default layers small.
    @exclusivity(unchecked) private var transformBox: TransformPair?

    /// The transform applied to the layer's contents, about its anchor point. Default: identity.
    open var transform: CATransform3D {
        get { transformBox?.transform ?? .identity }
        set {
            LayerValidation.require(newValue, "transform", self)
            layerPropertyWillChange("transform")
            transformBox = TransformPair.with(transform: newValue, sublayerTransform: sublayerTransform)
            layerPropertyDidChange("transform")
        }
    }

    /// The transform applied to the sublayers, about this layer's anchor point (where a
    /// perspective's vanishing point sits). Default: identity.
    open var sublayerTransform: CATransform3D {
        get { transformBox?.sublayerTransform ?? .identity }
        set {
            LayerValidation.require(newValue, "sublayerTransform", self)
            layerPropertyWillChange("sublayerTransform")
            transformBox = TransformPair.with(transform: transform, sublayerTransform: newValue)
            layerPropertyDidChange("sublayerTransform")
        }
    }

    /// Whether the layer's geometry is flipped relative to its superlayer's. Default: false.
    @exclusivity(unchecked) open var isGeometryFlipped = false {
        willSet { layerPropertyWillChange("geometryFlipped") }
        didSet { layerPropertyDidChange("geometryFlipped") }
    }

    // MARK: Appearance

    /// The background color. Default: `nil`.
    @exclusivity(unchecked) open var backgroundColor: CGColor? {
        willSet { layerPropertyWillChange("backgroundColor") }
        didSet { layerPropertyDidChange("backgroundColor") }
    }

    /// The width of the border, drawn inside the bounds and above the sublayers. Default: 0.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("borderWidth") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard borderWidth.isFinite else {
                borderWidth = oldValue
                return
            }
            layerPropertyDidChange("borderWidth")
        }
    }

    /// The color of the border. Default: opaque black.
    @exclusivity(unchecked) open var borderColor: CGColor? = .black {
        willSet { layerPropertyWillChange("borderColor") }
        didSet { layerPropertyDidChange("borderColor") }
    }

    /// The radius of the rounded corners of the background and border; it clips the contents
    /// and sublayers only with ``masksToBounds``. Default: 0.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("cornerRadius") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard cornerRadius.isFinite else {
                cornerRadius = oldValue
                return
            }
            layerPropertyDidChange("cornerRadius")
        }
    }

    /// Which corners ``cornerRadius`` rounds. Default: all four.
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = .all {
        willSet { layerPropertyWillChange("maskedCorners") }
        didSet {
            // Only the four corner bits are kept, as Core Animation keeps them.
            if maskedCorners.rawValue & ~0xF != 0 {
                maskedCorners = CACornerMask(rawValue: maskedCorners.rawValue & 0xF)
            }
            layerPropertyDidChange("maskedCorners")
        }
    }

    /// The curve of the rounded corners. Default: `.circular`.
    @exclusivity(unchecked) open var cornerCurve: CALayerCornerCurve = .circular {
        willSet { layerPropertyWillChange("cornerCurve") }
        didSet { layerPropertyDidChange("cornerCurve") }
    }

    /// Whether sublayers and contents are clipped to the (rounded) bounds. Default: false.
    @exclusivity(unchecked) open var masksToBounds = false {
        willSet { layerPropertyWillChange("masksToBounds") }
        didSet { layerPropertyDidChange("masksToBounds") }
    }

    /// The opacity of the layer and its subtree, composited as one. Default: 1.
    @exclusivity(unchecked) open var opacity: Float = 1 {
        willSet { layerPropertyWillChange("opacity") }
        didSet { layerPropertyDidChange("opacity") }
    }

    /// Whether the layer and its subtree are hidden. Default: false.
    @exclusivity(unchecked) open var isHidden = false {
        willSet { layerPropertyWillChange("hidden") }
        didSet {
            layerPropertyDidChange("hidden")
            if isHidden != oldValue, isCommitted { runOrderAction(isHidden ? kCAOnOrderOut : kCAOnOrderIn) }
        }
    }

    /// Whether the layer draws when its back faces the viewer. Default: true.
    @exclusivity(unchecked) open var isDoubleSided = true {
        willSet { layerPropertyWillChange("doubleSided") }
        didSet { layerPropertyDidChange("doubleSided") }
    }

    /// Whether the layer is opaque (a drawing hint). Default: false.
    open var isOpaque = false {
        willSet { layerPropertyWillChange("opaque") }
        didSet { layerPropertyDidChange("opaque") }
    }

    /// Whether the subtree may be composited as a group for opacity. Default: true (as on iOS).
    @exclusivity(unchecked) open var allowsGroupOpacity = true {
        willSet { layerPropertyWillChange("allowsGroupOpacity") }
        didSet { layerPropertyDidChange("allowsGroupOpacity") }
    }

    /// Whether edges are antialiased under transforms. Default: false (as on iOS).
    ///
    /// Stored and copied, but not drawn: Lamina antialiases every edge, as
    /// if this were true (see the Differences from Core Animation article).
    open var allowsEdgeAntialiasing = false {
        willSet { layerPropertyWillChange("allowsEdgeAntialiasing") }
        didSet { layerPropertyDidChange("allowsEdgeAntialiasing") }
    }

    /// Which edges are antialiased. Default: all four.
    ///
    /// Stored but not drawn: Lamina antialiases every edge.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = .all {
        willSet { layerPropertyWillChange("edgeAntialiasingMask") }
        didSet { layerPropertyDidChange("edgeAntialiasingMask") }
    }

    // MARK: Shadow

    /// The shadow's color. Default: opaque black.
    open var shadowColor: CGColor? = .black {
        willSet { layerPropertyWillChange("shadowColor") }
        didSet { layerPropertyDidChange("shadowColor") }
    }

    /// The shadow's opacity, 0…1. Default: 0 (no shadow).
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
        willSet { layerPropertyWillChange("shadowOpacity") }
        didSet { layerPropertyDidChange("shadowOpacity") }
    }

    /// The shadow's offset. Default: `(0, -3)` (upward on iOS).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("shadowOffset") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard shadowOffset.isFinite else {
                shadowOffset = oldValue
                return
            }
            layerPropertyDidChange("shadowOffset")
        }
    }

    /// The shadow's blur radius. Default: 3.
    open var shadowRadius: CGFloat = 3 {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("shadowRadius") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard shadowRadius.isFinite else {
                shadowRadius = oldValue
                return
            }
            layerPropertyDidChange("shadowRadius")
        }
    }

    /// The shadow's shape; `nil` casts the shadow from the layer's rendered alpha. Default: `nil`.
    @exclusivity(unchecked) open var shadowPath: CGPath? {
        willSet { layerPropertyWillChange("shadowPath") }
        didSet { layerPropertyDidChange("shadowPath") }
    }

    // MARK: Contents

    /// The layer's image: a `CGImage` (other values are ignored when drawing). Default: `nil`.
    @exclusivity(unchecked) open var contents: Any? {
        willSet { layerPropertyWillChange("contents") }
        didSet {
            // Setting contents replaces what `display()` drew, as on Apple's platforms.
            backingStore = nil
            layerPropertyDidChange("contents")
        }
    }

    /// How the contents are placed in the bounds. Default: `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize {
        willSet { layerPropertyWillChange("contentsGravity") }
        didSet { layerPropertyDidChange("contentsGravity") }
    }

    /// The part of the contents image to draw, in the unit coordinate space of the image.
    /// Default: `(0, 0, 1, 1)`.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet {
            if newValue.isFiniteRect { layerPropertyWillChange("contentsRect") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard contentsRect.isFiniteRect else {
                contentsRect = oldValue
                return
            }
            layerPropertyDidChange("contentsRect")
        }
    }

    /// The stretchable middle of the contents for nine-slice scaling, in the unit coordinate
    /// space of the image. Default: `(0, 0, 1, 1)`.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet {
            if newValue.isFiniteRect { layerPropertyWillChange("contentsCenter") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard contentsCenter.isFiniteRect else {
                contentsCenter = oldValue
                return
            }
            layerPropertyDidChange("contentsCenter")
        }
    }

    /// The pixel format of drawn contents. Default: `.RGBA8Uint`.
    ///
    /// Stored but not used: backing stores are always 8-bit premultiplied RGBA, so
    /// `.RGBA16Float` does not keep extended-range colours and `.gray8Uint` keeps colour.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint {
        willSet { layerPropertyWillChange("contentsFormat") }
        didSet { layerPropertyDidChange("contentsFormat") }
    }

    /// The filter used when the contents are drawn smaller. Default: `.linear`.
    open var minificationFilter: CALayerContentsFilter = .linear {
        willSet { layerPropertyWillChange("minificationFilter") }
        didSet { layerPropertyDidChange("minificationFilter") }
    }

    /// The filter used when the contents are drawn larger. Default: `.linear`.
    ///
    /// `.linear` (and `.trilinear`) filter as `render(in:)` does on iOS: the two nearest
    /// pixels along each axis, the far one weighted by the sub-pixel phase rounded to eighths
    /// and eased (0, 1/16, 1/8, 1/4, 1/2, 3/4, 7/8, 15/16, 1), which is sharper than bilinear
    /// filtering. PDF and SVG output keep the image and leave its scaling to the viewer.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        willSet { layerPropertyWillChange("magnificationFilter") }
        didSet { layerPropertyDidChange("magnificationFilter") }
    }

    /// The bias of the minification filter's level of detail. Default: 0.
    ///
    /// Stored but not used: contents are filtered by Cairo without mipmaps, so there is no
    /// level of detail to bias.
    open var minificationFilterBias: Float = 0 {
        willSet { layerPropertyWillChange("minificationFilterBias") }
        didSet { layerPropertyDidChange("minificationFilterBias") }
    }

    /// Pixels of contents per point. Default: 1.
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("contentsScale") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard contentsScale.isFinite else {
                contentsScale = oldValue
                return
            }
            layerPropertyDidChange("contentsScale")
        }
    }

    // MARK: Filters and dynamic range (stored, not drawn)

    /// Core Image filters applied to the layer's content. Default: `nil`.
    ///
    /// Stored and copied but not drawn: Lamina has no Core Image, and on iOS Core Animation
    /// ignores this property too.
    open var filters: [Any]? {
        get { rareProperties?.filters }
        set {
            layerPropertyWillChange("filters")
            if newValue != nil || rareProperties != nil { rare.filters = newValue }
            layerPropertyDidChange("filters")
        }
    }

    /// Core Image filters applied to what is behind the layer. Default: `nil`.
    ///
    /// Stored and copied but not drawn (as on iOS, where Core Animation ignores it).
    open var backgroundFilters: [Any]? {
        get { rareProperties?.backgroundFilters }
        set {
            layerPropertyWillChange("backgroundFilters")
            if newValue != nil || rareProperties != nil { rare.backgroundFilters = newValue }
            layerPropertyDidChange("backgroundFilters")
        }
    }

    /// A Core Image filter that composites the layer onto what is behind it. Default: `nil`.
    ///
    /// As in Core Animation, the name of a compositing or blend filter (`"multiplyBlendMode"`,
    /// `"screenBlendMode"`, `"CIOverlayBlendMode"`…) composites the flattened layer and its
    /// sublayers onto what is drawn behind it with that blend mode; the names drawn are listed
    /// in the article on differences from Core Animation. Any other value is stored and copied,
    /// and the layer is drawn normally (as Core Animation does with a filter it does not know;
    /// Lamina has no Core Image filter objects).
    open var compositingFilter: Any? {
        get { rareProperties?.compositingFilter }
        set {
            layerPropertyWillChange("compositingFilter")
            if newValue != nil || rareProperties != nil { rare.compositingFilter = newValue }
            layerPropertyDidChange("compositingFilter")
        }
    }

    /// Whether the layer's content may use extended dynamic range. Default: false.
    ///
    /// Stored; Lamina's output is standard dynamic range.
    open var wantsExtendedDynamicRangeContent: Bool {
        get { rareProperties?.wantsExtendedDynamicRangeContent ?? false }
        set {
            layerPropertyWillChange("wantsExtendedDynamicRangeContent")
            if newValue || rareProperties != nil { rare.wantsExtendedDynamicRangeContent = newValue }
            layerPropertyDidChange("wantsExtendedDynamicRangeContent")
        }
    }

    /// How extended-dynamic-range content is tone mapped. Default: `.automatic`.
    ///
    /// Stored; Lamina's output is standard dynamic range.
    open var toneMapMode: CALayer.ToneMapMode {
        get { rareProperties?.toneMapMode ?? .automatic }
        set {
            layerPropertyWillChange("toneMapMode")
            if newValue != .automatic || rareProperties != nil { rare.toneMapMode = newValue }
            layerPropertyDidChange("toneMapMode")
        }
    }

    /// The headroom of the contents above standard dynamic range. Default: 0.
    ///
    /// Stored; Lamina's output is standard dynamic range.
    open var contentsHeadroom: CGFloat {
        get { rareProperties?.contentsHeadroom ?? 0 }
        set {
            layerPropertyWillChange("contentsHeadroom")
            if newValue != 0 || rareProperties != nil { rare.contentsHeadroom = newValue }
            layerPropertyDidChange("contentsHeadroom")
        }
    }

    /// Whether drawn content is recorded and redrawn at any scale. Default: false.
    ///
    /// Lamina always draws backing stores at the output's scale, as if this were true.
    open var wantsDynamicContentScaling: Bool {
        get { rareProperties?.wantsDynamicContentScaling ?? false }
        set {
            layerPropertyWillChange("wantsDynamicContentScaling")
            if newValue || rareProperties != nil { rare.wantsDynamicContentScaling = newValue }
            layerPropertyDidChange("wantsDynamicContentScaling")
        }
    }

    /// How far a corner of `curve` reaches along each edge, as a multiple of the corner radius.
    ///
    /// Mirrors `CALayer.cornerCurveExpansionFactor(_:)`: 1 for circular corners, and for
    /// continuous corners 1.528665, the value Core Animation reports on iOS (Lamina's own
    /// continuous corner is drawn to that reach).
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// Whether the value of `key` should be archived. Default: true for every key.
    ///
    /// Lamina does not archive layers; subclasses that override this compile and are asked.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Rendering hints

    /// Whether the layer is rendered as a bitmap before compositing. Default: false.
    ///
    /// Stored but not drawn differently: Lamina always draws the layer at the output's
    /// resolution, so a layer rasterized at a lower ``rasterizationScale`` does not look
    /// softer as it does on iOS. Its opacity applies to the flattened subtree either way.
    open var shouldRasterize = false {
        willSet { layerPropertyWillChange("shouldRasterize") }
        didSet { layerPropertyDidChange("shouldRasterize") }
    }

    /// The scale at which a rasterized layer is rendered. Default: 1.
    ///
    /// Stored but not used; see ``shouldRasterize``.
    open var rasterizationScale: CGFloat = 1 {
        willSet {
            if newValue.isFinite { layerPropertyWillChange("rasterizationScale") }
        }
        didSet {
            // A non-finite value is ignored: the property keeps its previous value.
            guard rasterizationScale.isFinite else {
                rasterizationScale = oldValue
                return
            }
            layerPropertyDidChange("rasterizationScale")
        }
    }

    /// Whether drawing commands may be deferred and run on a background thread (a hint).
    /// Default: false.
    open var drawsAsynchronously = false {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    /// Whether `bounds` changes call `setNeedsDisplay()`. Default: false.
    open var needsDisplayOnBoundsChange = false {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Identity and behaviour

    /// The layer's name, used by some layout managers and by the tree dump. Default: `nil`.
    open var name: String? {
        willSet { layerPropertyWillChange("name") }
        didSet { layerPropertyDidChange("name") }
    }

    /// A dictionary of default property values and of actions (under `"actions"`) searched
    /// when a property has no value of its own. Default: `nil`.
    open var style: [AnyHashable: Any]? {
        willSet { LayerTreeLock.lock() }
        didSet {
            drawingChanged()
            LayerTreeLock.unlock()
        }
    }

    /// The actions to run when keys change, searched after the delegate. Default: `nil`.
    open var actions: [String: CAAction]? {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    /// The layer's delegate.
    open weak var delegate: CALayerDelegate? {
        willSet { LayerTreeLock.lock() }
        didSet { LayerTreeLock.unlock() }
    }

    // MARK: Timing (CAMediaTiming)
    // A layer's timing changes what it shows at a time (its animations, an emitter's particles).

    /// The layer's `CAMediaTiming` values, kept together so that one observer marks a change
    /// of any of them.
    package var timing = LayerTiming() {
        willSet { LayerTreeLock.lock() }
        didSet {
            drawingChanged()
            LayerTreeLock.unlock()
        }
    }

    /// When the layer's time starts, in its superlayer's time. Default: 0.
    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// The layer's duration (unused for plain layers). Default: 0.
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// How fast the layer's time (and its animations') runs. Default: 1.
    open var speed: Float {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// An offset into the layer's time. Default: 0.
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// How often the layer's time repeats. Default: 0.
    open var repeatCount: Float {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// How long the layer's time repeats for. Default: 0.
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Whether the layer's time autoreverses. Default: false.
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// The layer's fill mode. Default: `.removed`.
    open var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    // MARK: Animation storage

    /// The animations, in the order they were added.
    @exclusivity(unchecked) package var animationEntries: [(key: String, animation: CAAnimation)] = [] {
        didSet { markSubtreeChanged() }
    }
    /// Whether the layer was in a tree when a transaction committed (or was rendered): only
    /// then do property changes run implicit actions.
    package var isCommitted: Bool {
        get { committedFlag || (attachClock.map { attachGeneration < $0.generation } ?? false) }
        set { committedFlag = newValue }
    }
    /// Values captured before a change, for the implicit action run after it.
    package var pendingActionValues: [String: Any]?
    /// While the action of a change is looked up: the key and the value shown before the
    /// change (UIKit's keyframe animations start from it).
    package var changeBeingAnimated: (key: String, oldValue: Any?)?
    /// For a presentation copy, the model layer it shows.
    package weak var modelLayer: CALayer? {
        didSet { isPresentationCopy = modelLayer != nil }
    }
    /// Whether the layer is a presentation copy (it was given a ``modelLayer``): read where
    /// every layer of a frame is visited, in place of the weak reference, whose load costs
    /// more than a stored flag's.
    package private(set) final var isPresentationCopy = false
    /// For a presentation copy made by `presentation(atTime:)`, the media time it shows.
    package var presentationTime: CFTimeInterval? {
        get { rareProperties?.presentationTime }
        set { rare.presentationTime = newValue }
    }
    /// Values few layers set, kept out of line so that a default layer stays small.
    @exclusivity(unchecked) package var rareProperties: RareLayerProperties?
    /// The out-of-line values, made when first set.
    private var rare: RareLayerProperties {
        if let rareProperties { return rareProperties }
        let made = RareLayerProperties()
        rareProperties = made
        return made
    }
    /// For a presentation copy in a running transition: the captured old appearance, the
    /// progress and the transition.
    package var transitionState: (snapshot: CALayer, progress: CGFloat, transition: CATransition)?

    // MARK: Actions (overridable)

    /// The action for `event`: the delegate's, then the `actions` dictionary's, then the
    /// `style` dictionary's `"actions"`, then the class's default; `NSNull` anywhere stops the
    /// search with no action.
    open func action(forKey event: String) -> CAAction? {
        searchAction(forKey: event)
    }

    /// The default action for `event`: an animation for the animatable properties (0.25 s, or
    /// the transaction's duration and timing function), `nil` for other keys.
    open class func defaultAction(forKey event: String) -> CAAction? {
        makeDefaultAction(forKey: event)
    }

    // MARK: Initializers

    /// Creates a layer with every property at its default.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties, as Core Animation does for presentation layers.
    ///
    /// The sublayers, superlayer, mask and animations are not copied. Subclasses that add
    /// properties override this to copy them.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            copyProperties(from: other)
        }
    }

    /// Creates a layer from an archive.
    ///
    /// Lamina does not archive layers: this returns a layer with default properties, so that
    /// subclasses written for Apple's platforms, which must implement this initializer, compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Shares `other`'s transforms (one immutable box), without the setters' checks.
    package func copyTransforms(from other: CALayer) {
        transformBox = other.transformBox
    }

    /// Copies every property of `other` in the class's property table, then the state that is
    /// not a property (extra key-value coding values, the backing store); not the tree.
    private func copyProperties(from other: CALayer) {
        suppressChangeHooks = true
        defer { suppressChangeHooks = false }
        type(of: self).propertyTable.copyProperties(from: other, toNew: self)
        extraValues = other.extraValues
        backingStore = other.backingStore
        displayIsNeeded = false
        layoutIsNeeded = false
    }

    // MARK: Drawing (overridable)

    /// Whether the layer is marked as needing to draw its contents.
    open func needsDisplay() -> Bool { displayIsNeeded }

    /// Marks the layer's contents as needing to be drawn again.
    open func setNeedsDisplay() {
        LayerTreeLock.withLock { displayIsNeeded = true }
    }

    /// Marks part of the layer as needing to be drawn again (Lamina redraws the whole layer).
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Draws the contents now if the layer is marked as needing it: clears the mark, then
    /// calls ``display()`` (whether or not an override calls `super`).
    open func displayIfNeeded() {
        LayerTreeLock.withLock {
            guard displayIsNeeded else { return }
            displayIsNeeded = false
            display()
        }
    }

    /// Draws the layer's contents: through the delegate's `display(_:)`, or else into a backing
    /// store at ``contentsScale`` through ``draw(in:)``.
    open func display() {
        LayerTreeLock.withLock { performDisplay() }
    }

    /// Draws the layer's contents into `ctx`, a y-down context the size of the bounds whose
    /// origin is the bounds origin.
    ///
    /// The default calls the delegate's `draw(_:in:)`. Subclasses override it to draw.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether the context ``draw(in:)`` gets is flipped: true, as on iOS.
    ///
    /// Core Animation returns true when it applies a y-flip to the context before drawing, and
    /// on iOS (as in Lamina) that context is always y-down, its origin at the top-left of the
    /// bounds; `isGeometryFlipped` does not change how contents are drawn. CoreText code reads it
    /// to flip text space (`if contentsAreFlipped() { ctx.translateBy(…); ctx.scaleBy(x: 1,
    /// y: -1) }`), which then draws upright.
    open func contentsAreFlipped() -> Bool {
        true
    }

    /// Whether changing `key` should redraw the layer. Default: false; subclasses return true for
    /// the properties their ``draw(in:)`` reads.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    // MARK: Layout (overridable)

    /// Whether the layer is marked as needing layout.
    open func needsLayout() -> Bool { layoutIsNeeded }

    /// Marks the layer as needing layout; `layoutIfNeeded()` (and rendering) then lays it out.
    open func setNeedsLayout() {
        LayerTreeLock.withLock { layoutIsNeeded = true }
    }

    /// Lays out the layer, and any ancestor and descendant marked as needing it, now.
    open func layoutIfNeeded() {
        LayerTreeLock.withLock { performLayoutIfNeeded() }
    }

    /// Lays out the sublayers. The default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The layer's preferred size in its superlayer's space: its bounds size under its
    /// transform. Subclasses (such as `CATextLayer`) return the size of their content.
    open func preferredFrameSize() -> CGSize {
        defaultPreferredFrameSize()
    }

    // MARK: Hit testing (overridable)

    /// The farthest descendant (or this layer) that contains `p`, a point in the superlayer's
    /// coordinate space; `nil` when none does.
    ///
    /// Hidden layers are skipped, `masksToBounds` excludes points outside the bounds, and
    /// sublayers are tested front to back (`zPosition`, then insertion order).
    open func hitTest(_ p: CGPoint) -> CALayer? {
        performHitTest(p)
    }

    /// Whether `p`, a point in the layer's own coordinate space, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    // MARK: Key-value coding (overridable)

    /// The default value of `key`: the property's default for the layer's own properties, `nil`
    /// otherwise. Subclasses override it to give defaults to their custom keys.
    ///
    /// As Core Animation does, properties whose default is zero, `false` or a zero geometry
    /// (`bounds`, `position`, `hidden`…) answer `nil`.
    open class func defaultValue(forKey key: String) -> Any? {
        defaultPropertyValue(forKey: key)
    }

    /// The value of a property, or of a custom key set with ``setValue(_:forKey:)``.
    ///
    /// As on Apple's platforms a layer accepts any key: keys that are not properties store
    /// their values, and read as ``defaultValue(forKey:)`` until set.
    open func value(forKey key: String) -> Any? {
        storedValue(forKey: key)
    }

    /// Sets a property, or a custom key, by name.
    ///
    /// Values are converted as Key-Value Coding does: a number for any numeric property, a
    /// `CGPoint`, `CGSize`, `CGRect` or `CATransform3D` (or an `NSValue` holding a point, size or
    /// rect) for geometry. A value of the wrong type is ignored; `nil` resets a property to its
    /// default.
    open func setValue(_ value: Any?, forKey key: String) {
        LayerTreeLock.withLock { storeValue(value, forKey: key) }
    }

    // MARK: Key paths (overridable)

    /// The value at a key path: a property key, optionally followed by fields of its value
    /// (`position.x`, `bounds.size.width`, `transform.rotation.z`, `transform.scale`).
    open func value(forKeyPath keyPath: String) -> Any? {
        valueAtKeyPath(keyPath)
    }

    /// Sets the value at a key path; see ``value(forKeyPath:)``. Setting a field replaces it in
    /// the property's value and sets the property.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        LayerTreeLock.withLock { setValueAtKeyPath(value, keyPath) }
    }

    // MARK: The layer tree (overridable)
    //
    // Declared here, in the class, because Swift lets subclasses override only what a class
    // declares itself; the work is done in CALayer+Tree.swift.

    /// The sublayers, back to front; `nil` when there are none.
    ///
    /// Setting it replaces every sublayer: layers no longer in the array are detached (their
    /// `superlayer` becomes `nil`), new ones are moved from wherever they were, and the order is
    /// the array's, so `layer.sublayers?.removeAll { $0 is CAShapeLayer }` detaches exactly the
    /// shape layers.
    /// - Precondition: the array holds no layer twice and neither this layer nor an ancestor.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set { LayerTreeLock.withLock { replaceChildren(with: newValue ?? []) } }
    }

    /// The mask: only its alpha matters, in this layer's coordinate space. It is never one of
    /// the sublayers, yet its `superlayer` reads as this layer. Assigning a layer removes it
    /// from any tree it was in. Default: `nil`.
    open var mask: CALayer? {
        get { maskLayer }
        set { LayerTreeLock.withLock { setMaskLayer(newValue) } }
    }

    /// Appends `layer` to the sublayers, moving it from any superlayer it had.
    open func addSublayer(_ layer: CALayer) {
        LayerTreeLock.withLock { attachSublayer(layer) }
    }

    /// Inserts `layer` into the sublayers at `idx`, moving it from any superlayer it had.
    ///
    /// - Precondition: `idx` is at most the number of sublayers (after `layer` is removed from
    ///   them, if it was one).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        LayerTreeLock.withLock { attachSublayer(layer, at: idx) }
    }

    /// Inserts `layer` just below `sibling` (before it in `sublayers`); with `nil`, at the back.
    ///
    /// - Precondition: `sibling` is one of the sublayers, as Core Animation requires.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        LayerTreeLock.withLock { attachSublayer(layer, below: sibling) }
    }

    /// Inserts `layer` just above `sibling` (after it in `sublayers`); with `nil`, at the front.
    ///
    /// - Precondition: `sibling` is one of the sublayers, as Core Animation requires.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        LayerTreeLock.withLock { attachSublayer(layer, above: sibling) }
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`, at the same index.
    ///
    /// - Precondition: `oldLayer` is one of the sublayers, as Core Animation requires.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        LayerTreeLock.withLock { exchangeSublayer(oldLayer, with: newLayer) }
    }

    /// Detaches the layer from its superlayer's sublayers, or, for a mask, from the layer it
    /// masks.
    open func removeFromSuperlayer() {
        LayerTreeLock.withLock { detachFromSuperlayer() }
    }

    // MARK: Animations (overridable)

    /// Adds a copy of `anim` under `key`, replacing an animation with the same key.
    ///
    /// As on Apple's platforms the animation is copied; a duration of 0 becomes the
    /// transaction's animation duration, and a `beginTime` of 0 the time its transaction
    /// commits. A property animation whose key path names no animatable property, or whose
    /// values do not fit it, does nothing.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        LayerTreeLock.withLock { installAnimation(anim, forKey: key) }
    }

    /// The animation added under `key`, or `nil`.
    open func animation(forKey key: String) -> CAAnimation? {
        installedAnimation(forKey: key)
    }

    /// The keys of the layer's animations, in the order they were added; `nil` when there are
    /// none.
    open func animationKeys() -> [String]? {
        installedAnimationKeys()
    }

    /// Removes the animation under `key`; its delegate learns it did not finish.
    open func removeAnimation(forKey key: String) {
        LayerTreeLock.withLock { uninstallAnimation(forKey: key) }
    }

    /// Removes every animation; their delegates learn they did not finish.
    open func removeAllAnimations() {
        LayerTreeLock.withLock { uninstallAllAnimations() }
    }

    // MARK: Coordinates and rendering (overridable)

    /// Converts a point from `l`'s coordinate space to this layer's.
    ///
    /// The two layers must be in the same tree; `nil` stands for the space the root layer sits
    /// in. Every transform on the way applies, sublayer transforms and anchor points included.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        convertPoint(p, from: l)
    }

    /// Converts a point from this layer's coordinate space to `l`'s (`nil`: the space the root
    /// layer sits in).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        convertPoint(p, to: l)
    }

    /// Converts a rectangle from `l`'s coordinate space to this layer's: the bounding box of
    /// its converted corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        convertRect(r, from: l)
    }

    /// Converts a rectangle from this layer's coordinate space to `l`'s: the bounding box of its
    /// converted corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        convertRect(r, to: l)
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space.
    ///
    /// Mirrors `CALayer.render(in:)`: the layer's bounds are drawn under the context's current
    /// transform (its position and transform are ignored; its opacity applies); the model
    /// values are drawn, not the presentation. Pending layout and display happen first. As on
    /// Apple's platforms, a y-up context (a bitmap made with `CGContext`'s own initializer)
    /// shows the layer upside down; the contexts `LayerRenderer` and
    /// `CGContext.makeImageContext(size:scale:)` make are y-down.
    open func render(in ctx: CGContext) {
        LayerTreeLock.withLock { renderModel(in: ctx) }
    }

    // MARK: Description

    /// The class name and, when set, the name.
    open override var description: String {
        shortDescription
    }

    /// `<ClassName "name">` or `<ClassName>`.
    package var shortDescription: String {
        let type = String(describing: Swift.type(of: self))
        return name.map { "<\(type) \"\($0)\">" } ?? "<\(type)>"
    }

    deinit {
        if layoutIsNeeded { LayoutDemand.layerMarked(false) }
        for child in children where child.parent === self { child.parent = nil }
        if let maskLayer, maskLayer.parent === self { maskLayer.parent = nil }
        // Free the subtree iteratively: a sublayer only this layer holds gives up its own
        // sublayers before it goes, so a chain thousands deep is freed without a deinit per
        // level on the stack.
        var pending = children
        children = []
        if let maskLayer { pending.append(maskLayer) }
        maskLayer = nil
        while var layer = pending.popLast() {
            guard isKnownUniquelyReferenced(&layer) else { continue }
            for child in layer.children where child.parent === layer { child.parent = nil }
            pending.append(contentsOf: layer.children)
            layer.children = []
            if let mask = layer.maskLayer {
                if mask.parent === layer { mask.parent = nil }
                pending.append(mask)
                layer.maskLayer = nil
            }
        }
    }

    // MARK: Change hooks

    /// Called before a property changes: takes the tree lock (``layerPropertyDidChange(_:)``
    /// lets go of it; setters call the two in pairs) and captures the old value when an
    /// implicit action may follow.
    package func layerPropertyWillChange(_ key: String) {
        LayerTreeLock.lock()
        guard !suppressChangeHooks, isCommitted else { return }
        captureValueForAction(key)
    }

    /// Called after a property changes: marks the layer for display when
    /// `needsDisplay(forKey:)` says so, runs the implicit action, and lets go of the tree lock
    /// ``layerPropertyWillChange(_:)`` took.
    package func layerPropertyDidChange(_ key: String) {
        defer { LayerTreeLock.unlock() }
        guard !suppressChangeHooks else {
            // A copy being made: not in any tree, nothing to mark but its own drawing.
            drawingGeneration = ChangeClock.next()
            return
        }
        drawingChanged()
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard isCommitted else {
            // A change opens the implicit transaction, as in Core Animation: explicit
            // transactions begun after it nest inside it and commit nothing of their own.
            TransactionStack.current.touch(self)
            return
        }
        runImplicitAction(key)
    }

    /// Records that something the layer draws with changed (see ``drawingGeneration``).
    @inline(__always)
    package func drawingChanged() {
        drawingGeneration = ChangeClock.next()
        markSubtreeChanged()
    }

    /// Marks the layer and its ancestors (a mask's owner included) as changed in the current
    /// epoch, stopping at the first one already marked: its ancestors were marked with it.
    @inline(__always)
    package func markSubtreeChanged() {
        let epoch = ChangeEpoch.current
        var layer: CALayer? = self
        while let current = layer, current.changeEpoch != epoch {
            current.changeEpoch = epoch
            layer = current.parent
        }
    }

    private func boundsSizeDidChange() {
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
}

/// The two transforms of a layer that has a non-identity one, shared immutably between copies.
private final class TransformPair: Sendable {
    let transform: CATransform3D
    let sublayerTransform: CATransform3D

    private init(transform: CATransform3D, sublayerTransform: CATransform3D) {
        self.transform = transform
        self.sublayerTransform = sublayerTransform
    }

    /// The storage for two transforms: `nil` when both are the identity.
    static func with(transform: CATransform3D, sublayerTransform: CATransform3D) -> TransformPair? {
        transform == .identity && sublayerTransform == .identity
            ? nil : TransformPair(transform: transform, sublayerTransform: sublayerTransform)
    }
}
