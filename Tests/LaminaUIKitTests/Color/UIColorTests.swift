import Foundation
import LaminaUIKit
import Testing

// What ports do: extend UIColor with constants and asset-catalog lookups.
extension UIColor {
    static let brand = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static var Text05: UIColor? { UIColor(named: "Text05") }
    convenience init(hex: UInt32) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

/// A subclass, as some apps define their palettes.
final class PaletteColor: UIColor, @unchecked Sendable {}

/// The RGBA components of a colour, after resolution.
func rgba(_ color: UIColor) -> [CGFloat] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a]
}

func approximatelyEqual(_ a: [CGFloat], _ b: [CGFloat], tolerance: CGFloat = 1e-4) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct UIColorTests {
    @Test func classColoursHaveUIKitsDocumentedComponents() {
        #expect(UIColor.black.cgColor.components == [0, 1])
        #expect(
            approximatelyEqual(UIColor.darkGray.cgColor.components ?? [], [1.0 / 3.0, 1], tolerance: 1e-12))
        #expect(
            approximatelyEqual(UIColor.lightGray.cgColor.components ?? [], [2.0 / 3.0, 1], tolerance: 1e-12))
        #expect(UIColor.white.cgColor.components == [1, 1])
        #expect(UIColor.gray.cgColor.components == [0.5, 1])
        #expect(UIColor.clear.cgColor.components == [0, 0])
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor.green.cgColor.components == [0, 1, 0, 1])
        #expect(UIColor.blue.cgColor.components == [0, 0, 1, 1])
        #expect(UIColor.cyan.cgColor.components == [0, 1, 1, 1])
        #expect(UIColor.yellow.cgColor.components == [1, 1, 0, 1])
        #expect(UIColor.magenta.cgColor.components == [1, 0, 1, 1])
        #expect(UIColor.orange.cgColor.components == [1, 0.5, 0, 1])
        #expect(UIColor.purple.cgColor.components == [0.5, 0, 0.5, 1])
        #expect(UIColor.brown.cgColor.components == [0.6, 0.4, 0.2, 1])
        #expect(UIColor.lightText.cgColor.components == [1, 0.6])
        #expect(UIColor.darkText.cgColor.components == [0, 1])
    }

    @Test func initializersUseUIKitsExtendedColourSpaces() {
        #expect(
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor.colorSpace?.name == CGColorSpace.extendedSRGB
        )
        #expect(UIColor(white: 0.5, alpha: 1).cgColor.colorSpace?.name == CGColorSpace.extendedGray)
        #expect(
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.black.description == "UIExtendedGrayColorSpace 0 1")
    }

    @Test func equalityComparesColourSpaceAndComponents() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(UIColor.black != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
        let cg = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(UIColor(cgColor: cg).cgColor === cg)
        #expect(UIColor(cgColor: cg) != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }

    @Test func extendedComponentsAreKeptAndAlphaIsClamped() {
        let color = UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 2)
        #expect(color.cgColor.components == [1.2, -0.1, 0.5, 1])
        #expect(UIColor(white: 1.5, alpha: -1).cgColor.components == [1.5, 0])
    }

    @Test func componentGettersFollowUIKit() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha))
        #expect(abs(white - 1.0 / 3.0) < 1e-12 && alpha == 1)
        // RGB colours are not converted to gray.
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        // Gray colours give their white in each channel.
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(approximatelyEqual([h, s, v, a], [30.0 / 360.0, 1, 1, 1]))
        #expect(UIColor.red.getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    /// Hues and the RGB they give at full saturation and brightness: the six primaries and
    /// secondaries, and the middle of each sector.
    static let hues: [(Double, [Double])] = [
        (0, [1, 0, 0]), (1.0 / 12, [1, 0.5, 0]), (1.0 / 6, [1, 1, 0]), (0.25, [0.5, 1, 0]),
        (1.0 / 3, [0, 1, 0]),
        (5.0 / 12, [0, 1, 0.5]), (0.5, [0, 1, 1]), (7.0 / 12, [0, 0.5, 1]), (2.0 / 3, [0, 0, 1]),
        (0.75, [0.5, 0, 1]), (5.0 / 6, [1, 0, 1]), (11.0 / 12, [1, 0, 0.5]), (1, [1, 0, 0]),
    ]

    @Test(arguments: hues)
    func hueSaturationBrightness(hue: Double, expected: [Double]) {
        let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(approximatelyEqual(rgba(color), expected.map { CGFloat($0) } + [0.5]))
        var back: CGFloat = -1
        #expect(color.getHue(&back, saturation: nil, brightness: nil, alpha: nil))
        #expect(abs(back - CGFloat(hue.truncatingRemainder(dividingBy: 1))) < 1e-9)
        #expect(
            approximatelyEqual(
                rgba(UIColor(hue: 0.3, saturation: 0, brightness: 0.25, alpha: 1)), [0.25, 0.25, 0.25, 1]))
    }

    @Test func displayP3IsConvertedToExtendedSRGB() {
        // Display P3 red lies outside sRGB: about (1.093, -0.227, -0.150) in extended sRGB.
        let red = rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(approximatelyEqual(red, [1.0930, -0.2267, -0.1501, 1], tolerance: 2e-3))
        // White and gray are the same in both spaces.
        #expect(
            approximatelyEqual(rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1]))
        #expect(
            approximatelyEqual(
                rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)), [0.5, 0.5, 0.5, 1]))
    }

    @Test func withAlphaComponentKeepsTheColourSpace() {
        #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        #expect(UIColor.black.withAlphaComponent(0.5).cgColor.components == [0, 0.5])
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(approximatelyEqual(rgba(faded), [0, 122.0 / 255, 1, 0.5]))
        #expect(faded == UIColor.systemBlue.withAlphaComponent(0.5))
    }

    @Test func systemColoursResolveToTheirLightValues() {
        func components(_ color: UIColor) -> [CGFloat] {
            rgba(color).map { ($0 * 255 * 100).rounded() / 100 }
        }
        #expect(components(.systemBlue) == [0, 122, 255, 255])
        #expect(components(.systemRed) == [255, 59, 48, 255])
        #expect(components(.systemGreen) == [52, 199, 89, 255])
        #expect(components(.systemOrange) == [255, 149, 0, 255])
        #expect(components(.systemYellow) == [255, 204, 0, 255])
        #expect(components(.systemPink) == [255, 45, 85, 255])
        #expect(components(.systemPurple) == [175, 82, 222, 255])
        #expect(components(.systemTeal) == [48, 176, 199, 255])
        #expect(components(.systemIndigo) == [88, 86, 214, 255])
        #expect(components(.systemBrown) == [162, 132, 94, 255])
        #expect(components(.systemMint) == [0, 199, 190, 255])
        #expect(components(.systemCyan) == [50, 173, 230, 255])
        #expect(components(.systemGray) == [142, 142, 147, 255])
        #expect(components(.systemGray2) == [174, 174, 178, 255])
        #expect(components(.systemGray3) == [199, 199, 204, 255])
        #expect(components(.systemGray4) == [209, 209, 214, 255])
        #expect(components(.systemGray5) == [229, 229, 234, 255])
        #expect(components(.systemGray6) == [242, 242, 247, 255])
        #expect(rgba(.label) == [0, 0, 0, 1])
        #expect(approximatelyEqual(rgba(.secondaryLabel), [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6]))
        #expect(rgba(.tertiaryLabel)[3] == 0.3)
        #expect(rgba(.quaternaryLabel)[3] == 0.18)
        #expect(approximatelyEqual(rgba(.separator), [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.29]))
        #expect(components(.opaqueSeparator) == [198, 198, 200, 255])
        #expect(rgba(.placeholderText)[3] == 0.3)
        #expect(components(.link) == [0, 122, 255, 255])
        #expect(rgba(.systemBackground) == [1, 1, 1, 1])
        #expect(components(.secondarySystemBackground) == [242, 242, 247, 255])
        #expect(rgba(.tertiarySystemBackground) == [1, 1, 1, 1])
        #expect(components(.systemGroupedBackground) == [242, 242, 247, 255])
        #expect(rgba(.secondarySystemGroupedBackground) == [1, 1, 1, 1])
        #expect(components(.tertiarySystemGroupedBackground) == [242, 242, 247, 255])
        #expect(approximatelyEqual(rgba(.systemFill), [120.0 / 255, 120.0 / 255, 128.0 / 255, 0.2]))
        #expect(rgba(.secondarySystemFill)[3] == 0.16)
        #expect(approximatelyEqual(rgba(.tertiarySystemFill), [118.0 / 255, 118.0 / 255, 128.0 / 255, 0.12]))
        #expect(
            approximatelyEqual(rgba(.quaternarySystemFill), [116.0 / 255, 116.0 / 255, 128.0 / 255, 0.08]))
        #expect(components(.tintColor) == [0, 122, 255, 255])
    }

    @Test func systemColoursAreDynamicAndEqualByName() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue.hash == UIColor.systemBlue.hash)
        #expect(UIColor.systemBlue != UIColor.systemRed)
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        let resolved = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(resolved == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.label.cgColor.colorSpace?.name == CGColorSpace.extendedSRGB)
    }

    @Test func dynamicProviderResolvesWithTheTraitCollection() {
        let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(adaptive.cgColor == UIColor.black.cgColor)
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(adaptive == adaptive)
        #expect(adaptive != UIColor { _ in .black })
        // The current trait collection is per thread and settable.
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(adaptive.cgColor == UIColor.white.cgColor)
        UITraitCollection.current = saved
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func extensionsAndSubclassesCompileAsOnIOS() {
        #expect(UIColor.brand.cgColor.components == [0.1, 0.2, 0.3, 1])
        #expect(UIColor.Text05 == nil)
        #expect(UIColor(named: "AccentColor") == nil)
        #expect(UIColor(hex: 0xFF8000) == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let palette = PaletteColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(palette == UIColor.green)
        let colors: [UIColor] = [.red, .systemBlue, .clear]
        #expect(colors.count == 3)
    }

    @Test func setFillAndSetStrokeDrawIntoTheCurrentContext() throws {
        let image = try drawn(CGSize(width: 4, height: 4)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.blue.set()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
        #expect(colorName(image, 0, 0) == "red")
        #expect(colorName(image, 3, 3) == "blue")
        // Without a context, nothing happens.
        UIColor.red.setFill()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
