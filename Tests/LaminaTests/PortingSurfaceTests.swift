import Lamina
import Testing

/// What real iOS layer code needs beyond the layer's properties: overridable tree and
/// animation methods, transforms boxed in `NSValue`, key-value coding on animations.
@Suite struct PortingSurfaceTests {
    /// A subclass overriding the methods iOS code commonly overrides.
    final class RecordingLayer: CALayer {
        var calls: [String] = []

        override func addSublayer(_ layer: CALayer) {
            calls.append("addSublayer")
            super.addSublayer(layer)
        }

        override func removeFromSuperlayer() {
            calls.append("removeFromSuperlayer")
            super.removeFromSuperlayer()
        }

        override func add(_ anim: CAAnimation, forKey key: String?) {
            calls.append("add \(key ?? "")")
            super.add(anim, forKey: key)
        }

        override func removeAllAnimations() {
            calls.append("removeAllAnimations")
            super.removeAllAnimations()
        }

        override func render(in ctx: CGContext) {
            calls.append("render")
            super.render(in: ctx)
        }

        override var sublayers: [CALayer]? {
            didSet { calls.append("sublayers") }
        }
    }

    @Test func subclassesOverrideTreeAndAnimationMethods() {
        let parent = RecordingLayer()
        let child = RecordingLayer()
        parent.addSublayer(child)
        child.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        child.removeAllAnimations()
        child.removeFromSuperlayer()
        parent.sublayers = [CALayer()]
        #expect(parent.calls == ["addSublayer", "sublayers"])
        #expect(child.calls == ["add fade", "removeAllAnimations", "removeFromSuperlayer"])
        #expect(child.superlayer == nil)
        // Assigning a mask removes it from where it was through the overridable method.
        let mask = RecordingLayer()
        parent.addSublayer(mask)
        parent.mask = mask
        #expect(mask.calls == ["removeFromSuperlayer"])
        #expect(parent.sublayers?.contains { $0 === mask } == false)
    }

    @Test func transformsBoxInNSValue() throws {
        let spin = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let value = NSValue(caTransform3D: spin)
        #expect(value.caTransform3DValue == spin)
        #expect(String(cString: value.objCType) == "{CATransform3D=dddddddddddddddd}")
        #expect(value.isEqual(NSValue(caTransform3D: spin)))
        #expect(!value.isEqual(NSValue(caTransform3D: CATransform3DIdentity)))
        #expect(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        // Key-value coding and animations accept the boxed value.
        let layer = CALayer()
        layer.setValue(value, forKey: "transform")
        #expect(layer.transform == spin)
        let root = CALayer()
        root.addSublayer(layer)
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        turn.beginTime = 10
        turn.duration = 1
        layer.add(turn, forKey: "grow")
        let halfway = try #require(layer.presentation(atTime: 10.5))
        #expect(abs(halfway.transform.m11 - 2) < 1e-9)
    }

    @Test func animationsHaveKeyValueCoding() throws {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.setValue("spinner", forKey: "id")
        spin.setValue(0.5, forKey: "duration")
        spin.setValue(NSNumber(value: 3), forKey: "repeatCount")
        spin.setValue(false, forKey: "removedOnCompletion")
        spin.setValue("forwards", forKey: "fillMode")
        spin.setValue(Double.pi * 2, forKey: "toValue")
        spin.setValue("not a number", forKey: "speed")
        #expect(spin.value(forKey: "id") as? String == "spinner")
        #expect(spin.duration == 0.5)
        #expect(spin.repeatCount == 3)
        #expect(!spin.isRemovedOnCompletion)
        #expect(spin.fillMode == .forwards)
        #expect(spin.toValue as? Double == .pi * 2)
        #expect(spin.speed == 1)
        #expect(spin.value(forKey: "keyPath") as? String == "transform.rotation.z")
        #expect(spin.value(forKey: "fromValue") == nil)
        #expect(spin.value(forKey: "unknown") == nil)
        // A key of another class is an ordinary custom key here.
        spin.setValue(4, forKey: "mass")
        #expect(spin.value(forKey: "mass") as? Int == 4)
        // Tags travel with the copy a layer makes.
        let layer = CALayer()
        layer.add(spin, forKey: "spin")
        #expect(layer.animation(forKey: "spin")?.value(forKey: "id") as? String == "spinner")
    }
}
