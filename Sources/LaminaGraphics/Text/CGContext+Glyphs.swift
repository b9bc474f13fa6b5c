import Foundation

extension CGContext {
    /// Draws glyphs of the context's font at positions in text space.
    ///
    /// Mirrors CoreGraphics's method (`CGContextShowGlyphsAtPositions`). Each glyph's origin is
    /// placed at its position in text space, which the text matrix maps to user space; the
    /// glyphs have the font (``setFont(_:)``) at the font size (``setFontSize(_:)``), and are
    /// filled, stroked, both, and/or added to the clip as the text drawing mode says, with the
    /// fill and stroke colors and line settings of the graphics state. Lamina draws the glyph
    /// outlines as paths (in a PDF they are vector paths, not text). Extra glyphs or positions
    /// are ignored; nothing is drawn without a font or with a font size of 0.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        let count = min(glyphs.count, positions.count)
        guard count > 0, canDraw, let font = state.font, state.fontSize.isFinite, state.fontSize != 0,
            positions.prefix(count).allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
            let outline = font.withFace({ face in
                face.outline(
                    of: Array(glyphs.prefix(count)), at: Array(positions.prefix(count)), size: state.fontSize,
                    textToUser: parameters.textMatrix)
            }), !outline.isEmpty
        else { return }
        let mode = state.textDrawingMode
        let savedPath = devicePath
        devicePath = CGMutablePath()
        switch (mode.fills, mode.strokes) {
        case (true, true):
            addPath(outline)
            drawPath(using: .fillStroke)
        case (true, false):
            addPath(outline)
            drawPath(using: .fill)
        case (false, true):
            addPath(outline)
            drawPath(using: .stroke)
        case (false, false):
            break
        }
        if mode.clips {
            addPath(outline)
            clip()
        }
        devicePath = savedPath
    }
}
