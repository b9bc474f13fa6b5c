import CLamina
import Foundation

/// Which installed family draws a font name, and CoreText's rule for a name that names none.
///
/// A name is first looked for as a PostScript name, which CoreText prefers (`"DejaVuSans-Bold"`
/// is the bold face of the family DejaVu Sans); else it is read as a family and style words
/// (``FontName/pangoDescription(for:)``: `"HelveticaNeue-LightItalic"`).
///
/// `CTFontCreateWithName` never fails: a name CoreText cannot find gives Helvetica, its default
/// font (`kCTFontNameAttribute`: "If the value is unspecified, it defaults to Helvetica"), in
/// its regular style whatever style words the name had. On iOS an `"Oswald-Bold"` the app did
/// not bundle draws in Helvetica. Lamina does the same when fontconfig knows nothing of a
/// family (it would answer with its default sans-serif face) and iOS has no such family either:
/// the font is Helvetica, which fontconfig maps to Nimbus Sans (a clone with Helvetica's
/// metrics, `fonts-urw-base35`) where it is installed. A family fontconfig maps to a
/// metric-compatible or same-class stand-in (Arial to Nimbus Sans, Times to Nimbus Roman,
/// Courier to Nimbus Mono PS) keeps it. A family iOS has and Linux lacks keeps the name's style
/// on fontconfig's default face (Avenir Next Medium draws as DejaVu Sans Medium), except
/// Helvetica Neue, which draws as Helvetica in its style, and Apple's monospaced families
/// (Menlo, Monaco, SF Mono), which draw with fontconfig's monospace face.
///
/// Each family is looked up once per set of installed fonts, holding the text lock;
/// registering or unregistering a font file (``TextEngine/fontsDidChange()``) forgets the
/// answers. A `CTFont` resolves its name when it is made, as CoreText's does.
package enum FontResolution {
    /// The description each name asked about draws with; read and written holding the text
    /// lock.
    nonisolated(unsafe) private static var descriptions: [String: String] = [:]

    /// How many names' answers are kept at most.
    private static let maximumKeptNames = 1024

    /// The Pango description a font named `name` draws with: the face with that PostScript
    /// name, else the name read as a family and style, else Helvetica's when the family is
    /// unknown.
    package static func description(for name: String) -> String {
        TextEngine.withLock {
            if let known = descriptions[name] { return known }
            let description = postScriptFace(name) ?? familyDescription(for: name)
            // Names come from apps and files: the answers kept stay few.
            if descriptions.count >= maximumKeptNames { descriptions.removeAll() }
            descriptions[name] = description
            return description
        }
    }

    /// The family fontconfig chooses for a Pango description.
    package static func family(of description: String) -> String {
        TextEngine.withLock { resolveFamily(of: description) }
    }

    /// Forgets what names were resolved to; call holding the text lock when the installed
    /// fonts change.
    package static func forgetResolvedNames() {
        descriptions.removeAll()
    }

    /// The name read as a family and style words, with the family fontconfig has or a stand-in
    /// it chooses for it. A family it does not know draws with a stand-in in the name's style
    /// when iOS has it (``AppleFontFamilies``), and in regular Helvetica, as on iOS, when not.
    private static func familyDescription(for name: String) -> String {
        let description = FontName.pangoDescription(for: name)
        let family = FontName.family(of: description)
        guard !FontName.isGeneric(family) else { return description }
        let style = description.dropFirst(family.count)
        // PostScript names of Monotype's fonts end in "MT" or "PSMT" ("TimesNewRomanPSMT").
        var candidates = [family]
        for suffix in [" PSMT", " MT", " PS"] where family.hasSuffix(suffix) {
            candidates.append(String(family.dropLast(suffix.count)))
        }
        let fallback = resolveFamily(of: "sans-serif,").lowercased()
        for candidate in candidates {
            let resolved = resolveFamily(of: "\(candidate),").lowercased()
            if resolved == candidate.lowercased() || resolved != fallback { return candidate + style }
        }
        let apple = candidates.map { $0.lowercased() }
        if apple.contains(where: AppleFontFamilies.monospaced.contains) { return "monospace" + style }
        if apple.contains("helvetica neue") { return "Helvetica" + style }
        if apple.contains(where: AppleFontFamilies.iOS.contains) { return description }
        return "Helvetica,"
    }

    /// The description of the installed face whose PostScript name is `name`: its family and
    /// its weight, slant and width as Pango's style words.
    private static func postScriptFace(_ name: String) -> String? {
        guard !name.isEmpty, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard FcPatternAddString(pattern, "postscriptname", name) != 0,
            let objects = FcObjectSetCreate()
        else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for object in ["family", "weight", "slant", "width"] { FcObjectSetAdd(objects, object) }
        guard let set = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        guard set.pointee.nfont > 0, let face = set.pointee.fonts[0] else { return nil }
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(face, "family", 0, &family) == FcResultMatch, let family else { return nil }
        var weight: Int32 = 80
        var slant: Int32 = 0
        var width: Int32 = 100
        FcPatternGetInteger(face, "weight", 0, &weight)
        FcPatternGetInteger(face, "slant", 0, &slant)
        FcPatternGetInteger(face, "width", 0, &width)
        let words = [
            widthWord(width), weightWord(weight), slant >= 110 ? "Oblique" : slant >= 100 ? "Italic" : "",
        ]
        .filter { !$0.isEmpty }
        let familyName = String(cString: family)
        return words.isEmpty ? "\(familyName)," : "\(familyName), \(words.joined(separator: " "))"
    }

    /// Pango's word for a fontconfig weight (`FC_WEIGHT_*`); empty for regular.
    private static func weightWord(_ weight: Int32) -> String {
        switch weight {
        case ..<20: "Thin"
        case ..<45: "Ultra-Light"
        case ..<53: "Light"
        case ..<65: "Semi-Light"
        case ..<78: "Book"
        case ..<90: ""
        case ..<140: "Medium"
        case ..<190: "Semi-Bold"
        case ..<203: "Bold"
        case ..<208: "Ultra-Bold"
        default: "Heavy"
        }
    }

    /// Pango's word for a fontconfig width (`FC_WIDTH_*`); empty for normal.
    private static func widthWord(_ width: Int32) -> String {
        switch width {
        case ..<57: "Ultra-Condensed"
        case ..<69: "Extra-Condensed"
        case ..<81: "Condensed"
        case ..<94: "Semi-Condensed"
        case ..<107: ""
        case ..<119: "Semi-Expanded"
        case ..<137: "Expanded"
        case ..<175: "Extra-Expanded"
        default: "Ultra-Expanded"
        }
    }

    private static func resolveFamily(of description: String) -> String {
        let fontMap = TextEngine.fontMap()
        guard let context = pango_font_map_create_context(fontMap) else { return "" }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let font = pango_font_description_from_string(description)
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, 12 * 1024)
        guard let loaded = pango_font_map_load_font(fontMap, context, font) else { return "" }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        return family(ofLoaded: loaded)
    }

    /// The family of a loaded Pango font's face.
    package static func family(ofLoaded font: UnsafeMutablePointer<PangoFont>) -> String {
        let described = pango_font_describe(font)
        defer { pango_font_description_free(described) }
        return pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
    }
}
