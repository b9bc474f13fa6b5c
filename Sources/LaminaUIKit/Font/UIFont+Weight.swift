import Foundation

extension UIFont {
    /// The weight of a font, from -1 (thinnest) to 1 (heaviest).
    ///
    /// Mirrors UIKit's `UIFont.Weight`, with Apple's raw values for the named weights (the
    /// `NSFontWeight…` constants: ultraLight -0.8 … black 0.62).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight's value. Mirrors UIKit's `rawValue`.
        public var rawValue: CGFloat

        /// Creates a weight from its value. Mirrors UIKit's `init(rawValue:)`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a weight from its value. Mirrors UIKit's `init(_:)`.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// -0.8. Mirrors UIKit's `UIFont.Weight.ultraLight`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6. Mirrors UIKit's `UIFont.Weight.thin`.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4. Mirrors UIKit's `UIFont.Weight.light`.
        public static let light = Weight(rawValue: -0.4)
        /// 0. Mirrors UIKit's `UIFont.Weight.regular`.
        public static let regular = Weight(rawValue: 0)
        /// 0.23. Mirrors UIKit's `UIFont.Weight.medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3. Mirrors UIKit's `UIFont.Weight.semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4. Mirrors UIKit's `UIFont.Weight.bold`.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56. Mirrors UIKit's `UIFont.Weight.heavy`.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62. Mirrors UIKit's `UIFont.Weight.black`.
        public static let black = Weight(rawValue: 0.62)

        /// Weights compare by value.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The named weights, with the style word of the system font's PostScript name
        /// (`.SFUI-Semibold`) and the word Lamina's font-name reader understands.
        static let named: [(weight: Weight, appleName: String, styleName: String)] = [
            (.ultraLight, "Ultralight", "UltraLight"), (.thin, "Thin", "Thin"), (.light, "Light", "Light"),
            (.regular, "Regular", "Regular"), (.medium, "Medium", "Medium"),
            (.semibold, "Semibold", "SemiBold"),
            (.bold, "Bold", "Bold"), (.heavy, "Heavy", "Heavy"), (.black, "Black", "Black"),
        ]

        /// The named weight nearest to this one.
        var nearestNamed: (weight: Weight, appleName: String, styleName: String) {
            Weight.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }
                ?? (.regular, "Regular", "Regular")
        }
    }
}
