import Lamina
import Testing

/// Every property's default, against Apple's documentation (iOS).
@Suite struct DefaultsTests {
    @Test func layerDefaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0 && layer.anchorPointZ == 0)
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.frame == .zero)
        #expect(!layer.isGeometryFlipped)
        #expect(layer.backgroundColor == nil)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.cornerRadius == 0)
        #expect(
            layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
            ])
        #expect(layer.cornerCurve == .circular)
        #expect(!layer.masksToBounds)
        #expect(layer.opacity == 1)
        #expect(!layer.isHidden && layer.isDoubleSided && !layer.isOpaque)
        #expect(layer.allowsGroupOpacity && !layer.allowsEdgeAntialiasing)
        #expect(
            layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
        #expect(layer.contents == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
        #expect(layer.contentsScale == 1 && layer.rasterizationScale == 1 && !layer.shouldRasterize)
        #expect(!layer.needsDisplayOnBoundsChange && !layer.drawsAsynchronously)
        #expect(layer.name == nil && layer.style == nil && layer.actions == nil && layer.delegate == nil)
        #expect(layer.mask == nil && layer.superlayer == nil && layer.sublayers == nil)
        #expect(!layer.needsDisplay())
    }

    @Test func subclassDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.fillRule == .nonZero && shape.fillRule.rawValue == "non-zero")
        #expect(shape.strokeColor == nil)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.lineDashPhase == 0 && shape.lineDashPattern == nil)

        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil && gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial && CAGradientLayerType.conic.rawValue == "conic")

        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(replicator.instanceTransform))
        #expect(replicator.instanceColor == nil)
        #expect(replicator.instanceRedOffset == 0 && replicator.instanceAlphaOffset == 0)
        #expect(!replicator.preservesDepth)

        #expect(CAScrollLayer().scrollMode == .both)
    }

    @Test func defaultValueForKey() {
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "contentsGravity") as? CALayerContentsGravity == .resize)
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "lineWidth") == nil)
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
    }

    @Test func optionRawValuesMatchApple() {
        #expect(CALayerContentsGravity.resizeAspectFill.rawValue == "resizeAspectFill")
        #expect(CALayerContentsGravity.topLeft.rawValue == "topLeft")
        #expect(CALayerContentsFilter.nearest.rawValue == "nearest")
        #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
        #expect(CAShapeLayerLineCap.round.rawValue == "round")
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    }
}
