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
        #expect(CTFont(name: "Times-Roman", size: 12).resolvedFamily == "Nimbus Roman")
        for name in ["Courier", "Menlo-Regular", "Menlo-Bold"] {
            let font = CTFont(name: name, size: 20)
            #expect(width("iiii", font) == width("MMMM", font), "\(name)")
        }
        #expect(width("iiii", CTFont(name: "Menlo-Bold", size: 20)) > 0)
        #expect(CTFont(name: "sans-serif", size: 12).resolvedFamily == "DejaVu Sans")
    }
}
