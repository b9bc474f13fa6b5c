import LaminaGraphics

/// What a node's drawing asks of the passes that place, cut, group and damage it, decided once
/// by the prepare pass's bottom-up sweep (``decide(for:)``) and read by painting, banding,
/// damage columns and frame damage alike.
///
/// Each rule lives here and only here; the node's accessors (``RenderNode/needsOwnGroup``,
/// ``RenderNode/dependsOnClip``…) read the flags.
package struct NodeEffects: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The layer draws past its paint bounds: a transform layer places its sublayers in 3D
    /// (its reach is known only in its superlayer's space), and a layer in a transition draws
    /// its old and new appearances moved, turned or faded across the transition. Culling,
    /// band cuts and damage columns treat such a layer as reaching everywhere.
    package static let drawsPastPaintBounds = NodeEffects(rawValue: 1 << 0)
    /// The layer is drawn into a group at any opacity: it has a mask or a blend mode.
    package static let groupsAlways = NodeEffects(rawValue: 1 << 1)
    /// The layer's drawings overlap under group opacity: drawn at an opacity below 1, they
    /// are grouped first.
    package static let groupsWhenTranslucent = NodeEffects(rawValue: 1 << 2)
    /// Drawing the layer at its own opacity makes a group of its own (a group above, or a
    /// shadow cast by its content, which is drawn offscreen first).
    package static let needsOwnGroup = NodeEffects(rawValue: 1 << 3)
    /// The last bits of what the layer draws may depend on the area Cairo is clipped to (see
    /// ``RenderNode/dependsOnClip``).
    package static let dependsOnClip = NodeEffects(rawValue: 1 << 4)
    /// A change anywhere in the layer's subtree changes how the layer draws beyond the changed
    /// sublayer's own paint bounds: a shadow cast by its content, a replicator's copies, a
    /// rasterized layer (redrawn whole), or drawing past the paint bounds. (A change in its mask
    /// spreads alike: see ``FrameDamage``.)
    package static let spreadsDamage = NodeEffects(rawValue: 1 << 5)

    /// The effects of a node whose fields the bottom-up pass has filled in (drawing counts,
    /// paint, content, shadow, mask, transition).
    package static func decide(for node: UnsafePointer<RenderNode>) -> NodeEffects {
        var effects = NodeEffects()
        if node.pointee.kind == .transform || node.pointee.transition != nil {
            effects.insert(.drawsPastPaintBounds)
        }
        guard node.pointee.isVisible else { return effects }
        if node.pointee.mask != nil || node.pointee.paint.blendMode != .normal {
            effects.insert(.groupsAlways)
        }
        if node.pointee.paint.allowsGroupOpacity, node.pointee.drawingCount >= 2 {
            effects.insert(.groupsWhenTranslucent)
        }
        let groupsAtOwnOpacity =
            effects.contains(.groupsAlways)
            || (node.pointee.paint.opacity < 1 && effects.contains(.groupsWhenTranslucent))
        if groupsAtOwnOpacity || (node.pointee.shadow != nil && node.pointee.shadow?.path == nil) {
            effects.insert(.needsOwnGroup)
        }
        if groupsAtOwnOpacity || dependsOnClip(node) { effects.insert(.dependsOnClip) }
        if node.pointee.shadow != nil || node.pointee.kind == .replicator || node.pointee.isRasterized
            || effects.contains(.drawsPastPaintBounds)
        {
            effects.insert(.spreadsDamage)
        }
        return effects
    }

    /// Whether what the node draws itself may depend on the clip, groups aside: everything but
    /// solid backgrounds, borders and shape layers (see ``RenderNode/dependsOnClip``).
    private static func dependsOnClip(_ node: UnsafePointer<RenderNode>) -> Bool {
        switch node.pointee.kind {
        case .plain, .shape: break
        case .gradient, .text, .replicator, .transform, .emitter: return true
        }
        if node.pointee.content.image != nil || node.pointee.shadow != nil || node.pointee.mask != nil
            || node.pointee.transition != nil
            || node.pointee.hasParticles
        {
            return true
        }
        return node.pointee.paint.masksToBounds && !node.pointee.children.isEmpty
    }
}
