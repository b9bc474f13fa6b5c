import Foundation

/// The drawing attributes of a run of text, read once from its attribute dictionary: what the
/// typesetter shapes with and what the painter draws. Values of the wrong type are ignored, as
/// UIKit ignores them.
package struct TextRunStyle {
    /// An underline or strikethrough: its style bits and colour.
    package struct Decoration {
        package var style: Int
        package var color: CGColor?

        /// The number of lines: 2 for double, else 1.
        package var lineCount: Int { style & 0x0F == 0x09 ? 2 : 1 }
        /// Whether the line is twice the font's thickness.
        package var isThick: Bool { style & 0x0F == 0x02 }
        /// The dash pattern, in multiples of the line's thickness; empty for solid.
        package var dashes: [CGFloat] {
            switch style & 0x0700 {
            case 0x0100: return [1, 2]
            case 0x0200: return [4, 2]
            case 0x0300: return [4, 2, 1, 2]
            case 0x0400: return [4, 2, 1, 2, 1, 2]
            default: return []
            }
        }
        /// Whether spaces between words are left undecorated.
        package var byWord: Bool { style & 0x8000 != 0 }
    }

    /// A shadow in the drawing's user space.
    package struct Shadow {
        package var offset: CGSize
        package var blur: CGFloat
        package var color: CGColor
    }

    package var font: CTFont
    /// `nil` draws in the context's fill colour (CoreText's `kCTForegroundColorFromContext`).
    package var foreground: CGColor?
    package var background: CGColor?
    package var kern: CGFloat = 0
    /// Whether the font's own kerning is off: a `.kern` of 0 (CoreText's
    /// `kCTKernAttributeName`: "If this attribute is set to 0.0, no kerning is done at all").
    package var kernsPairs = true
    package var ligature = 1
    package var strokeWidth: CGFloat = 0
    package var strokeColor: CGColor?
    package var underline: Decoration?
    package var strikethrough: Decoration?
    package var baselineOffset: CGFloat = 0
    package var shadow: Shadow?
    package var obliqueness: CGFloat = 0
    package var expansion: CGFloat = 0
    package var isLink = false

    /// The colour links are drawn in, as UIKit draws them (iOS's system blue).
    package static let linkColor = CGColor(srgbRed: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    /// The style of a run with `attributes`.
    ///
    /// - Parameters:
    ///   - defaultFont: The font of runs without `.font`.
    ///   - defaultColor: The colour of runs without a foreground colour; `nil` for the
    ///     context's fill colour.
    package init(_ attributes: [NSAttributedString.Key: Any], defaultFont: CTFont, defaultColor: CGColor?) {
        font = attributes[.font].flatMap { CTFont.from($0, size: defaultFont.size) } ?? defaultFont
        let fromContext = attributes[Self.foregroundFromContext].flatMap(Self.number) ?? 0 != 0
        foreground =
            fromContext
            ? nil
            : (attributes[.foregroundColor] ?? attributes[Self.coreTextForeground]).flatMap(CGColor.from)
                ?? defaultColor
        background = (attributes[.backgroundColor] ?? attributes[Self.coreTextBackground]).flatMap(
            CGColor.from)
        kern = [attributes[.kern], attributes[.tracking]].compactMap { $0.flatMap(Self.number) }
            .filter(\.isFinite).reduce(0, +)
        kern = min(max(kern, -1000), 1000)
        if attributes[.kern].flatMap(Self.number) == 0 { kernsPairs = false }
        if let ligature = attributes[.ligature].flatMap(Self.number), ligature.isFinite {
            self.ligature = Int(min(max(ligature, 0), 2))
        }
        if attributes[.tracking].flatMap(Self.number).map({ $0 != 0 }) ?? false { ligature = 0 }
        if let width = attributes[.strokeWidth].flatMap(Self.number), width.isFinite {
            strokeWidth = min(max(width, -1000), 1000)
        }
        strokeColor = (attributes[.strokeColor] ?? attributes[Self.coreTextStrokeColor]).flatMap(CGColor.from)
        isLink = attributes[.link] != nil
        underline = Self.decoration(
            attributes[.underlineStyle],
            color: attributes[.underlineColor] ?? attributes[Self.coreTextUnderlineColor])
        if isLink, underline == nil { underline = Decoration(style: 0x01, color: nil) }
        if isLink, attributes[.foregroundColor] == nil { foreground = Self.linkColor }
        strikethrough = Self.decoration(
            attributes[.strikethroughStyle], color: attributes[.strikethroughColor])
        if let offset = (attributes[.baselineOffset] ?? attributes[Self.coreTextBaselineOffset]).flatMap(
            Self.number),
            offset.isFinite
        {
            baselineOffset = min(max(offset, -1e5), 1e5)
        }
        if let shadow = attributes[.shadow] as? NSShadow {
            let offset = shadow.shadowOffset
            let blur = shadow.shadowBlurRadius
            self.shadow = Shadow(
                offset: offset.width.isFinite && offset.height.isFinite ? offset : .zero,
                blur: blur.isFinite ? max(0, blur) : 0,
                color: shadow.shadowColor.flatMap(CGColor.from) ?? CGColor(gray: 0, alpha: 1.0 / 3))
        }
        if let obliqueness = attributes[.obliqueness].flatMap(Self.number), obliqueness.isFinite {
            self.obliqueness = min(max(obliqueness, -10), 10)
        }
        if let expansion = attributes[.expansion].flatMap(Self.number), expansion.isFinite {
            self.expansion = min(max(expansion, -5), 5)
        }
    }

    /// Whether the glyphs are filled: a stroke width of 0 or less.
    package var fills: Bool { strokeWidth <= 0 }
    /// Whether the glyph outlines are stroked: a stroke width other than 0.
    package var strokes: Bool { strokeWidth != 0 }
    /// The outline's line width, in points.
    package var strokeLineWidth: CGFloat { abs(strokeWidth) * font.size / 100 }
    /// The horizontal scale of the glyphs, from ``expansion``.
    package var horizontalScale: CGFloat { exp(expansion) }

    /// CoreText's foreground colour key (`kCTForegroundColorAttributeName`).
    package static let coreTextForeground = NSAttributedString.Key("CTForegroundColor")
    /// CoreText's key for drawing in the context's fill colour.
    package static let foregroundFromContext = NSAttributedString.Key("CTForegroundColorFromContext")
    /// CoreText's underline colour key.
    package static let coreTextUnderlineColor = NSAttributedString.Key("CTUnderlineColor")
    /// CoreText's background colour key.
    package static let coreTextBackground = NSAttributedString.Key("CTBackgroundColor")
    /// CoreText's baseline offset key.
    package static let coreTextBaselineOffset = NSAttributedString.Key("CTBaselineOffset")
    /// CoreText's stroke colour key (`kCTStrokeColorAttributeName`).
    package static let coreTextStrokeColor = NSAttributedString.Key("CTStrokeColor")

    /// `value` as a number, from any of the types code passes.
    package static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        case let v as NSUnderlineStyle: return CGFloat(v.rawValue)
        default: return nil
        }
    }

    private static func decoration(_ value: Any?, color: Any?) -> Decoration? {
        guard let value, let number = number(value), number.isFinite, abs(number) < 1e9, Int(number) != 0
        else { return nil }
        return Decoration(style: Int(number), color: color.flatMap(CGColor.from))
    }
}
