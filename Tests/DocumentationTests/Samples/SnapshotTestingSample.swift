import Lamina
import LaminaTesting
import Testing
import XCTest

// SnapshotTesting.md, run as tests: the samples are real snapshot assertions, with their
// references in Samples/__Snapshots__/SnapshotTestingSample.

/// SnapshotTesting.md's badge: a red pill with a count in white.
func makeBadge(count: Int) -> CALayer {
    let badge = CALayer()
    badge.name = "badge"
    badge.bounds = CGRect(x: 0, y: 0, width: count > 9 ? 32 : 24, height: 24)
    badge.position = CGPoint(x: badge.bounds.midX, y: 12)
    badge.cornerRadius = 12
    badge.backgroundColor = CGColor(srgbRed: 1, green: 0.23, blue: 0.19, alpha: 1)
    let label = CATextLayer()
    label.frame = CGRect(x: 0, y: 3.5, width: badge.bounds.width, height: 17)
    label.string = "\(count)"
    label.fontSize = 13
    label.alignmentMode = .center
    label.foregroundColor = CGColor(gray: 1, alpha: 1)
    badge.addSublayer(label)
    return badge
}

@Suite struct BadgeTests {
    @Test func badge() {
        let badge = makeBadge(count: 3)
        assertSnapshot(of: badge, as: .image(scale: 2, perceptualPrecision: 0.98))
        assertSnapshot(of: badge, as: .tree)
    }
}

@Suite struct BadgeAnimationTests {
    @Test func fadeIn() {
        let badge = makeBadge(count: 3)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 100  // a fixed media time, so no frame depends on the clock
        fade.duration = 0.3
        badge.add(fade, forKey: "fade")
        assertSnapshot(of: badge, as: .presentation(at: 100.15))
        assertSnapshot(of: badge, as: .frames(at: [100, 100.1, 100.2, 100.3]))
    }
}

final class BadgeXCTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: makeBadge(count: 42), as: .image, named: "two-digits")
    }
}

/// SnapshotTesting.md: record modes (compiled, not run: recording fails a test on purpose).
func recordModes(badge: CALayer) {
    assertSnapshot(of: badge, as: .image, record: .all)  // this assertion only

    withSnapshotTesting(record: .failed) {  // everything in the closure
        assertSnapshot(of: badge, as: .image)
    }
}

@Suite(.snapshots(record: .never))  // every test of the suite
struct CheckoutTests {
    @Test func emptyCart() {
        assertSnapshot(of: makeBadge(count: 0), as: .tree)
    }
}

/// SnapshotTesting.md: a strategy for a new type, pulled back from the layer's.
final class BadgeView {
    let layer = makeBadge(count: 7)
}

extension Snapshotting where Value == BadgeView, Format == CGImage {
    static var image: Snapshotting<BadgeView, CGImage> {
        Snapshotting<CALayer, CGImage>.image(scale: 2).pullback { view in view.layer }
    }
}

@Test func badgeView() {
    assertSnapshot(of: BadgeView(), as: .image)
}
