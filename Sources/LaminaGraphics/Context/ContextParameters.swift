import Foundation

/// The settings of a context that CoreGraphics documents as not part of the graphics state:
/// ``CGContext/saveGState()`` and ``CGContext/restoreGState()`` leave them alone.
struct ContextParameters {
    var allowsAntialiasing = true
    var allowsFontSmoothing = true
    var allowsFontSubpixelPositioning = true
    var allowsFontSubpixelQuantization = true
    /// The text matrix: text space to user space.
    var textMatrix = CGAffineTransform.identity
    /// The headroom HDR content is tone mapped to (``CGContext/edrTargetHeadroom``).
    var edrTargetHeadroom: Float = 1
}
