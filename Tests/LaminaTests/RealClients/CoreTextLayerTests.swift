import Foundation
import Lamina
import Testing

/// A layer that draws its text with CoreText's framesetter in `draw(in:)`, the way Lottie's
/// text layers and many iOS components do: it flips text space when `contentsAreFlipped()`
/// says the context is y-down, sizes itself from the framesetter's suggestion, and draws an
/// outline frame under a filled one.
final class FramesetterTextLayer: CALayer {
    var text = NSAttributedString(string: "")
    var outlined = false

    override func draw(in ctx: CGContext) {
        ctx.textMatrix = .identity
        if contentsAreFlipped() {
            ctx.translateBy(x: 0, y: bounds.height)
            ctx.scaleBy(x: 1, y: -1)
        }
        let path = CGPath(rect: bounds, transform: nil)
        if outlined {
            let outline = NSMutableAttributedString(attributedString: text)
            outline.addAttributes(
                [.strokeWidth: 8, .strokeColor: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)],
                range: NSRange(location: 0, length: outline.length))
            CTFrameDraw(
                CTFramesetterCreateFrame(
                    CTFramesetterCreateWithAttributedString(outline), CFRangeMake(0, outline.length), path,
                    nil),
                ctx)
        }
        let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
        CTFrameDraw(CTFramesetterCreateFrame(framesetter, CFRangeMake(0, text.length), path, nil), ctx)
    }
}

@Suite struct CoreTextLayerTests {
    let font = CTFontCreateWithName("DejaVu Sans" as CFString, 60, nil)

    func layer(_ string: String, outlined: Bool = false) -> FramesetterTextLayer {
        let layer = FramesetterTextLayer()
        layer.text = NSAttributedString(
            string: string,
            attributes: [.font: font, .foregroundColor: CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)])
        layer.outlined = outlined
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            CTFramesetterCreateWithAttributedString(layer.text), CFRange(), nil,
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude), nil)
        layer.bounds = CGRect(x: 0, y: 0, width: ceil(size.width), height: ceil(size.height))
        layer.setNeedsDisplay()
        return layer
    }

    /// The number of inked pixels in each row, top to bottom.
    func rowCoverage(
        _ image: CGImage, where test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool
    ) -> [Int] {
        (0..<image.height).map { y in (0..<image.width).filter { test(image.pixel(x: $0, y: y)!) }.count }
    }

    @Test func contentsAreFlippedAsOnIOS() {
        let layer = CALayer()
        #expect(layer.contentsAreFlipped())
        layer.isGeometryFlipped = true
        #expect(layer.contentsAreFlipped())
    }

    @Test func textDrawnAfterTheFlipIsUpright() throws {
        let image = try LayerRenderer().image(of: layer("T"))
        let rows = rowCoverage(image) { $0.alpha > 128 && $0.blue > 128 }
        let inked = rows.enumerated().filter { $0.element > 0 }
        let top = try #require(inked.first)
        let bottom = try #require(inked.last)
        // The bar of the "T" is at the top: its first rows are far wider than its last.
        #expect(top.element > bottom.element * 3)
        // The cap height of the font sits under its ascent: ink starts below the top.
        let ascent = CTFontGetAscent(font)
        let capHeight = CTFontGetCapHeight(font)
        #expect(abs(CGFloat(top.offset) - (ascent - capHeight)) <= 2)
    }

    @Test func theOutlineFrameDrawsUnderTheFill() throws {
        let image = try LayerRenderer().image(of: layer("I", outlined: true))
        let red = rowCoverage(image) { $0.alpha > 200 && $0.red > 200 && $0.blue < 60 }.reduce(0, +)
        let blue = rowCoverage(image) { $0.alpha > 200 && $0.blue > 200 && $0.red < 60 }.reduce(0, +)
        // The outline shows round the fill, and the fill covers the outline's inside.
        #expect(red > 50)
        #expect(blue > 200)
    }
}
