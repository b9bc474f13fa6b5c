import Badges
import Foundation
import Lamina
import LaminaTesting
import XCTest

/// The badge as XCTest checks it. With `LAMINA_SNAPSHOT_CONSUMER_FAIL=1` the badge shows 47
/// instead of 42, so the snapshot fails on purpose: run it to see a failure's message and the
/// files it writes to `.build/snapshot-failures/BadgeOverflowTests/`.
final class BadgeOverflowTests: XCTestCase {
    func testTwoDigitsAndOverflow() {
        let failOnPurpose = ProcessInfo.processInfo.environment["LAMINA_SNAPSHOT_CONSUMER_FAIL"] == "1"
        let badge = Badge(count: failOnPurpose ? 47 : 42)
        assertSnapshot(of: badge.layer, as: .image(scale: 2, perceptualPrecision: 0.98), named: "two-digits")
        badge.count = 120
        assertSnapshot(of: badge.layer, as: .image(scale: 2, perceptualPrecision: 0.98), named: "overflow")
    }
}
