import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// The font set recorded with image references, and the clear failure when it differs.
@Suite struct FontSetTests {
    static let otherFonts = FontSet(entries: [
        .init(pattern: "Helvetica", resolved: "Nimbus Sans 1.0"),
        .init(pattern: "sans-serif", resolved: "DejaVu Sans 2.37"),
    ])

    @Test func thisMachineHasAFontSet() throws {
        let fonts = try #require(FontSet.current, "fc-match (fontconfig) is not installed")
        #expect(fonts.entries.map(\.pattern) == FontSet.patterns)
        #expect(fonts.entries.allSatisfy { !$0.resolved.isEmpty })
        #expect(FontSet(fonts.description) == fonts)
    }

    @Test func versionsAreDecimals() {
        #expect(FontSet.version(155_320) == "2.37")
        #expect(FontSet.version(13107) == "0.2")
        #expect(FontSet.version(65536) == "1")
    }

    @Test func pngTextChunksRoundTripAndKeepTheImage() throws {
        let image = try Fixtures.gradient()
        let png = try image.pngData()
        let tagged = PNGTextChunk.inserting(
            keyword: "lamina-fonts", text: "sans-serif=DejaVu Sans 2.37", into: png)
        #expect(PNGTextChunk.text(forKeyword: "lamina-fonts", in: tagged) == "sans-serif=DejaVu Sans 2.37")
        #expect(PNGTextChunk.text(forKeyword: "lamina-fonts", in: png) == nil)
        #expect(PNGTextChunk.text(forKeyword: "other", in: tagged) == nil)
        let decoded = try CGImage(pngData: tagged)
        #expect(Diffing<CGImage>.image.diff(image, decoded) == nil)
        // The chunk's checksum is right: the one of IEND is the known constant.
        #expect(PNGChunk.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func theMismatchNamesEachFontThatDiffers() throws {
        let here = FontSet(entries: [
            .init(pattern: "Helvetica", resolved: "DejaVu Sans 2.37"),
            .init(pattern: "sans-serif", resolved: "DejaVu Sans 2.37"),
        ])
        #expect(here.mismatch(recorded: here) == nil)
        let message = try #require(here.mismatch(recorded: Self.otherFonts))
        #expect(
            message.contains("Helvetica: recorded with Nimbus Sans 1.0, this machine has DejaVu Sans 2.37"))
        #expect(!message.contains("sans-serif: recorded"))
        #expect(message.contains("fonts-dejavu-core fonts-wqy-microhei"))
    }

    @Test func anImageRecordedWithOtherFontsFailsClearly() throws {
        let current = try #require(FontSet.current)
        let sandbox = try SnapshotSandbox()
        let layer = Fixtures.card()
        let image = try LayerRenderer().image(of: layer)
        try sandbox.writeReference(
            "fonts.1.png",
            PNGTextChunk.inserting(
                keyword: "lamina-fonts", text: Self.otherFonts.description, into: try image.pngData()))
        let message = try #require(sandbox.verify(layer, as: .image, testName: "fonts()"))
        #expect(
            message.hasPrefix(
                "Snapshot matches its reference, but the reference was not recorded on a machine like this one."
            ))
        #expect(message.contains("The reference was recorded with other fonts than this machine's"))
        #expect(
            message.contains(
                "Helvetica: recorded with Nimbus Sans 1.0, this machine has \(current.entries[0].resolved)"))
        // Recorded here, the same image passes.
        _ = sandbox.verify(layer, as: .image, record: .all, testName: "fonts()")
        #expect(
            PNGTextChunk.text(
                forKeyword: "lamina-fonts", in: try Data(contentsOf: sandbox.reference("fonts.1.png")))
                == current.description)
        #expect(sandbox.verify(layer, as: .image, testName: "fonts()") == nil)
    }

    @Test func anSVGRecordedWithOtherFontsFailsClearly() throws {
        let sandbox = try SnapshotSandbox()
        let layer = Fixtures.card()
        _ = sandbox.verify(layer, as: .svg, testName: "fonts()")
        let url = sandbox.reference("fonts.1.svg")
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored.contains("<!-- lamina-fonts: Helvetica="))
        let current = try #require(FontSet.current)
        try Data(stored.replacingOccurrences(of: current.description, with: Self.otherFonts.description).utf8)
            .write(to: url)
        let message = try #require(sandbox.verify(layer, as: .svg, testName: "fonts()"))
        #expect(message.contains("The reference was recorded with other fonts"))
    }
}
