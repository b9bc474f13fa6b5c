import CLamina
import Foundation

extension CGContext {
    /// Draws a string in `rect`, wrapped to its width and clipped to it, as UIKit's
    /// `NSString.draw(in:withAttributes:)` does in a y-down context.
    ///
    /// An addition to CoreGraphics's API. Attributes are Foundation's keys: `.font` (a `CTFont`,
    /// `CGFont` or font name; default Helvetica 12, or fontconfig's stand-in), `.foregroundColor`
    /// (a `CGColor`; default black), `.backgroundColor`, `.kern`, `.underlineStyle` and
    /// `.strikethroughStyle`. The rect's minimum corner is the text's top-left: in a y-up
    /// context (one made with `CGContext`'s own initializer) the text is upside down, as
    /// UIKit's would be.
    ///
    /// The text drawing mode of the graphics state applies (see
    /// ``setTextDrawingMode(_:)``): outlines are stroked with the line settings of the state
    /// in the color of the text's first run (its `.foregroundColor`, or black), without
    /// background colors or decorations; the clipping modes intersect the clip with the glyph
    /// outlines.
    public func draw(
        _ string: String, in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
    ) {
        let text = NSAttributedString(string: string, attributes: attributes)
        draw(text, in: rect)
    }

    /// Draws an attributed string in `rect`, wrapped to its width and clipped to it; see
    /// ``draw(_:in:withAttributes:)``.
    public func draw(_ text: NSAttributedString, in rect: CGRect) {
        guard canDraw, rect.isFiniteRect, rect.width > 0, rect.height > 0, text.length > 0 else { return }
        let layout = TextDrawing.layout(for: text, width: rect.width)
        let mode = state.textDrawingMode
        let c = cairo.pointer
        if mode.fills || mode.strokes {
            let outlineColor =
                text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? CGColor ?? .black
            let pad = mode.strokes ? state.lineWidth * max(state.miterLimit, 1.5) / 2 : 0
            composite(userBounds: rect.insetBy(dx: -pad, dy: -pad)) { op in
                cairo.withSavedState {
                    cairo_set_operator(c, op)
                    cairo_rectangle(
                        c, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                    cairo_clip(c)
                    if mode.fills {
                        layout.draw(in: c, at: rect.origin, alpha: state.alpha)
                    }
                    if mode.strokes {
                        layout.setPath(in: c, at: rect.origin)
                        cairo.setSource(outlineColor, alpha: state.alpha)
                        applyStrokeSettings(for: [])
                        cairo_stroke(c)
                    }
                }
            }
        }
        if mode.clips, canDraw {
            layout.setPath(in: c, at: rect.origin)
            cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(c, cairoAntialias)
            cairo_clip(c)
        }
    }

    /// The size text needs when wrapped to `width` (unlimited when `nil`).
    ///
    /// An addition to CoreGraphics's API, the counterpart of UIKit's
    /// `boundingRect(with:options:attributes:context:)`.
    public static func size(of text: NSAttributedString, constrainedToWidth width: CGFloat? = nil) -> CGSize {
        TextDrawing.layout(for: text, width: width).size
    }
}

/// Layouts for attributed strings drawn with UIKit's defaults.
package enum TextDrawing {
    package static func layout(for text: NSAttributedString, width: CGFloat?) -> TextBlock {
        let style = TextStyle(
            font: CTFont(name: "Helvetica", size: 12), color: CGColor(gray: 0, alpha: 1), width: width,
            wraps: true)
        return TextBlock(text, style: style)
    }

    /// The attribute runs of an attributed string.
    package static func runs(of text: NSAttributedString) -> [(NSRange, [NSAttributedString.Key: Any])] {
        var runs: [(NSRange, [NSAttributedString.Key: Any])] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            if !attributes.isEmpty { runs.append((range, attributes)) }
        }
        return runs
    }
}
