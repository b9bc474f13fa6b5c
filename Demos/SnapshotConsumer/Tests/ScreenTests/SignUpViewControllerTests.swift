import LaminaTesting
import XCTest

@testable import Screens

// Written as a swift-snapshot-testing suite is: only `import SnapshotTesting` became
// `import LaminaTesting`. The screen is laid out by Auto Layout and stack views.

final class SignUpViewControllerTests: XCTestCase {
    func testSignUpOnTwoPhones() {
        let form = SignUpViewController()
        assertSnapshot(of: form, as: .image(on: .iPhone13, perceptualPrecision: 0.98), named: "iPhone13")
        assertSnapshot(of: form, as: .image(on: .iPhoneSe, perceptualPrecision: 0.98), named: "iPhoneSe")
    }

    func testTheFormFollowsTheMarginsAndTheSafeArea() {
        let form = SignUpViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = form
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // 16-point margins on an iPhone, 20 points below the safe area's top.
        XCTAssertEqual(form.formStack.frame.minX, 16)
        XCTAssertEqual(form.formStack.frame.width, 358)
        XCTAssertEqual(form.formStack.frame.minY, 67)
        // The fields fill what the 90-point labels and the spacing leave.
        for field in form.fields {
            XCTAssertEqual(field.convert(field.bounds, to: form.view).minX, 16 + 90 + 8)
            XCTAssertEqual(field.frame.width, 358 - 98)
        }
        // The button sits 16 points above the home indicator.
        XCTAssertEqual(form.submitButton.frame, CGRect(x: 16, y: 844 - 34 - 16 - 50, width: 358, height: 50))
        XCTAssertFalse(form.view.hasAmbiguousLayout)
    }
}
