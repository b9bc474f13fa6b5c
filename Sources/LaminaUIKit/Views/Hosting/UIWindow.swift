import Foundation

/// The backdrop of an app's user interface: the root of a view hierarchy.
///
/// Mirrors UIKit's `UIWindow`, headless: a window is a view that is hidden until
/// ``makeKeyAndVisible()``, which installs the ``rootViewController``'s view to fill it and calls
/// the controller's appearance methods. Nothing is shown on a screen: render the window's
/// layer with `LayerRenderer`.
open class UIWindow: UIView {
    /// The root view controller that was last told it appeared.
    private weak var appearedController: UIViewController?

    /// Creates a hidden window. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The window's frame, usually `UIScreen.main.bounds`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The controller whose view fills the window. Mirrors UIKit's `rootViewController`:
    /// setting it on a visible window installs its view at once; otherwise
    /// ``makeKeyAndVisible()`` does.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if !isHidden { installRootView() }
        }
    }

    /// Whether the window is the key window. Mirrors UIKit's `isKeyWindow`.
    open internal(set) var isKeyWindow = false

    /// The screen the window is on. Mirrors UIKit's `screen`.
    open var screen: UIScreen = .main

    /// The traits of the device the window stands for, over the screen's: size classes, idiom,
    /// display scale… (`nil`, the default, for the screen's). A Lamina addition, as
    /// ``deviceSafeAreaInsets``: the views in the window report these traits, and views whose
    /// traits change hear `traitCollectionDidChange(_:)`.
    public var deviceTraits: UITraitCollection? {
        didSet {
            let before = UITraitCollection(traitsFrom: [
                UIScreen.main.traitCollection, oldValue ?? UITraitCollection(),
            ])
            notifyTraitChanges(from: before)
        }
    }

    /// The insets the device's screen gives the window: the status bar, a notch, the home
    /// indicator; zero by default. Setting it calls `safeAreaInsetsDidChange()` on the window and
    /// every view in it, and lays them out again. An addition to UIKit's API, for tests that
    /// stand in for a device.
    public var deviceSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard deviceSafeAreaInsets != oldValue else { return }
            LayoutEngine.markChanged(root: self)
            func notify(_ view: UIView) {
                view.safeAreaInsetsDidChange()
                view.setNeedsLayout()
                view.subviews.forEach(notify)
            }
            notify(self)
        }
    }

    /// Makes the window the key window (the previous one stops being key) and one of
    /// `UIApplication.shared.windows`. Mirrors UIKit's `makeKey()`.
    open func makeKey() {
        UIApplication.shared.makeKey(self)
    }

    /// Shows the window and makes it the key window. Mirrors UIKit's `makeKeyAndVisible()`:
    /// the root view controller's view is loaded, then installed to fill the window and laid
    /// out between the controller's `viewWillAppear(false)` and `viewDidAppear(false)`.
    ///
    /// Difference from UIKit: the window is then laid out and committed at once, as if the run
    /// loop had turned (`layoutIfNeeded()`, `CATransaction.flush()`, and the window's layers
    /// count as on screen), so the changes that follow run their actions and animation blocks
    /// animate, while the first layout's changes do not.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        installRootView()
        layoutIfNeeded()
        CATransaction.flush()
        layer.markCommitted()
    }

    private func installRootView() {
        guard let controller = rootViewController else { return }
        let appears = appearedController !== controller
        let view: UIView = controller.view
        if appears { controller.viewWillAppear(false) }
        if view.superview !== self {
            view.frame = bounds
            addSubview(view)
        }
        layoutIfNeeded()
        if appears {
            appearedController = controller
            controller.viewDidAppear(false)
        }
    }
}
