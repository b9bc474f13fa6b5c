import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
    /// The line style and pattern of an underline or strikethrough.
    ///
    /// Mirrors UIKit's `NSUnderlineStyle`: a line style (single, thick, double) combined with a
    /// pattern (solid, dot, dash, dash-dot, dash-dot-dot) and `byWord`, which leaves the spaces
    /// between words undecorated.
    public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: Int

        /// Creates a style from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A single line.
        public static let single = NSUnderlineStyle(rawValue: 0x01)
        /// A thick line (twice the font's thickness).
        public static let thick = NSUnderlineStyle(rawValue: 0x02)
        /// Two lines.
        public static let double = NSUnderlineStyle(rawValue: 0x09)
        /// A solid line (the default pattern).
        public static let patternSolid = NSUnderlineStyle([])
        /// A dotted line.
        public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
        /// A dashed line.
        public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
        /// Alternating dashes and dots.
        public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
        /// A dash and two dots, repeated.
        public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
        /// Only words are decorated, not the spaces between them.
        public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
    }
#endif
