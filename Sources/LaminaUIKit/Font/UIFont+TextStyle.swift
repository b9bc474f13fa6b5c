import Foundation

extension UIFont {
    /// The semantic text styles of Dynamic Type.
    ///
    /// Mirrors UIKit's `UIFont.TextStyle`. The raw values are UIKit's (`UICTFontTextStyleBody`…).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name. Mirrors UIKit's `rawValue`.
        public var rawValue: String

        /// Creates a style from its name. Mirrors UIKit's `init(rawValue:)`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a style from its name. Mirrors UIKit's `init(_:)`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large titles. Mirrors UIKit's `UIFont.TextStyle.largeTitle`.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level headings. Mirrors UIKit's `UIFont.TextStyle.title1`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level headings. Mirrors UIKit's `UIFont.TextStyle.title2`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level headings. Mirrors UIKit's `UIFont.TextStyle.title3`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings. Mirrors UIKit's `UIFont.TextStyle.headline`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings. Mirrors UIKit's `UIFont.TextStyle.subheadline`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text. Mirrors UIKit's `UIFont.TextStyle.body`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts. Mirrors UIKit's `UIFont.TextStyle.callout`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes. Mirrors UIKit's `UIFont.TextStyle.footnote`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions. Mirrors UIKit's `UIFont.TextStyle.caption1`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions. Mirrors UIKit's `UIFont.TextStyle.caption2`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default content size (Large), from the "Dynamic Type
        /// sizes" table of Apple's Human Interface Guidelines (Typography, iOS, Large).
        var defaultMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The system font for a text style at the default Dynamic Type size (Large): body 17,
    /// headline 17 semibold, title1 28…
    ///
    /// Mirrors UIKit's `preferredFont(forTextStyle:)`. Lamina has no content size setting:
    /// the sizes are always those of the Large category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultMetrics
        return systemFont(ofSize: size, weight: weight)
    }

    /// The system font for a text style; the trait collection is ignored (the Large size is
    /// always used). Mirrors UIKit's `preferredFont(forTextStyle:compatibleWith:)`.
    public class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}
