import Lamina
import Testing

/// Animation timing as Core Animation applies it, where real code depends on the detail.
@Suite struct AnimationTimingTests {
    func slide(timeOffset: CFTimeInterval, fillMode: CAMediaTimingFillMode = .removed) -> CALayer {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 10
        move.duration = 1
        move.timeOffset = timeOffset
        move.fillMode = fillMode
        move.isRemovedOnCompletion = false
        layer.add(move, forKey: "slide")
        return layer
    }

    func x(_ layer: CALayer, _ time: CFTimeInterval) -> CGFloat? {
        layer.presentation(atTime: time)?.position.x
    }

    @Test func timeOffsetShiftsCyclicallyWithinTheActiveDuration() throws {
        let layer = slide(timeOffset: 0.8)
        // Starts at its state at 0.8, wraps round after 0.2 s…
        #expect(abs(try #require(x(layer, 10)) - 80) < 1e-9)
        #expect(abs(try #require(x(layer, 10.1)) - 90) < 1e-9)
        #expect(abs(try #require(x(layer, 10.3)) - 10) < 1e-9)
        #expect(abs(try #require(x(layer, 10.9)) - 70) < 1e-9)
        // …and still ends 1 s after its begin time.
        #expect(x(layer, 11.05) == 0)
        #expect(x(layer, 9.9) == 0)
    }

    @Test func aFilledEndHoldsWhereTheOffsetWrapsTo() throws {
        let held = slide(timeOffset: 0.25, fillMode: .forwards)
        #expect(abs(try #require(x(held, 12)) - 25) < 1e-9)
        let whole = slide(timeOffset: 1, fillMode: .forwards)
        #expect(abs(try #require(x(whole, 12)) - 100) < 1e-9)
        let backwards = slide(timeOffset: 0.4, fillMode: .backwards)
        #expect(abs(try #require(x(backwards, 9)) - 40) < 1e-9)
    }

    @Test func anOffsetEndsTheAnimationAtItsActiveEnd() throws {
        let root = CALayer()
        let layer = slide(timeOffset: 0.8)
        layer.animation(forKey: "slide")?.isRemovedOnCompletion = true
        root.addSublayer(layer)
        root.advanceAnimations(to: 10.5)
        #expect(layer.animationKeys() == ["slide"])
        root.advanceAnimations(to: 11.01)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aClosedPathsKeyTimesCountItsCurvesNotItsClosingLine() throws {
        // Two lines and a close: keyTimes for the two lines (as lottie-ios writes them).
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.closeSubpath()
        let layer = CALayer()
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = path
        along.keyTimes = [0, 0.8, 1]
        along.beginTime = 100
        along.duration = 1
        layer.add(along, forKey: "along")
        func position(_ t: CFTimeInterval) throws -> CGPoint {
            try #require(layer.presentation(atTime: 100 + t)?.position)
        }
        // The first line takes 0.8 of the time: uneven keyTimes are honoured.
        let early = try position(0.4)
        #expect(abs(early.x - 50) < 1e-9 && abs(early.y) < 1e-9)
        #expect(abs(try position(0.8).x - 100) < 1e-9)
        // The closing line is no keyframe: the path ends at its last corner.
        #expect(abs(try position(0.9).y - 50) < 1e-9)
        let end = try position(0.999_999)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 100) < 1e-3)
        // keyTimes need not start at 0: past the last one, the last corner holds.
        along.keyTimes = [0.2, 0.4, 0.6]
        layer.add(along, forKey: "along")
        let held = try position(0.7)
        #expect(abs(held.x - 100) < 1e-9 && abs(held.y - 100) < 1e-9)
        // keyTimes counting the closing line keep working as before.
        along.keyTimes = [0, 0.5, 0.75, 1]
        layer.add(along, forKey: "along")
        #expect(abs(try position(0.25).x - 50) < 1e-9)
        #expect(abs(try position(0.625).y - 50) < 1e-9)
    }

    /// A group that clips and holds a child, as lottie-ios times every animation: the child spans
    /// the whole animation (duration 1), the group the part played, from `start` for `length`.
    func clipped(start: CFTimeInterval, length: CFTimeInterval) -> CALayer {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timeOffset = start
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = length
        group.beginTime = 10
        group.fillMode = .both
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "clip")
        return layer
    }

    @Test func aGroupHeldAtItsEndShowsItsChildsEnd() throws {
        // The whole animation: held at the end, the child (fill mode removed) shows its end.
        let whole = clipped(start: 0, length: 1)
        #expect(abs(try #require(x(whole, 10.5)) - 50) < 1e-9)
        #expect(abs(try #require(x(whole, 12)) - 100) < 1e-9)
        #expect(abs(try #require(x(whole, 9)) - 0) < 1e-9)
        // From 25 % to 75 %: starts at 25, holds 75.
        let middle = clipped(start: 0.25, length: 0.5)
        #expect(abs(try #require(x(middle, 9)) - 25) < 1e-9)
        #expect(abs(try #require(x(middle, 10.25)) - 50) < 1e-9)
        #expect(abs(try #require(x(middle, 12)) - 75) < 1e-9)
        // From 25 % to the end: the offset wraps exactly round at the end, which shows the end.
        let tail = clipped(start: 0.25, length: 0.75)
        #expect(abs(try #require(x(tail, 12)) - 100) < 1e-9)
    }

    @Test func aGroupsChildIsHeldByItsFillModeAlone() throws {
        // Children of a group are never removed on their own: a forwards fill holds the end
        // while the group runs, whatever isRemovedOnCompletion says.
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.fillMode = .forwards
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 2
        group.beginTime = 10
        layer.add(group, forKey: "group")
        #expect(abs(try #require(x(layer, 11.5)) - 100) < 1e-9)
        move.fillMode = .removed
        layer.add(group, forKey: "group")
        #expect(x(layer, 11.5) == 0)
    }

    @Test func anExplicitTransactionAfterChangesNestsInTheImplicitOne() throws {
        // Layers built, then a change in an explicit transaction (as lottie-ios sets its frame):
        // the tree is not committed by it, so later changes still do not animate.
        let root = CALayer()
        let child = CAShapeLayer()
        root.addSublayer(child)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.opacity = 0.5
        CATransaction.commit()
        child.lineWidth = 10
        #expect(child.animationKeys() == nil)
        // Once committed, changes animate.
        CATransaction.flush()
        child.lineWidth = 2
        #expect(child.animationKeys() == ["lineWidth"])
    }

    @Test func aDiscreteAnimationOfOneValueShowsTheModel() throws {
        let layer = CALayer()
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [0]
        blink.keyTimes = [0, 1]
        blink.calculationMode = .discrete
        blink.beginTime = 10
        blink.duration = 1
        layer.add(blink, forKey: "blink")
        #expect(layer.presentation(atTime: 10.5)?.opacity == 1)
        blink.calculationMode = .linear
        blink.keyTimes = nil
        layer.add(blink, forKey: "blink")
        #expect(layer.presentation(atTime: 10.5)?.opacity == 0)
    }

    @Test func presentationCommitsNothing() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        root.addSublayer(child)
        _ = root.presentation()
        // Still the transaction that added the child: no implicit animation.
        child.opacity = 0.25
        CATransaction.flush()
        #expect(child.animationKeys() == nil)
        let presented = try #require(child.presentation())
        #expect(presented.opacity == 0.25)
        #expect(presented.model() === child)
    }
}
