import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// `.svg` compared as canonical text, `.pdf` as rasterized pages.
@Suite struct DocumentTests {
    @Test func svgIDsAreRenumberedInOrderOfAppearance() {
        let svg = """
            <g id="surface90"><use xlink:href="#image12"/></g>
            <image id="image12"/><g id="surface7" clip-path="url(#clip3)"/><use xlink:href="#surface90"/>
            <symbol id="glyph0-1"/><clipPath id="clip3"/>
            """
        #expect(
            SVGCanonicalization.renumberingIDs(svg) == """
                <g id="surface1"><use xlink:href="#image1"/></g>
                <image id="image1"/><g id="surface2" clip-path="url(#clip1)"/><use xlink:href="#surface1"/>
                <symbol id="glyph0-1"/><clipPath id="clip1"/>
                """)
    }

    @Test func svgCanonicalFormIgnoresNumberNoiseCommentsAndImageEncoding() {
        let a =
            "<!-- lamina-fonts: x -->\n<path d=\"M 1.0000004 2 L 3.1234 4\"/>   \n<image href=\"data:image/png;base64,AAEC\"/>"
        let b = "<path d=\"M 1 2 L 3.1234001 4\"/>\n<image href=\"data:image/png;base64,\nAAEC\"/>"
        #expect(SVGCanonicalization.canonical(a) == SVGCanonicalization.canonical(b))
        #expect(SVGCanonicalization.canonical(a).contains("data:image/png;3 bytes, digest"))
        let c = "<path d=\"M 1.001 2 L 3.1234 4\"/>\n<image href=\"data:image/png;base64,AAEC\"/>"
        #expect(SVGCanonicalization.canonical(a) != SVGCanonicalization.canonical(c))
    }

    @Test func theSameTreeGivesTheSameSVGWhateverCairoNumbersItsSurfaces() throws {
        let sandbox = try SnapshotSandbox()
        let tree = { () -> CALayer in
            let card = Fixtures.card()
            card.shadowOpacity = 0.4  // an embedded image
            card.mask = CALayer()
            card.mask?.frame = card.bounds
            card.mask?.backgroundColor = CGColor(gray: 0, alpha: 1)
            return card
        }
        _ = sandbox.verify(tree(), as: .svg, testName: "svg()")
        // Render other documents between, so Cairo's counters move on.
        for _ in 0..<3 { _ = try Snapshotting<CALayer, String>.svg.snapshot(tree()) }
        #expect(sandbox.verify(tree(), as: .svg, testName: "svg()") == nil)
        let stored = try String(contentsOf: sandbox.reference("svg.1.svg"), encoding: .utf8)
        #expect(stored.hasPrefix("<?xml"))
        #expect(stored.contains("id=\"surface1\""))
    }

    @Test func aChangedColorShowsInTheSVGDiff() throws {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify(Fixtures.card(), as: .svg, testName: "svg()")
        let green = Fixtures.card(circle: CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
        let message = try #require(sandbox.verify(green, as: .svg, testName: "svg()"))
        #expect(message.contains("SVG (canonicalized) does not match reference: 1 line removed, 1 added."))
        #expect(message.contains("\u{2212}<path style=\" stroke:none;fill-rule:nonzero;fill:rgb(100%,0%,0%)"))
        #expect(message.contains("+<path style=\" stroke:none;fill-rule:nonzero;fill:rgb(0%,100%,0%)"))
    }

    @Test func pdfRoundTripsAndAChangeFailsAsPictures() throws {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify(Fixtures.card(), as: .pdf, testName: "pdf()")
        let stored = try Data(contentsOf: sandbox.reference("pdf.1.pdf"))
        #expect(stored.starts(with: Data("%PDF-".utf8)))
        #expect(sandbox.verify(Fixtures.card(), as: .pdf, testName: "pdf()") == nil)
        let rounder = Fixtures.card(cornerRadius: 16)
        let message = try #require(sandbox.verify(rounder, as: .pdf, testName: "pdf()"))
        #expect(message.contains("The rasterized pages differ (at 2 pixels per point)."))
        #expect(message.contains("pixels differ"))
        #expect(
            sandbox.artifactNames == [
                "pdf.1.actual-page.png", "pdf.1.difference.png", "pdf.1.pdf", "pdf.1.reference-page.png",
                "pdf.1.reference.pdf",
            ])
        let page = try CGImage(contentsOfPNGFile: sandbox.artifact("pdf.1.actual-page.png"))
        #expect(page.width == 120 && page.height == 80)
    }

    @Test func pdfsWithOtherBytesButTheSamePageMatch() throws {
        let pdf = try Snapshotting<CALayer, Data>.pdf.snapshot(Fixtures.card())
        // A different creation date changes the bytes, not the page.
        var other = pdf
        let date = try #require(other.range(of: Data("(2001".utf8)))
        other.replaceSubrange(date, with: Data("(2002".utf8))
        #expect(other != pdf)
        #expect(Diffing<Data>.pdf().diff(pdf, other) == nil)
    }

    @Test func embeddedFontsAreListedWithoutSubsetTags() throws {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 80, height: 20)
        text.string = "Hi"
        text.font = "DejaVuSans" as CFString
        let pdf = try Snapshotting<CALayer, Data>.pdf.snapshot(text)
        #expect(PDFSnapshotFormat.embeddedFonts(pdf) == ["DejaVuSans"])
    }
}
