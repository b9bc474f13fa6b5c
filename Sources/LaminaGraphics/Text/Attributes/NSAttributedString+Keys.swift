import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
    // The attribute keys UIKit documents for drawing text, with the raw values Apple's
    // frameworks use (an archived attributed string reads back with the same keys). Every text
    // path honours them: string drawing, `CATextLayer`, `UILabel`, `UITextField` and CoreText
    // (CoreText leaves out what only UIKit draws: shadows, strikethrough, links).
    extension NSAttributedString.Key {
        /// The font of the text: a `CTFont`, a `UIFont`, a `CGFont` or a font name (`String`).
        /// Helvetica 12 when absent. As UIKit's `.font`.
        public static let font = NSAttributedString.Key("NSFont")
        /// The colour of the text: a `CGColor` or `UIColor`; black when absent. As UIKit's
        /// `.foregroundColor`.
        public static let foregroundColor = NSAttributedString.Key("NSColor")
        /// The colour of the area behind the text, its line's height: a `CGColor` or
        /// `UIColor`. As UIKit's `.backgroundColor`.
        public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
        /// Points added after each character, a number; 0 when absent. As UIKit's `.kern`.
        public static let kern = NSAttributedString.Key("NSKern")
        /// Points added after each character, like `.kern`, with ligatures turned off so that
        /// the spacing is even. As UIKit's `.tracking`.
        public static let tracking = NSAttributedString.Key("NSTracking")
        /// Which ligatures are formed, a number: 0 none, 1 the default ones, 2 all the font has.
        /// As UIKit's `.ligature`.
        public static let ligature = NSAttributedString.Key("NSLigature")
        /// How lines of the paragraph are laid out: an `NSParagraphStyle` or `CTParagraphStyle`.
        /// As UIKit's `.paragraphStyle`.
        public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
        /// The width of the glyphs' outline as a percentage of the font size, a number: positive
        /// strokes the outline only, negative fills and strokes, 0 (the default) fills only. As
        /// UIKit's `.strokeWidth`.
        public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
        /// The colour of the outline, a `CGColor` or `UIColor`; the foreground colour when
        /// absent. As UIKit's `.strokeColor`.
        public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
        /// An underline: an `NSUnderlineStyle` or its raw value. As UIKit's `.underlineStyle`.
        public static let underlineStyle = NSAttributedString.Key("NSUnderline")
        /// The colour of the underline; the foreground colour when absent. As UIKit's
        /// `.underlineColor`.
        public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
        /// A line through the text: an `NSUnderlineStyle` or its raw value. As UIKit's
        /// `.strikethroughStyle`.
        public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
        /// The colour of the line through the text; the foreground colour when absent. As UIKit's
        /// `.strikethroughColor`.
        public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
        /// How far the glyphs sit above the baseline, in points (negative lowers them). As
        /// UIKit's `.baselineOffset`.
        public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
        /// A shadow behind the text: an `NSShadow`. As UIKit's `.shadow`.
        public static let shadow = NSAttributedString.Key("NSShadow")
        /// The skew of the glyphs, a number: the horizontal shift per point of height (positive
        /// leans right). As UIKit's `.obliqueness`.
        public static let obliqueness = NSAttributedString.Key("NSObliqueness")
        /// The logarithm of the horizontal stretch of the glyphs, a number (0 none). As UIKit's
        /// `.expansion`.
        public static let expansion = NSAttributedString.Key("NSExpansion")
        /// Bidirectional embeddings and overrides: an array of `NSWritingDirection` raw values
        /// combined with `NSWritingDirectionFormatType`. As UIKit's `.writingDirection`.
        public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
        /// A link, a `URL` or `String`: drawn in the link colour, underlined, as UIKit draws
        /// links. As UIKit's `.link`.
        public static let link = NSAttributedString.Key("NSLink")
        /// An attachment (kept; Lamina draws no attachments). As UIKit's `.attachment`.
        public static let attachment = NSAttributedString.Key("NSAttachment")
        /// A text effect (kept; the letterpress effect is not drawn). As UIKit's `.textEffect`.
        public static let textEffect = NSAttributedString.Key("NSTextEffect")
        /// Vertical glyph forms (kept; horizontal text only). As UIKit's `.verticalGlyphForm`.
        public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    }
#endif
