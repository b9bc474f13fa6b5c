import Foundation
import LaminaUIKit
import Testing

/// The label members component code sets: shadows, the enabled state, shrinking to fit.
@Suite struct LabelMembersTests {
    func label(_ text: String, width: CGFloat = 200) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.text = text
        label.font = UIFont(name: "DejaVu Sans", size: 24)
        label.textColor = .black
        return label
    }

    /// The rows holding pixels that pass `test`.
    func rows(_ image: CGImage, _ test: (UInt8, UInt8, UInt8, UInt8) -> Bool) -> [Int] {
        (0..<image.height).filter { y in
            (0..<image.width).contains { x in
                let p = image.pixel(x: x, y: y)!
                return test(p.red, p.green, p.blue, p.alpha)
            }
        }
    }

    @Test func aShadowColourDrawsASharpCopyAtTheOffset() throws {
        let label = label("Shadow")
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 0, height: 3)
        let image = try LayerRenderer().image(of: label.layer)
        let black = rows(image) { r, g, b, a in a > 200 && r < 60 && g < 60 && b < 60 }
        let red = rows(image) { r, g, b, a in a > 200 && r > 200 && g < 60 }
        #expect(!red.isEmpty)
        // The red copy shows three rows under the black glyphs.
        #expect(red.last! - black.last! == 3)
    }

    @Test func aDisabledLabelIsDimmed() throws {
        let label = label("Off")
        label.isEnabled = false
        let image = try LayerRenderer().image(of: label.layer)
        let maximum = (0..<image.height).flatMap { y in
            (0..<image.width).map { image.pixel(x: $0, y: y)!.alpha }
        }.max()
        #expect(maximum == 128 || maximum == 127)
        #expect(label.accessibilityTraits.contains(.notEnabled))
    }

    @Test func theFontShrinksToFitTheWidthDownToTheMinimumScale() throws {
        let label = label("A rather long line of text", width: 100)
        let textLayer = try #require(label.layer.sublayers?.first as? CATextLayer)
        #expect(textLayer.fontSize == 24)
        label.minimumScaleFactor = 0.5
        label.adjustsFontSizeToFitWidth = true
        #expect(textLayer.fontSize == 12)
        label.minimumScaleFactor = 0.1
        #expect(textLayer.fontSize < 12)
        #expect(textLayer.preferredFrameSize().width <= 101)
        label.text = "Hi"
        #expect(textLayer.fontSize == 24)
    }
}
