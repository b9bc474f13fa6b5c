import Foundation
import Lamina
import Testing

/// CARenderer draws frames into a context, repainting the region that changed.
@Suite struct CARendererTests {
    func scene() -> (root: CALayer, top: CALayer, bottom: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 200)
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let top = CALayer()
        top.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        top.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let bottom = CALayer()
        bottom.frame = CGRect(x: 20, y: 150, width: 60, height: 40)
        bottom.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(top)
        root.addSublayer(bottom)
        return (root, top, bottom)
    }

    /// The picture `render(in:)` draws of `layer` in a fresh context like the renderer's.
    func fullRender(_ layer: CALayer) throws -> Data {
        let context = try #require(
            CGContext.makeImageContext(size: CGSize(width: 100, height: 200), scale: 2))
        layer.render(in: context)
        return try #require(context.makeImage()).pngData()
    }

    func frame(_ renderer: CARenderer, at time: CFTimeInterval) -> CGRect {
        renderer.beginFrame(atTime: time, timeStamp: nil)
        let region = renderer.updateBounds()
        renderer.render()
        renderer.endFrame()
        return region
    }

    @Test func framesRepaintWhatChanged() throws {
        let (root, top, bottom) = scene()
        let context = try #require(
            CGContext.makeImageContext(size: CGSize(width: 100, height: 200), scale: 2))
        let renderer = CARenderer(context: context)
        #expect(renderer.bounds == CGRect(x: 0, y: 0, width: 100, height: 200))
        renderer.layer = root
        #expect(frame(renderer, at: 1) == renderer.bounds)
        #expect(try context.makeImage()?.pngData() == (try fullRender(root)))
        #expect(frame(renderer, at: 2) == .null)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bottom.backgroundColor = CGColor(srgbRed: 0, green: 0.6, blue: 0, alpha: 1)
        CATransaction.commit()
        let region = frame(renderer, at: 3)
        // The bottom layer and the damage margin around it (4 device pixels: 2 points at 2×), as
        // a frame sequence repaints.
        #expect(region == CGRect(x: 18, y: 148, width: 64, height: 44))
        #expect(try context.makeImage()?.pngData() == (try fullRender(root)))
        // Rectangles added to the frame are repainted too.
        renderer.beginFrame(atTime: 4, timeStamp: nil)
        renderer.addUpdate(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(renderer.updateBounds() == CGRect(x: 0, y: 0, width: 5, height: 5))
        renderer.render()
        renderer.endFrame()
        _ = top
    }

    @Test func nextFrameTimeFollowsTheAnimations() throws {
        let (root, top, _) = scene()
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 100, height: 200)))
        let renderer = CARenderer(context: context)
        renderer.layer = root
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 10
        fade.duration = 1
        top.add(fade, forKey: "fade")
        renderer.beginFrame(atTime: 5, timeStamp: nil)
        #expect(renderer.nextFrameTime() == 10)
        renderer.endFrame()
        renderer.beginFrame(atTime: 10.5, timeStamp: nil)
        #expect(renderer.nextFrameTime() == 10.5)
        // The running animation is repainted: its layer's region only.
        #expect(renderer.updateBounds().maxY < 50)
        renderer.endFrame()
        renderer.beginFrame(atTime: 12, timeStamp: nil)
        #expect(renderer.nextFrameTime() == .infinity)
        renderer.endFrame()
    }

    @Test func withoutALayerNothingIsDrawn() throws {
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 10, height: 10)))
        let renderer = CARenderer(
            context: context, options: [kCARendererColorSpace: CGColorSpace(name: CGColorSpace.sRGB) as Any])
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        #expect(renderer.updateBounds() == .null)
        renderer.render()
        renderer.endFrame()
        #expect(renderer.nextFrameTime() == .infinity)
    }
}
