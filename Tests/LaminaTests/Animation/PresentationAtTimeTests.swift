import Lamina
import Testing

/// `presentation(atTime:)`: the public, pure way to read what a tree shows at a time.
@Suite struct PresentationAtTimeTests {
    /// A root with a child whose opacity fades from 0 to 1 over [100, 102], a grandchild and
    /// a mask.
    func fadingTree() -> (root: CALayer, child: CALayer, grandchild: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.name = "child"
        let grandchild = CAShapeLayer()
        grandchild.name = "grandchild"
        child.addSublayer(grandchild)
        child.mask = CALayer()
        root.addSublayer(child)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 100
        fade.duration = 2
        child.add(fade, forKey: "fade")
        return (root, child, grandchild)
    }

    @Test func samplingInAnyOrderGivesTheSameValuesAndLeavesTheModelAlone() throws {
        let (root, child, _) = fadingTree()
        let late = try #require(child.presentation(atTime: 120))
        let middle = try #require(child.presentation(atTime: 101))
        let again = try #require(child.presentation(atTime: 101))
        #expect(late.opacity == 1)
        #expect(abs(middle.opacity - 0.5) < 1e-6)
        #expect(again.opacity == middle.opacity)
        // Sampling past the end neither finished nor removed the animation.
        #expect(child.animationKeys() == ["fade"])
        #expect(child.opacity == 1)
        #expect(root.presentation(atTime: 100.5)?.sublayers?.first?.opacity == 0.25)
    }

    @Test func thePresentationIsATree() throws {
        let (root, child, grandchild) = fadingTree()
        let presented = try #require(child.presentation(atTime: 101))
        #expect(presented.model() === child)
        let sublayer = try #require(presented.sublayers?.first as? CAShapeLayer)
        #expect(sublayer !== grandchild)
        #expect(sublayer.model() === grandchild)
        #expect(sublayer.superlayer === presented)
        #expect(presented.mask?.model() === child.mask)
        #expect(presented.mask?.superlayer === presented)
        // The head's superlayer is the presentation of the model's superlayer.
        let parent = try #require(presented.superlayer)
        #expect(parent.model() === root)
        #expect(abs((parent.sublayers?.first?.opacity ?? 0) - 0.5) < 1e-6)
        // The model tree is untouched.
        #expect(child.superlayer === root)
        #expect(grandchild.superlayer === child)
    }
}
