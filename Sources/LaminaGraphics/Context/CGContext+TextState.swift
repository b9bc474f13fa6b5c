import Foundation

extension CGContext {
    // MARK: Text settings

    /// The text matrix: how text space maps to user space. Identity by default.
    ///
    /// As in CoreGraphics, the text matrix is not part of the graphics state: saving and
    /// restoring leave it alone. CoreText's drawing (`CTLineDraw`, `CTFrameDraw`) and
    /// ``showGlyphs(_:at:)`` map text space to user space by it, its translation the text
    /// position; UIKit-style string drawing (``draw(_:in:withAttributes:)``) lays text out in
    /// user space and does not read it.
    public var textMatrix: CGAffineTransform {
        get { parameters.textMatrix }
        set { parameters.textMatrix = newValue }
    }

    /// The position at which text is drawn: the translation of the ``textMatrix``.
    public var textPosition: CGPoint {
        get { CGPoint(x: parameters.textMatrix.tx, y: parameters.textMatrix.ty) }
        set {
            parameters.textMatrix.tx = newValue.x
            parameters.textMatrix.ty = newValue.y
        }
    }

    /// Sets how text is painted, a graphics state parameter; `.fill` by default.
    ///
    /// String drawing honors it: stroking uses the line width, joins and dash of the graphics
    /// state, the clipping modes intersect the clip with the glyph outlines after painting.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }

    /// The text drawing mode of the graphics state.
    package var textDrawingMode: CGTextDrawingMode { state.textDrawingMode }

    /// Sets the spacing added between characters, a graphics state parameter (kept: Lamina's
    /// string drawing takes spacing from the `.kern` attribute).
    public func setCharacterSpacing(_ spacing: CGFloat) {
        guard spacing.isFinite else { return }
        state.characterSpacing = spacing
    }

    /// Sets the font of the graphics state (kept: string drawing takes fonts from attributes).
    public func setFont(_ font: CGFont) { state.font = font }

    /// Sets the font size of the graphics state (kept: string drawing takes sizes from fonts).
    public func setFontSize(_ size: CGFloat) {
        guard size.isFinite else { return }
        state.fontSize = size
    }

    // MARK: Font rendering switches

    /// Turns font smoothing on or off, a graphics state parameter. Kept: Lamina's text is
    /// antialiased in gray (Cairo's) whatever it says.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {
        state.shouldSmoothFonts = shouldSmoothFonts
    }

    /// Allows or forbids font smoothing; not part of the graphics state. Kept, as
    /// ``setShouldSmoothFonts(_:)``.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {
        parameters.allowsFontSmoothing = allowsFontSmoothing
    }

    /// Turns subpixel positioning of glyphs on or off, a graphics state parameter. Kept: Pango
    /// positions glyphs at subpixel offsets in Lamina's string drawing.
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {
        state.shouldSubpixelPositionFonts = shouldSubpixelPositionFonts
    }

    /// Allows or forbids subpixel positioning of glyphs; not part of the graphics state. Kept.
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {
        parameters.allowsFontSubpixelPositioning = allowsFontSubpixelPositioning
    }

    /// Turns subpixel quantization of glyphs on or off, a graphics state parameter. Kept.
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {
        state.shouldSubpixelQuantizeFonts = shouldSubpixelQuantizeFonts
    }

    /// Allows or forbids subpixel quantization of glyphs; not part of the graphics state. Kept.
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {
        parameters.allowsFontSubpixelQuantization = allowsFontSubpixelQuantization
    }

    /// The font switches, as drawing would combine them: smoothing, subpixel positioning and
    /// quantization each need both the state's switch and the context's permission.
    package var fontRenderingSwitches:
        (smoothing: Bool, subpixelPositioning: Bool, subpixelQuantization: Bool)
    {
        (
            state.shouldSmoothFonts && parameters.allowsFontSmoothing,
            state.shouldSubpixelPositionFonts && parameters.allowsFontSubpixelPositioning,
            state.shouldSubpixelQuantizeFonts && parameters.allowsFontSubpixelQuantization
        )
    }
}
