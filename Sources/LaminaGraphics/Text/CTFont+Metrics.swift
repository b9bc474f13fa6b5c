import Foundation

extension CTFont {
    /// The font's vertical metrics at its size, as the font that draws it has them.
    package var metrics: FontMetrics { FontMetrics.of(pangoDescription, size: size) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a font from a Core Foundation string, as ported code calls CoreText's function
/// (`CTFontCreateWithName(name as CFString, size, nil)`); `matrix` is ignored.
public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
)
    -> CTFont
{
    CTFont(name: name as String, size: size)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's ascent: how far its tallest glyphs reach above the baseline, in points.
///
/// Mirrors CoreText's `CTFontGetAscent`; the value is that of the font fontconfig draws with,
/// which may stand in for the one named.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.metrics.ascender }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's descent: how far its glyphs reach below the baseline, in points, as a positive
/// number. Mirrors CoreText's `CTFontGetDescent`.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.metrics.descender }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's leading: the gap it asks for between lines beyond its ascent and descent, in
/// points. Mirrors CoreText's `CTFontGetLeading`.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.metrics.leading }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The height of the font's capital letters above the baseline, in points. Mirrors CoreText's
/// `CTFontGetCapHeight`.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.metrics.capHeight }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The height of the font's lowercase x above the baseline, in points. Mirrors CoreText's
/// `CTFontGetXHeight`.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.metrics.xHeight }
