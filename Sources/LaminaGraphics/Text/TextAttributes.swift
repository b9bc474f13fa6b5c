import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
    extension NSAttributedString.Key {
        /// The font of the text: a `CTFont`, a `CGFont` or a font name (`String`). As UIKit's
        /// `.font`.
        public static let font = NSAttributedString.Key("NSFont")
        /// The color of the text: a `CGColor`. As UIKit's `.foregroundColor`.
        public static let foregroundColor = NSAttributedString.Key("NSColor")
        /// The color behind the text: a `CGColor`. As UIKit's `.backgroundColor`.
        public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
        /// Extra space after each character, in points: a number. As UIKit's `.kern`.
        public static let kern = NSAttributedString.Key("NSKern")
        /// An underline: an `NSUnderlineStyle` raw value. As UIKit's `.underlineStyle`.
        public static let underlineStyle = NSAttributedString.Key("NSUnderline")
        /// A line through the text: an `NSUnderlineStyle` raw value. As UIKit's
        /// `.strikethroughStyle`.
        public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    }

    /// Underline and strikethrough styles.
    ///
    /// Mirrors UIKit's `NSUnderlineStyle` (line styles; patterns are drawn as solid lines).
    public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: Int

        /// Creates a style from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A single line.
        public static let single = NSUnderlineStyle(rawValue: 0x01)
        /// A thick line.
        public static let thick = NSUnderlineStyle(rawValue: 0x02)
        /// A double line.
        public static let double = NSUnderlineStyle(rawValue: 0x09)
    }
#endif
