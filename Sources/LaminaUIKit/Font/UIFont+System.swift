import Foundation

extension UIFont {
    /// The standard font size for labels: 17 points. Mirrors UIKit's `labelFontSize`.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard font size for buttons: 18 points. Mirrors UIKit's `buttonFontSize`.
    public class var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font: 14 points. Mirrors UIKit's `systemFontSize`.
    public class var systemFontSize: CGFloat { 14 }
    /// The size of the standard small system font: 12 points. Mirrors UIKit's
    /// `smallSystemFontSize`.
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The system font in the regular weight. Mirrors UIKit's `systemFont(ofSize:)`;
    /// `fontName` is `.SFUI-Regular`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font in a weight (rounded to the nearest named weight). Mirrors UIKit's
    /// `systemFont(ofSize:weight:)`; `fontName` is `.SFUI-` and the weight's name
    /// (`.SFUI-Semibold`).
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystemFont(size: fontSize, weight: weight, italic: false)
    }

    /// The system font in bold. Mirrors UIKit's `boldSystemFont(ofSize:)`, which on iOS gives
    /// San Francisco's semibold face (`.SFUI-Semibold`).
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystemFont(size: fontSize, weight: .semibold, italic: false)
    }

    /// The system font in italic. Mirrors UIKit's `italicSystemFont(ofSize:)`
    /// (`.SFUI-RegularItalic`).
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystemFont(size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with digits of equal width. Mirrors UIKit's
    /// `monospacedDigitSystemFont(ofSize:weight:)`. Lamina's system font (DejaVu Sans or
    /// fontconfig's "Sans") already has tabular digits, so this is the system font.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystemFont(size: fontSize, weight: weight, italic: false)
    }

    /// The monospaced system font. Mirrors UIKit's `monospacedSystemFont(ofSize:weight:)`;
    /// draws with fontconfig's "Monospace", `fontName` `.SFMono-` and the weight's name.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let named = weight.nearestNamed
        return UIFont(
            fontName: ".SFMono-\(named.appleName)", familyName: ".AppleSystemUIFontMonospaced",
            size: fontSize,
            ctFontName: "Monospace-\(named.styleName)", family: .monospacedSystem(weight: named.weight))
    }

    class func makeSystemFont(size: CGFloat, weight: Weight, italic: Bool) -> UIFont {
        let named = weight.nearestNamed
        let suffix = italic ? "Italic" : ""
        return UIFont(
            fontName: ".SFUI-\(named.appleName)\(suffix)", familyName: ".AppleSystemUIFont", size: size,
            ctFontName: ".SFUI-\(named.styleName)\(suffix)",
            family: .system(weight: named.weight, italic: italic))
    }
}
