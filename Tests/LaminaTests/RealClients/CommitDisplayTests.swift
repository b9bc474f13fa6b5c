import Lamina
import Testing

/// A commit lays out and displays the layers in trees that need it before they count as
/// committed, as Core Animation's does: layers a `display()` builds and sets up (lottie-ios's
/// animation layer builds its whole tree there) show their values at once instead of animating
/// to them from the defaults.
@Suite struct CommitDisplayTests {
    /// Builds a shape layer in `display()`, as lottie-ios's Core Animation layer does.
    final class SetsUpInDisplay: CALayer {
        private(set) var shape: CAShapeLayer?
        private(set) var displays = 0

        override init() {
            super.init()
            setNeedsDisplay()
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) {
            nil
        }

        override func display() {
            displays += 1
            let shape = self.shape ?? CAShapeLayer()
            if self.shape == nil {
                addSublayer(shape)
                self.shape = shape
            }
            shape.lineWidth = 10
            // Explicit transactions inside belong to the commit that displays.
            CATransaction.begin()
            shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            CATransaction.commit()
        }
    }

    @Test func aFlushDisplaysTheLayersInTreesBeforeTheyAreCommitted() throws {
        let root = CALayer()
        let layer = SetsUpInDisplay()
        root.addSublayer(layer)
        CATransaction.flush()
        #expect(!layer.needsDisplay())
        #expect(layer.displays == 1)
        let shape = try #require(layer.shape)
        #expect(shape.animationKeys() == nil)
        #expect(shape.presentation(atTime: CACurrentMediaTime())?.lineWidth == 10)
    }

    @Test func aFlushLaysOutTheTreeFirst() throws {
        final class Placing: CALayer {
            let child = CALayer()
            override func layoutSublayers() {
                if child.superlayer == nil { addSublayer(child) }
                child.frame = bounds.insetBy(dx: 10, dy: 10)
            }
        }
        let root = CALayer()
        let layer = Placing()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        root.addSublayer(layer)
        CATransaction.flush()
        #expect(!layer.needsLayout())
        #expect(layer.child.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(layer.child.animationKeys() == nil)
    }

    @Test func displayingALayerAlreadyCommittedAnimatesItsChanges() throws {
        let root = CALayer()
        let layer = SetsUpInDisplay()
        root.addSublayer(layer)
        CATransaction.flush()
        let shape = try #require(layer.shape)
        shape.lineWidth = 2
        CATransaction.flush()
        #expect(shape.animationKeys() == ["lineWidth"])
        shape.removeAllAnimations()
        // Displayed again in a later commit, the committed shape animates to the new width.
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.displays == 2)
        #expect(shape.animationKeys()?.contains("lineWidth") == true)
    }

    @Test func aLayerOnItsOwnIsDisplayedWhenRendered() throws {
        let layer = SetsUpInDisplay()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        CATransaction.flush()
        #expect(layer.needsDisplay())
        #expect(layer.displays == 0)
        _ = try LayerRenderer(scale: 1).image(of: layer)
        #expect(layer.displays == 1)
    }
}
