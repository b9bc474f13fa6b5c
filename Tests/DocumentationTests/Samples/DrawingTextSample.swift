import Testing

// The samples of DrawingText.md, compiled against LaminaUIKit's public API.
#if canImport(UIKit)
    import UIKit
#else
    import LaminaUIKit
#endif

/// DrawingText.md: UIKit's string drawing.
private func drawCentredParagraph() -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 240, height: 120))
    let image = renderer.image { _ in
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.darkGray, .paragraphStyle: style,
        ]
        let text = "Lines wrap at the rectangle's width, centred."
        let bounds = text.boundingRect(
            with: CGSize(width: 220, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        text.draw(
            in: CGRect(x: 10, y: 10, width: 220, height: ceil(bounds.height)), withAttributes: attributes)
    }
    return image
}

/// DrawingText.md: a layer drawing with CoreText's framesetter.
final class CaptionLayer: CALayer {
    var text = NSAttributedString(string: "")

    override func draw(in ctx: CGContext) {
        ctx.textMatrix = .identity
        if contentsAreFlipped() {
            ctx.translateBy(x: 0, y: bounds.height)
            ctx.scaleBy(x: 1, y: -1)
        }
        let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
        let frame = CTFramesetterCreateFrame(
            framesetter, CFRangeMake(0, text.length), CGPath(rect: bounds, transform: nil), nil)
        CTFrameDraw(frame, ctx)
    }
}

/// DrawingText.md: registering a font shipped with the tests.
func registerTestFont(at url: URL) -> Bool {
    var error: Unmanaged<CFError>?
    guard CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) else {
        print(error?.takeRetainedValue().localizedDescription ?? "not registered")
        return false
    }
    return true
}

@Suite struct DrawingTextSampleTests {
    @Test func theStringDrawingSampleDrawsText() throws {
        let image = try #require(drawCentredParagraph().cgImage)
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y)!.alpha > 128 { inked += 1 }
        }
        #expect(inked > 200)
    }

    @Test func theCaptionLayerDrawsItsText() throws {
        let layer = CaptionLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        layer.text = NSAttributedString(
            string: "Caption",
            attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black])
        layer.setNeedsDisplay()
        let image = try LayerRenderer().image(of: layer)
        #expect((0..<200).contains { x in (0..<40).contains { image.pixel(x: x, y: $0)!.alpha > 128 } })
        #expect(!registerTestFont(at: URL(fileURLWithPath: "/nonexistent.ttf")))
    }
}
