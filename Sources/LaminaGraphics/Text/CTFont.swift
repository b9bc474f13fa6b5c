import CLamina
import Foundation

/// A font: a family, a style and a size, resolved through fontconfig.
///
/// Mirrors the parts of CoreText's `CTFont` that layer code uses (`CTFontCreateWithName`,
/// `CTFontGetSize`, `CTFontCopyPostScriptName`…). A PostScript-style name such as
/// `"Helvetica-Bold"` or `"HelveticaNeue-LightItalic"` is read as a family and a style. A
/// family neither fontconfig nor iOS knows is replaced by Helvetica, as CoreText replaces a name
/// it cannot find; ``resolvedFamily`` names the family that draws (Nimbus Sans, Helvetica's
/// metric-compatible clone, where `make deps` installed it).
public final class CTFont: CustomStringConvertible, @unchecked Sendable {
    /// The name the font was asked for.
    public let name: String
    /// The point size.
    public let size: CGFloat
    /// The family and style words given to Pango, for example `"Helvetica Bold"`.
    package let pangoDescription: String

    /// Creates a font from a name and a size.
    ///
    /// A name that names no font here or on iOS gives Helvetica, as `CTFontCreateWithName` does
    /// (its style words dropped).
    public init(name: String, size: CGFloat) {
        self.name = name
        self.size = size.isFinite && size > 0 ? size : 12
        self.pangoDescription = FontResolution.description(for: name)
    }

    /// The family fontconfig actually uses for this font.
    public var resolvedFamily: String {
        FontResolution.family(of: pangoDescription)
    }

    /// Whether the requested family is not installed and another one stands in for it.
    public var isFallback: Bool {
        func key(_ family: String) -> String { family.lowercased().filter { $0 != " " } }
        let drawn = FontName.family(of: pangoDescription)
        let requested = FontName.family(of: FontName.pangoDescription(for: name))
        return !FontName.isGeneric(drawn)
            && (key(resolvedFamily) != key(drawn) || key(requested) != key(drawn))
    }

    /// The name, size and, when it differs, the family that stands in for it.
    public var description: String {
        let size = String(format: "%g", Double(size))
        return isFallback
            ? "<CTFont \"\(name)\" \(size) pt: not installed, using \"\(resolvedFamily)\">"
            : "<CTFont \"\(name)\" \(size) pt>"
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a font, as CoreText's function of that name does (`matrix` is ignored).
public func CTFontCreateWithName(_ name: String, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CTFont
{
    CTFont(name: name, size: size)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The font's name, as given.
public func CTFontCopyPostScriptName(_ font: CTFont) -> String { font.name }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The family name fontconfig resolved for the font.
public func CTFontCopyFamilyName(_ font: CTFont) -> String { font.resolvedFamily }

/// Reading font names the way iOS code writes them.
package enum FontName {
    /// Style words in PostScript names, and the Pango words they mean.
    private static let styles: [(String, String)] = [
        ("UltraLight", "Ultra-Light"), ("ExtraLight", "Ultra-Light"), ("Thin", "Thin"), ("Light", "Light"),
        ("Regular", ""), ("Roman", ""), ("Book", "Book"), ("Medium", "Medium"), ("SemiBold", "Semi-Bold"),
        ("Semibold", "Semi-Bold"), ("DemiBold", "Semi-Bold"), ("ExtraBold", "Ultra-Bold"), ("Bold", "Bold"),
        ("Heavy", "Heavy"), ("Black", "Heavy"), ("Italic", "Italic"), ("Oblique", "Oblique"),
        ("Condensed", "Condensed"),
    ]

    /// A Pango description ("Family Style") for a name such as "Helvetica-BoldOblique",
    /// "HelveticaNeue", "Menlo Regular", or ".SFUI-Semibold" (the system font).
    package static func pangoDescription(for name: String) -> String {
        var family = name.trimmingCharacters(in: .whitespaces)
        var style = ""
        if let dash = family.lastIndex(of: "-"), dash != family.startIndex {
            style = String(family[family.index(after: dash)...])
            family = String(family[..<dash])
        }
        if family.hasPrefix(".SF") || family.hasPrefix(".Apple") || family.lowercased() == "system"
            || family.isEmpty
        {
            family = "Sans"
        }
        // "HelveticaNeue" → "Helvetica Neue": split camel case between words.
        if !family.contains(" "), family.count > 1 {
            var spaced = ""
            var previous: Character?
            for character in family {
                if let previous, character.isUppercase, previous.isLowercase { spaced.append(" ") }
                spaced.append(character)
                previous = character
            }
            family = spaced
        }
        var words: [String] = []
        var remaining = Substring(style)
        while !remaining.isEmpty {
            guard let match = styles.first(where: { remaining.hasPrefix($0.0) }) else { break }
            if !match.1.isEmpty { words.append(match.1) }
            remaining = remaining.dropFirst(match.0.count)
        }
        // Pango reads trailing words as styles; a comma ends the family list.
        return words.isEmpty ? "\(family)," : "\(family), \(words.joined(separator: " "))"
    }

    /// Whether `family` is one of the generic names fontconfig always resolves ("sans",
    /// "serif", "monospace"…), which Lamina uses for the system font.
    package static func isGeneric(_ family: String) -> Bool {
        ["sans", "sans-serif", "serif", "monospace", "system-ui"].contains(family.lowercased())
    }

    /// The family part of a Pango description.
    package static func family(of description: String) -> String {
        String(description.split(separator: ",").first ?? "").trimmingCharacters(in: .whitespaces)
    }
}
