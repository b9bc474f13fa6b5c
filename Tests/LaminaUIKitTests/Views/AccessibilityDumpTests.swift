import Foundation
import LaminaUIKit
import Testing

@Suite(.serialized) struct AccessibilityDumpTests {
    @Test func theTreeDescriptionShowsEachViewsAccessibility() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        container.accessibilityIdentifier = "card"
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        button.accessibilityHint = "Starts the song"
        container.addSubview(button)
        let lines = container.layer.treeDescription.split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix("accessibilityIdentifier=\"card\""), "\(lines[0])")
        let buttonLine = lines[1]
        #expect(
            buttonLine.hasSuffix(
                "accessibilityElement accessibilityLabel=\"Play\" accessibilityHint=\"Starts the song\" "
                    + "accessibilityTraits=[button]"), "\(buttonLine)")
        // A plain view says nothing.
        #expect(!UIView().layer.layerDescription.contains("accessibility"))
    }

    @Test func postedNotificationsAreRecordedAndURLsDoNotOpen() {
        UIAccessibility.removePostedNotifications()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement])
        #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
        UIAccessibility.removePostedNotifications()
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }
}
