import Foundation

/// A key of the properties dictionary given to ``CGPDFContextBeginTag(_:_:_:)``.
///
/// Mirrors CoreGraphics's `CGPDFTagProperty`; the raw value is a `String` where CoreGraphics's
/// is a `CFString`. The properties are accepted and not written: the Cairo version Lamina
/// builds against (1.16) gives structure elements no attributes, so a tagged element carries
/// only its type.
public struct CGPDFTagProperty: Hashable, RawRepresentable, Sendable {
    /// The key, as it appears in a properties dictionary.
    public let rawValue: String

    /// Creates a property key from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The text the element stands for, such as the spelled-out form of an abbreviation
    /// (the PDF structure attribute `/ActualText`); a string.
    public static let actualText = CGPDFTagProperty(rawValue: "ActualText")
    /// A description of the element for readers who cannot see it, such as a figure's
    /// (`/Alt`); a string.
    public static let alternativeText = CGPDFTagProperty(rawValue: "Alt")
    /// The element's title (`/T`); a string.
    public static let titleText = CGPDFTagProperty(rawValue: "T")
    /// The element's language, as a language tag such as `en-US` (`/Lang`); a string.
    public static let languageText = CGPDFTagProperty(rawValue: "Lang")
}
