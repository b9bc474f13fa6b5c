import Lamina
import Testing

func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

@Suite struct GeometryTests {
    @Test func frameFollowsAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: -50, y: 10, width: 100, height: 40))
        // The bounds origin does not move the frame.
        layer.bounds.origin = CGPoint(x: 500, y: 500)
        #expect(layer.frame == CGRect(x: -50, y: 10, width: 100, height: 40))
    }

    @Test func settingFrameSetsPositionAndBoundsSize() {
        let layer = CALayer()
        layer.bounds.origin = CGPoint(x: 7, y: 9)
        layer.anchorPoint = CGPoint(x: 0.25, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 80, height: 60)
        #expect(layer.bounds == CGRect(x: 7, y: 9, width: 80, height: 60))
        #expect(layer.position == CGPoint(x: 30, y: 80))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 80, height: 60))
    }

    @Test func frameUnderRotationIsTheBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Rotated a quarter turn about the centre (50, 25): 50 wide, 100 high.
        #expect(near(layer.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        let side = 150 / 2.0.squareRoot()
        #expect(near(layer.frame, CGRect(x: 50 - side / 2, y: 25 - side / 2, width: side, height: side)))
        #expect(abs(layer.affineTransform().b - sin(.pi / 4)) < 1e-12)
        // Setting the frame under a scale keeps the transform and sizes the bounds through it.
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(near(layer.bounds, CGRect(x: 0, y: 0, width: 50, height: 30)))
        #expect(near(layer.frame, CGRect(x: 0, y: 0, width: 100, height: 60)))
    }

    @Test func convertThroughNestedTransformsAndSublayerTransforms() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = CALayer()
        parent.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(parent)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        parent.addSublayer(child)
        // child (0,0) → parent plane (100,100) → scaled ×2 about parent's anchor (100,100): (100,100)
        // → root: parent's bounds (0,0) sits at (100,100): (200, 200).
        #expect(near(child.convert(CGPoint.zero, to: root), CGPoint(x: 200, y: 200)))
        // child (10, 0) is 10 further along x, doubled: (220, 200).
        #expect(near(child.convert(CGPoint(x: 10, y: 0), to: root), CGPoint(x: 220, y: 200)))
        #expect(near(root.convert(CGPoint(x: 220, y: 200), to: child), CGPoint(x: 10, y: 0)))
        #expect(near(child.convert(CGPoint(x: 220, y: 200), from: root), CGPoint(x: 10, y: 0)))
        // Rotating the child a quarter turn about its centre (10, 10).
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // child (0,0) is 10 left and 10 above the centre: after a clockwise quarter turn (y down)
        // it is 10 right and 10 above: parent plane (120, 100) → root (240, 200).
        #expect(near(child.convert(CGPoint.zero, to: root), CGPoint(x: 240, y: 200), 1e-9))
        let rect = child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root)
        #expect(near(rect, CGRect(x: 200, y: 200, width: 40, height: 40), 1e-9))
        // Between siblings.
        let sibling = CALayer()
        sibling.frame = CGRect(x: 300, y: 0, width: 10, height: 10)
        root.addSublayer(sibling)
        #expect(near(sibling.convert(CGPoint(x: 5, y: 5), to: parent), CGPoint(x: 205, y: -95)))
        // nil is the space the root sits in.
        root.position = CGPoint(x: 1000, y: 1000)
        #expect(near(root.convert(CGPoint.zero, to: nil), CGPoint(x: 800, y: 800)))
        #expect(near(root.convert(CGPoint(x: 800, y: 800), from: nil), .zero))
    }

    @Test func perspectiveProjectsTowardTheVanishingPoint() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(card)
        // The centre stays put; the right edge recedes (narrower), the left comes closer.
        let center = card.convert(CGPoint(x: 50, y: 50), to: root)
        #expect(near(center, CGPoint(x: 100, y: 100), 1e-9))
        let rightTop = card.convert(CGPoint(x: 100, y: 0), to: root)
        let rightBottom = card.convert(CGPoint(x: 100, y: 100), to: root)
        let leftTop = card.convert(CGPoint(x: 0, y: 0), to: root)
        let leftBottom = card.convert(CGPoint(x: 0, y: 100), to: root)
        #expect(rightBottom.y - rightTop.y < 100)
        #expect(leftBottom.y - leftTop.y > 100)
        // Round trip through the projective map.
        #expect(near(root.convert(rightTop, to: card), CGPoint(x: 100, y: 0), 1e-6))
    }

    @Test func hitTestingRespectsOrderHiddenMasksAndTransforms() {
        let root = named("root")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let back = named("back")
        back.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let front = named("front")
        front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.sublayers = [back, front]
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "front")
        #expect(root.hitTest(CGPoint(x: 25, y: 25))?.name == "back")
        #expect(root.hitTest(CGPoint(x: 190, y: 10))?.name == "root")
        #expect(root.hitTest(CGPoint(x: 250, y: 10)) == nil)
        // zPosition outranks insertion order.
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "back")
        // Hidden layers are skipped.
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "front")
        back.isHidden = false
        // A sublayer outside its parent's bounds is hit unless the parent masks to bounds.
        let outside = named("outside")
        outside.frame = CGRect(x: 120, y: 0, width: 20, height: 20)
        back.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 130, y: 10))?.name == "outside")
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 130, y: 10))?.name == "root")
        // Transforms: a layer scaled ×2 about its centre covers twice the area.
        let scaled = named("scaled")
        scaled.frame = CGRect(x: 160, y: 160, width: 20, height: 20)
        scaled.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(scaled)
        #expect(root.hitTest(CGPoint(x: 155, y: 155))?.name == "scaled")
        #expect(root.contains(CGPoint(x: 10, y: 10)))
        #expect(!root.contains(CGPoint(x: -1, y: 10)))
    }

    @Test func geometryFlippedMirrorsSublayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.isGeometryFlipped = true
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(child)
        #expect(near(child.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 100)))
    }

    @Test func preferredFrameSizeUsesTheTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        #expect(layer.preferredFrameSize() == CGSize(width: 30, height: 10))
        layer.setAffineTransform(CGAffineTransform(scaleX: -2, y: 3))
        #expect(layer.preferredFrameSize() == CGSize(width: 60, height: 30))
    }

    @Test func nonFiniteGeometryStops() async throws {
        // The message names the property and the value, in release builds too.
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                CALayer().position = CGPoint(x: CGFloat.nan, y: 0)
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("CALayer position contains NaN"), "\(message)")
        #expect(message.contains("[nan 0"), "\(message)")
        await #expect(processExitsWith: .failure) {
            CALayer().bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        }
        await #expect(processExitsWith: .failure) {
            CALayer().frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        }
        await #expect(processExitsWith: .failure) {
            var t = CATransform3DIdentity
            t.m34 = .nan
            CALayer().transform = t
        }
    }

    @Test func nonFiniteDrawingValuesAreIgnored() {
        // Not geometry: a non-finite value leaves the property as it was.
        let layer = CALayer()
        layer.zPosition = 2
        layer.zPosition = -.infinity
        layer.cornerRadius = 4
        layer.cornerRadius = .nan
        layer.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        layer.contentsRect = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        #expect(layer.zPosition == 2 && layer.cornerRadius == 4)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
