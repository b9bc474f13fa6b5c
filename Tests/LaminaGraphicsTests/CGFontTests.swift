import Foundation
import LaminaGraphics
import Testing

/// Metrics of DejaVu Sans, the font the test machines have, in its 2048 units per em.
@Suite struct CGFontTests {
    func dejaVu() throws -> CGFont { try #require(CGFont("DejaVu Sans")) }

    @Test func fontMetricsAreInGlyphSpaceUnits() throws {
        let font = try dejaVu()
        #expect(font.unitsPerEm == 2048)
        #expect(font.numberOfGlyphs > 1000)
        #expect(font.ascent == 1901)
        #expect(font.descent == -483)
        #expect(font.leading == 0)
        #expect(font.capHeight == 1493)
        #expect(font.xHeight == 1120)
        #expect(font.italicAngle == 0)
        #expect(font.stemV == 0)
        let box = font.fontBBox
        #expect(box.minX < 0 && box.minY < CGFloat(font.descent) && box.maxY > CGFloat(font.ascent))
        #expect(box.width > 2048)
    }

    @Test func anObliqueFontLeansRight() throws {
        let font = try #require(CGFont("DejaVuSans-Oblique"))
        #expect(font.italicAngle < -5 && font.italicAngle > -20)
    }

    @Test func glyphAdvancesAndBoxes() throws {
        let font = try dejaVu()
        let a = font.getGlyphWithGlyphName(name: "A" as CFString)
        let space = font.getGlyphWithGlyphName(name: "space" as CFString)
        #expect(a != 0 && space != 0 && a != space)
        #expect(font.name(for: a) == "A" as CFString)
        #expect(font.getGlyphWithGlyphName(name: "no such glyph" as CFString) == 0)
        #expect(font.name(for: kCGFontIndexInvalid) == nil)
        var glyphs = [a, space]
        var advances = [Int32](repeating: -1, count: 2)
        var boxes = [CGRect](repeating: .null, count: 2)
        #expect(font.getGlyphAdvances(glyphs: &glyphs, count: 2, advances: &advances))
        #expect(font.getGlyphBBoxes(glyphs: &glyphs, count: 2, bboxes: &boxes))
        #expect(advances == [1401, 651])
        // "A" stands on the baseline, capital height tall, inside its advance.
        #expect(boxes[0].minY == 0)
        #expect(boxes[0].height == CGFloat(font.capHeight))
        #expect(boxes[0].minX >= 0 && boxes[0].maxX <= 1401)
        #expect(boxes[1] == .zero)
        // A glyph the font does not have makes the call fail.
        var missing: [CGGlyph] = [a, kCGGlyphMax]
        #expect(!font.getGlyphAdvances(glyphs: &missing, count: 2, advances: &advances))
        #expect(advances == [1401, 0])
    }

    @Test func fontTables() throws {
        let font = try dejaVu()
        let head: UInt32 = 0x6865_6164
        let tags = try #require(font.tableTags).compactMap { ($0 as? NSNumber)?.uint32Value }
        #expect(tags.contains(head))
        let table = try #require(font.table(for: head)) as Data
        // The head table's unitsPerEm, a big-endian UInt16 at offset 18.
        #expect(table.count >= 54)
        #expect(Int(table[18]) << 8 | Int(table[19]) == 2048)
        #expect(font.table(for: 0x5858_5858) == nil)
    }

    @Test func constantsAndPostScriptSubsets() throws {
        #expect(kCGFontIndexMax == 0xFFFE)
        #expect(kCGFontIndexInvalid == 0xFFFF)
        #expect(kCGGlyphMax == kCGFontIndexMax)
        #expect(CGFontPostScriptFormat(rawValue: 42) == .type42)
        let font = try dejaVu()
        #expect(!font.canCreatePostScriptSubset(.type42))
        #expect(font.createPostScriptEncoding(encoding: nil) == nil)
        #expect(
            font.createPostScriptSubset(
                subsetName: "Subset" as CFString, format: .type1, glyphs: nil, count: 0, encoding: nil) == nil
        )
    }

    @Test func metricsCanBeReadOnSeveralThreads() throws {
        let fonts = try (0..<4).map { _ in try dejaVu() }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let font = fonts[index % fonts.count]
            var glyph = font.getGlyphWithGlyphName(name: "A" as CFString)
            var advance: Int32 = 0
            _ = font.getGlyphAdvances(glyphs: &glyph, count: 1, advances: &advance)
            results.append(advance)
        }
        #expect(results.values == [Int32](repeating: 1401, count: 16))
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Int32] = []
        func append(_ value: Int32) { lock.withLock { stored.append(value) } }
        var values: [Int32] { lock.withLock { stored } }
    }
}

@Suite struct ShowGlyphsTests {
    @Test func glyphsAreDrawnAtTheirPositions() throws {
        let font = try #require(CGFont("DejaVu Sans"))
        let glyph = font.getGlyphWithGlyphName(name: "H" as CFString)
        #expect(glyph != 0)
        let context = try #require(TestPixels.context(width: 60, height: 30))
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        // Without a font size nothing is drawn.
        context.setFont(font)
        context.showGlyphs([glyph], at: [CGPoint(x: 5, y: 5)])
        #expect(TestPixels.rgba(context, 8, 15)[3] == 0)
        context.setFontSize(20)
        context.showGlyphs([glyph, glyph], at: [CGPoint(x: 5, y: 5), CGPoint(x: 35, y: 5)])
        // An H of 20 points stands about 14.6 points tall from its baseline at y 5 (row 25
        // from the top); its left stem starts near x 5 + 2.0. Check ink at the stems' middles.
        #expect(TestPixels.rgba(context, 8, 15)[3] > 200)
        #expect(TestPixels.rgba(context, 38, 15)[3] > 200)
        // Nothing above the cap height or below the baseline.
        #expect(TestPixels.rgba(context, 8, 2)[3] == 0)
        #expect(TestPixels.rgba(context, 8, 27)[3] == 0)
        // Invisible mode draws nothing.
        let other = try #require(TestPixels.context(width: 60, height: 30))
        other.setFont(font)
        other.setFontSize(20)
        other.setTextDrawingMode(.invisible)
        other.showGlyphs([glyph], at: [CGPoint(x: 5, y: 5)])
        #expect(TestPixels.rgba(other, 8, 15)[3] == 0)
    }
}
