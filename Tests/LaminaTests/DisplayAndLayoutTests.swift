import Lamina
import Testing

@Suite struct DisplayAndLayoutTests {
    final class DrawingLayer: CALayer {
        var drawCount = 0
        override func draw(in ctx: CGContext) {
            drawCount += 1
            ctx.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
            // y-down: the top 5 points.
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 5))
        }
    }

    @Test func displayDrawsOnlyWhenMarked() throws {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.contentsScale = 2
        // A new layer does not draw until asked, as on Apple's platforms.
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.drawCount == 0)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.drawCount == 1 && !layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.drawCount == 1)
        // The backing store is bounds × contentsScale pixels, y-down.
        let store = try #require(layer.backingStore)
        #expect(store.image.width == 40 && store.image.height == 20)
        #expect(store.image.pixel(x: 5, y: 2)! == (255, 0, 0, 255))
        #expect(store.image.pixel(x: 5, y: 15)!.alpha == 0)
    }

    @Test func boundsChangesRedrawWhenAsked() {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size.width = 30
        #expect(layer.needsDisplay())
        let plain = DrawingLayer()
        plain.bounds.size.width = 30
        #expect(!plain.needsDisplay())
    }

    final class Delegate: CALayerDelegate {
        var drawn: [CALayer] = []
        var laidOut: [CALayer] = []
        func draw(_ layer: CALayer, in ctx: CGContext) { drawn.append(layer) }
        func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
    }

    @Test func delegateDrawsAndLaysOut() {
        let delegate = Delegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.drawn.count == 1)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(delegate.laidOut.count == 1 && !layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(delegate.laidOut.count == 1)
    }

    final class StackLayer: CALayer {
        var layouts = 0
        override func layoutSublayers() {
            layouts += 1
            var y: CGFloat = 0
            for child in sublayers ?? [] {
                child.frame = CGRect(x: 0, y: y, width: bounds.width, height: 10)
                y += 10
            }
        }
    }

    @Test func layoutRunsFromTheHighestMarkedAncestor() {
        let root = StackLayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
        let child = StackLayer()
        root.addSublayer(child)
        child.addSublayer(CALayer())
        child.addSublayer(CALayer())
        root.layoutIfNeeded()
        #expect(root.layouts == 1 && child.layouts == 1)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(child.sublayers?[1].frame == CGRect(x: 0, y: 10, width: 50, height: 10))
        // Adding a sublayer marks the parent; calling layoutIfNeeded on the child lays out
        // from the marked root down.
        root.addSublayer(CALayer())
        child.layoutIfNeeded()
        #expect(root.layouts == 2)
        #expect(root.sublayers?[1].frame.minY == 10)
    }

    @Test func layoutReachesMasksAndTheirSublayers() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
        let mask = StackLayer()
        mask.bounds = root.bounds
        mask.addSublayer(CALayer())
        let inner = StackLayer()
        inner.addSublayer(CALayer())
        mask.addSublayer(inner)
        root.mask = mask
        root.layoutIfNeeded()
        #expect(mask.layouts == 1 && inner.layouts == 1)
        #expect(inner.frame == CGRect(x: 0, y: 10, width: 50, height: 10))
        #expect(inner.sublayers?[0].frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func initWithLayerCopiesProperties() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        shape.strokeEnd = 0.4
        shape.fillColor = nil
        shape.name = "copy me"
        shape.addSublayer(CALayer())
        shape.setValue(5, forKey: "custom")
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.frame == shape.frame && copy.strokeEnd == 0.4 && copy.fillColor == nil)
        #expect(copy.name == "copy me" && copy.value(forKey: "custom") as? Int == 5)
        #expect(copy.sublayers == nil && copy.superlayer == nil)
        #expect(copy.treeDescription == shape.layerDescription)
    }

    @Test func scrollLayerMovesItsBoundsOrigin() {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        scroller.addSublayer(content)
        scroller.scroll(to: CGPoint(x: 50, y: 80))
        #expect(scroller.bounds.origin == CGPoint(x: 50, y: 80))
        #expect(content.visibleRect == CGRect(x: 50, y: 80, width: 100, height: 100))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 10, y: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 10, y: 80))
        scroller.scrollMode = .both
        content.scrollRectToVisible(CGRect(x: 300, y: 300, width: 20, height: 20))
        #expect(scroller.bounds.origin == CGPoint(x: 220, y: 220))
    }
}
