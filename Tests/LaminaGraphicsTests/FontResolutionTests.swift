import Foundation
import LaminaGraphics
import TestSupport
import Testing

/// Which face a font name draws with: PostScript names, families, and CoreText's Helvetica for a
/// name that names no font.
@Suite struct FontResolutionTests {
    func width(_ text: String, _ font: CTFont) -> CGFloat {
        let attributed = NSAttributedString(string: text, attributes: [.font: font, .kern: 0])
        return CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed), nil, nil, nil)
    }

    @Test func helveticaHasHelveticasAdvances() throws {
        try RequiredFont.nimbusSans.require()
        // Helvetica's advances (its AFM, per 1000 em): H 722, i 222, l 222, m 833, space 278.
        let font = CTFont(name: "Helvetica", size: 100)
        #expect(abs(width("Hill", font) - 138.8) < 0.5)
        #expect(abs(width("mil lim", font) - 283.2) < 0.5)
        #expect(font.isFallback)
        #expect(font.resolvedFamily == "Nimbus Sans")
    }

    @Test func helveticaHasHelveticasVerticalMetrics() throws {
        try RequiredFont.nimbusSans.require()
        // CoreText's Helvetica at 17 points: ascent 13.090, descent 3.910, no leading.
        let font = CTFont(name: "Helvetica", size: 17)
        #expect(abs(CTFontGetAscent(font) - 13.0903) < 0.001)
        #expect(abs(CTFontGetDescent(font) - 3.9097) < 0.001)
        #expect(CTFontGetLeading(font) == 0)
        // Lines stack by them: three lines of 17-point Helvetica are 51 points tall.
        let text = NSAttributedString(string: "Hill\nHill\nHill", attributes: [.font: font])
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            CTFramesetterCreateWithAttributedString(text), CFRange(location: 0, length: 0), nil,
            CGSize(width: 1000, height: 1000), nil)
        #expect(abs(size.height - 51) < 0.01, "\(size)")
        // The clone asked for by its own name keeps its own metrics, line gap included.
        #expect(CTFontGetLeading(CTFont(name: "Nimbus Sans", size: 17)) > 3)
    }

    @Test func aNameNoFontHasDrawsInRegularHelvetica() throws {
        try RequiredFont.nimbusSans.require()
        // CoreText gives Helvetica, whatever style words the name carried.
        let helvetica = CTFont(name: "Helvetica", size: 30)
        for name in ["Oswald-Bold", "AirbnbCerealApp-Medium", "SFProDisplay-Medium", "Lamina Missing Sans"] {
            let font = CTFont(name: name, size: 30)
            #expect(width("Single line text", font) == width("Single line text", helvetica), "\(name)")
            #expect(font.isFallback)
            #expect(font.description.contains("not installed"))
        }
        #expect(
            width("Single line text", CTFont(name: "Helvetica-Bold", size: 30)) > width(
                "Single line text", helvetica) + 5)
    }

    @Test func aFamilyIOSHasKeepsItsStyleOnTheStandIn() throws {
        try RequiredFont.nimbusSans.require()
        try RequiredFont.dejaVu.require()
        // iOS draws Avenir Next Bold in Avenir Next's bold: the stand-in keeps the weight.
        let regular = CTFont(name: "AvenirNext-Regular", size: 30)
        let bold = CTFont(name: "AvenirNext-Bold", size: 30)
        #expect(width("Single line text", bold) > width("Single line text", regular) + 5)
        #expect(regular.isFallback)
        // Helvetica Neue stands on Helvetica, in its style.
        #expect(
            width("Single line text", CTFont(name: "HelveticaNeue-Bold", size: 30))
                == width("Single line text", CTFont(name: "Helvetica-Bold", size: 30)))
        // Monotype's PostScript names find their family's clone.
        #expect(CTFont(name: "TimesNewRomanPSMT", size: 12).resolvedFamily == "Nimbus Roman")
    }

    @Test func aPostScriptNameNamesItsFace() throws {
        try RequiredFont.dejaVu.require()
        let bold = CTFont(name: "DejaVuSans-Bold", size: 20)
        #expect(!bold.isFallback)
        #expect(bold.resolvedFamily == "DejaVu Sans")
        #expect(width("Hill", bold) > width("Hill", CTFont(name: "DejaVu Sans", size: 20)) + 1)
        let oblique = try #require(CGFont("DejaVuSans-Oblique"))
        #expect(oblique.italicAngle < -5)
    }

    @Test func aFamilyFontconfigStandsInForKeepsItsStandIn() throws {
        try RequiredFont.nimbusSans.require()
        // Fontconfig's own stand-ins are kept, not replaced by Helvetica: Times and Courier
        // have their clones, Menlo (which fontconfig does not know) the monospace face.
        #expect(CTFont(name: "ArialMT", size: 12).resolvedFamily == "Nimbus Sans")
        #expect(CTFont(name: "Times-Roman", size: 12).resolvedFamily == "Nimbus Roman")
        for name in ["Courier", "Menlo-Regular", "Menlo-Bold"] {
            let font = CTFont(name: name, size: 20)
            #expect(width("iiii", font) == width("MMMM", font), "\(name)")
        }
        #expect(width("iiii", CTFont(name: "Menlo-Bold", size: 20)) > 0)
        #expect(CTFont(name: "sans-serif", size: 12).resolvedFamily == "DejaVu Sans")
    }
}
