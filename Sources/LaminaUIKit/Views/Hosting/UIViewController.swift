import Foundation

/// An object that manages a view hierarchy.
///
/// Mirrors UIKit's `UIViewController`, minimal: the root ``view`` is loaded lazily through
/// ``loadView()`` then ``viewDidLoad()``, children are kept with UIKit's containment calls, and
/// the appearance methods are there for a host to call (a ``UIWindow`` calls
/// ``viewWillAppear(_:)`` and ``viewDidAppear(_:)`` from `makeKeyAndVisible()`). There are no
/// nibs or storyboards: override ``loadView()`` to build the view hierarchy a storyboard would
/// have built. Presentation, navigation and rotation are not modelled.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var childStorage: [UIViewController] = []
    /// The controller's trait-change registrations.
    let traitRegistry = TraitChangeRegistry()
    private weak var parentStorage: UIViewController?

    /// The name of the nib the controller was created with. Mirrors UIKit's `nibName`.
    public let nibName: String?
    /// The bundle of that nib. Mirrors UIKit's `nibBundle`.
    public let nibBundle: Bundle?

    /// Creates a view controller. Mirrors UIKit's `init(nibName:bundle:)`: Lamina loads no
    /// nibs, so the names are kept and ``loadView()`` makes the view.
    /// - Parameters:
    ///   - nibNameOrNil: A nib name, kept.
    ///   - nibBundleOrNil: A bundle, kept.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller from an archive. Mirrors UIKit's `init(coder:)`: Lamina has
    /// no archives, so this is `init(nibName: nil, bundle: nil)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a view controller without a nib. Mirrors UIKit's `init()`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded on first use through ``loadView()`` and ``viewDidLoad()``.
    /// Mirrors UIKit's `view`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The root view if it is loaded, without loading it. Mirrors UIKit's `viewIfLoaded`.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded. Mirrors UIKit's `isViewLoaded`.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. Mirrors UIKit's `loadView()`: the default makes a plain
    /// ``UIView`` the size of the main screen; override it to build your views (without
    /// calling `super`) and assign ``view``.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called after the root view is loaded. Mirrors UIKit's `viewDidLoad()`; the default does
    /// nothing.
    open func viewDidLoad() {}

    /// Loads the root view if it is not loaded. Mirrors UIKit's `loadViewIfNeeded()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
        // The first constraint-based layout calls `updateViewConstraints()`, as UIKit does.
        if let loadedView {
            loadedView.layoutState.hasUpdatedConstraints = true
            loadedView.setNeedsUpdateConstraints()
        }
    }

    private func install(_ newView: UIView?) {
        if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
        loadedView = newView
        newView?.owningViewController = self
    }

    /// The controller's title. Mirrors UIKit's `title`.
    open var title: String?

    // MARK: Appearance

    /// Called before the view appears. Mirrors UIKit's `viewWillAppear(_:)`; the default does
    /// nothing. Lamina calls it from `UIWindow.makeKeyAndVisible()`; a host may call it.
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared. Mirrors UIKit's `viewDidAppear(_:)`; the default does
    /// nothing.
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears. Mirrors UIKit's `viewWillDisappear(_:)`; the default
    /// does nothing.
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared. Mirrors UIKit's `viewDidDisappear(_:)`; the default
    /// does nothing.
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the root view lays out its subviews. Mirrors UIKit's
    /// `viewWillLayoutSubviews()`; the default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews. Mirrors UIKit's
    /// `viewDidLayoutSubviews()`; the default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view before a layout pass: at the first
    /// layout of the view and after its `setNeedsUpdateConstraints()`. Mirrors UIKit's method:
    /// the layout pass calls it in place of the root view's `updateConstraints()`, which the
    /// default calls (override it and call `super` last, as UIKit asks).
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The smallest margins the root view keeps: 16 points leading and trailing where the
    /// width is compact, 20 where it is regular, none top and bottom. Mirrors UIKit's
    /// property (the values UIKit gives on iPhone and iPad).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins``.
    /// Mirrors UIKit's property: true by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    // MARK: Children

    /// The child view controllers. Mirrors UIKit's `children`.
    open var children: [UIViewController] { childStorage }

    /// The parent view controller, or `nil`. Mirrors UIKit's `parent`.
    open var parent: UIViewController? { parentStorage }

    /// Adds a child view controller. Mirrors UIKit's `addChild(_:)`: it leaves any other parent,
    /// and gets `willMove(toParent:)`; call its `didMove(toParent:)` once its view is in place.
    /// - Parameter childController: The child.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent. Mirrors UIKit's `removeFromParent()`: call
    /// `willMove(toParent: nil)` first; this calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. Mirrors UIKit's
    /// `willMove(toParent:)`; the default does nothing.
    /// - Parameter parent: The new parent, or `nil`.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent. Mirrors UIKit's
    /// `didMove(toParent:)`; the default does nothing.
    /// - Parameter parent: The new parent, or `nil`.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain

    /// The superview of the root view, or else the parent. Mirrors UIKit's `next` for view
    /// controllers.
    open override var next: UIResponder? {
        loadedView?.superview ?? parent
    }

    /// The traits of the controller: its view's once loaded, with its own
    /// ``overrideUserInterfaceStyle``. Mirrors UIKit's `traitCollection`.
    open var traitCollection: UITraitCollection {
        guard overrideUserInterfaceStyle == .unspecified else {
            return UITraitCollection(traitsFrom: [
                loadedView?.traitCollection ?? UIScreen.main.traitCollection,
                UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle),
            ])
        }
        return loadedView?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// The interface style the controller's view takes; `.unspecified` by default. Mirrors
    /// UIKit's property (it sets the view's override).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// Called when the controller's traits changed. Mirrors UIKit's method: the default does
    /// nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
