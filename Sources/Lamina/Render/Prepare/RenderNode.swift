import LaminaGraphics

/// One layer of a frame, as the prepare pass decided it: its values at the frame's time, its
/// sublayers in drawing order, what it draws, how far its drawing reaches and how many separate
/// things it composites.
///
/// The paint pass reads nodes and the tree's tables only: a node holds no reference to its
/// layer. The prepare pass reads the layer's values at the frame's time (its presentation copy
/// when animated, the model layer otherwise) into the node and the tables, so a tree kept
/// between frames draws the same whatever the model does meanwhile.
package struct RenderNode {
    /// How the layer's class draws.
    package let kind: LayerRenderKind
    /// The model layer this node draws (stable across frames; compare nodes of two frames by it).
    package let identity: ObjectIdentifier
    /// The model layer's ``CALayer/drawingGeneration`` when the frame was prepared: equal in
    /// two frames when nothing the layer draws with changed in between.
    package let generation: UInt64
    /// The sublayers, back to front by their presented `zPosition`: indices into the tree's
    /// nodes. Empty for a layer that draws nothing.
    package var children: Range<Int> = 0..<0
    /// The mask layer's node.
    package var mask: Int?
    /// How the layer draws through a mask that is a plain shape layer without offscreen
    /// work, when it can (set by the bottom-up pass).
    package var shapeMask: ShapeMask?
    /// What the layer draws between its background and its sublayers.
    package var content = LayerContent.none
    /// The layer's own shape, colors and compositing, as the paint pass reads them (set for a
    /// visible layer).
    package var paint = LayerPaint.none
    /// The layer's visible shadow.
    package var shadow: ShadowStyle?
    /// Whether the layer draws at all (not hidden, not transparent).
    package var isVisible = false
    /// Whether the layer asks to be rasterized (`shouldRasterize`): Lamina draws it as it
    /// draws any layer, and a change in its subtree damages the whole of it, as a cached
    /// bitmap would be redrawn whole.
    package var isRasterized = false
    /// How many separate drawings the layer and its subtree make, up to 2.
    package var drawingCount: UInt8 = 0
    /// How many separate things the layer composites onto its superlayer, up to 2: opacity
    /// applies directly to one thing; more than one overlapping needs a group.
    package var compositedCount: UInt8 = 0
    /// A bound of what the layer and its subtree paint, shadow included, in its own space.
    package var paintBounds = CGRect.null
    /// ``paintBounds`` without the layer's own shadow.
    package var bodyBounds = CGRect.null
    /// A bound of ``paintBounds`` in the superlayer's space (infinite when it does not map):
    /// what the paint pass culls sublayers by before placing them.
    package var paintBoundsInSuperlayer = CGRect.null
    /// The map from the layer's space to its superlayer's (through the superlayer's
    /// `sublayerTransform` and flipping; a mask maps into its owner's space without them), as
    /// an affine transform when it is one (the common case, kept out of 4 × 4 matrices).
    package var affineToSuperlayer: CGAffineTransform? = .identity
    /// The map from the layer's space into its superlayer's plane (its position, anchor point
    /// and transform; before the superlayer's sublayer space), when it is affine.
    package private(set) var affinePlacement: CGAffineTransform?
    /// Whether the node's values come from animations (a presentation copy), so that they may
    /// differ from frame to frame while the model stays the same.
    package let isAnimated: Bool
    /// What few layers have: kept out of line so that nodes stay small.
    private var extras: Extras?
    /// The end of the node's descendants: they are the nodes from `children.lowerBound` up to
    /// here (sublayers, their subtrees, the mask's, a transition's old appearance), laid out
    /// one after another.
    package var descendantsEnd = 0
    /// Whether the node and its descendants look the same at any time: nothing animated, no
    /// particles, transition or delayed replicas. The next frame may reuse such a subtree.
    package var isStaticSubtree = false
    /// The height of the node's subtree (1 for a leaf).
    package var subtreeHeight: Int32 = 1
    /// Whether the node was copied from the previous frame's tree with its summary.
    package var isReused = false
    /// The node of the same model layer in the previous frame's tree, when the tree was built
    /// from one and found it; -1 otherwise.
    package var previousIndex: Int32 = -1

    /// What few layers have.
    private final class Extras {
        var toSuperlayer = CATransform3DIdentity
        var sublayerSpace = CATransform3DIdentity
        var placement3D: Placement3D?
        var instanceChildren: [Range<Int>]?
        var replication: Replication?
        var transition: TransitionNode?
        var particles: [Particle] = []
        var particlesAdd = false
        var depthOrder: [Int32]?

        func copy() -> Extras {
            let copy = Extras()
            copy.toSuperlayer = toSuperlayer
            copy.sublayerSpace = sublayerSpace
            copy.placement3D = placement3D
            copy.instanceChildren = instanceChildren
            copy.replication = replication
            copy.transition = transition
            copy.particles = particles
            copy.particlesAdd = particlesAdd
            copy.depthOrder = depthOrder
            return copy
        }
    }

    /// Where a layer placed in 3D sits: its whole placement, depth included, and its anchor.
    package struct Placement3D {
        /// The map from the layer's space into its superlayer's plane, in 3D
        /// (``LayerMapping/toParentPlane``).
        package var toParentPlane: CATransform3D
        /// The anchor point in the layer's bounds coordinates: what a transform layer orders
        /// its sublayers by (``DepthOrder``).
        package var anchor: CGPoint
    }

    private mutating func withExtras(_ change: (Extras) -> Void) {
        if extras == nil {
            extras = Extras()
        } else if !isKnownUniquelyReferenced(&extras!) {
            // A node reused from the previous frame shares its extras: copy before changing.
            extras = extras!.copy()
        }
        change(extras!)
    }

    /// The node's descendants: a range of the tree's nodes.
    package var descendants: Range<Int> {
        isVisible ? children.lowerBound..<max(children.lowerBound, descendantsEnd) : 0..<0
    }

    /// Moves every index the node holds by `offset` (a node copied into another tree).
    package mutating func rebase(by offset: Int) {
        children = (children.lowerBound + offset)..<(children.upperBound + offset)
        if let mask { self.mask = mask + offset }
        descendantsEnd += offset
    }

    /// The map to the superlayer's space in 3D, when it is not affine (identity otherwise).
    package var toSuperlayer: CATransform3D {
        get { extras?.toSuperlayer ?? CATransform3DIdentity }
        set { withExtras { $0.toSuperlayer = newValue } }
    }

    /// Whether the sublayers are placed through a sublayer space of the layer (a
    /// `sublayerTransform` or a flipped geometry), ``sublayerSpace``; set for a layer with
    /// sublayers.
    package private(set) var hasSublayerSpace = false

    /// How the sublayers' space maps into the layer's (identity unless ``hasSublayerSpace``).
    package var sublayerSpace: CATransform3D {
        get { hasSublayerSpace ? extras?.sublayerSpace ?? CATransform3DIdentity : CATransform3DIdentity }
        set {
            hasSublayerSpace = newValue != .identity
            if hasSublayerSpace || extras != nil { withExtras { $0.sublayerSpace = newValue } }
        }
    }

    /// A `CATransformLayer`'s sublayers back to front, as offsets into ``children``: by the
    /// depth of their anchor points placed through the chain of transform layers it belongs to
    /// (``DepthOrder``), decided by the bottom-up pass; `nil` for other layers. A replicator's
    /// later instances place the chain again, and are ordered as they are drawn.
    package var depthOrder: [Int32]? {
        get { extras?.depthOrder }
        set { if newValue != nil || extras != nil { withExtras { $0.depthOrder = newValue } } }
    }

    /// For a replicator whose `instanceDelay` offsets its instances in time: the sublayers of
    /// each instance (instance 0's are ``children``), each sampled at its own time.
    package var instanceChildren: [Range<Int>]? {
        get { extras?.instanceChildren }
        set { if newValue != nil || extras != nil { withExtras { $0.instanceChildren = newValue } } }
    }

    /// A running `CATransition`: the node of the captured old appearance and the progress.
    package var transition: TransitionNode? {
        get { extras?.transition }
        set { if newValue != nil || extras != nil { withExtras { $0.transition = newValue } } }
    }

    /// How a replicator repeats its sublayers (`nil` for other layers).
    package var replication: Replication? {
        get { extras?.replication }
        set { if newValue != nil || extras != nil { withExtras { $0.replication = newValue } } }
    }

    /// How many instances of its sublayers the layer draws: a replicator's drawn instance
    /// count, 1 for other layers.
    package var instanceCount: Int { replication?.count ?? 1 }

    /// Whether the layer shows particles.
    package var hasParticles: Bool { extras.map { !$0.particles.isEmpty } ?? false }

    /// An emitter's particles at the frame's time.
    package var particles: [Particle] {
        get { extras?.particles ?? [] }
        set { if !newValue.isEmpty || extras != nil { withExtras { $0.particles = newValue } } }
    }

    /// Whether an emitter's particles add their colours (`renderMode` `.additive`) rather
    /// than composite over one another.
    package var particlesAdd: Bool {
        get { extras?.particlesAdd ?? false }
        set { if newValue || extras != nil { withExtras { $0.particlesAdd = newValue } } }
    }

    /// The map from the layer's space into its superlayer's plane in 3D, depth included, before
    /// the superlayer's sublayer space (``LayerMapping/toParentPlane``).
    package var toParentPlane: CATransform3D {
        if let placement3D = extras?.placement3D { return placement3D.toParentPlane }
        return CATransform3DMakeAffineTransform(affinePlacement ?? .identity)
    }

    /// The anchor point in the layer's bounds coordinates, for a node placed with
    /// `keepsDepth` (a transform layer's sublayer) or not affinely; the origin otherwise.
    package var anchor: CGPoint { extras?.placement3D?.anchor ?? .zero }

    /// Sets the map to the superlayer's space from the layer's `mapping`: the layer's own
    /// placement, then `space` (the superlayer's sublayer space; `nil` for identity).
    /// `keepsDepth` keeps the 3D placement and anchor of a sublayer of a transform layer, which
    /// are drawn by depth; a placement that is not affine, or not flat, keeps them anyway.
    mutating func place(
        _ mapping: LayerMapping, in space: CATransform3D?, affineSpace: CGAffineTransform?, keepsDepth: Bool
    ) {
        let own = mapping.affineToParentPlane
        affinePlacement = own
        if keepsDepth || own == nil || mapping.zPosition != 0 || mapping.anchorPointZ != 0 {
            let placement = Placement3D(toParentPlane: mapping.toParentPlane, anchor: mapping.anchor)
            withExtras { $0.placement3D = placement }
        } else if extras?.placement3D != nil {
            withExtras { $0.placement3D = nil }
        }
        if let own, space == nil || affineSpace != nil {
            affineToSuperlayer = affineSpace.map { own.concatenating($0) } ?? own
            return
        }
        let plane = toParentPlane
        let map = space.map { plane.concatenating($0) } ?? plane
        let homography = Homography(map)
        affineToSuperlayer = homography.affineTransform
        toSuperlayer = map
    }

    /// The bounding box of `rect`, in the layer's space, in its superlayer's; `nil` when it
    /// does not map (it crosses the plane at infinity).
    package func boundsInSuperlayer(of rect: CGRect) -> CGRect? {
        if let affine = affineToSuperlayer { return rect.applying(affine) }
        return Homography(toSuperlayer).boundingBox(of: rect)
    }

    /// A node drawing `layer`, the values at the frame's time of the model layer `model`.
    init(layer: CALayer, model: CALayer) {
        self.identity = ObjectIdentifier(model)
        self.generation = model.drawingGeneration
        self.kind = layer.renderKind
        self.isAnimated = layer !== model
    }

    /// What the node's drawing asks of painting, banding and damage, decided by the
    /// bottom-up pass (``NodeEffects/decide(for:)``).
    package var effects = NodeEffects()

    /// Whether the layer's opacity can be applied to its drawings directly, without a group.
    package var opacityAppliesDirectly: Bool { !effects.contains(.groupsWhenTranslucent) }

    /// Whether the layer draws past its paint bounds (``NodeEffects/drawsPastPaintBounds``).
    package var drawsPastPaintBounds: Bool { effects.contains(.drawsPastPaintBounds) }

    /// Whether the last bits of what the layer draws may depend on the area Cairo is clipped
    /// to, so that a band cut across it must stay a cut (see ``BandLayout/joinsAbove``).
    ///
    /// Cairo places a gradient or an image pattern relative to the area each drawing covers
    /// within the clip, so a clip that cuts it moves its last bits. A solid fill or stroke
    /// inside the output's sides has been seen to cover the same pixels alike whatever
    /// horizontal band it is clipped to (the banded-painting tests hold Cairo to it).
    /// Everything but solid backgrounds, borders and shape layers counts: contents, gradients,
    /// text, shadows, masks, groups, clips to the bounds, particles, transitions, replicators
    /// and transform layers. (``BandLayout`` counts such a layer with its whole subtree, by its
    /// paint bounds.)
    package var dependsOnClip: Bool { effects.contains(.dependsOnClip) }

    /// Whether the layer, drawn at `opacity` (its own times what its ancestors pass down), is
    /// drawn into a group and composited from there: it has a mask, a blend mode, or drawings
    /// that overlap under group opacity.
    package func drawsThroughGroup(opacity: CGFloat) -> Bool {
        effects.contains(.groupsAlways) || (opacity < 1 && effects.contains(.groupsWhenTranslucent))
    }

    /// Whether drawing the layer makes a group of its own (``drawsThroughGroup(opacity:)`` at
    /// its own opacity, or a shadow cast by its content).
    package var needsOwnGroup: Bool { effects.contains(.needsOwnGroup) }
}

/// A layer in a running `CATransition`.
package struct TransitionNode {
    /// The node of the captured old appearance.
    package var old: Int
    /// How far the transition has run, 0…1.
    package var progress: CGFloat
    /// The transition (its type and subtype).
    package var transition: CATransition
}

/// What a layer draws between its background and its sublayers, decided once per frame.
package struct LayerContent {
    /// What the layer's class draws.
    package enum Drawing {
        /// Nothing beyond the background, border and contents.
        case none
        /// A shape layer's path: what it draws, by its index in the tree's table of shapes
        /// (``RenderTree/shape(_:)``).
        case shape(Int)
        /// A gradient layer's gradient: what it draws, by its index in the tree's table of
        /// gradients (``RenderTree/gradient(_:)``).
        case gradient(Int)
        /// A text layer's text: its layout, by its index in the tree's table of texts
        /// (``RenderTree/text(_:)``).
        case text(Int)
    }

    /// What the layer's class draws.
    package var drawing: Drawing
    /// The image drawn as contents (the backing store drawn by `display()`, or `contents`):
    /// its index in the tree's table of images (``RenderTree/image(_:)``).
    package var image: Int?

    /// Nothing.
    package static let none = LayerContent(drawing: .none, image: nil)

    /// How many separate drawings the class's drawing and the image make (`shapes`: the
    /// tree's table of shapes).
    package func drawingCount(shapes: UnsafeMutablePointer<ShapePaint>) -> Int {
        var count = image == nil ? 0 : 1
        switch drawing {
        case .none: break
        case .shape(let index):
            if shapes[index].fill != nil { count += 1 }
            if shapes[index].stroke != nil { count += 1 }
        case .gradient, .text: count += 1
        }
        return count
    }
}
