import Badges
import Lamina
import LaminaTesting
import Testing

/// The badge as Swift Testing checks it: its pixels and its tree.
@Suite struct BadgeTests {
    @Test func singleDigit() {
        let badge = Badge(count: 3)
        assertSnapshot(of: badge.layer, as: .image(scale: 2, perceptualPrecision: 0.98))
        assertSnapshot(of: badge.layer, as: .tree)
    }
}
