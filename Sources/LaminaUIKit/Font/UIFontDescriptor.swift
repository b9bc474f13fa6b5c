import Foundation

/// A description of a font by attributes: family, name, size, traits.
///
/// Mirrors UIKit's `UIFontDescriptor`. `UIFont(descriptor:size:)` honours the name, the
/// family, the size, the bold and italic symbolic traits, the monospace trait of the system
/// font, the weight trait and the system designs (``withDesign(_:)``: Lamina's serif and
/// monospaced stand-ins; rounded draws as the default design). Other attributes are kept.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The name of a descriptor attribute. Mirrors UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's key.
        public var rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name ("Bold", "Italic").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits: a dictionary keyed by ``TraitKey``.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The text style.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// OpenType feature settings (kept).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The fallback fonts (kept).
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The visible name (kept).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transform (kept).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The character set (kept).
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// The fixed advance (kept).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    }

    /// A key of the traits dictionary. Mirrors UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits, a number.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight` raw value.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, -1 to 1.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, -1 to 1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Traits of a font's style. Mirrors UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt32
        /// Creates traits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter leading.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser leading.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs. Mirrors UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name.
        public var rawValue: String
        /// Creates a design.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (drawn as the default design: no rounded stand-in).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif: fontconfig's serif.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced: fontconfig's monospace.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The descriptor's attributes. Mirrors UIKit's `fontAttributes`.
    public let fontAttributes: [AttributeName: Any]

    /// Creates a descriptor of attributes. Mirrors UIKit's `init(fontAttributes:)`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// Creates a descriptor of a font name and size. Mirrors UIKit's `init(name:size:)`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The size in points; 0 when unset. Mirrors UIKit's `pointSize`.
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// The PostScript name; empty when unset. Mirrors UIKit's `postscriptName`.
    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }

    /// The transform: identity. Mirrors UIKit's `matrix`.
    open var matrix: CGAffineTransform { .identity }

    /// The symbolic traits. Mirrors UIKit's `symbolicTraits`.
    open var symbolicTraits: SymbolicTraits {
        let raw = Self.number(traits[.symbolic]).map { UInt32(clamping: Int(max(0, $0))) } ?? 0
        return SymbolicTraits(rawValue: raw)
    }

    /// The traits dictionary.
    var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The descriptor with other attributes added (replacing those of the same names).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// The descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// The descriptor with exactly these symbolic traits. Mirrors UIKit's method.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        return addingAttributes([.traits: traits])
    }

    /// The descriptor of another family. Mirrors UIKit's method.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The descriptor of another face of its family ("Bold"). Mirrors UIKit's method.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// The system font's descriptor in another design; `nil` for a font that is not the system
    /// font. Mirrors UIKit's method.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard isSystemFont else { return nil }
        return addingAttributes([Self.designKey: design.rawValue])
    }

    /// The descriptor of a text style's font. Mirrors UIKit's class method.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.textStyle: style.rawValue]
        )
    }

    /// Returns the descriptor itself: descriptors are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The key under which the system design is kept.
    static let designKey = AttributeName(rawValue: "NSCTFontUIFontDesignTrait")

    /// Whether the descriptor names the system font (its family or name starts with ".").
    var isSystemFont: Bool {
        let name = (fontAttributes[.family] as? String) ?? postscriptName
        return name.hasPrefix(".") || name.isEmpty
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UInt32: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        case let v as UIFont.Weight: return v.rawValue
        default: return nil
        }
    }
}

extension UIFont {
    /// The font's descriptor: its family, name and size, bold and italic traits, and weight.
    /// Mirrors UIKit's `fontDescriptor`.
    public var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        var weight: Weight = .regular
        switch family {
        case .system(let systemWeight, let italic):
            weight = systemWeight
            if italic { symbolic.insert(.traitItalic) }
        case .monospacedSystem(let systemWeight):
            weight = systemWeight
            symbolic.insert(.traitMonoSpace)
        case .named:
            let style = fontName.split(separator: "-").dropFirst().joined().lowercased()
            if style.contains("italic") || style.contains("oblique") { symbolic.insert(.traitItalic) }
            if style.contains("bold") || style.contains("black") || style.contains("heavy") { weight = .bold }
        }
        if weight >= .semibold { symbolic.insert(.traitBold) }
        return UIFontDescriptor(fontAttributes: [
            .family: familyName, .name: fontName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolic.rawValue, .weight: weight.rawValue],
        ])
    }

    /// Creates a font from a descriptor at `pointSize` (0 takes the descriptor's size, else the
    /// system font size). Mirrors UIKit's `init(descriptor:size:)`.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size =
            pointSize > 0
            ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.systemFontSize)
        let traits = descriptor.symbolicTraits
        let italic = traits.contains(.traitItalic)
        var weight =
            UIFontDescriptor.number(descriptor.traits[.weight]).map(Weight.init(rawValue:)) ?? .regular
        if traits.contains(.traitBold), weight < .bold { weight = .bold }
        if !traits.contains(.traitBold), weight >= .semibold, descriptor.traits[.symbolic] != nil {
            weight = .regular
        }
        let font: UIFont
        if descriptor.isSystemFont {
            switch descriptor.fontAttributes[UIFontDescriptor.designKey] as? String {
            case UIFontDescriptor.SystemDesign.monospaced.rawValue?:
                font = .monospacedSystemFont(ofSize: size, weight: weight)
            case UIFontDescriptor.SystemDesign.serif.rawValue?:
                font = UIFont.named(family: "Serif", bold: weight >= .semibold, italic: italic, size: size)
            default:
                font =
                    traits.contains(.traitMonoSpace)
                    ? .monospacedSystemFont(ofSize: size, weight: weight)
                    : .makeSystemFont(size: size, weight: weight, italic: italic)
            }
        } else {
            let name = descriptor.fontAttributes[.name] as? String
            let family = descriptor.fontAttributes[.family] as? String ?? name ?? "Helvetica"
            if descriptor.traits[.symbolic] == nil, let name, descriptor.fontAttributes[.face] == nil {
                font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
            } else {
                let base = String(family.split(separator: "-").first ?? Substring(family))
                let face = descriptor.fontAttributes[.face] as? String
                let faced = face.flatMap {
                    UIFont(name: "\(base)-\($0.replacingOccurrences(of: " ", with: ""))", size: size)
                }
                font =
                    faced ?? UIFont.named(family: base, bold: weight >= .semibold, italic: italic, size: size)
            }
        }
        self.init(
            fontName: font.fontName, familyName: font.familyName, size: font.pointSize,
            ctFontName: font.ctFont.name,
            family: font.family)
    }

    /// The font of a family in a style, by PostScript-style name ("Family-BoldItalic").
    fileprivate static func named(family: String, bold: Bool, italic: Bool, size: CGFloat) -> UIFont {
        let style = (bold ? "Bold" : "") + (italic ? "Italic" : "")
        return UIFont(name: style.isEmpty ? family : "\(family)-\(style)", size: size)
            ?? .systemFont(ofSize: size)
    }
}
