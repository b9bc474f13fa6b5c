import LaminaGraphics

extension CALayer {
    /// What `display()` does: the delegate's `display(_:)`, or a backing store drawn through
    /// `draw(in:)`.
    package func performDisplay() {
        displayIsNeeded = false
        if let delegate {
            delegate.display(self)
        } else {
            drawIntoBackingStore()
        }
    }

    /// Draws ``draw(in:)`` into a new backing store at ``contentsScale`` (times the output
    /// scale while a renderer draws).
    ///
    /// What `display()` does when no delegate takes over: the image is `ceil(bounds × scale)`
    /// pixels and the context y-down, origin at the bounds origin. An addition to Core
    /// Animation's API, for delegates that implement `display(_:)` and still want the default.
    public func drawIntoBackingStore() {
        LayerTreeLock.withLock { drawIntoBackingStore(scale: contentsScale * RenderScale.current) }
    }

    /// Draws ``draw(in:)`` into a new backing store at `scale` pixels per point.
    package func drawIntoBackingStore(scale: CGFloat) {
        delegate?.layerWillDraw(self)
        let size = bounds.size
        guard size.width > 0, size.height > 0, scale > 0,
            let context = CGContext.makeImageContext(size: size, scale: scale)
        else {
            backingStore = nil
            return
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if let tiled = self as? CATiledLayer {
            // One call per tile, clipped to it, as a tiled layer draws on iOS.
            for tile in tiled.tiles(scale: scale) {
                context.saveGState()
                context.clip(to: tile)
                draw(in: context)
                context.restoreGState()
            }
        } else {
            draw(in: context)
        }
        if let image = context.makeImage() {
            backingStore = LayerBackingStore(image: image, scale: scale, size: size)
        }
    }
}
