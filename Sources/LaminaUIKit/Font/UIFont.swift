import Foundation

/// A font: a name, a family and a point size, with its line metrics.
///
/// Mirrors UIKit's `UIFont`, drawn through Lamina's `CTFont` (Pango and fontconfig). The
/// system font is the project's: Lamina reads Apple's system font names (`.SFUI-Semibold`) as
/// fontconfig's "Sans" in that weight, and the monospaced system font as "Monospace". Names
/// and sizes are Apple's (`fontName` is `.SFUI-Regular` for the regular system font); metrics
/// (``ascender``, ``lineHeight``…) are those of the font that actually draws, so they differ
/// from San Francisco's.
///
/// Differences from UIKit: ``init(name:size:)`` returns a font even when the family is not
/// installed, drawing with its stand-in (``familyName`` names it; Helvetica for a name no
/// font here or on iOS has), because iOS code force-unwraps fonts it knows exist on iOS; it
/// returns `nil` only for an empty name.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's PostScript name, as UIKit reports it. Mirrors UIKit's `fontName`.
    public let fontName: String
    /// The font's family name. Mirrors UIKit's `familyName`.
    public let familyName: String
    /// The font's size in points. Mirrors UIKit's `pointSize`.
    public let pointSize: CGFloat
    /// The font as Lamina's text system draws it, at ``pointSize``.
    ///
    /// An addition to UIKit's API, for the places that take a `CTFont` (on Apple's platforms
    /// `UIFont` and `CTFont` are toll-free bridged, so `font as CTFont` does this).
    public let ctFont: CTFont
    /// How to make the same font at another size.
    let family: Family

    /// The kinds of font UIKit makes: system fonts by weight, or fonts by name.
    enum Family: Hashable {
        case system(weight: Weight, italic: Bool)
        case monospacedSystem(weight: Weight)
        case named
    }

    init(fontName: String, familyName: String, size: CGFloat, ctFontName: String, family: Family) {
        let size = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = size
        self.ctFont = CTFont(name: ctFontName, size: size)
        self.family = family
        super.init()
    }

    /// Creates a font from a PostScript or family name (`"Helvetica-Bold"`, `"Menlo"`) and a
    /// size in points.
    ///
    /// Mirrors UIKit's `init(name:size:)`. Unlike UIKit, a font that is not installed is still
    /// returned, drawing with its stand-in (Helvetica when no font here or on iOS has the
    /// name); `nil` only for an empty name. A size of 0 or less means ``systemFontSize``.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        let probe = CTFont(name: fontName, size: 12)
        let family = probe.isFallback ? probe.resolvedFamily : FontName.family(of: probe.pangoDescription)
        self.init(
            fontName: fontName, familyName: family, size: fontSize, ctFontName: fontName, family: .named)
    }

    /// The same font at another size. Mirrors UIKit's `withSize(_:)`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, size: fontSize, ctFontName: ctFont.name,
            family: family)
    }

    // MARK: Metrics

    /// The font's metrics at its size.
    private var metrics: FontMetrics { FontMetrics.of(ctFont.pangoDescription, size: pointSize) }

    /// The distance from the baseline to the top of the tallest glyphs, in points. Mirrors
    /// UIKit's `ascender`, which for Helvetica is 0.15 em taller than CoreText's ascent.
    open var ascender: CGFloat { metrics.uiKitAscender }
    /// The distance from the baseline to the bottom of the lowest glyphs, in points: negative.
    /// Mirrors UIKit's `descender`.
    open var descender: CGFloat { metrics.descender }
    /// The height of capital letters above the baseline, in points. Mirrors UIKit's `capHeight`.
    open var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase letters without ascenders (the "x"), in points. Mirrors UIKit's
    /// `xHeight`.
    open var xHeight: CGFloat { metrics.xHeight }
    /// The extra space between lines the font asks for, in points. Mirrors UIKit's `leading`.
    open var leading: CGFloat { metrics.leading }
    /// The height of a line of text: `ascender - descender + leading`. Mirrors UIKit's
    /// `lineHeight`.
    open var lineHeight: CGFloat {
        let metrics = metrics
        return metrics.uiKitAscender - metrics.descender + metrics.leading
    }

    // MARK: Equality

    /// Two fonts are equal when their names and sizes are. Mirrors UIKit's `isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize && other.family == family
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The font's name, family and size, as UIKit prints them.
    open override var description: String {
        let size = String(format: "%gpt", Double(pointSize))
        return "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weightName); font-size: \(size)"
    }

    private var weightName: String {
        switch family {
        case .system(let weight, _), .monospacedSystem(let weight):
            return weight >= .semibold ? "bold" : "normal"
        case .named: return fontName.lowercased().contains("bold") ? "bold" : "normal"
        }
    }
}
