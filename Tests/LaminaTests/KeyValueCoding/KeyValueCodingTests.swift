import Lamina
import Testing

@Suite struct KeyValueCodingTests {
    @Test func propertiesByKey() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
        // Any number converts to the property's type.
        layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
        #expect(layer.opacity == 0.25)
        layer.setValue(12, forKey: "cornerRadius")
        #expect(layer.cornerRadius == 12)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 12)
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
        // NSValue boxes of geometry are accepted.
        layer.setValue(NSValue(rect: CGRect(x: 0, y: 0, width: 5, height: 6)), forKey: "bounds")
        #expect(layer.bounds.size == CGSize(width: 5, height: 6))
        layer.setValue(NSValue(point: CGPoint(x: 7, y: 8)), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
        layer.setValue(NSValue(size: CGSize(width: 2, height: -3)), forKey: "shadowOffset")
        #expect(layer.shadowOffset == CGSize(width: 2, height: -3))
        // A box of another structure is not mistaken for one: a size is not a point.
        layer.setValue(NSValue(size: CGSize(width: 1, height: 1)), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
        // A value of the wrong type is ignored; nil resets to the default.
        layer.setValue("not a number", forKey: "cornerRadius")
        #expect(layer.cornerRadius == 12)
        layer.setValue(nil, forKey: "cornerRadius")
        #expect(layer.cornerRadius == 0)
        layer.setValue("resizeAspect", forKey: "contentsGravity")
        #expect(layer.contentsGravity == .resizeAspect)
    }

    @Test func customKeysAreStoredAndRedisplayWhenAsked() {
        final class ProgressLayer: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }
            override class func defaultValue(forKey key: String) -> Any? {
                key == "progress" ? CGFloat(0.5) : super.defaultValue(forKey: key)
            }
        }
        let layer = ProgressLayer()
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.5)
        layer.setValue(CGFloat(0.8), forKey: "progress")
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.8)
        #expect(layer.needsDisplay())
        #expect(CALayer().value(forKey: "anything") == nil)
    }

    @Test func keyPathsIntoStructures() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.setValue(7, forKeyPath: "position.x")
        #expect(layer.position.x == 7 && layer.position.y == 25)
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 25)
        layer.setValue(80, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.width == 80)
        #expect(layer.value(forKeyPath: "bounds.size.height") as? CGFloat == 50)
        #expect(layer.value(forKeyPath: "bounds.origin") as? CGPoint == .zero)
        layer.setValue(-3, forKeyPath: "shadowOffset.height")
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.value(forKeyPath: "position.z") == nil)
    }

    @Test func transformKeyPaths() throws {
        let layer = CALayer()
        layer.setValue(CGFloat.pi / 3, forKeyPath: "transform.rotation.z")
        let angle = try #require(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(angle - .pi / 3) < 1e-9)
        #expect(abs(layer.transform.m12 - sin(.pi / 3)) < 1e-9)
        // Scaling keeps the rotation.
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0) - 2) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0) - .pi / 3) < 1e-9)
        layer.setValue(10, forKeyPath: "transform.translation.x")
        #expect(layer.transform.m41 == 10)
        layer.setValue(CGSize(width: 1, height: 2), forKeyPath: "transform.translation")
        #expect(layer.transform.m41 == 1 && layer.transform.m42 == 2)
        layer.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.x") as? CGFloat ?? 0) - 0.5) < 1e-9)
        layer.transform = CATransform3DMakeRotation(-0.7, 0, 1, 0)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0) + 0.7) < 1e-9)
        layer.transform = CATransform3DMakeScale(2, 3, 4)
        #expect(layer.value(forKeyPath: "transform.scale.y") as? CGFloat == 3)
    }

    @Test func subclassKeysAndLayerPaths() {
        let shape = CAShapeLayer()
        shape.setValue(0.3, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.3)
        shape.setValue([2, 3] as [Any], forKey: "lineDashPattern")
        #expect(shape.lineDashPattern == [2, 3])
        let owner = CALayer()
        owner.mask = shape
        owner.setValue(0.1, forKeyPath: "mask.strokeStart")
        #expect(shape.strokeStart == 0.1)
        #expect(owner.value(forKeyPath: "mask.strokeStart") as? CGFloat == 0.1)
    }
}
