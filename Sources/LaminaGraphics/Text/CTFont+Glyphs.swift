import Foundation
import Synchronization

/// A UTF-16 code unit, as CoreText's character functions take them.
public typealias UniChar = UInt16

/// The orientation glyph metrics are asked for. Mirrors CoreText's `CTFontOrientation`
/// (Lamina's text is horizontal: vertical metrics are the horizontal ones).
public enum CTFontOrientation: UInt32, Sendable {
    /// The font's default orientation: horizontal.
    case `default` = 0
    /// Horizontal.
    case horizontal = 1
    /// Vertical (answered as horizontal).
    case vertical = 2
}

extension CTFont {
    private static let graphicsFonts = Mutex<[String: CGFont]>([:])

    /// The font without its size, as CoreText's `CTFontCopyGraphicsFont` gives it: one per
    /// font description, kept.
    package var graphicsFont: CGFont {
        if let font = Self.graphicsFonts.withLock({ $0[pangoDescription] }) { return font }
        let font = CGFont(name.isEmpty ? "Sans" : name) ?? CGFont("Sans")!
        Self.graphicsFonts.withLock { $0[pangoDescription] = font }
        return font
    }

    /// Forgets the graphics fonts made so far (the installed fonts changed).
    package static func forgetGraphicsFonts() {
        graphicsFonts.withLock { $0.removeAll() }
    }

    /// Points per glyph space unit at the font's size.
    fileprivate var scale: CGFloat {
        let units = graphicsFont.unitsPerEm
        return units > 0 ? size / CGFloat(units) : 0
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Maps UTF-16 characters to the font's glyphs, as CoreText's function does: a surrogate pair
/// gets its glyph at the first unit and 0 at the second; `false` when a character has no glyph
/// (its glyph is then 0).
public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>,
    _ count: CFIndex
) -> Bool {
    guard count > 0 else { return true }
    let units = UnsafeBufferPointer(start: characters, count: count)
    return font.graphicsFont.withFace { face in
        var complete = true
        var index = 0
        while index < count {
            let unit = units[index]
            var scalar = UInt32(unit)
            var width = 1
            if UTF16.isLeadSurrogate(unit), index + 1 < count, UTF16.isTrailSurrogate(units[index + 1]) {
                scalar = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(units[index + 1]) - 0xDC00)
                width = 2
            }
            if let glyph = face.glyph(for: scalar) {
                glyphs[index] = glyph
            } else {
                glyphs[index] = 0
                complete = false
            }
            if width == 2 { glyphs[index + 1] = 0 }
            index += width
        }
        return complete
    } ?? false
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The advances of glyphs at the font's size, in points; returns their sum.
public func CTFontGetAdvancesForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex
) -> Double {
    guard count > 0 else { return 0 }
    let scale = font.scale
    return font.graphicsFont.withFace { face in
        var total: CGFloat = 0
        for index in 0..<count {
            let width = (face.extents(of: glyphs[index])?.x_advance).map { CGFloat($0) * scale } ?? 0
            advances?[index] = CGSize(width: width, height: 0)
            total += width
        }
        return Double(total)
    } ?? 0
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The ink bounds of glyphs at the font's size (y up, from each glyph's origin); returns their
/// union.
public func CTFontGetBoundingRectsForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex
) -> CGRect {
    guard count > 0 else { return .null }
    var boxes = [CGRect](repeating: .zero, count: count)
    _ = font.graphicsFont.getGlyphBBoxes(glyphs: glyphs, count: count, bboxes: &boxes)
    let scale = font.scale
    var union = CGRect.null
    for index in 0..<count {
        let box = boxes[index]
        let scaled = CGRect(
            x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
        boundingRects?[index] = scaled
        if scaled.width > 0 || scaled.height > 0 { union = union.union(scaled) }
    }
    return union
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The outline of a glyph at the font's size, y up from its origin, mapped by `matrix`; `nil`
/// for a glyph the font does not have.
public func CTFontCreatePathForGlyph(
    _ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CGPath? {
    let transform = matrix?.pointee ?? .identity
    return font.graphicsFont.withFace { face -> CGPath? in
        guard Int(glyph) < face.glyphCount else { return nil }
        return face.outline(of: [glyph], at: [.zero], size: font.size, textToUser: transform)
    } ?? nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of glyphs in the font.
public func CTFontGetGlyphCount(_ font: CTFont) -> CFIndex { font.graphicsFont.numberOfGlyphs }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Glyph space units per em.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(max(0, font.graphicsFont.unitsPerEm)) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The bounding box of all the font's glyphs, in points, y up.
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect {
    let box = font.graphicsFont.fontBBox
    let scale = font.scale
    return CGRect(
        x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's italic angle in degrees, counterclockwise from vertical (negative leans right).
public func CTFontGetSlantAngle(_ font: CTFont) -> CGFloat { font.graphicsFont.italicAngle }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Where the font's underline goes: its distance above the baseline (negative below), in points.
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat {
    font.metrics.underlinePosition
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The thickness of the font's underline, in points.
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat {
    font.metrics.underlineThickness
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font without its size.
public func CTFontCopyGraphicsFont(_ font: CTFont, _ attributes: UnsafeMutablePointer<CTFontDescriptor?>?)
    -> CGFont
{
    font.graphicsFont
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A font of a graphics font at `size` (`matrix` and `attributes` are ignored).
public func CTFontCreateWithGraphicsFont(
    _ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
    _ attributes: CTFontDescriptor?
) -> CTFont {
    CTFont(name: graphicsFont.name, size: size)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font at another size (0 keeps its size; `matrix` and `attributes` are ignored).
public func CTFontCreateCopyWithAttributes(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
    _ attributes: CTFontDescriptor?
) -> CTFont {
    CTFont(name: font.name, size: size > 0 && size.isFinite ? size : font.size)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's full name: the family fontconfig resolved and the style asked for.
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.name as NSString }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's name for display.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { font.name as NSString }
