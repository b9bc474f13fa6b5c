import Foundation
import LaminaGraphics
import TestSupport
import Testing

/// CoreText's framesetter, lines and runs on Lamina's typesetter.
@Suite struct CoreTextTests {
    let font = CTFont(name: "DejaVu Sans", size: 20)

    func attributed(_ text: String, _ extra: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: font].merging(extra) { $1 })
    }

    @Test func aLineHasItsFontsMetricsAndItsAdvances() {
        let line = CTLineCreateWithAttributedString(attributed("Hello"))
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var leading: CGFloat = 0
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        #expect(abs(ascent - CTFontGetAscent(font)) < 0.01)
        #expect(abs(descent - CTFontGetDescent(font)) < 0.01)
        #expect(CTLineGetStringRange(line) == CFRange(location: 0, length: 5))
        // The runs' advances add up to the line's width, their positions to each other.
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        #expect(runs.count == 1)
        let run = runs[0]
        let count = CTRunGetGlyphCount(run)
        #expect(count == 5)
        var advances = [CGSize](repeating: .zero, count: count)
        var positions = [CGPoint](repeating: .zero, count: count)
        var indices = [CFIndex](repeating: 0, count: count)
        CTRunGetAdvances(run, CFRange(), &advances)
        CTRunGetPositions(run, CFRange(), &positions)
        CTRunGetStringIndices(run, CFRange(), &indices)
        #expect(abs(advances.reduce(0) { $0 + $1.width } - width) < 0.01)
        #expect(indices == [0, 1, 2, 3, 4])
        for index in 1..<count {
            #expect(abs(positions[index].x - positions[index - 1].x - advances[index - 1].width) < 0.01)
        }
        // "l" twice: the same glyph.
        var glyphs = [CGGlyph](repeating: 0, count: count)
        CTRunGetGlyphs(run, CFRange(), &glyphs)
        #expect(glyphs[2] == glyphs[3] && glyphs[1] != glyphs[2])
        #expect((CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName] is CTFont)
    }

    @Test func kernAddsItsSpacingAfterEachCharacter() {
        let plain = CTLineGetTypographicBounds(
            CTLineCreateWithAttributedString(attributed("abc")), nil, nil, nil)
        let kerned = CTLineGetTypographicBounds(
            CTLineCreateWithAttributedString(attributed("abc", [.kern: 10])), nil, nil, nil)
        #expect(abs(kerned - plain - 30) < 0.1)
    }

    @Test func aKernOfZeroTurnsTheFontsKerningOff() throws {
        try RequiredFont.dejaVu.require()
        // DejaVu Sans kerns "AV" and "To" closer together.
        let text = "AVATo"
        let kerned = CTLineGetTypographicBounds(
            CTLineCreateWithAttributedString(attributed(text)), nil, nil, nil)
        let unkerned = CTLineGetTypographicBounds(
            CTLineCreateWithAttributedString(attributed(text, [.kern: 0])), nil, nil, nil)
        // CoreText: "If this attribute is set to 0.0, no kerning is done at all."
        #expect(unkerned - kerned > 1)
        // A kern of 0 adds no spacing of its own: without the font's pairs, the advances add up.
        let glyphs = text.map {
            CTLineGetTypographicBounds(
                CTLineCreateWithAttributedString(attributed(String($0))), nil, nil, nil)
        }
        #expect(abs(unkerned - glyphs.reduce(0, +)) < 0.01)
    }

    @Test func aFrameFillsItsRectangleFromTheTopWithWholeLines() {
        let text = attributed("one two three four five six seven eight nine ten eleven twelve")
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let lineHeight = CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)
        // Room for two and a half lines: two are laid out.
        let height = (lineHeight * 2.5).rounded()
        let frame = CTFramesetterCreateFrame(
            framesetter, CFRange(),
            CGPath(rect: CGRect(x: 0, y: 0, width: 120, height: height), transform: nil),
            nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count == 2)
        var origins = [CGPoint](repeating: .zero, count: 2)
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        // The first baseline one ascent below the top, the next one line height lower (y up).
        #expect(abs(origins[0].y - (height - CTFontGetAscent(font))) < 0.01)
        #expect(abs(origins[0].y - origins[1].y - lineHeight) < 0.01)
        for line in lines {
            let width =
                CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line)
            #expect(width <= 120)
        }
        let visible = CTFrameGetVisibleStringRange(frame)
        #expect(visible.location == 0 && visible.length > 0 && visible.length < text.length)
        #expect(CTFrameGetStringRange(frame) == CFRange(location: 0, length: text.length))
        // The suggested size of all the text holds all of it.
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRange(), nil, CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), &fit)
        #expect(fit.length == text.length)
        #expect(size.width <= 120 && size.width > 60)
        let all = CTFramesetterCreateFrame(
            framesetter, CFRange(), CGPath(rect: CGRect(origin: .zero, size: size), transform: nil), nil)
        #expect(CTFrameGetVisibleStringRange(all).length == text.length)
        #expect(abs(size.height - lineHeight * CGFloat(CFArrayGetCount(CTFrameGetLines(all)))) < 0.01)
    }

    @Test func aFontsLeadingLiesUnderEachLine() throws {
        // Nimbus Sans by its own name keeps its line gap (0.2 em). iOS draws lottie's text in
        // a font with a line gap one ascent under the frame's top, not one ascent and one
        // leading: the leading is space under the line, counted in its height.
        try RequiredFont.nimbusSans.require()
        let font = CTFont(name: "NimbusSans-Regular", size: 20)
        let leading = CTFontGetLeading(font)
        #expect(leading > 3)
        let framesetter = CTFramesetterCreateWithAttributedString(
            NSAttributedString(string: "one\ntwo", attributes: [.font: font]))
        let lineHeight = CTFontGetAscent(font) + CTFontGetDescent(font) + leading
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRange(), nil, CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), nil)
        #expect(abs(size.height - 2 * lineHeight) < 0.01)
        let frame = CTFramesetterCreateFrame(
            framesetter, CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil),
            nil)
        var origins = [CGPoint](repeating: .zero, count: 2)
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        #expect(abs(origins[0].y - (100 - CTFontGetAscent(font))) < 0.01)
        #expect(abs(origins[0].y - origins[1].y - lineHeight) < 0.01)
    }

    @Test func paragraphStylesSetAlignmentAndLineHeights() {
        var alignment = CTTextAlignment.right
        var minimum: CGFloat = 40
        let style = withUnsafePointer(to: &alignment) { alignmentPointer in
            withUnsafePointer(to: &minimum) { minimumPointer in
                let settings = [
                    CTParagraphStyleSetting(
                        spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size,
                        value: alignmentPointer),
                    CTParagraphStyleSetting(
                        spec: .minimumLineHeight, valueSize: MemoryLayout<CGFloat>.size, value: minimumPointer
                    ),
                ]
                return CTParagraphStyleCreate(settings, settings.count)
            }
        }
        var read = CTTextAlignment.left
        #expect(
            CTParagraphStyleGetValueForSpecifier(style, .alignment, MemoryLayout<CTTextAlignment>.size, &read)
        )
        #expect(read == .right)
        let framesetter = CTFramesetterCreateWithAttributedString(
            attributed("A\nB", [.paragraphStyle: style]))
        let frame = CTFramesetterCreateFrame(
            framesetter, CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil),
            nil)
        var origins = [CGPoint](repeating: .zero, count: 2)
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        // Each line is 40 points tall; right-aligned lines start near the right edge.
        #expect(abs(origins[0].y - origins[1].y - 40) < 0.01)
        #expect(abs(origins[0].y - (200 - 40 + CTFontGetDescent(font))) < 0.01)
        #expect(origins[0].x > 170)
    }

    @Test func truncatedLinesFitTheirWidthAndEndWithAnEllipsis() throws {
        let line = CTLineCreateWithAttributedString(attributed("A line far too long for its place"))
        let truncated = try #require(CTLineCreateTruncatedLine(line, 100, .end, nil))
        #expect(CTLineGetTypographicBounds(truncated, nil, nil, nil) <= 100)
        #expect(CTLineGetGlyphCount(truncated) < CTLineGetGlyphCount(line))
        let short = CTLineCreateWithAttributedString(attributed("Fits"))
        #expect(CTLineCreateTruncatedLine(short, 100, .end, nil) === short)
    }

    @Test func caretsAndPositionsAgree() {
        let line = CTLineCreateWithAttributedString(attributed("abcd"))
        let offset = CTLineGetOffsetForStringIndex(line, 2, nil)
        #expect(offset > 0)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: offset + 0.5, y: 0)) == 2)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 1000, y: 0)) == 4)
    }

    /// Draws "Hello" in a y-up context, upright, with the classic CoreText set-up, and returns
    /// the image.
    func coreTextImage(_ text: NSAttributedString) throws -> CGImage {
        let context = try #require(
            CGContext(
                data: nil, width: 200, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        )
        context.textMatrix = .identity
        context.textPosition = CGPoint(x: 10, y: 20)
        CTLineDraw(CTLineCreateWithAttributedString(text), context)
        return try #require(context.makeImage())
    }

    @Test func linesDrawUprightAtTheTextPosition() throws {
        let image = try coreTextImage(attributed("Hello"))
        // y-up context: the baseline is 20 points above the bottom, so 40 pixel rows from the
        // top; the glyphs' ink lies above it, cap height high.
        let ink = inkRows(image)
        let capHeight = CTFontGetCapHeight(font)
        #expect(try abs(#require(ink.last) - 39) <= 1)
        #expect(try abs(#require(ink.first) - Int((40 - capHeight).rounded())) <= 1)
    }

    @Test func strokeWidthStrokesOnlyWhenPositive() throws {
        let big = CTFont(name: "DejaVu Sans Bold", size: 40)
        func coverage(_ width: CGFloat) throws -> Int {
            let image = try coreTextImage(
                NSAttributedString(string: "I", attributes: [.font: big, .strokeWidth: width]))
            var count = 0
            for y in 0..<60 { for x in 0..<200 where image.pixel(x: x, y: y)!.alpha > 200 { count += 1 } }
            return count
        }
        // A 1.2-point outline of a bold "I" covers less than its inside; filling and stroking
        // covers more.
        let filled = try coverage(0)
        let stroked = try coverage(3)
        let both = try coverage(-3)
        #expect(stroked < filled * 3 / 4)
        #expect(both > filled)
    }

    @Test func baselineOffsetRaisesTheGlyphs() throws {
        let plain = inkRows(try coreTextImage(attributed("x")))
        let raised = inkRows(try coreTextImage(attributed("x", [.baselineOffset: 6])))
        #expect(plain.first! - raised.first! == 6)
        #expect(plain.last! - raised.last! == 6)
    }

    @Test func framesDrawAsRealTextInPDF() throws {
        let tool = ExternalTool(name: "pdftotext")
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 300, height: 100)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.textMatrix = .identity
        let framesetter = CTFramesetterCreateWithAttributedString(attributed("CoreText writes real text"))
        CTFrameDraw(
            CTFramesetterCreateFrame(
                framesetter, CFRange(),
                CGPath(rect: CGRect(x: 10, y: 10, width: 280, height: 80), transform: nil),
                nil), context)
        context.endPDFPage()
        context.closePDF()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("text.pdf")
        try (data as Data).write(to: url)
        #expect(try tool.output([url.path, "-"]).contains("CoreText writes real text"))
    }

    @Test func fontGlyphsAdvancesOutlinesAgreeWithTheTypesetRun() throws {
        let characters = Array("Hi".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(font, characters, &glyphs, 2))
        let run = try #require(
            (CTLineGetGlyphRuns(CTLineCreateWithAttributedString(attributed("Hi"))) as! [CTRun]).first)
        var runGlyphs = [CGGlyph](repeating: 0, count: 2)
        var runAdvances = [CGSize](repeating: .zero, count: 2)
        CTRunGetGlyphs(run, CFRange(), &runGlyphs)
        CTRunGetAdvances(run, CFRange(), &runAdvances)
        #expect(glyphs == runGlyphs)
        var advances = [CGSize](repeating: .zero, count: 2)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, 2)
        #expect(abs(total - Double(runAdvances[0].width + runAdvances[1].width)) < 0.01)
        // The "H" outline stands on the baseline, cap height tall, inside its bounding rect.
        let path = try #require(CTFontCreatePathForGlyph(font, glyphs[0], nil))
        var rects = [CGRect](repeating: .zero, count: 1)
        _ = CTFontGetBoundingRectsForGlyphs(font, .horizontal, glyphs, &rects, 1)
        #expect(abs(path.boundingBox.minY) < 0.05)
        #expect(abs(path.boundingBox.height - CTFontGetCapHeight(font)) < 0.1)
        #expect(abs(path.boundingBox.maxX - rects[0].maxX) < 0.1)
        // A character the font lacks maps to glyph 0 and makes the call false.
        let missing: [UniChar] = [0xE000]
        var none: [CGGlyph] = [7]
        #expect(!CTFontGetGlyphsForCharacters(font, missing, &none, 1))
        #expect(none == [0])
        #expect(CTFontGetUnderlinePosition(font) < 0)
        #expect(CTFontGetUnderlineThickness(font) > 0)
        let descriptor = CTFontDescriptorCreateWithNameAndSize("DejaVu Sans" as CFString, 30)
        #expect(CTFontGetSize(CTFontCreateWithFontDescriptor(descriptor, 0, nil)) == 30)
    }

    /// The rows holding ink, top to bottom.
    func inkRows(_ image: CGImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y)!.alpha > 128 }
        }
    }
}
