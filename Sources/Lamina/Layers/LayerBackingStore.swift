import LaminaGraphics

/// An image drawn by a layer's `display()`, and the scale it was drawn at.
package struct LayerBackingStore {
    /// The drawn image, y-down, `ceil(bounds.size × scale)` pixels.
    package var image: CGImage
    /// Pixels per point of the image.
    package var scale: CGFloat
    /// The bounds size it was drawn for.
    package var size: CGSize
}
