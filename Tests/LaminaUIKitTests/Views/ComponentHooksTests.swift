import Foundation
import LaminaUIKit
import Testing

/// A view that records the hooks UIKit calls on it.
private final class HookView: UIView {
    var log: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.append(
            "traits \(previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light")→\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")"
        )
    }

    override func layoutMarginsDidChange() { log.append("margins") }
    override func safeAreaInsetsDidChange() { log.append("safeArea") }
}

/// The hooks component subclasses override, and the app around views.
@Suite struct ComponentHooksTests {
    @Test func overridingTheStyleTellsTheSubtreeItsTraitsChanged() {
        let parent = HookView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = HookView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.log == ["traits light→dark"])
        #expect(child.log == ["traits light→dark"])
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // Moving to a light hierarchy changes the child's traits back.
        child.removeFromSuperview()
        #expect(child.log == ["traits light→dark", "traits dark→light"])
        // A dynamic colour resolves with the view's traits.
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: parent.traitCollection) == .white)
    }

    @Test func marginsSafeAreaAndIntrinsicSizeInvalidation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = HookView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(view)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.log == ["margins"])
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(view.log == ["margins", "safeArea"])
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(window.safeAreaInsets.bottom == 34)
        view.layoutIfNeeded()
        window.layoutIfNeeded()
        view.invalidateIntrinsicContentSize()
        #expect(view.layer.needsLayout() && window.layer.needsLayout())
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins.leading == 4)
    }

    @Test func labelsAndButtonsAreAccessibilityElementsNamedByTheirText() {
        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement && label.accessibilityTraits.contains(.staticText))
        #expect(label.accessibilityLabel == "Total")
        label.accessibilityLabel = "Sum"
        #expect(label.accessibilityLabel == "Sum")
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        #expect(button.accessibilityLabel == "Buy" && button.accessibilityTraits == .button)
        #expect(!UIView().isAccessibilityElement)
    }

    @Test func theDeviceIsAHeadlessIPhoneAndHapticsAreRecorded() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.orientation.isPortrait)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        #expect(impact.occurrences == ["impact", "impact 1.0"])
        #expect(notification.occurrences == ["notification success"])
    }

    @Test func fontDescriptorsMakeTheFontsTheyDescribe() throws {
        let bold = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitBold))
        let boldFont = UIFont(descriptor: bold, size: 0)
        #expect(boldFont.pointSize == 17)
        #expect(boldFont.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(boldFont.fontName == ".SFUI-Bold")
        let italic = UIFont(
            descriptor: UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitItalic)!,
            size: 20)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic) && italic.pointSize == 20)
        let named = UIFont(descriptor: UIFontDescriptor(name: "DejaVu Sans", size: 11), size: 0)
        #expect(named.fontName == "DejaVu Sans" && named.pointSize == 11)
        let boldNamed = UIFont(descriptor: named.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(boldNamed.ctFont.pangoDescription.contains("Bold"))
        let mono = try #require(UIFont.systemFont(ofSize: 14).fontDescriptor.withDesign(.monospaced))
        #expect(UIFont(descriptor: mono, size: 0).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(named.fontDescriptor.withDesign(.serif) == nil)
    }
}
