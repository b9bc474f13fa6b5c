import LaminaGraphics

/// How far, in device pixels, drawing reaches past the bounds the prepare pass computes, and
/// the margins every walker derives from it: defined once, so that painting, culling, banding
/// and damage tracking agree.
package enum DeviceMargin {
    /// Cairo's antialiasing covers part of the pixel at each edge of a drawing: one pixel past
    /// its exact bounds. Groups are sized, and band cuts and damage columns found, with it.
    package static let antialiasing: CGFloat = 1

    /// The window sublayers are culled in bulk by, before they are placed: one pixel wider
    /// than ``antialiasing``, which `draw` itself tests, so that culling in bulk never drops a
    /// sublayer that `draw` would draw.
    package static let bulkCull: CGFloat = antialiasing + 1

    /// Around the damaged region of a frame sequence, and the layers still drawn there:
    /// antialiasing and softened edges (filtered image contents, gradients' last bits) reach a
    /// few pixels past the paint bounds.
    package static let damage: CGFloat = 4
}
