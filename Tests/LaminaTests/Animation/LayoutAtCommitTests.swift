import Foundation
import Lamina
import Testing

/// Rendering lays out before it commits, as Core Animation's commit does: a sublayer added and
/// placed by `layoutSublayers()` in the same transaction does not animate there.
@Suite struct LayoutAtCommitTests {
    final class Card: CALayer {
        let badge = CALayer()

        override func layoutSublayers() {
            super.layoutSublayers()
            if badge.superlayer == nil { addSublayer(badge) }
            badge.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
        }
    }

    /// Adds its badge when made; layout only places it.
    final class Tile: CALayer {
        let badge = CALayer()

        override init() {
            super.init()
            addSublayer(badge)
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSublayers() {
            super.layoutSublayers()
            badge.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
        }
    }

    @Test func aSublayerMadeWithItsLayerAndPlacedByLayoutDoesNotAnimate() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        _ = try LayerRenderer().image(of: root)
        // Laid out deep in a tree that was otherwise laid out: the layout before the commit
        // finds it.
        let tile = Tile()
        tile.frame = root.bounds
        root.addSublayer(tile)
        _ = try LayerRenderer().image(of: root)
        #expect(tile.badge.animationKeys() == nil)
        #expect(tile.badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
    }

    @Test func aSublayerPlacedByLayoutDoesNotAnimateFromZero() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        _ = try LayerRenderer().image(of: root)  // the root is committed
        let card = Card()
        card.frame = root.bounds
        root.addSublayer(card)
        card.setNeedsLayout()
        _ = try LayerRenderer().image(of: root)
        #expect(card.badge.animationKeys() == nil)
        #expect(card.badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
        // A later change of a committed layer still animates, as in Core Animation.
        card.bounds.size.width = 50
        _ = try LayerRenderer().image(of: root)
        #expect(card.badge.animationKeys()?.contains("position") == true)
    }
}
