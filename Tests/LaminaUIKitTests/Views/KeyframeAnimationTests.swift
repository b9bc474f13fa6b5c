import Foundation
import LaminaUIKit
import Testing

@Suite(.serialized) struct KeyframeAnimationTests {
    @Test func keyframesMoveEachPropertyOverTheirSpansAndHoldBetween() throws {
        let (_, view) = viewOnScreen(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let start = commitTime(of: view.layer)
        var completed: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 0 }
        } completion: {
            completed = $0
        }
        #expect(view.alpha == 0)
        CATransaction.flush()
        func opacity(_ t: CFTimeInterval) -> Float? { view.layer.presentation(atTime: start + t)?.opacity }
        #expect(abs(try #require(opacity(0.25)) - 0.75) < 0.01)
        #expect(abs(try #require(opacity(0.6)) - 0.5) < 0.01)
        #expect(abs(try #require(opacity(0.875)) - 0.25) < 0.01)
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.5, 0.75, 1])
        view.layer.advanceAnimations(to: start + 2)
        #expect(completed == true)
    }

    @Test func discreteKeyframesJump() throws {
        let (_, view) = viewOnScreen(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let start = commitTime(of: view.layer)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete) {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }
        CATransaction.flush()
        #expect(view.layer.presentation(atTime: start + 0.7)?.opacity == 1)
    }
}
