import LaminaGraphics

/// How far, in device pixels, repainting reaches past the bounds the prepare pass computes.
///
/// Painting, culling, band cuts and damage columns need no margin: a node's paint bounds hold
/// every pixel it inks (Cairo's coverage never passes a drawing's exact outline; strokes reach
/// ``ShapePaint/strokeReach``, shadows their blur's extent, text and contents stay within
/// their layers), which `PaintBoundsTests` checks for every kind of drawing.
package enum DeviceMargin {
    /// Around the damaged region of a frame sequence, and the layers still drawn there: the
    /// last bits of drawings that depend on their clip (``RenderNode/dependsOnClip``), such as
    /// filtered image contents and gradients, differ a few pixels past the damage when it cuts
    /// them.
    package static let damage: CGFloat = 4
}
