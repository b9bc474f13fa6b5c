import Foundation
import LaminaUIKit
import TestSupport
import Testing

/// A view in a visible window, committed: its changes run their actions from now on.
func viewOnScreen(frame: CGRect = CGRect(x: 20, y: 20, width: 100, height: 50)) -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    KeyWindowLock.run { window.makeKeyAndVisible() }
    let view = UIView(frame: frame)
    window.addSubview(view)
    CATransaction.flush()
    return (window, view)
}

/// The two control points of a timing function.
func controlPoints(_ function: CAMediaTimingFunction?) -> [Float] {
    guard let function else { return [] }
    var values: [Float] = [0, 0]
    var result: [Float] = []
    for index in 1...2 {
        function.getControlPoint(at: index, values: &values)
        result += values
    }
    return result
}

/// The commit time of the transaction that is pending: an animation added now starts then.
func commitTime(of layer: CALayer) -> CFTimeInterval {
    let probe = CABasicAnimation(keyPath: "zPosition")
    probe.duration = 100
    layer.add(probe, forKey: "commit-time-probe")
    CATransaction.flush()
    let time = layer.animation(forKey: "commit-time-probe")?.beginTime ?? .nan
    layer.removeAnimation(forKey: "commit-time-probe")
    return time
}

@Suite(.serialized) struct ViewAnimationTests {
    @Test func aViewsLayerDoesNotAnimateOutsideBlocksButPlainLayersDo() {
        let (_, view) = viewOnScreen()
        view.alpha = 0.5
        view.center = CGPoint(x: 10, y: 10)
        view.backgroundColor = .red
        view.layer.cornerRadius = 4
        view.layer.setValue(3, forKey: "custom")
        CATransaction.flush()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)

        let plain = CALayer()
        view.layer.addSublayer(plain)
        CATransaction.flush()
        plain.opacity = 0.5
        #expect(plain.animationKeys() == ["opacity"])
    }

    @Test func insideABlockTheLayerGetsTheBlocksAnimation() throws {
        let (window, view) = viewOnScreen()
        UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseIn]) {
            view.alpha = 0.2
        }
        // The model changes at once.
        #expect(abs(view.alpha - 0.2) < 1e-7 && view.layer.opacity == 0.2)
        let start = commitTime(of: window.layer)
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(!(animation is CASpringAnimation))
        #expect(animation.keyPath == "opacity" && animation.duration == 0.4)
        #expect(controlPoints(animation.timingFunction) == [0.42, 0, 1, 1])
        #expect(animation.fromValue as? Float == 1 && animation.toValue == nil)
        #expect(animation.fillMode == .backwards)
        #expect(abs(animation.beginTime - (start + 0.1)) < 1e-9)
        #expect(animation.repeatCount == 0 && !animation.autoreverses)

        // Waiting for the delay it shows the old value; then it eases in to the new one.
        #expect(view.layer.presentation(atTime: start + 0.05)?.opacity == 1)
        let early = try #require(view.layer.presentation(atTime: start + 0.2)?.opacity)
        let eased = Float(CAMediaTimingFunction(name: .easeIn).value(at: 0.25))
        #expect(abs(early - (1 + (0.2 - 1) * eased)) < 1e-5)
        #expect(view.layer.presentation(atTime: start + 0.6)?.opacity == 0.2)
    }

    @Test func theDefaultCurveIsEaseInOutAndFrameChangesAnimateBoundsAndPosition() throws {
        let (_, view) = viewOnScreen()
        UIView.animate(withDuration: 0.3) {
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        }
        CATransaction.flush()
        let keys = try #require(view.layer.animationKeys())
        #expect(Set(keys) == ["bounds", "position"])
        let position = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(controlPoints(position.timingFunction) == [0.42, 0, 0.58, 1])
        #expect(position.fromValue as? CGPoint == CGPoint(x: 70, y: 45))
        #expect(position.duration == 0.3 && position.fillMode == .removed)
        let bounds = try #require(view.layer.animation(forKey: "bounds") as? CABasicAnimation)
        #expect(bounds.fromValue as? CGRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func optionsRepeatAutoreverseAndLinear() throws {
        let (_, view) = viewOnScreen()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
            view.transform = CGAffineTransform(rotationAngle: 1)
        }
        CATransaction.flush()
        let animation = try #require(view.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(animation.repeatCount == .infinity && animation.autoreverses)
        #expect(controlPoints(animation.timingFunction) == [0, 0, 1, 1])
        #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    }

    @Test func theSpringVariantMakesASpringAnimation() throws {
        let (window, view) = viewOnScreen()
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 2,
            options: [], animations: { view.center = CGPoint(x: 200, y: 45) })
        let start = commitTime(of: window.layer)
        let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        let omega = 2 * CGFloat.pi / 0.5
        #expect(spring.duration == 0.5 && spring.mass == 1)
        #expect(abs(spring.stiffness - omega * omega) < 1e-9)
        #expect(abs(spring.damping - 2 * 0.6 * omega) < 1e-9)
        #expect(spring.initialVelocity == 2)
        #expect(spring.fromValue as? CGPoint == CGPoint(x: 70, y: 45))
        // Underdamped: it overshoots 200 on the way.
        let positions = stride(from: 0.05, to: 0.5, by: 0.05).compactMap {
            view.layer.presentation(atTime: start + $0)?.position.x
        }
        #expect(positions.contains { $0 > 200 })
    }

    @Test func performWithoutAnimationAndDisabledAnimationsMakeChangesAtOnce() {
        let (_, view) = viewOnScreen()
        UIView.animate(withDuration: 0.3) {
            UIView.performWithoutAnimation {
                view.alpha = 0.5
            }
            view.center = CGPoint(x: 1, y: 1)
        }
        CATransaction.flush()
        #expect(view.layer.animationKeys() == ["position"])
        view.layer.removeAllAnimations()

        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 0.3) { view.alpha = 1 }
        UIView.setAnimationsEnabled(true)
        CATransaction.flush()
        #expect(view.layer.animationKeys() == nil)
        #expect(UIView.areAnimationsEnabled)

        UIView.animate(withDuration: 0) { view.alpha = 0.3 }
        UIView.animate(withDuration: -1) { view.alpha = 0.4 }
        CATransaction.flush()
        #expect(view.layer.animationKeys() == nil && view.layer.opacity == 0.4)
    }

    @Test func theCompletionRunsOnceWhenTimeIsAdvancedPastTheEnd() throws {
        let (window, view) = viewOnScreen()
        var calls: [Bool] = []
        UIView.animate(
            withDuration: 0.25,
            animations: {
                view.alpha = 0
                view.center = CGPoint(x: 1, y: 1)
            }, completion: { calls.append($0) })
        let start = commitTime(of: window.layer)
        #expect(calls.isEmpty)
        window.layer.advanceAnimations(to: start + 0.1)
        #expect(calls.isEmpty)
        // Rendering past the end samples; only advancing time finishes.
        _ = try LayerRenderer().image(of: window.layer, atTime: start + 0.3)
        #expect(calls.isEmpty)
        window.layer.advanceAnimations(to: start + 0.3)
        #expect(calls == [true])
        window.layer.advanceAnimations(to: start + 0.5)
        CATransaction.flush()
        #expect(calls == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aBlockWithoutAnimationsCompletesAtTheNextCommit() {
        let (_, view) = viewOnScreen()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.tag = 3 }, completion: { calls.append($0) })
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { calls.append($0) })
        #expect(calls.isEmpty)
        CATransaction.flush()
        #expect(calls == [true, true])
        CATransaction.flush()
        #expect(calls == [true, true])
    }

    @Test func removingAnAnimationCompletesWithFalse() throws {
        let (_, view) = viewOnScreen()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { calls.append($0) })
        CATransaction.flush()
        view.layer.removeAllAnimations()
        #expect(calls == [false])

        // An animation of the same key replaces the first block's: it completes unfinished.
        var first: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { first.append($0) })
        CATransaction.flush()
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(first == [false])
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        let (_, view) = viewOnScreen()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(other)
        CATransaction.flush()
        #expect(UIView.inheritedAnimationDuration == 0)
        var inherited: TimeInterval = 0
        UIView.animate(withDuration: 0.8, delay: 0, options: .curveLinear) {
            inherited = UIView.inheritedAnimationDuration
            UIView.animate(withDuration: 0.1) { view.alpha = 0.5 }
            UIView.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedDuration, .curveEaseOut])
            {
                other.alpha = 0.5
            }
        }
        CATransaction.flush()
        #expect(inherited == 0.8)
        let outer = try #require(view.layer.animation(forKey: "opacity"))
        #expect(outer.duration == 0.8 && controlPoints(outer.timingFunction) == [0, 0, 1, 1])
        let overridden = try #require(other.layer.animation(forKey: "opacity"))
        #expect(overridden.duration == 0.1 && controlPoints(overridden.timingFunction) == [0, 0, 1, 1])
    }

    @Test func aTransitionAddsAFadeAndItsChangesDoNotAnimate() throws {
        let (window, view) = viewOnScreen()
        var calls: [Bool] = []
        UIView.transition(
            with: view, duration: 0.4, options: .transitionCrossDissolve,
            animations: { view.backgroundColor = .green }, completion: { calls.append($0) })
        let start = commitTime(of: window.layer)
        let transition = try #require(view.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .fade && transition.duration == 0.4)
        #expect(view.layer.animation(forKey: "backgroundColor") == nil)
        window.layer.advanceAnimations(to: start + 0.5)
        #expect(calls == [true])
    }

    @Test func aVisibleWindowIsCommittedAndAnimatesItself() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        KeyWindowLock.run { window.makeKeyAndVisible() }
        UIView.animate(withDuration: 0.3) { window.alpha = 0.5 }
        CATransaction.flush()
        #expect(window.layer.animationKeys() == ["opacity"])
    }

    @Test func theFirstLayoutOfAShownWindowDoesNotAnimateButLaterOnesDo() throws {
        final class Bordered: UIView {
            let border = CALayer()
            override func layoutSubviews() {
                super.layoutSubviews()
                if border.superlayer == nil { layer.addSublayer(border) }
                border.frame = bounds.insetBy(dx: 1, dy: 1)
            }
        }
        let controller = UIViewController()
        let view = Bordered(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view = view
        let window = UIWindow(frame: view.frame)
        window.rootViewController = controller
        KeyWindowLock.run { window.makeKeyAndVisible() }
        #expect(view.border.frame == CGRect(x: 1, y: 1, width: 48, height: 48))
        #expect(view.border.animationKeys() == nil)
        // A plain layer's later frame changes animate implicitly, as on iOS.
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.layoutIfNeeded()
        #expect(Set(view.border.animationKeys() ?? []) == ["bounds", "position"])
    }

    @Test func layersNotYetCommittedDoNotAnimateAsInCoreAnimation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { calls.append($0) })
        CATransaction.flush()
        #expect(view.layer.animationKeys() == nil && calls == [true])
    }
}
