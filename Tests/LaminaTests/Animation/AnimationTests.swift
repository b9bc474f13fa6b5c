import Lamina
import Testing

/// A layer in a tree (so that it is rendered and committed like the layers users animate).
func layerInTree() -> (root: CALayer, layer: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    root.addSublayer(layer)
    return (root, layer)
}

/// The presentation value at media time `time`.
func presented(_ layer: CALayer, _ keyPath: String, at time: CFTimeInterval) -> Any? {
    layer.presentationCopy(atTime: time).value(forKeyPath: keyPath)
}

func number(_ value: Any?) -> Double {
    value.flatMap { numericValue($0) } ?? .nan
}

@Suite struct BasicAnimationTests {
    func opacityAnimation(from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.beginTime = 100
        animation.duration = 2
        return animation
    }

    @Test func interpolatesLinearlyBetweenFromAndTo() {
        let (_, layer) = layerInTree()
        layer.add(opacityAnimation(from: 0.2, to: 1.0), forKey: "fade")
        #expect(abs(number(presented(layer, "opacity", at: 100.5)) - 0.4) < 1e-6)
        #expect(abs(number(presented(layer, "opacity", at: 101)) - 0.6) < 1e-6)
        // Before and after: the model value.
        #expect(number(presented(layer, "opacity", at: 99)) == 1)
        #expect(number(presented(layer, "opacity", at: 102.5)) == 1)
    }

    @Test(arguments: [
        (0.2 as Double?, nil as Double?, 0.4 as Double?, 0.2, 0.6),
        (nil, 0.8, 0.4, 0.4, 0.8),
        (0.2, nil, nil, 0.2, 0.5),
        (nil, 0.3, nil, 0.5, 0.3),
        (nil, nil, 0.2, 0.5, 0.7),
    ])
    func fromToByRules(from: Double?, to: Double?, by: Double?, start: Double, end: Double) {
        let (_, layer) = layerInTree()
        layer.opacity = 0.5
        layer.add(opacityAnimation(from: from, to: to, by: by), forKey: "fade")
        let begin = number(presented(layer, "opacity", at: 100))
        let middle = number(presented(layer, "opacity", at: 101))
        #expect(abs(begin - start) < 1e-6)
        #expect(abs(middle - (start + end) / 2) < 1e-6)
    }

    @Test func fillModesAndRemoval() {
        let (_, layer) = layerInTree()
        let animation = opacityAnimation(from: 0, to: 0.5)
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")
        #expect(number(presented(layer, "opacity", at: 50)) == 0)
        #expect(number(presented(layer, "opacity", at: 500)) == 0.5)
        // Removed on completion: the forwards fill does not hold.
        let removed = opacityAnimation(from: 0, to: 0.5)
        removed.fillMode = .forwards
        layer.add(removed, forKey: "fade")
        #expect(number(presented(layer, "opacity", at: 500)) == 1)
    }

    @Test func timingFunctionsAreApplied() {
        let (_, layer) = layerInTree()
        let animation = opacityAnimation(from: 0, to: 1)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: "fade")
        let expected = CAMediaTimingFunction(name: .easeIn).value(at: 0.25)
        #expect(abs(number(presented(layer, "opacity", at: 100.5)) - expected) < 1e-6)
    }

    @Test func additiveAndCumulative() {
        let (_, layer) = layerInTree()
        layer.position = CGPoint(x: 50, y: 50)
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = -10
        shake.toValue = 10
        shake.isAdditive = true
        shake.beginTime = 100
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        #expect(abs(number(presented(layer, "position.x", at: 100.25)) - 45) < 1e-6)
        let step = CABasicAnimation(keyPath: "zPosition")
        step.fromValue = 0
        step.toValue = 10
        step.isCumulative = true
        step.repeatCount = 3
        step.beginTime = 100
        step.duration = 1
        layer.add(step, forKey: "step")
        #expect(abs(number(presented(layer, "zPosition", at: 102.5)) - 25) < 1e-6)
    }

    @Test func layerSpeedAndTimeOffsetScaleItsAnimations() {
        let (root, layer) = layerInTree()
        root.speed = 2
        let animation = opacityAnimation(from: 0, to: 1)
        animation.beginTime = 0
        animation.duration = 1
        layer.add(animation, forKey: "fade")
        // The animation's time is the layer's: media time 0.25 is layer time 0.5.
        #expect(abs(number(presented(layer, "opacity", at: 0.25)) - 0.5) < 1e-6)
        root.speed = 1
        layer.timeOffset = 0.5
        #expect(abs(number(presented(layer, "opacity", at: 0.25)) - 0.75) < 1e-6)
        #expect(layer.convertTime(10, from: nil) == 10.5)
        #expect(layer.convertTime(10.5, to: nil) == 10)
        #expect(layer.convertTime(1, from: root) == 1.5)
    }

    @Test func transformsAndColorsInterpolate() {
        let (_, layer) = layerInTree()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = CATransform3DIdentity
        spin.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        spin.beginTime = 100
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        #expect(abs(number(presented(layer, "transform.rotation.z", at: 100.5)) - .pi / 4) < 1e-9)
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.fromValue = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        color.toValue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0)
        color.beginTime = 100
        color.duration = 1
        layer.add(color, forKey: "color")
        let mid = presented(layer, "backgroundColor", at: 100.5) as? CGColor
        #expect(mid?.components == [0.5, 0, 0.5, 0.5])
        // Rotation through the key path, with a value function.
        let turn = CABasicAnimation(keyPath: "transform")
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        turn.fromValue = 0
        turn.toValue = Double.pi
        turn.beginTime = 100
        turn.duration = 1
        layer.add(turn, forKey: "spin")
        #expect(abs(number(presented(layer, "transform.rotation.z", at: 100.25)) - .pi / 4) < 1e-9)
    }

    @Test func badAnimationsDoNothing() {
        let (_, layer) = layerInTree()
        let unknown = CABasicAnimation(keyPath: "noSuchProperty.really")
        unknown.toValue = 3
        layer.add(unknown, forKey: "a")
        let wrong = CABasicAnimation(keyPath: "position")
        wrong.fromValue = "left"
        wrong.toValue = CGColor.black
        layer.add(wrong, forKey: "b")
        let none = CABasicAnimation(keyPath: nil)
        layer.add(none, forKey: "c")
        let copy = layer.presentationCopy(atTime: CACurrentMediaTime())
        #expect(copy.position == layer.position)
        _ = layer.presentationCopy(atTime: .nan)
        _ = layer.presentationCopy(atTime: .infinity)
    }
}

@Suite struct KeyframeAndSpringTests {
    @Test func keyframesWithKeyTimesAndModes() {
        let (_, layer) = layerInTree()
        let frames = CAKeyframeAnimation(keyPath: "position.x")
        frames.values = [0, 100, 0]
        frames.keyTimes = [0, 0.25, 1]
        frames.beginTime = 100
        frames.duration = 4
        layer.add(frames, forKey: "x")
        #expect(abs(number(presented(layer, "position.x", at: 100.5)) - 50) < 1e-6)
        #expect(abs(number(presented(layer, "position.x", at: 102.5)) - 50) < 1e-6)
        frames.calculationMode = .discrete
        frames.keyTimes = [0, 0.25, 0.5, 1]
        layer.add(frames, forKey: "x")
        #expect(number(presented(layer, "position.x", at: 100.9)) == 0)
        #expect(number(presented(layer, "position.x", at: 101.1)) == 100)
        #expect(number(presented(layer, "position.x", at: 102.1)) == 0)
        // Paced: time follows distance (100 then 300 units: the first quarter takes 1 s of 4).
        frames.calculationMode = .paced
        frames.values = [0, 100, 400]
        layer.add(frames, forKey: "x")
        #expect(abs(number(presented(layer, "position.x", at: 101)) - 100) < 1e-6)
        #expect(abs(number(presented(layer, "position.x", at: 102.5)) - 250) < 1e-6)
        // Cubic passes through its values.
        frames.calculationMode = .cubic
        frames.values = [0, 100, 0, 100]
        frames.keyTimes = nil
        layer.add(frames, forKey: "x")
        #expect(abs(number(presented(layer, "position.x", at: 100 + 4.0 / 3)) - 100) < 1e-6)
    }

    @Test func pathAnimationsFollowThePath() {
        let (_, layer) = layerInTree()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.rotationMode = .rotateAuto
        follow.beginTime = 100
        follow.duration = 2
        layer.add(follow, forKey: "follow")
        let copy = layer.presentationCopy(atTime: 101.5)
        #expect(abs(copy.position.x - 100) < 1e-6 && abs(copy.position.y - 50) < 1e-6)
        // Going down the second segment: turned a quarter turn.
        #expect(abs(number(copy.value(forKeyPath: "transform.rotation.z")) - .pi / 2) < 1e-3)
    }

    @Test func springFollowsTheDampedOscillator() {
        let (_, layer) = layerInTree()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        spring.beginTime = 100
        spring.duration = 3
        layer.add(spring, forKey: "drop")
        // ζ = 0.5, ω0 = 10: y(t) = e^(−5t)(cos ωd t + (5 / ωd) sin ωd t), ωd = √75.
        for t in [0.1, 0.3, 0.7, 1.5] {
            let wd = 75.0.squareRoot()
            let remaining = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
            #expect(abs(number(presented(layer, "position.y", at: 100 + t)) - 100 * (1 - remaining)) < 1e-6)
        }
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 2)
        // Apple's documented figures (stiffness 100, mass 1): damping 5 settles in about
        // 2.85 s, damping 15 in just over 1 s; a stiffer spring settles sooner.
        let loose = CASpringAnimation(keyPath: "position.x")
        loose.damping = 5
        #expect(abs(loose.settlingDuration - 2.85) < 0.03)
        loose.damping = 15
        #expect(loose.settlingDuration > 1 && loose.settlingDuration < 1.1)
        loose.damping = 20
        let critical = loose.settlingDuration
        loose.stiffness = 400
        loose.damping = 40
        #expect(loose.settlingDuration < critical && loose.settlingDuration > 0)
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(bouncy.bounce - 0.3) < 1e-9)
    }

    @Test func groupsTimeTheirAnimations() {
        let (_, layer) = layerInTree()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 10
        move.beginTime = 1
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.beginTime = 100
        group.duration = 2
        layer.add(group, forKey: "group")
        let copy = layer.presentationCopy(atTime: 101.5)
        #expect(abs(Double(copy.opacity) - 0.75) < 1e-6)
        #expect(abs(copy.position.x - 5) < 1e-6)
    }
}
