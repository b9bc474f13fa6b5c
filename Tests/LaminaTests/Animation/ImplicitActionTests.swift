import Foundation
import Lamina
import Testing

@Suite struct ImplicitActionTests {
    /// A tree that has been committed by a flush.
    func committedTree() -> (root: CALayer, layer: CALayer) {
        let (root, layer) = layerInTree()
        CATransaction.flush()
        return (root, layer)
    }

    @Test func changesOfCommittedLayersAnimate() throws {
        let (_, layer) = committedTree()
        layer.opacity = 0.2
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.keyPath == "opacity")
        #expect(numericValue(animation.fromValue as Any) == 1)
        #expect(animation.toValue == nil)
        #expect(animation.duration == 0.25)
        // The commit stamps the start time.
        #expect(animation.beginTime == 0)
        CATransaction.flush()
        #expect(animation.beginTime > 0)
        let start = animation.beginTime
        let eased = CAMediaTimingFunction(name: .default).value(at: 0.5)
        #expect(abs(number(presented(layer, "opacity", at: start + 0.125)) - (1 - 0.8 * eased)) < 1e-6)
    }

    @Test func freshStandaloneAndDisabledChangesDoNotAnimate() {
        let (_, fresh) = layerInTree()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        let standalone = CALayer()
        CATransaction.flush()
        standalone.opacity = 0.5
        #expect(standalone.animationKeys() == nil)
        let (_, layer) = committedTree()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        // Paths animate only explicitly.
        let shape = CAShapeLayer()
        let root = CALayer()
        root.addSublayer(shape)
        CATransaction.flush()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(shape.animationKeys() == nil)
        shape.strokeEnd = 0.5
        #expect(shape.animationKeys() == ["strokeEnd"])
    }

    @Test func commitsOnAnotherThreadLeaveThisThreadsTreeUncommitted() {
        let (root, layer) = layerInTree()
        defer { withExtendedLifetime(root) {} }
        // Transactions are per thread: another thread's commit does not commit this tree.
        let done = DispatchSemaphore(value: 0)
        Thread {
            CATransaction.flush()
            done.signal()
        }.start()
        done.wait()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        // This thread's commit does.
        CATransaction.flush()
        layer.opacity = 0.25
        #expect(layer.animationKeys() == ["opacity"])
    }

    /// Rendering commits every layer of its tree: one attached deep in a tree rendered before,
    /// on a thread whose transaction never commits, is committed by the next render, and one
    /// in an unchanged subtree stays committed.
    @Test func renderingCommitsALayerAttachedDeepInATreeRenderedBefore() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let sibling = CALayer()
        sibling.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        root.addSublayer(child)
        root.addSublayer(sibling)
        _ = try LayerRenderer().image(of: root)
        let grandchild = CALayer()
        let done = DispatchSemaphore(value: 0)
        // Layers are not Sendable; the tree lock makes this attachment safe.
        nonisolated(unsafe) let (parent, attached) = (child, grandchild)
        Thread {
            parent.addSublayer(attached)
            done.signal()
            // This thread's transaction is never committed.
            Thread.sleep(forTimeInterval: 0.5)
        }.start()
        done.wait()
        #expect(!grandchild.isCommitted)
        _ = try LayerRenderer().image(of: root)
        grandchild.opacity = 0.25
        #expect(grandchild.animationKeys() == ["opacity"])
        sibling.opacity = 0.5
        #expect(sibling.animationKeys() == ["opacity"])
    }

    @Test func changesInFlightAnimateOnFromWhatIsOnScreen() throws {
        let (root, layer) = committedTree()
        defer { withExtendedLifetime(root) {} }
        // A slow fade, half way through now: the layer shows opacity 0.5.
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 100
        fade.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - 50
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        layer.opacity = 0.3
        let implicit = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(abs((numericValue(implicit.fromValue as Any) ?? -1) - 0.5) < 0.01)
        // With nothing running, the implicit animation starts from the old model value.
        layer.removeAllAnimations()
        layer.opacity = 0.6
        let next = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(abs((numericValue(next.fromValue as Any) ?? -1) - 0.3) < 1e-6)
    }

    @Test func transactionsSetDurationAndTiming() throws {
        let (_, layer) = committedTree()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        layer.position = CGPoint(x: 40, y: 40)
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "position"))
        #expect(animation.duration == 0.2)
        var point: [Float] = [0, 0]
        animation.timingFunction?.getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        #expect(animation.beginTime > 0)
    }

    final class Blocker: CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            event == "opacity" ? NSNull() : nil
        }
    }

    @Test func actionSearchOrder() throws {
        let (_, layer) = committedTree()
        let blocker = Blocker()
        layer.delegate = blocker
        layer.opacity = 0.3
        #expect(layer.animation(forKey: "opacity") == nil)
        // The actions dictionary comes before the default.
        let custom = CABasicAnimation()
        custom.duration = 3
        layer.actions = ["cornerRadius": custom, "borderWidth": NSNull()]
        layer.cornerRadius = 4
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 3)
        layer.borderWidth = 2
        #expect(layer.animation(forKey: "borderWidth") == nil)
        #expect(CALayer.defaultAction(forKey: "position") is CABasicAnimation)
        #expect(CALayer.defaultAction(forKey: "name") == nil)
    }

    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func delegatesAndCompletionBlocksFollowTime() throws {
        let (root, layer) = committedTree()
        let recorder = Recorder()
        var completed = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(recorder.events == ["start"])
        #expect(completed == 0)
        let start = try #require(layer.animation(forKey: "fade")).beginTime
        _ = try LayerRenderer().image(of: root, atTime: start + 0.5)
        #expect(recorder.events == ["start"])
        _ = try LayerRenderer().image(of: root, atTime: start + 1.5)
        #expect(recorder.events == ["start"], "rendering samples; it does not finish animations")
        root.advanceAnimations(to: start + 1.5)
        #expect(recorder.events == ["start", "stop true"])
        #expect(completed == 1)
        #expect(layer.animation(forKey: "fade") == nil)
        // Removing an animation stops it unfinished.
        layer.add(fade, forKey: "again")
        layer.removeAnimation(forKey: "again")
        #expect(recorder.events.suffix(2) == ["start", "stop false"])
        // A completion block with no animations runs at commit: here the commit of the implicit
        // transaction the changes above opened, which the explicit one nests in (as on iOS, where
        // the run loop would commit it).
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 10 }
        CATransaction.commit()
        #expect(completed == 1)
        CATransaction.flush()
        #expect(completed == 11)
        // With nothing open, an explicit transaction is the outermost and commits itself.
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 100 }
        CATransaction.commit()
        #expect(completed == 111)
    }

    @Test func addingCopiesAndReplacesByKey() {
        let (_, layer) = committedTree()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 1
        layer.add(animation, forKey: "a")
        #expect(layer.animation(forKey: "a") !== animation)
        animation.duration = 5
        #expect(layer.animation(forKey: "a")?.duration == 1)
        layer.add(animation, forKey: "a")
        layer.add(animation, forKey: "b")
        #expect(layer.animationKeys() == ["a", "b"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        // A zero duration becomes the transaction's.
        let instant = CABasicAnimation(keyPath: "opacity")
        layer.add(instant, forKey: "z")
        #expect(layer.animation(forKey: "z")?.duration == 0.25)
    }

    @Test func presentationAndModel() throws {
        let (_, layer) = committedTree()
        layer.opacity = 0
        let presentation = try #require(layer.presentation())
        #expect(presentation.model() === layer)
        #expect(layer.model() === layer)
        // Just after the change the presentation is still near the old value.
        #expect(presentation.opacity > 0.5)
    }
}

@Suite struct ImplicitSwitchTests {
    @Test func hidingIsImmediate() {
        let (_, layer) = layerInTree()
        CATransaction.flush()
        layer.isHidden = true
        layer.masksToBounds = true
        #expect(layer.animationKeys() == nil)
    }
}
