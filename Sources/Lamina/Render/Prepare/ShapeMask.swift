import LaminaGraphics

/// How a layer masked by a plain shape layer draws without offscreen work, decided by the
/// prepare pass: when the layer paints one thing (a gradient, or a background color) and the
/// mask is one opaque fill or one opaque stroke, the layer's paint is filled or stroked
/// through the mask's path directly. That is what the iOS gradient-border idiom (a
/// `CAGradientLayer` masked by a stroked `CAShapeLayer`) needs to be cheap.
package struct ShapeMask {
    /// Whether the mask fills its path (otherwise it strokes it).
    package var fills: Bool
    /// Whether the mask reaches past the layer's shape, which then clips the paint.
    package var clips: Bool

    /// The way `node` draws through its mask `mask` (`shapes`: the tree's table of shapes),
    /// when drawing it so is exact; `nil` leaves it to the general path (a group and a mask).
    static func plan(
        for node: UnsafePointer<RenderNode>, mask: UnsafePointer<RenderNode>,
        shapes: UnsafeMutablePointer<ShapePaint>
    ) -> ShapeMask? {
        guard mask.pointee.isVisible, case .shape(let index) = mask.pointee.content.drawing,
            mask.pointee.content.image == nil,
            mask.pointee.children.isEmpty, mask.pointee.mask == nil,
            mask.pointee.transition == nil,
            !mask.pointee.hasParticles, mask.pointee.shadow == nil,
            mask.pointee.paint.opacity == 1,
            mask.pointee.paint.background == nil, mask.pointee.paint.borderWidth == 0,
            let maskMap = mask.pointee.affinePlacement,
            node.pointee.children.isEmpty, node.pointee.shadow == nil, node.pointee.content.image == nil,
            !node.pointee.hasParticles, node.pointee.paint.border == nil,
            node.pointee.paint.blendMode == .normal, mask.pointee.paint.blendMode == .normal
        else { return nil }
        let shape = shapes + index
        let fill = shape.pointee.fill
        let stroke = shape.pointee.stroke
        // One opaque coverage: a fill or a stroke, not both (their union is not their sum).
        guard (fill == nil) != (stroke == nil), (fill ?? stroke)?.alpha == 1 else { return nil }
        // The layer's one paint: its gradient, or its background color.
        let bounds = node.pointee.paint.shape
        switch node.pointee.content.drawing {
        case .gradient:
            guard node.pointee.paint.background == nil, bounds.rect.width > 0, bounds.rect.height > 0
            else { return nil }
        case .none:
            guard node.pointee.paint.background != nil else { return nil }
        case .shape, .text:
            return nil
        }
        // The paint covers the layer's (rounded) shape only; clip when the mask reaches past it.
        // A stroke's coverage ends where its outline does, and Cairo intersects a rectangular
        // clip with the outline (it does not weigh the coverages): a stroke that stays inside
        // the bounds needs no clip.
        let pad = shape.pointee.strokeReach
        let reach = shape.pointee.pathBox.insetBy(dx: -pad, dy: -pad)
        return ShapeMask(
            fills: fill != nil, clips: !bounds.isRectangle || !bounds.rect.contains(reach.applying(maskMap)))
    }
}
