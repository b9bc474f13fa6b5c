import LaminaTesting
import XCTest

@testable import Screens

// Written as a swift-snapshot-testing suite is: only `import SnapshotTesting` became
// `import LaminaTesting`.

extension Snapshotting where Value == InboxViewController, Format == UIImage {
    /// The inbox on a phone, as the app's suites snapshot every screen.
    static var phone: Snapshotting {
        Snapshotting<UIViewController, UIImage>.image(on: .iPhone13, perceptualPrecision: 0.98).pullback {
            $0
        }
    }
}

final class InboxViewControllerTests: XCTestCase {
    let messages = [
        Message(sender: "Ana", preview: "Lunch at noon?", isRead: false),
        Message(sender: "Ben", preview: "The layer tree renders on Linux", isRead: true),
        Message(sender: "Chloé", preview: "Snapshot attached", isRead: false),
    ]

    func testInboxOnPhoneAndTablet() {
        let inbox = InboxViewController(messages: messages)
        assertSnapshot(of: inbox, as: .image(on: .iPhone13, perceptualPrecision: 0.98), named: "iPhone13")
        assertSnapshot(
            of: inbox, as: .image(on: .iPadMini(.portrait), perceptualPrecision: 0.98), named: "iPadMini")
    }

    func testInboxWithACustomStrategy() {
        assertSnapshot(of: InboxViewController(messages: Array(messages.prefix(1))), as: .phone)
    }

    func testMessagesAsData() {
        assertSnapshot(of: messages, as: .dump)
        assertSnapshot(of: messages[0], as: .json)
    }

    func testHierarchy() {
        let inbox = InboxViewController(messages: Array(messages.prefix(1)))
        assertSnapshot(of: inbox, as: .recursiveDescription(on: .iPhone13))
    }
}
