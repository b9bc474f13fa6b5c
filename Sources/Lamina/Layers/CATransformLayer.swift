import LaminaGraphics

/// A layer that renders a true 3D hierarchy: its sublayers are not flattened into its plane.
///
/// Mirrors QuartzCore's `CATransformLayer`. It draws nothing of its own (background, border,
/// contents, shadow and mask are ignored) and its sublayers are composited in 3D, not as a
/// group.
open class CATransformLayer: CALayer {
    /// How the compositor draws the class.
    override package class var renderKind: LayerRenderKind { .transform }

    /// The class's properties: ``CALayer``'s, then its own.
    override package class var propertyTable: LayerPropertyTable { transformPropertyTable }

    /// The transform layer never hit-tests itself, only its sublayers, as on Apple's platforms.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        performHitTest(p)
    }
}

extension CATransformLayer {
    /// `CATransformLayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let transformPropertyTable = LayerPropertyTable(
        CATransformLayer.self, extending: CALayer.ownPropertyTable,
        [], makeCopy: { CATransformLayer(layer: $0) })
}
