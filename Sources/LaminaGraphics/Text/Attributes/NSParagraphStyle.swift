import Foundation

/// How the lines of a paragraph are laid out: alignment, line breaking, spacing, indents and
/// tab stops. The `.paragraphStyle` attribute's value.
///
/// Mirrors UIKit's `NSParagraphStyle`: an immutable value; ``NSMutableParagraphStyle`` is the
/// one code sets. Every text path reads it (string drawing, CoreText's framesetter, text
/// layers, labels), from the attribute of the paragraph's first character as UIKit does.
/// Hyphenation is stored and not performed (Lamina breaks long words, never hyphenates).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values, shared with the mutable subclass.
    package var settings: ParagraphSettings

    /// A paragraph style with the default values.
    public override init() {
        settings = ParagraphSettings()
        super.init()
    }

    package init(settings: ParagraphSettings) {
        self.settings = settings
        super.init()
    }

    /// The default paragraph style: natural alignment, word wrapping, no spacing or indents,
    /// twelve left tab stops 28 points apart.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of a language's script; `.natural` for Lamina, which reads the
    /// direction from the text.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        .natural
    }

    /// How lines are aligned between the paragraph's margins.
    open var alignment: NSTextAlignment { settings.alignment }
    /// How a line too long for the width is broken or shortened.
    open var lineBreakMode: NSLineBreakMode { settings.lineBreakMode }
    /// Points between the bottom of one line and the top of the next, within the paragraph.
    open var lineSpacing: CGFloat { settings.lineSpacing }
    /// Points added after the paragraph.
    open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
    /// Points added before the paragraph (not before the first paragraph of the text).
    open var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
    /// The leading margin of the paragraph's lines but the first, in points.
    open var headIndent: CGFloat { settings.headIndent }
    /// The trailing margin: positive, the distance from the leading margin at which lines end;
    /// zero or negative, the distance from the trailing edge of the text's width.
    open var tailIndent: CGFloat { settings.tailIndent }
    /// The leading margin of the paragraph's first line, in points.
    open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
    /// The least height of a line, in points; 0 for none.
    open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
    /// The greatest height of a line, in points; 0 for none.
    open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
    /// The factor a line's natural height is multiplied by before the minimum and maximum
    /// apply; 0 for none.
    open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
    /// The paragraph's base direction; `.natural` takes it from the first strong character.
    open var baseWritingDirection: NSWritingDirection { settings.baseWritingDirection }
    /// How eagerly words are hyphenated, 0 to 1 (stored: Lamina does not hyphenate).
    open var hyphenationFactor: Float { settings.hyphenationFactor }
    /// Whether the system's hyphenation applies (stored: Lamina does not hyphenate).
    open var usesDefaultHyphenation: Bool { settings.usesDefaultHyphenation }
    /// The tab stops, in increasing location.
    open var tabStops: [NSTextTab] { settings.tabStops }
    /// The distance between tab stops after the last of ``tabStops``; 0 for none.
    open var defaultTabInterval: CGFloat { settings.defaultTabInterval }
    /// Whether characters may be drawn closer together before a line is truncated (stored).
    open var allowsDefaultTighteningForTruncation: Bool { settings.allowsDefaultTighteningForTruncation }
    /// How line breaks are chosen (stored: Lamina's breaks are the standard strategy's).
    open var lineBreakStrategy: LineBreakStrategy { settings.lineBreakStrategy }

    /// Returns the style itself: it is immutable.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(settings: settings) }

    /// Returns a mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(settings: settings) }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return settings == other.settings
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { settings.hashValue }

    /// The strategies lines may be broken with.
    ///
    /// Mirrors UIKit's `NSParagraphStyle.LineBreakStrategy` (stored).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt

        /// Creates a strategy from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The system's standard strategy.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
        /// Pushes words out so the last line is not a single short word.
        public static let pushOut = LineBreakStrategy(rawValue: 1)
        /// Avoids breaking between Hangul characters.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 2)
    }
}
