import Foundation
import LaminaUIKit
import TestSupport
import Testing

/// A view controller that logs its life cycle.
final class LoggingViewController: UIViewController {
    var log: [String] = []

    override func loadView() {
        log.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        log.append("willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.append("didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

@Suite struct ViewControllerTests {
    @Test func theViewLoadsLazilyOnce() {
        let controller = LoggingViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.log.isEmpty)
        let view: UIView = controller.view
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.view === view && controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(view.next === controller)

        let plain = UIViewController(nibName: nil, bundle: nil)
        #expect(plain.view.frame == UIScreen.main.bounds)
        #expect(UIViewController(coder: NSCoder())?.nibName == nil)
    }

    @Test func makeKeyAndVisibleInstallsTheRootViewBetweenTheAppearanceCalls() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let controller = LoggingViewController()
        window.rootViewController = controller
        #expect(window.isHidden && controller.log.isEmpty && window.subviews.isEmpty)
        KeyWindowLock.run {
            window.makeKeyAndVisible()
            #expect(!window.isHidden && window.isKeyWindow)
        }
        let appearance = [
            "loadView", "viewDidLoad", "viewWillAppear(false)", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews",
            "viewDidAppear(false)",
        ]
        #expect(controller.log == appearance)
        #expect(controller.view.superview === window && controller.view.frame == window.bounds)
        #expect(controller.view.window === window && controller.next === window)
        controller.log = []
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])

        // A new root controller on a visible window is installed at once.
        let next = LoggingViewController()
        window.rootViewController = next
        #expect(next.view.superview === window && controller.view.superview == nil)
        #expect(next.log == appearance)
        KeyWindowLock.run { window.makeKeyAndVisible() }
        #expect(next.log == appearance)
    }

    @Test func childrenFollowUIKitsContainmentCalls() {
        let parent = UIViewController()
        let child = LoggingViewController()
        parent.addChild(child)
        #expect(parent.children.count == 1 && child.parent === parent)
        #expect(child.log == ["willMove(parent)"])
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    @Test func becomingFirstResponderResignsThePreviousOne() {
        final class Focusable: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let a = Focusable()
        let b = Focusable()
        #expect(!UIView().becomeFirstResponder())
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        b.resignFirstResponder()
        #expect(!b.isFirstResponder)
    }
}
