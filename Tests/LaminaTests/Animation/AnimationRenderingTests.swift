import Lamina
import Testing

@Suite struct AnimationRenderingTests {
    /// The seed's button: on release, the border fades from 20 % alpha back to full over 0.2 s.
    @Test func renderedFramesFollowTheAnimation() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        let button = CALayer()
        button.frame = CGRect(x: 5, y: 5, width: 50, height: 20)
        button.borderWidth = 4
        button.cornerRadius = 4
        let blue = CGColor(srgbRed: 0, green: 0.478, blue: 1, alpha: 1)
        button.borderColor = blue
        root.addSublayer(button)
        let release = CABasicAnimation(keyPath: "borderColor")
        release.fromValue = blue.copy(alpha: 0.2)
        release.toValue = blue
        release.duration = 0.2
        button.add(release, forKey: "release")
        CATransaction.flush()
        let start = try #require(button.animation(forKey: "release")).beginTime
        let renderer = LayerRenderer()
        func borderAlphaAt(_ t: CFTimeInterval) throws -> Double {
            let image = try renderer.image(of: root, atTime: t)
            // Red channel of the border over white: 255 · (1 − α).
            return 1 - Double(image.pixel(x: 30, y: 6)!.red) / 255
        }
        #expect(abs(try borderAlphaAt(start) - 0.2) < 0.01)
        #expect(abs(try borderAlphaAt(start + 0.1) - 0.6) < 0.01)
        #expect(abs(try borderAlphaAt(start + 0.3) - 1) < 0.01)
        // Without a time, the model is drawn.
        #expect(try renderer.image(of: root).pixel(x: 30, y: 6)!.red == 0)
    }

    @Test func transitionsBlendTheOldAndNewAppearance() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        let panel = CALayer()
        panel.frame = root.bounds
        panel.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(panel)
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        fade.beginTime = 50
        panel.add(fade, forKey: nil)
        panel.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        #expect(panel.animationKeys() == [kCATransition])
        let middle = try LayerRenderer().image(of: root, atTime: 50.5).pixel(x: 20, y: 10)!
        #expect(abs(Int(middle.red) - 128) <= 2 && abs(Int(middle.blue) - 128) <= 2 && middle.alpha == 255)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.beginTime = 60
        panel.add(push, forKey: nil)
        panel.backgroundColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
        let pushed = try LayerRenderer().image(of: root, atTime: 60.5)
        // The old (blue) half leaves to the left, the new (green) comes from the right.
        #expect(pushed.pixel(x: 5, y: 10)!.blue == 255)
        #expect(pushed.pixel(x: 35, y: 10)!.green == 255)
    }

    @Test func animatedMasksAndShapesRender() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 100, y: 5))
        line.path = path
        line.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        line.lineWidth = 10
        root.addSublayer(line)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.beginTime = 10
        draw.duration = 1
        line.add(draw, forKey: "draw")
        let image = try LayerRenderer().image(of: root, atTime: 10.5)
        #expect(image.pixel(x: 40, y: 5)!.alpha == 255)
        #expect(image.pixel(x: 60, y: 5)!.alpha == 0)
    }
}
