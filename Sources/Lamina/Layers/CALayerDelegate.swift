import LaminaGraphics

/// Methods a layer's delegate implements to draw, lay out and choose actions for the layer.
///
/// Mirrors QuartzCore's `CALayerDelegate`. Every method is optional: the defaults do what
/// Core Animation does when the delegate does not implement one.
public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's contents entirely, for example by setting `layer.contents`.
    ///
    /// The default draws through ``draw(_:in:)`` into the layer's backing store, as Core
    /// Animation does when the delegate does not implement this method.
    func display(_ layer: CALayer)

    /// Draws the layer's contents into `ctx`, a y-down context the size of the layer's bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)

    /// Called before the layer draws, to let the delegate configure it.
    func layerWillDraw(_ layer: CALayer)

    /// Lays out the layer's sublayers when its bounds change.
    func layoutSublayers(of layer: CALayer)

    /// Returns the action for `event`, `NSNull()` to stop the search, or `nil` to continue it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Draws through ``draw(_:in:)`` into the layer's backing store.
    public func display(_ layer: CALayer) {
        layer.drawIntoBackingStore()
    }

    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}

    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}

    /// Returns `nil`: the search continues.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
