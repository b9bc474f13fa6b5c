import Foundation
import LaminaUIKit
import TestSupport
import Testing

@Suite struct UIFontTests {
    @Test func weightsHaveApplesRawValues() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.Weight(0.4) == .bold)
    }

    @Test func standardSizesAreUIKits() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
    }

    @Test func systemFontsHaveApplesNamesAndTheProjectsFamily() {
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(regular.fontName == ".SFUI-Regular")
        #expect(regular.familyName == ".AppleSystemUIFont")
        #expect(regular.pointSize == 17)
        #expect(regular.ctFont.size == 17)
        #expect(regular.ctFont.pangoDescription == "Sans,")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).ctFont.pangoDescription == "Sans, Semi-Bold")
        #expect(
            UIFont.systemFont(ofSize: 12, weight: .ultraLight).ctFont.pangoDescription == "Sans, Ultra-Light")
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.45)).fontName == ".SFUI-Bold")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 12).ctFont.pangoDescription == "Sans, Italic")
        #expect(
            UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).ctFont.pangoDescription
                == "Monospace, Bold")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).fontName == ".SFUI-Regular")
    }

    @Test(arguments: [
        (UIFont.TextStyle.largeTitle, 34.0, ".SFUI-Regular"), (.title1, 28, ".SFUI-Regular"),
        (.title2, 22, ".SFUI-Regular"), (.title3, 20, ".SFUI-Regular"), (.headline, 17, ".SFUI-Semibold"),
        (.body, 17, ".SFUI-Regular"), (.callout, 16, ".SFUI-Regular"), (.subheadline, 15, ".SFUI-Regular"),
        (.footnote, 13, ".SFUI-Regular"), (.caption1, 12, ".SFUI-Regular"), (.caption2, 11, ".SFUI-Regular"),
    ])
    func preferredFontsUseTheLargeDynamicTypeSizes(style: UIFont.TextStyle, size: Double, name: String) {
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == CGFloat(size))
        #expect(font.fontName == name)
    }

    @Test func metricsAreConsistentAndScaleWithSize() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.ascender > 0)
        #expect(font.descender < 0)
        #expect(font.leading >= 0)
        #expect(font.capHeight > 0 && font.capHeight < font.ascender)
        #expect(font.xHeight > 0 && font.xHeight < font.capHeight)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        let double = font.withSize(40)
        #expect(double.fontName == font.fontName)
        #expect(abs(double.ascender - 2 * font.ascender) < 1e-9)
        #expect(abs(double.capHeight - 2 * font.capHeight) < 1e-9)
        // DejaVu Sans (the system font here) has a cap height of 0.729 em.
        if font.ctFont.resolvedFamily == "DejaVu Sans" {
            #expect(abs(font.capHeight / 20 - 0.729) < 0.02)
        }
    }

    @Test func helveticaMeasuresAsUIKitMeasuresIt() throws {
        try RequiredFont.nimbusSans.require()
        // iOS: UIFont(name: "Helvetica", size: 17) has ascender 15.640, descender −3.910 and
        // lineHeight 19.55, while CoreText's ascent of the same font is 13.090.
        let font = try #require(UIFont(name: "Helvetica", size: 17))
        #expect(abs(font.ascender - 15.640) < 0.01)
        #expect(abs(font.descender + 3.910) < 0.01)
        #expect(abs(font.lineHeight - 19.55) < 0.01)
        #expect(abs(CTFontGetAscent(font.ctFont) - 13.090) < 0.01)
        // At 20 points: 18.400 and −4.600.
        let twenty = font.withSize(20)
        #expect(abs(twenty.ascender - 18.400) < 0.01)
        #expect(abs(twenty.descender + 4.600) < 0.01)
    }

    @Test func namedFonts() throws {
        #expect(UIFont(name: "", size: 12) == nil)
        let font = try #require(UIFont(name: "DejaVuSans-Bold", size: 15))
        #expect(font.fontName == "DejaVuSans-Bold")
        #expect(font.pointSize == 15)
        // A PostScript name names a face, as CoreText prefers.
        #expect(font.ctFont.pangoDescription == "DejaVu Sans, Bold")
        #expect(font.familyName == "DejaVu Sans")
        // A family that is not installed draws with Helvetica's stand-in.
        let missing = try #require(UIFont(name: "Avenir-Heavy", size: 12))
        #expect(missing.fontName == "Avenir-Heavy")
        #expect(!missing.familyName.isEmpty)
        #expect(font == UIFont(name: "DejaVuSans-Bold", size: 15))
        #expect(font != font.withSize(16))
    }

    @Test func aUIFontsCTFontSetsATextLayersFont() {
        let layer = CATextLayer()
        let font = UIFont.boldSystemFont(ofSize: 20)
        layer.font = font.ctFont
        layer.fontSize = font.pointSize
        layer.string = "Hi"
        #expect(layer.preferredFrameSize().height >= font.lineHeight.rounded(.down))
    }
}
