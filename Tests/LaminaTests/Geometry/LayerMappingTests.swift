import Testing

@testable import Lamina

/// The one placement rule (`LayerMapping`), checked by numbers, and the consumers that must
/// agree with it: `frame`, `convert`, `hitTest` and the compositor.
@Suite struct LayerMappingTests {
    private func mapping(
        bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint = .zero,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), anchorPointZ: CGFloat = 0, zPosition: CGFloat = 0,
        transform: CATransform3D = .identity, sublayerTransform: CATransform3D = .identity,
        flipped: Bool = false
    ) -> LayerMapping {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        layer.anchorPoint = anchorPoint
        layer.anchorPointZ = anchorPointZ
        layer.zPosition = zPosition
        layer.transform = transform
        layer.sublayerTransform = sublayerTransform
        layer.isGeometryFlipped = flipped
        return layer.mapping
    }

    private func apply(_ m: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> [CGFloat] {
        let (px, py, pz, w) = m.apply(x: x, y: y, z: z)
        return [px / w, py / w, pz / w].map { ($0 * 1e6).rounded() / 1e6 }
    }

    @Test func aPointLandsAtPositionPlusTheTransformedOffsetFromTheAnchor() {
        // Anchor (25, 50) in bounds with origin (10, 20): offset of (60, 45) is (35, -5).
        let m = mapping(
            bounds: CGRect(x: 10, y: 20, width: 60, height: 60), position: CGPoint(x: 200, y: 100),
            anchorPoint: CGPoint(x: 0.25, y: 0.5), anchorPointZ: 4, zPosition: 7,
            transform: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(m.anchor == CGPoint(x: 25, y: 50))
        // Rotated 90° (y down): (35, -5) → (5, 35); depth: zPosition − anchorPointZ.
        #expect(apply(m.toParentPlane, 60, 45) == [205, 135, 3])
        let affine = try! #require(m.affineToParentPlane)
        #expect(abs(CGPoint(x: 60, y: 45).applying(affine).x - 205) < 1e-9)
        #expect(abs(CGPoint(x: 60, y: 45).applying(affine).y - 135) < 1e-9)
        // A perspective transform has no affine form.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(mapping(transform: CATransform3DRotate(perspective, 0.3, 0, 1, 0)).affineToParentPlane == nil)
    }

    @Test func theSublayerSpaceAppliesAboutTheAnchorThenFlips() {
        let m = mapping(
            bounds: CGRect(x: 0, y: 10, width: 100, height: 50), anchorPoint: CGPoint(x: 0, y: 0),
            sublayerTransform: CATransform3DMakeScale(2, 2, 1), flipped: true)
        #expect(m.hasSublayerSpace)
        // Scale 2 about the anchor (0, 10): (10, 20) → (20, 30); flip in [10, 60]: y → 70 − y.
        #expect(apply(m.sublayerSpace, 10, 20) == [20, 40, 0])
        #expect(!mapping().hasSublayerSpace)
        #expect(mapping().sublayerSpace == .identity)
        // A replicator's instance transform applies about the anchor the same way.
        #expect(apply(m.aboutAnchor(CATransform3DMakeScale(2, 2, 1)), 10, 20) == [20, 30, 0])
    }

    @Test func settingAFrameUnderARotationGivesThatFrameBack() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0.2, y: 0.7)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
        // The bounds hold the size the rotation turns into the frame's.
        #expect(layer.bounds.size.width.isApproximately(80))
        #expect(layer.bounds.size.height.isApproximately(40))
        let frame = layer.frame
        #expect(frame.minX.isApproximately(10) && frame.minY.isApproximately(20))
        #expect(frame.width.isApproximately(40) && frame.height.isApproximately(80))
    }

    @Test func flatteningDropsDepthOnlyWhereTheRuleSays() {
        // A sublayer turned about y under a plain layer is flattened onto that layer's plane:
        // converting its corner to the root keeps the foreshortened x whatever the depth.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        root.sublayerTransform = perspective
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.position = CGPoint(x: 100, y: 100)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let viaConvert = card.convert(CGPoint(x: 100, y: 50), to: root)
        let homography = Homography(card.mapping.toSuperlayer(of: root.mapping))
        let viaMapping = try! #require(homography.apply(CGPoint(x: 100, y: 50)))
        #expect(viaConvert.x.isApproximately(viaMapping.x) && viaConvert.y.isApproximately(viaMapping.y))
        // The right edge recedes: it lands left of where the unturned edge would (150).
        #expect(viaConvert.x < 150 && viaConvert.x > 100)
        // Hit testing finds the card there, and not beyond its foreshortened edge.
        #expect(root.hitTest(CGPoint(x: viaConvert.x - 2, y: 100)) === card)
        #expect(root.hitTest(CGPoint(x: viaConvert.x + 3, y: 100)) === root)
        #expect(LayerMapping.flattened(CATransform3DMakeTranslation(1, 2, 3)).m43 == 0)
    }
}

extension CGFloat {
    fileprivate func isApproximately(_ other: CGFloat) -> Bool { Swift.abs(self - other) < 1e-9 }
}
