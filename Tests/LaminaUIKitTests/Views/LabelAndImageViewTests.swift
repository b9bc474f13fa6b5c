import Foundation
import LaminaUIKit
import Testing

/// A label that insets its text, the usual way on iOS.
final class InsetLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
    }
}

@Suite struct LabelAndImageViewTests {
    /// The label's text layer.
    func textLayer(_ label: UILabel) throws -> CATextLayer {
        try #require(label.layer.sublayers?.first as? CATextLayer)
    }

    @Test func defaultsAreUIKits() throws {
        let label = UILabel()
        #expect(label.font == .systemFont(ofSize: 17) && label.textColor == .label)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail && !label.isUserInteractionEnabled)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(NSTextAlignment.center.rawValue == 1 && NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        let layer = try textLayer(label)
        #expect(
            layer.truncationMode == .end && !layer.isWrapped && layer.contentsScale == UIScreen.main.scale)
    }

    @Test func theTextIsCentredVerticallyInTheBounds() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Hello"
        label.textAlignment = .center
        label.textColor = .red
        let layer = try textLayer(label)
        #expect(layer.string as? String == "Hello" && layer.alignmentMode == .center)
        #expect(layer.foregroundColor == UIColor.red.cgColor && layer.fontSize == 17)
        let size = label.sizeThatFits(.zero)
        #expect(size.width > 20 && size.height >= 17 && size.height < 30)
        #expect(abs(layer.frame.midY - 30) < 0.5 && layer.frame.width == 200)
        #expect(label.intrinsicContentSize == size)
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(abs(layer.frame.midY - 50) < 0.5)
        label.text = ""
        #expect(label.sizeThatFits(.zero) == .zero)
    }

    @Test func numberOfLinesWrapsAndLimitsTheText() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 200))
        label.text = "one two three four five six seven eight nine ten"
        let oneLine = label.sizeThatFits(CGSize(width: 80, height: 0))
        #expect(oneLine.width > 80)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: 0))
        #expect(wrapped.width <= 80 && wrapped.height > oneLine.height * 3)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 80, height: 0))
        #expect(abs(two.height - oneLine.height * 2) <= 2)
        #expect(try textLayer(label).isWrapped)
    }

    @Test func attributedTextKeepsItsRunsAndDrawsUIKitValues() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let text = NSMutableAttributedString(string: "Red plain")
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        label.attributedText = text
        #expect(label.text == "Red plain")
        let drawn = try #require(try textLayer(label).string as? NSAttributedString)
        #expect(
            drawn.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? CGColor == UIColor.red.cgColor)
        #expect(
            drawn.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? CGColor == UIColor.label.cgColor
        )
        #expect(drawn.attribute(.font, at: 5, effectiveRange: nil) is CTFont)
    }

    @Test func drawTextOverridesMoveTheText() throws {
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Inset"
        #expect(try textLayer(label).frame.minX == 10 && textLayer(label).frame.width == 180)
    }

    @Test func theTextLayerDoesNotAnimateOutsideBlocks() throws {
        let (_, view) = viewOnScreen()
        let label = UILabel(frame: view.bounds)
        view.addSubview(label)
        label.text = "A"
        CATransaction.flush()
        label.textColor = .green
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        CATransaction.flush()
        #expect(try textLayer(label).animationKeys() == nil)
    }

    @Test func imageViewsShowTheirImageAsContentsWithUIKitsGravities() throws {
        let pixels = try makeImage(width: 8, height: 4) { x, _ in x < 4 ? opaqueRed : opaqueBlue }
        let image = UIImage(cgImage: pixels, scale: 2, orientation: .up)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(view.layer.contents as? CGImage === pixels && view.layer.contentsScale == 2)
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 2) && !view.isUserInteractionEnabled)
        #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))

        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.contentMode = .top
        #expect(view.layer.contentsGravity == .bottom)
        // The image sits at the top of the view, as on iOS.
        let top = try LayerRenderer().image(of: view.layer)
        #expect(colorName(top, 4, 0) == "red" && colorName(top, 6, 1) == "blue")
        #expect(colorName(top, 5, 8) == "clear")
        view.contentMode = .bottomRight
        let corner = try LayerRenderer().image(of: view.layer)
        #expect(colorName(corner, 9, 9) == "blue" && colorName(corner, 7, 8) == "red")
        #expect(colorName(corner, 1, 1) == "clear")
        view.contentMode = .scaleToFill
        let filled = try LayerRenderer().image(of: view.layer)
        #expect(colorName(filled, 1, 1) == "red" && colorName(filled, 9, 9) == "blue")
    }

    @Test func templateImagesTakeTheTintColour() throws {
        let pixels = try makeImage(width: 2, height: 2) { x, y in x == 0 && y == 0 ? opaqueRed : nil }
        let view = UIImageView(image: UIImage(cgImage: pixels).withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        let image = try LayerRenderer().image(of: view.layer)
        #expect(colorName(image, 0, 0) == "blue" && colorName(image, 1, 1) == "clear")
        view.tintColor = .green
        #expect(colorName(try LayerRenderer().image(of: view.layer), 0, 0) == "green")
        view.isHighlighted = true
        view.highlightedImage = UIImage(cgImage: pixels)
        #expect(colorName(try LayerRenderer().image(of: view.layer), 0, 0) == "red")
    }
}
