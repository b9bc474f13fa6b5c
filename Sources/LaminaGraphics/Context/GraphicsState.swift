import CLamina
import Foundation

/// The part of CoreGraphics's graphics state that Cairo does not hold the same way, mirrored
/// in Swift and pushed and popped with `cairo_save`/`cairo_restore`.
///
/// Cairo has one source paint and no global alpha, shadow or mask clip; CoreGraphics has
/// separate fill and stroke paints and all three. The clip path lives in Cairo's own state.
struct GraphicsState {
    /// User space to CoreGraphics device space.
    var ctm: CGAffineTransform
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    /// CoreGraphics's default line width is 1 (Cairo's is 2): set on every stroke.
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var shouldAntialias = true
    var interpolationQuality = CGInterpolationQuality.default
    var flatness: CGFloat = 0.5
    var renderingIntent = CGColorRenderingIntent.defaultIntent
    var patternPhase = CGSize.zero
    var textDrawingMode = CGTextDrawingMode.fill
    var characterSpacing: CGFloat = 0
    var font: CGFont?
    var fontSize: CGFloat = 0
    var shouldSmoothFonts = true
    var shouldSubpixelPositionFonts = true
    var shouldSubpixelQuantizeFonts = true
    /// An alpha mask in Cairo device pixels set by `clip(to:mask:)`, combined with the clip.
    var maskClip: CairoSurface?

    /// A shadow in base-space units, as CoreGraphics specifies it.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    init(ctm: CGAffineTransform) {
        self.ctm = ctm
    }
}
