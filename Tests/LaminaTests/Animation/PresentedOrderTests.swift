import Lamina
import Testing

/// The compositor draws what the presentation says: animated zPosition reorders siblings, and
/// group opacity counts the children as they are presented.
@Suite struct PresentedOrderTests {
    func square(_ gray: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = CGColor(gray: gray, alpha: 1)
        return layer
    }

    @Test func anAnimatedZPositionReordersSiblings() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let black = square(0)
        let white = square(1)
        root.sublayers = [black, white]
        let raise = CABasicAnimation(keyPath: "zPosition")
        raise.fromValue = 10
        raise.toValue = 10
        raise.beginTime = 5
        raise.duration = 1
        black.add(raise, forKey: "raise")
        // The model draws white on top; at t = 5.5 the black square is raised above it.
        #expect(try LayerRenderer().image(of: root).pixel(x: 5, y: 5)?.red == 255)
        #expect(try LayerRenderer().image(of: root, atTime: 5.5).pixel(x: 5, y: 5)?.red == 0)
    }

    @Test func groupOpacityCountsPresentedChildren() throws {
        // A parent at opacity 0.5 over two overlapping children; one is invisible in the model
        // (opacity 0) but fading in: presented, the two overlap and need a group (alpha 128).
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let parent = CALayer()
        parent.frame = root.bounds
        parent.opacity = 0.5
        let back = square(0)
        let front = square(0)
        front.opacity = 0
        parent.sublayers = [back, front]
        root.addSublayer(parent)
        let show = CABasicAnimation(keyPath: "opacity")
        show.fromValue = 1
        show.toValue = 1
        show.beginTime = 5
        show.duration = 1
        front.add(show, forKey: "show")
        #expect(try LayerRenderer().image(of: root, atTime: 5.5).pixel(x: 5, y: 5)?.alpha == 128)
    }
}
