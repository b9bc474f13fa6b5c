import Lamina
import Testing

/// Rendering a presentation tree (`presentation()?.render(in:)`, as Lottie's snapshot tests do)
/// shows what the model layers draw, custom subclasses included: Lamina copies a subclass
/// defined outside it as its nearest Lamina class, so the copy's contents come from its model,
/// as Core Animation's presentation layers show their model's contents.
@Suite struct PresentationRenderTests {
    /// Draws a red disc in `draw(in:)`.
    final class Disc: CALayer {
        override init() {
            super.init()
            setNeedsDisplay()
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) {
            nil
        }

        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
            ctx.fillEllipse(in: bounds)
        }
    }

    /// The red, green, blue and alpha of the pixel at (x, y) of a 2× render of `layer`.
    func pixel(of layer: CALayer, x: Int, y: Int) throws -> [Int] {
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 40, height: 40), scale: 2))
        layer.render(in: context)
        return rgbaAt(try #require(context.makeImage()), x, y)
    }

    @Test func aCustomLayersDrawingShowsInItsPresentation() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let disc = Disc()
        disc.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.addSublayer(disc)
        // A commit displays the disc at the screen's scale (1 here); the render is at 2×.
        CATransaction.flush()
        // The presentation first: its disc is drawn without the model having been rendered.
        let presented = try pixel(of: try #require(root.presentation()), x: 40, y: 40)
        let model = try pixel(of: root, x: 40, y: 40)
        #expect(model[0] > 200 && model[3] == 255)
        #expect(presented == model)
    }
}
