import Foundation
import LaminaGraphics
import Testing

@Suite struct CGLayerTests {
    /// A 40 × 20 y-up context and a 10 × 10 layer made for it: red in the bottom half, blue in
    /// the top half.
    func layer(for context: CGContext) throws -> CGLayer {
        let layer = try #require(CGLayer(context, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
        #expect(layer.size == CGSize(width: 10, height: 10))
        let drawing = try #require(layer.context)
        #expect(drawing.ctm == .identity)
        drawing.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        drawing.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        drawing.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1))
        drawing.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        return layer
    }

    /// The pixel at user-space point (x, y) of a 20-pixel-high y-up context.
    func at(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] { TestPixels.rgba(context, x, 19 - y) }

    let red = [255, 0, 0, 255]
    let blue = [0, 0, 255, 255]
    let clear = [0, 0, 0, 0]

    @Test func aLayerDrawnTwiceRepeatsItsContents() throws {
        let context = try #require(TestPixels.context(width: 40, height: 20))
        let layer = try layer(for: context)
        context.draw(layer, at: CGPoint(x: 0, y: 0))
        context.draw(layer, at: CGPoint(x: 20, y: 10))
        #expect(at(context, 2, 2) == red)
        #expect(at(context, 2, 7) == blue)
        #expect(at(context, 12, 2) == clear)
        #expect(at(context, 22, 12) == red)
        #expect(at(context, 22, 17) == blue)
        #expect(at(context, 22, 2) == clear)
    }

    @Test func drawingInARectScalesTheLayerAndFollowsTheCTM() throws {
        let context = try #require(TestPixels.context(width: 40, height: 20))
        let layer = try layer(for: context)
        context.translateBy(x: 10, y: 0)
        context.setAlpha(0.5)
        context.draw(layer, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(at(context, 5, 5) == clear)
        // Premultiplied half-transparent colours.
        #expect(TestPixels.close(at(context, 15, 5), [128, 0, 0, 128], within: 1))
        #expect(TestPixels.close(at(context, 25, 15), [0, 0, 128, 128], within: 1))
        #expect(at(context, 35, 5) == clear)
    }

    @Test func emptyLayersAreRefusedAndALayerIsNotDrawnInItself() throws {
        let context = try #require(TestPixels.context(width: 40, height: 20))
        #expect(CGLayer(context, size: .zero, auxiliaryInfo: nil) == nil)
        #expect(CGLayer(context, size: CGSize(width: CGFloat.infinity, height: 1), auxiliaryInfo: nil) == nil)
        let layer = try layer(for: context)
        let own = try #require(layer.context)
        own.draw(layer, at: CGPoint(x: 0, y: 0))
        context.draw(layer, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(at(context, 2, 2) == red)
        #expect(at(context, 2, 7) == blue)
    }

    @Test func layersStayVectorInPDF() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        let layer = try layer(for: context)
        context.draw(layer, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.endPDFPage()
        try context.finishDocument()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(!text.contains("/Subtype /Image"))
    }
}
