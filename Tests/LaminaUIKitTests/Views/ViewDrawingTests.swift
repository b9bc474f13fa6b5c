import Foundation
import LaminaUIKit
import Testing

/// Fills its left half red through UIKit's current context, the right half blue through the
/// context itself.
final class HalvesView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(UIColor.blue.cgColor)
        context?.fill(CGRect(x: rect.width / 2, y: 0, width: rect.width / 2, height: rect.height))
    }
}

/// Calls `super.draw(_:)`, then draws a green square at the top left.
final class SuperCallingView: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.green.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

/// Lays out its only subview to fill its bounds, counting the passes.
final class FillingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        subviews.first?.frame = bounds.insetBy(dx: 2, dy: 2)
    }
}

@Suite struct ViewDrawingTests {
    @Test func drawRunsWithTheContextPushedAndTheYAxisDown() throws {
        let view = HalvesView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let image = try LayerRenderer(scale: 2).image(of: view.layer)
        #expect(colorName(image, 2, 10) == "red" && colorName(image, 38, 10) == "blue")
        #expect(view.draws == 2)  // a small probe, then the real drawing
        _ = try LayerRenderer(scale: 2).image(of: view.layer)
        #expect(view.draws == 2)  // drawn once; nothing asked for more
        view.setNeedsDisplay()
        _ = try LayerRenderer(scale: 2).image(of: view.layer)
        #expect(view.draws == 3)  // the class is known to draw now: no probe
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func viewsThatDrawNothingGetNoBackingStore() throws {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        plain.backgroundColor = .red
        let image = try LayerRenderer().image(of: plain.layer)
        #expect(colorName(image, 5, 5) == "red")
        #expect(plain.layer.backingStore == nil)

        let calling = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let drawn = try LayerRenderer().image(of: calling.layer)
        #expect(colorName(drawn, 1, 1) == "green" && colorName(drawn, 10, 8) == "clear")
    }

    @Test func layoutSubviewsRunsWhenTheLayerLaysOut() throws {
        let view = FillingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let child = UIView()
        view.addSubview(child)
        view.layoutIfNeeded()
        #expect(view.layouts == 1 && child.frame == CGRect(x: 2, y: 2, width: 36, height: 36))
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame.size = CGSize(width: 60, height: 20)
        _ = try LayerRenderer().image(of: view.layer)
        #expect(view.layouts == 2 && child.frame == CGRect(x: 2, y: 2, width: 56, height: 16))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test func drawHierarchyRendersIntoTheCurrentContext() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .blue
        let image = try drawn(CGSize(width: 20, height: 20)) { _ in
            #expect(
                view.drawHierarchy(in: CGRect(x: 10, y: 10, width: 10, height: 10), afterScreenUpdates: true))
        }
        #expect(colorName(image, 15, 15) == "blue" && colorName(image, 5, 5) == "clear")
    }
}
