import Lamina
import Testing

/// Behaviour measured on Apple's platforms (or stated in Apple's documentation), where it is
/// easy to get wrong.
@Suite struct AppleFactsTests {
    @Test func defaultValuesAreNilForZeroDefaults() {
        // Core Animation records defaults only for non-zero values.
        for key in [
            "bounds", "position", "zPosition", "hidden", "cornerRadius", "borderWidth", "shadowOpacity",
        ] {
            #expect(CALayer.defaultValue(forKey: key) == nil, "\(key)")
        }
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "transform") as? CATransform3D == CATransform3DIdentity)
        #expect(CALayer.defaultValue(forKey: "doubleSided") as? Bool == true)
        #expect(CALayer.defaultValue(forKey: "shadowRadius") as? CGFloat == 3)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeStart") == nil)
    }

    @Test func maskedCornersKeepsOnlyCornerBits() {
        let layer = CALayer()
        layer.maskedCorners = CACornerMask(rawValue: 0xFF)
        #expect(layer.maskedCorners.rawValue == 0xF)
        layer.maskedCorners = [.layerMinXMinYCorner, CACornerMask(rawValue: 0x20)]
        #expect(layer.maskedCorners == .layerMinXMinYCorner)
    }

    @Test func valueFunctionsAreSharedByName() {
        #expect(CAValueFunction(name: .rotateZ) === CAValueFunction(name: .rotateZ))
        #expect(CAValueFunction(name: .rotateZ) !== CAValueFunction(name: .scale))
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
    }

    @Test func copiedGroupsShareTheirAnimations() throws {
        let fade = CABasicAnimation(keyPath: "opacity")
        let group = CAAnimationGroup()
        group.animations = [fade]
        let copy = try #require(group.copy() as? CAAnimationGroup)
        #expect(copy !== group)
        #expect(copy.animations?.first === fade)
    }

    @Test func pathKeyframesGiveEverySegmentTheSameTimeUnlessPaced() throws {
        // A path of a long segment (100) then a short one (10): linear mode spends half the
        // time on each; paced mode moves at constant speed.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 10))
        let layer = CALayer()
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.beginTime = 10
        move.duration = 1
        layer.add(move, forKey: "move")
        let linear = try #require(layer.presentation(atTime: 10.75)).position
        #expect(abs(linear.x - 100) < 1e-9 && abs(linear.y - 5) < 1e-9)
        move.calculationMode = .paced
        layer.add(move, forKey: "move")
        let paced = try #require(layer.presentation(atTime: 10.5)).position
        #expect(abs(paced.x - 55) < 1e-6 && abs(paced.y) < 1e-9)
        move.calculationMode = .discrete
        layer.add(move, forKey: "move")
        #expect(try #require(layer.presentation(atTime: 10.6)).position == CGPoint(x: 100, y: 0))
    }
}
