import LaminaUIKit
import Testing

/// UIKit's fonts and colours work where Core Animation takes CoreGraphics's, as on iOS.
@Suite struct BridgingTests {
    @Test func textLayersTakeUIFontsAndAttributedStringsTakeUIColors() throws {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 30)
        layer.font = UIFont.boldSystemFont(ofSize: 40)
        layer.fontSize = 20
        #expect(!layer.debugDescription.contains("Helvetica"))
        layer.string = NSAttributedString(
            string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)])
        let image = try LayerRenderer(scale: 2).image(of: layer)
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                if let p = image.pixel(x: x, y: y), p.alpha > 200, p.red > 200, p.green < 60 { red += 1 }
            }
        }
        #expect(red > 30, "the UIColor attribute draws red")
    }
}
