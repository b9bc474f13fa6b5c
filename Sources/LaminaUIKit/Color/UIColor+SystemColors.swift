import Foundation

// The system colours, resolved to their iOS 17 light-appearance values in every trait
// collection (Lamina renders the light appearance). Sources, cited per colour:
// - [HIG]: Apple's Human Interface Guidelines, "Color", table "System colors", iOS/iPadOS
//   column "Default (light)", as published for iOS 15–17 (before the June 2025 update).
// - [iOS13]: the values UIKit's element colours resolve to in the light appearance, as
//   dumped on iOS 13 and published by Noah Gilmore ("Backwards compatibility for iOS 13
//   system colors", 2019); Apple publishes the element colours without numbers.
extension UIColor {
    /// A system colour: dynamic, named for equality, resolving to 8-bit sRGB components.
    private static func system(
        _ name: String, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1
    ) -> UIColor {
        let value = UIColor(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
        return UIColor(name: name, provider: { _ in value })
    }

    // MARK: Adaptable colours

    /// Light (255, 59, 48) [HIG]. Mirrors UIKit's `UIColor.systemRed`.
    public class var systemRed: UIColor { system("systemRedColor", 255, 59, 48) }
    /// Light (255, 149, 0) [HIG]. Mirrors UIKit's `UIColor.systemOrange`.
    public class var systemOrange: UIColor { system("systemOrangeColor", 255, 149, 0) }
    /// Light (255, 204, 0) [HIG]. Mirrors UIKit's `UIColor.systemYellow`.
    public class var systemYellow: UIColor { system("systemYellowColor", 255, 204, 0) }
    /// Light (52, 199, 89) [HIG]. Mirrors UIKit's `UIColor.systemGreen`.
    public class var systemGreen: UIColor { system("systemGreenColor", 52, 199, 89) }
    /// Light (0, 199, 190) [HIG]. Mirrors UIKit's `UIColor.systemMint`.
    public class var systemMint: UIColor { system("systemMintColor", 0, 199, 190) }
    /// Light (48, 176, 199) [HIG, iOS 15 and later]. Mirrors UIKit's `UIColor.systemTeal`.
    public class var systemTeal: UIColor { system("systemTealColor", 48, 176, 199) }
    /// Light (50, 173, 230) [HIG]. Mirrors UIKit's `UIColor.systemCyan`.
    public class var systemCyan: UIColor { system("systemCyanColor", 50, 173, 230) }
    /// Light (0, 122, 255) [HIG]. Mirrors UIKit's `UIColor.systemBlue`.
    public class var systemBlue: UIColor { system("systemBlueColor", 0, 122, 255) }
    /// Light (88, 86, 214) [HIG]. Mirrors UIKit's `UIColor.systemIndigo`.
    public class var systemIndigo: UIColor { system("systemIndigoColor", 88, 86, 214) }
    /// Light (175, 82, 222) [HIG]. Mirrors UIKit's `UIColor.systemPurple`.
    public class var systemPurple: UIColor { system("systemPurpleColor", 175, 82, 222) }
    /// Light (255, 45, 85) [HIG]. Mirrors UIKit's `UIColor.systemPink`.
    public class var systemPink: UIColor { system("systemPinkColor", 255, 45, 85) }
    /// Light (162, 132, 94) [HIG]. Mirrors UIKit's `UIColor.systemBrown`.
    public class var systemBrown: UIColor { system("systemBrownColor", 162, 132, 94) }

    // MARK: Grays

    /// Light (142, 142, 147) [HIG]. Mirrors UIKit's `UIColor.systemGray`.
    public class var systemGray: UIColor { system("systemGrayColor", 142, 142, 147) }
    /// Light (174, 174, 178) [HIG]. Mirrors UIKit's `UIColor.systemGray2`.
    public class var systemGray2: UIColor { system("systemGray2Color", 174, 174, 178) }
    /// Light (199, 199, 204) [HIG]. Mirrors UIKit's `UIColor.systemGray3`.
    public class var systemGray3: UIColor { system("systemGray3Color", 199, 199, 204) }
    /// Light (209, 209, 214) [HIG]. Mirrors UIKit's `UIColor.systemGray4`.
    public class var systemGray4: UIColor { system("systemGray4Color", 209, 209, 214) }
    /// Light (229, 229, 234) [HIG]. Mirrors UIKit's `UIColor.systemGray5`.
    public class var systemGray5: UIColor { system("systemGray5Color", 229, 229, 234) }
    /// Light (242, 242, 247) [HIG]. Mirrors UIKit's `UIColor.systemGray6`.
    public class var systemGray6: UIColor { system("systemGray6Color", 242, 242, 247) }

    // MARK: Label colours

    /// Light: black [iOS13]. Mirrors UIKit's `UIColor.label`.
    public class var label: UIColor { system("labelColor", 0, 0, 0) }
    /// Light: (60, 60, 67) at alpha 0.6 [iOS13]. Mirrors UIKit's `UIColor.secondaryLabel`.
    public class var secondaryLabel: UIColor { system("secondaryLabelColor", 60, 60, 67, alpha: 0.6) }
    /// Light: (60, 60, 67) at alpha 0.3 [iOS13]. Mirrors UIKit's `UIColor.tertiaryLabel`.
    public class var tertiaryLabel: UIColor { system("tertiaryLabelColor", 60, 60, 67, alpha: 0.3) }
    /// Light: (60, 60, 67) at alpha 0.18 [iOS13]. Mirrors UIKit's `UIColor.quaternaryLabel`.
    public class var quaternaryLabel: UIColor { system("quaternaryLabelColor", 60, 60, 67, alpha: 0.18) }
    /// Light: (0, 122, 255) [iOS13], systemBlue. Mirrors UIKit's `UIColor.link`.
    public class var link: UIColor { system("linkColor", 0, 122, 255) }
    /// Light: (60, 60, 67) at alpha 0.3 [iOS13]. Mirrors UIKit's `UIColor.placeholderText`.
    public class var placeholderText: UIColor { system("placeholderTextColor", 60, 60, 67, alpha: 0.3) }

    // MARK: Separators

    /// Light: (60, 60, 67) at alpha 0.29 [iOS13]. Mirrors UIKit's `UIColor.separator`.
    public class var separator: UIColor { system("separatorColor", 60, 60, 67, alpha: 0.29) }
    /// Light: (198, 198, 200) [iOS13]. Mirrors UIKit's `UIColor.opaqueSeparator`.
    public class var opaqueSeparator: UIColor { system("opaqueSeparatorColor", 198, 198, 200) }

    // MARK: Backgrounds

    /// Light: white [iOS13]. Mirrors UIKit's `UIColor.systemBackground`.
    public class var systemBackground: UIColor { system("systemBackgroundColor", 255, 255, 255) }
    /// Light: (242, 242, 247) [iOS13]. Mirrors UIKit's `UIColor.secondarySystemBackground`.
    public class var secondarySystemBackground: UIColor {
        system("secondarySystemBackgroundColor", 242, 242, 247)
    }
    /// Light: white [iOS13]. Mirrors UIKit's `UIColor.tertiarySystemBackground`.
    public class var tertiarySystemBackground: UIColor {
        system("tertiarySystemBackgroundColor", 255, 255, 255)
    }
    /// Light: (242, 242, 247) [iOS13]. Mirrors UIKit's `UIColor.systemGroupedBackground`.
    public class var systemGroupedBackground: UIColor {
        system("systemGroupedBackgroundColor", 242, 242, 247)
    }
    /// Light: white [iOS13]. Mirrors UIKit's `UIColor.secondarySystemGroupedBackground`.
    public class var secondarySystemGroupedBackground: UIColor {
        system("secondarySystemGroupedBackgroundColor", 255, 255, 255)
    }
    /// Light: (242, 242, 247) [iOS13]. Mirrors UIKit's `UIColor.tertiarySystemGroupedBackground`.
    public class var tertiarySystemGroupedBackground: UIColor {
        system("tertiarySystemGroupedBackgroundColor", 242, 242, 247)
    }

    // MARK: Fills

    /// Light: (120, 120, 128) at alpha 0.2 [iOS13]. Mirrors UIKit's `UIColor.systemFill`.
    public class var systemFill: UIColor { system("systemFillColor", 120, 120, 128, alpha: 0.2) }
    /// Light: (120, 120, 128) at alpha 0.16 [iOS13]. Mirrors UIKit's `UIColor.secondarySystemFill`.
    public class var secondarySystemFill: UIColor {
        system("secondarySystemFillColor", 120, 120, 128, alpha: 0.16)
    }
    /// Light: (118, 118, 128) at alpha 0.12 [iOS13]. Mirrors UIKit's `UIColor.tertiarySystemFill`.
    public class var tertiarySystemFill: UIColor {
        system("tertiarySystemFillColor", 118, 118, 128, alpha: 0.12)
    }
    /// Light: (116, 116, 128) at alpha 0.08 [iOS13]. Mirrors UIKit's `UIColor.quaternarySystemFill`.
    public class var quaternarySystemFill: UIColor {
        system("quaternarySystemFillColor", 116, 116, 128, alpha: 0.08)
    }

    // MARK: Tint

    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The tint colour of the view it is used in; without views, systemBlue (the default tint).
    ///
    /// Mirrors UIKit's `UIColor.tintColor` (iOS 15): it resolves to systemBlue's light value.
    /// Equal to itself, not to ``systemBlue``, as in UIKit.
    public class var tintColor: UIColor { system("tintColor", 0, 122, 255) }
}
