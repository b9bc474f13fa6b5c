import Foundation

/// An index into a font's table of glyphs.
///
/// Mirrors CoreGraphics's `CGFontIndex`.
public typealias CGFontIndex = UInt16

/// A glyph of a font: an index into its table of glyphs.
///
/// Mirrors CoreGraphics's `CGGlyph`.
public typealias CGGlyph = CGFontIndex

/// The largest valid font index.
///
/// Mirrors CoreGraphics's constant.
public let kCGFontIndexMax: CGFontIndex = CGFontIndex.max - 1

/// A font index that is not valid.
///
/// Mirrors CoreGraphics's constant.
public let kCGFontIndexInvalid: CGFontIndex = CGFontIndex.max

/// The largest valid glyph, the same as ``kCGFontIndexMax``.
///
/// Mirrors CoreGraphics's constant.
public let kCGGlyphMax: CGFontIndex = kCGFontIndexMax

/// The PostScript font formats a font subset could be made in.
///
/// Mirrors CoreGraphics's `CGFontPostScriptFormat`; Lamina makes no PostScript subsets (see
/// ``CGFont/canCreatePostScriptSubset(_:)``).
public enum CGFontPostScriptFormat: Int32, Sendable {
    /// A Type 1 font.
    case type1 = 1
    /// A Type 3 font.
    case type3 = 3
    /// A Type 42 font (a TrueType font wrapped in PostScript).
    case type42 = 42
}

/// A font without a size.
///
/// Mirrors CoreGraphics's `CGFont`. The name is resolved through fontconfig as ``CTFont``'s is
/// (a name no font here or on iOS has gives Helvetica's stand-in); the metrics are those of
/// the font file that resolution finds, in glyph space units.
public final class CGFont: CustomStringConvertible, @unchecked Sendable {
    /// The name the font was asked for.
    public let name: String
    /// The face, loaded on first use; read and written holding the text lock.
    private var loadedFace: FontFace?

    /// Creates a font from its name; `nil` for an empty name.
    public init?(_ name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    /// The font's full name.
    public var fullName: String? { name }
    /// The font's PostScript name.
    public var postScriptName: String? { name }

    /// The name.
    public var description: String { "<CGFont \"\(name)\">" }

    /// Runs `body` with the font's face, holding the text lock (FreeType faces are not
    /// thread-safe); `nil` when no font could be loaded.
    func withFace<Result>(_ body: (FontFace) -> Result) -> Result? {
        TextEngine.withLock {
            if loadedFace == nil {
                loadedFace = FontFace.load(FontResolution.description(for: name))
            }
            return loadedFace.map(body)
        }
    }

    /// Whether a PostScript subset of the font can be made in `format`: always `false`.
    ///
    /// Mirrors CoreGraphics's method. Lamina cannot write PostScript fonts, so
    /// ``createPostScriptSubset(subsetName:format:glyphs:count:encoding:)`` and
    /// ``createPostScriptEncoding(encoding:)`` always return `nil`.
    public func canCreatePostScriptSubset(_ format: CGFontPostScriptFormat) -> Bool { false }

    /// A PostScript subset of the font: always `nil`, as Lamina writes no PostScript fonts.
    ///
    /// Mirrors CoreGraphics's method; see ``canCreatePostScriptSubset(_:)``.
    public func createPostScriptSubset(
        subsetName: CFString, format: CGFontPostScriptFormat, glyphs: UnsafePointer<CGGlyph>?, count: Int,
        encoding: UnsafePointer<CGGlyph>?
    ) -> CFData? { nil }

    /// A PostScript encoding of the font: always `nil`, as Lamina writes no PostScript fonts.
    ///
    /// Mirrors CoreGraphics's method; see ``canCreatePostScriptSubset(_:)``.
    public func createPostScriptEncoding(encoding: UnsafePointer<CGGlyph>?) -> CFData? { nil }

    // MARK: Font tables

    /// The tags of the font file's tables (such as `0x68656164`, "head"), as numbers; `nil`
    /// when no font could be loaded.
    ///
    /// Mirrors CoreGraphics's property.
    public var tableTags: CFArray? {
        withFace { face in NSArray(array: face.tableTags().map { NSNumber(value: $0) }) }
    }

    /// The bytes of the font table tagged `tag` (four ASCII characters, big-endian: "head" is
    /// `0x68656164`), or `nil` when the font has no such table.
    ///
    /// Mirrors CoreGraphics's method.
    public func table(for tag: UInt32) -> CFData? {
        withFace { face in face.table(tag).map { NSData(data: $0) } }.flatMap { $0 }
    }
}
