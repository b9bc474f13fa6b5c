import Foundation

// The fixed colours UIKit has had since iOS 2, with the component values its documentation
// gives for each (`UIColor.darkGray`: "a grayscale value of 1/3"…). The grays are in the
// extended gray space, the others in extended sRGB, as UIKit makes them.
extension UIColor {
    /// Grayscale 0, alpha 1. Mirrors UIKit's `UIColor.black`.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grayscale 1/3, alpha 1. Mirrors UIKit's `UIColor.darkGray`.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Grayscale 2/3, alpha 1. Mirrors UIKit's `UIColor.lightGray`.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Grayscale 1, alpha 1. Mirrors UIKit's `UIColor.white`.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grayscale 0.5, alpha 1. Mirrors UIKit's `UIColor.gray`.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0), alpha 1. Mirrors UIKit's `UIColor.red`.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0), alpha 1. Mirrors UIKit's `UIColor.green`.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1), alpha 1. Mirrors UIKit's `UIColor.blue`.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1), alpha 1. Mirrors UIKit's `UIColor.cyan`.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0), alpha 1. Mirrors UIKit's `UIColor.yellow`.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1), alpha 1. Mirrors UIKit's `UIColor.magenta`.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0), alpha 1. Mirrors UIKit's `UIColor.orange`.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5), alpha 1. Mirrors UIKit's `UIColor.purple`.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2), alpha 1. Mirrors UIKit's `UIColor.brown`.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Grayscale 0, alpha 0. Mirrors UIKit's `UIColor.clear`.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Grayscale 0, alpha 1, in every appearance. Mirrors UIKit's `UIColor.darkText`.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grayscale 1, alpha 0.6, in every appearance. Mirrors UIKit's `UIColor.lightText`.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}
