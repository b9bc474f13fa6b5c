import Foundation
import Lamina
import TestSupport
import Testing

@Suite struct TextLayerTests {
    func textLayer(
        _ string: Any, width: CGFloat = 200, height: CGFloat = 100, font: Any? = "DejaVu Sans",
        size: CGFloat = 16
    )
        -> CATextLayer
    {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.string = string
        layer.font = font
        layer.fontSize = size
        layer.foregroundColor = CGColor(gray: 0, alpha: 1)
        return layer
    }

    @Test func defaultsMatchApple() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(layer.string == nil && layer.font == nil && !layer.allowsFontSubpixelQuantization)
        #expect(CATextLayerTruncationMode.middle.rawValue == "middle")
        #expect(CATextLayerAlignmentMode.justified.rawValue == "justified")
    }

    @Test func wrappingMakesLinesInTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let layer = textLayer(text, width: 120)
        layer.isWrapped = true
        let layout = layer.makeLayout(width: 120, height: nil)
        #expect(layout.lineCount >= 3)
        #expect(layout.size.width <= 120)
        layer.isWrapped = false
        #expect(layer.makeLayout(width: nil, height: nil).lineCount == 1)
    }

    @Test(arguments: [CATextLayerTruncationMode.start, .middle, .end])
    func truncationPlacesTheEllipsis(mode: CATextLayerTruncationMode) {
        let layer = textLayer("abcdefghijklmnopqrstuvwxyz0123456789", width: 100)
        layer.truncationMode = mode
        let layout = layer.makeLayout(width: 100, height: nil)
        #expect(layout.isEllipsized)
        let shown = layout.displayedText
        #expect(shown.contains("…"), "\(shown)")
        switch mode {
        case .start: #expect(shown.hasPrefix("…") && shown.hasSuffix("789"))
        case .end: #expect(shown.hasPrefix("abc") && shown.hasSuffix("…"))
        default: #expect(shown.hasPrefix("abc") && shown.hasSuffix("789") && !shown.hasPrefix("…"))
        }
        layer.truncationMode = .none
        #expect(!layer.makeLayout(width: 100, height: nil).isEllipsized)
    }

    @Test func alignmentOffsetsLines() {
        let layer = textLayer("Hi", width: 200)
        layer.isWrapped = true
        layer.alignmentMode = .center
        let centered = layer.makeLayout(width: 200, height: nil)
        layer.alignmentMode = .right
        let right = layer.makeLayout(width: 200, height: nil)
        layer.alignmentMode = .left
        let left = layer.makeLayout(width: 200, height: nil)
        let textWidth = layer.preferredFrameSize().width
        #expect(abs(left.xPosition(ofCharacter: 0)) < 0.5)
        #expect(abs(centered.xPosition(ofCharacter: 0) - (200 - textWidth) / 2) < 1.5)
        #expect(abs(right.xPosition(ofCharacter: 0) - (200 - textWidth)) < 1.5)
    }

    @Test func preferredSizeGrowsWithTheString() {
        let short = textLayer("Hello").preferredFrameSize()
        let long = textLayer("Hello, world, and hello again").preferredFrameSize()
        #expect(short.width > 10 && long.width > short.width * 2)
        #expect(abs(short.height - long.height) < 0.01)
        let lines = textLayer("one\ntwo\nthree").preferredFrameSize()
        #expect(lines.height > short.height * 2.5)
        #expect(textLayer("Big", size: 48).preferredFrameSize().height > short.height * 2)
    }

    @Test func cjkAndArabicShapeWithInstalledFonts() throws {
        // The two seed articles' scripts, and Arabic (right to left).
        let korean = textLayer("그라데이션 테두리", font: "DejaVu Sans").makeLayout(width: nil, height: nil)
        let japanese = textLayer("グラデーションの枠線", font: "DejaVu Sans").makeLayout(width: nil, height: nil)
        try RequiredFont.cjk.require()
        #expect(korean.unknownGlyphCount == 0)
        #expect(japanese.unknownGlyphCount == 0)
        let arabic = textLayer("مرحبا بالعالم").makeLayout(width: nil, height: nil)
        #expect(arabic.unknownGlyphCount == 0)
        // Right to left: the first character is drawn to the right of the last.
        let last = "مرحبا بالعالم".utf16.count - 1
        #expect(arabic.xPosition(ofCharacter: 0) > arabic.xPosition(ofCharacter: last))
    }

    @Test func attributedStringsAndPixels() throws {
        let text = NSMutableAttributedString(
            string: "Red Blue", attributes: [.font: CTFont(name: "DejaVu Sans", size: 20)])
        text.addAttribute(
            .foregroundColor, value: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
            range: NSRange(location: 0, length: 3))
        text.addAttribute(
            .foregroundColor, value: CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
            range: NSRange(location: 4, length: 4))
        text.addAttribute(
            .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 4, length: 4))
        text.addAttribute(.kern, value: "not a number", range: NSRange(location: 0, length: 1))
        let layer = textLayer(text, width: 120, height: 30)
        let image = try LayerRenderer(scale: 2).image(of: layer)
        var red = 0
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)!
                if p.alpha > 200, p.red > 200, p.blue < 60 { red += 1 }
                if p.alpha > 200, p.blue > 200, p.red < 60 {
                    blue += 1
                    // Blue is to the right of every red pixel's word.
                    #expect(x > 60)
                }
            }
        }
        #expect(red > 30 && blue > 30)
        ImageComparison().check(image, against: "attributed", in: "text")
    }

    @Test func contentsScaleIsHonoured() throws {
        let layer = textLayer("Sharp", width: 80, height: 30, size: 20)
        layer.contentsScale = 2
        let sharp = try LayerRenderer(scale: 2).image(of: layer)
        layer.contentsScale = 1
        let soft = try LayerRenderer(scale: 2).image(of: layer)
        func partial(_ image: CGImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let alpha = image.pixel(x: x, y: y)!.alpha
                    if alpha > 20 && alpha < 235 { count += 1 }
                }
            }
            return count
        }
        // Drawn at 1× and scaled up, edges blur into more partial pixels, as on Apple's platforms.
        #expect(partial(soft) > partial(sharp))
    }

    @Test func textStaysTextInPDF() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layer = textLayer("Lamina writes text", width: 300, height: 40)
        let url = folder.appendingPathComponent("text.pdf")
        try LayerRenderer().writePDF(of: layer, to: url)
        #expect(try runTool("pdftotext", [url.path, "-"]).contains("Lamina writes text"))
        #expect(try runTool("pdffonts", [url.path]).contains("DejaVu"))
        let svg = folder.appendingPathComponent("text.svg")
        try LayerRenderer().writeSVG(of: layer, to: svg)
        #expect(!(try String(contentsOf: svg, encoding: .utf8)).contains("<image"))
    }

    @Test func badInputNeitherCrashesNorHangs() throws {
        let unknown = textLayer("x", font: "NoSuchFont-Bold")
        #expect(unknown.debugDescription.contains("not installed"))
        #expect(unknown.debugDescription.contains("NoSuchFont"))
        _ = try LayerRenderer().image(of: textLayer(""))
        _ = try LayerRenderer().image(of: textLayer(42))
        let zero = textLayer("zero width", width: 0, height: 20)
        zero.bounds.size.width = 0.001
        _ = try LayerRenderer().image(of: zero)
        let huge = String(repeating: "lorem ipsum ", count: 90_000)
        let start = Date()
        let big = textLayer(huge, width: 300, height: 200)
        big.isWrapped = true
        big.truncationMode = .end
        _ = try LayerRenderer().image(of: big)
        big.isWrapped = false
        big.truncationMode = .middle
        _ = try LayerRenderer().image(of: big)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func contextsDrawStrings() throws {
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 100, height: 30), scale: 2))
        context.draw(
            "Text", in: CGRect(x: 5, y: 5, width: 90, height: 20),
            withAttributes: [
                .font: "DejaVu Sans", .foregroundColor: CGColor(srgbRed: 0, green: 0.5, blue: 0, alpha: 1),
            ])
        let image = try #require(context.makeImage())
        var green = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y)!.green > 80 { green += 1 }
        }
        #expect(green > 50)
        let size = CGContext.size(of: NSAttributedString(string: "Text"), constrainedToWidth: nil)
        #expect(size.width > 10 && size.height > 10)
    }
}
