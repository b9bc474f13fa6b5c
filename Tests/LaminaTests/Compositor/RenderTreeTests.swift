import Lamina
import Testing

/// A frame is a pure function of the tree and the time, drawn from the values the prepare pass
/// resolved: these are the mistakes a compositor that reads the model mid-walk makes.
@Suite struct RenderTreeTests {
    private func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> CGColor {
        CGColor(srgbRed: red, green: green, blue: blue, alpha: 1)
    }

    private func root(width: CGFloat, height: CGFloat) -> CALayer {
        let root = CALayer()
        // At the origin of its superlayer space, so hit-test points are pixel positions.
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return root
    }

    @Test func groupOpacityCountsTheChildsPresentedOpacity() throws {
        let root = root(width: 20, height: 20)
        let parent = CALayer()
        parent.frame = root.bounds
        parent.backgroundColor = rgb(1, 0, 0)
        parent.opacity = 0.5
        let child = CALayer()
        child.frame = parent.bounds
        child.backgroundColor = rgb(0, 0, 1)
        child.opacity = 0  // the model is invisible; the animation shows it
        parent.addSublayer(child)
        root.addSublayer(parent)
        let show = CABasicAnimation(keyPath: "opacity")
        show.fromValue = 1
        show.toValue = 1
        show.beginTime = 10
        show.duration = 10
        child.add(show, forKey: "show")
        let pixel = try #require(LayerRenderer().image(of: root, atTime: 15).pixel(x: 10, y: 10))
        // The two overlapping drawings are composited as a group, then at 50 %: alpha 128, all
        // blue. Applied to each drawing separately, the red would show through (alpha 191).
        #expect(abs(Int(pixel.alpha) - 128) <= 1)
        #expect(pixel.red == 0)
    }

    private func fadingTree() -> (root: CALayer, layer: CALayer) {
        let root = root(width: 10, height: 10)
        let layer = CALayer()
        layer.frame = root.bounds
        layer.backgroundColor = rgb(0, 0, 0)
        root.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 10
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        return (root, layer)
    }

    @Test func framesAtAnyTimesInAnyOrderMatchFreshRenders() throws {
        let renderer = LayerRenderer()
        let (root, _) = fadingTree()
        let late = try renderer.image(of: root, atTime: 20)
        let middle = try renderer.image(of: root, atTime: 10.5)
        let fresh = try renderer.image(of: fadingTree().root, atTime: 10.5)
        #expect(late.pixel(x: 5, y: 5)?.alpha == 255)
        #expect(abs(Int(middle.pixel(x: 5, y: 5)!.alpha) - 128) <= 1)
        #expect(middle.pngDataForComparison == fresh.pngDataForComparison)
        #expect(try renderer.image(of: root, atTime: 20).pngDataForComparison == late.pngDataForComparison)
    }

    @Test func advancingTheClockFinishesAnimationsOnceInOrder() throws {
        final class Recorder: NSObject, CAAnimationDelegate {
            var stops: [String] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stops.append("\(anim.value(forKey: "name") ?? "?") \(flag)")
            }
        }
        let recorder = Recorder()
        let (root, layer) = fadingTree()
        let late = CABasicAnimation(keyPath: "bounds.size.width")
        late.fromValue = 1
        late.toValue = 10
        late.beginTime = 10
        late.duration = 3
        late.isRemovedOnCompletion = false
        late.setValue("width", forKey: "name")
        late.delegate = recorder
        root.add(late, forKey: "width")
        let fade = try #require(layer.animation(forKey: "fade")).copy() as! CABasicAnimation
        fade.setValue("fade", forKey: "name")
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        // Sampling never finishes anything.
        _ = try LayerRenderer().image(of: root, atTime: 50)
        _ = root.presentation(atTime: 50)
        #expect(recorder.stops.isEmpty)
        root.advanceAnimations(to: 10.5)
        #expect(recorder.stops.isEmpty)
        // The fade (a sublayer's, ending at 11) finishes before the root's (ending at 13).
        root.advanceAnimations(to: 20)
        #expect(recorder.stops == ["fade true", "width true"])
        #expect(layer.animation(forKey: "fade") == nil)
        #expect(root.animation(forKey: "width") != nil)  // kept: isRemovedOnCompletion is false
        root.advanceAnimations(to: 30)
        #expect(recorder.stops.count == 2)
    }

    @Test func hitTestingAgreesWithDrawingUnderATransformLayer() throws {
        func scene(holder: CALayer) -> (root: CALayer, card: CALayer) {
            let root = root(width: 100, height: 100)
            holder.frame = root.bounds
            holder.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            let card = CALayer()
            card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            card.backgroundColor = rgb(0, 0, 1)
            card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            holder.addSublayer(card)
            root.addSublayer(holder)
            return (root, card)
        }
        // Two 45° turns in 3D make the card edge-on: nothing is drawn, nothing is hit.
        let threeD = scene(holder: CATransformLayer())
        let drawn = try LayerRenderer().image(of: threeD.root)
        #expect(drawn.pixel(x: 60, y: 50)?.alpha == 0)
        #expect(threeD.root.hitTest(CGPoint(x: 60, y: 50)) === threeD.root)
        // Flattened at the plain layer, each turn narrows the card: it is drawn and hit.
        let flat = scene(holder: CALayer())
        #expect(try LayerRenderer().image(of: flat.root).pixel(x: 60, y: 50)?.blue == 255)
        #expect(flat.root.hitTest(CGPoint(x: 60, y: 50)) === flat.card)
    }

    /// A 40-point transform layer holding a red face 10 points in front of its plane and a
    /// blue one 10 points behind, added nearest first (only a depth sort puts blue underneath).
    func facesApart(in frame: CGRect) -> CATransformLayer {
        let space = CATransformLayer()
        space.frame = frame
        space.sublayers = [(rgb(1, 0, 0), 10), (rgb(0, 0, 1), -10)].map { color, depth in
            let face = CALayer()
            face.frame = space.bounds
            face.backgroundColor = color
            face.transform = CATransform3DMakeTranslation(0, 0, CGFloat(depth))
            return face
        }
        return space
    }

    /// The color at the middle of a 40-point root's render.
    func middle(of root: CALayer) throws -> (red: UInt8, blue: UInt8) {
        let pixel = try #require(LayerRenderer().image(of: root).pixel(x: 20, y: 20))
        return (pixel.red, pixel.blue)
    }

    @Test func aTransformLayerDrawsNearerFacesOverFartherOnes() throws {
        let root = root(width: 40, height: 40)
        root.addSublayer(facesApart(in: root.bounds))
        #expect(try middle(of: root) == (255, 0))
    }

    @Test func eachReplicaOfATransformLayerOrdersItsFacesAsItIsPlaced() throws {
        // The second instance turns the transform layer half round, so its far face comes to
        // the front. Instance 0 keeps the prepared order (red in front); instance 1, drawn over
        // it, shows blue.
        let root = root(width: 40, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        replicator.addSublayer(facesApart(in: replicator.bounds))
        root.addSublayer(replicator)
        #expect(try middle(of: root) == (0, 255))
        replicator.instanceCount = 1
        #expect(try middle(of: root) == (255, 0))
    }

    @Test func aNestedTransformLayerOrdersItsFacesThroughTheWholeChain() throws {
        // The outer transform layer turns half round; the inner one's far face (blue) comes to
        // the front through it.
        let root = root(width: 40, height: 40)
        let outer = CATransformLayer()
        outer.frame = root.bounds
        outer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        outer.addSublayer(facesApart(in: outer.bounds))
        root.addSublayer(outer)
        #expect(try middle(of: root) == (0, 255))
    }

    @Test func aGroupHoldsEveryInstanceOfALargeReplicator() throws {
        // 20,000 instances of a thin bar, 0.005 points apart, inside a translucent group: the
        // group's area must reach the last instance, as the drawing does.
        let root = root(width: 120, height: 20)
        let group = CALayer()
        group.frame = root.bounds
        group.opacity = 0.5
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 20_000
        replicator.instanceTransform = CATransform3DMakeTranslation(0.005, 0, 0)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 1, height: 20)
        bar.backgroundColor = rgb(0, 0, 0)
        replicator.addSublayer(bar)
        let other = CALayer()
        other.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        other.backgroundColor = rgb(1, 0, 0)
        group.sublayers = [replicator, other]
        root.addSublayer(group)
        let image = try LayerRenderer().image(of: root)
        #expect(abs(Int(image.pixel(x: 75, y: 10)?.alpha ?? 0) - 128) <= 1)
        #expect(abs(Int(image.pixel(x: 99, y: 10)?.alpha ?? 0) - 128) <= 1)
        #expect(image.pixel(x: 102, y: 10)?.alpha == 0)
    }

    @Test func hitTestingATransformLayerFindsTheFaceDrawnInFront() throws {
        let root = root(width: 40, height: 40)
        let cube = CATransformLayer()
        cube.frame = root.bounds
        // Turned half round: the face placed at +10 ends up behind the one at −10.
        cube.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let back = CALayer()
        back.frame = cube.bounds
        back.backgroundColor = rgb(1, 0, 0)
        back.transform = CATransform3DMakeTranslation(0, 0, 10)
        back.zPosition = 5  // by zPosition alone it would be in front
        let front = CALayer()
        front.frame = cube.bounds
        front.backgroundColor = rgb(0, 0, 1)
        front.transform = CATransform3DMakeTranslation(0, 0, -10)
        cube.sublayers = [back, front]
        root.addSublayer(cube)
        let pixel = try #require(LayerRenderer().image(of: root).pixel(x: 20, y: 20))
        #expect(pixel.blue == 255 && pixel.red == 0)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === front)
        // Both faces show their backs; a single-sided one is then neither drawn nor hit.
        front.isDoubleSided = false
        let turned = try #require(LayerRenderer().image(of: root).pixel(x: 20, y: 20))
        #expect(turned.red == 255 && turned.blue == 0)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === back)
    }

    @Test func revealKeepsTheNewContentInPlaceAndMoveInTheOld() throws {
        func frame(_ type: CATransitionType) throws -> CGImage {
            let root = root(width: 40, height: 20)
            let panel = CALayer()
            panel.frame = root.bounds
            panel.masksToBounds = true
            panel.backgroundColor = rgb(1, 0, 0)
            root.addSublayer(panel)
            let transition = CATransition()
            transition.type = type
            transition.subtype = .fromRight
            transition.duration = 1
            transition.beginTime = 50
            panel.add(transition, forKey: nil)
            // The new appearance: blue, with a green mark at its right edge.
            panel.backgroundColor = rgb(0, 0, 1)
            let mark = CALayer()
            mark.frame = CGRect(x: 30, y: 0, width: 10, height: 20)
            mark.backgroundColor = rgb(0, 1, 0)
            panel.addSublayer(mark)
            return try LayerRenderer().image(of: root, atTime: 50.5)
        }
        // Reveal: the old slides off to the left over the new, which stays where it is.
        let reveal = try frame(.reveal)
        #expect(reveal.pixel(x: 35, y: 10)?.green == 255)
        #expect(reveal.pixel(x: 5, y: 10)?.red == 255)
        // Move in: the new slides in from the right over the old: its mark is still outside.
        let moveIn = try frame(.moveIn)
        #expect(moveIn.pixel(x: 35, y: 10)?.blue == 255)
        #expect(moveIn.pixel(x: 5, y: 10)?.red == 255)
    }

    @Test func centredTextOnOneLineIsCentred() throws {
        let root = root(width: 200, height: 30)
        root.backgroundColor = rgb(1, 1, 1)
        let text = CATextLayer()
        text.frame = root.bounds
        text.string = "Hi there"
        text.fontSize = 16
        text.foregroundColor = rgb(0, 0, 0)
        text.alignmentMode = .center
        root.addSublayer(text)
        let image = try LayerRenderer().image(of: root)
        var inked: [Int] = []
        for x in 0..<200 {
            if (0..<30).contains(where: { image.pixel(x: x, y: $0)!.red < 128 }) { inked.append(x) }
        }
        let left = try #require(inked.first)
        let right = try #require(inked.last)
        #expect(abs(Double(left + right) / 2 - 100) <= 2, "ink spans \(left)…\(right)")
    }

    @Test func flippedGeometryPlacesSublayersFromTheBottom() throws {
        let root = root(width: 20, height: 20)
        root.isGeometryFlipped = true
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 5)
        bar.backgroundColor = rgb(0, 0, 1)
        root.addSublayer(bar)
        let image = try LayerRenderer().image(of: root)
        #expect(image.pixel(x: 10, y: 18)?.blue == 255)
        #expect(image.pixel(x: 10, y: 2)?.alpha == 0)
    }
}

extension CGImage {
    /// The pixels as PNG bytes, for comparing two renders exactly.
    fileprivate var pngDataForComparison: Data? { try? pngData() }
}
