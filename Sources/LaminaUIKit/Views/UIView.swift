import Foundation

/// An object that manages the content for a rectangular area: the host of a Core Animation
/// layer.
///
/// Mirrors UIKit's `UIView`, headless: there is no window server and no event loop, so a view
/// is a layer (``layer``, created from ``layerClass``) with UIKit's geometry, hierarchy, tint,
/// layout, drawing and animation API on top. The view is its layer's delegate:
///
/// - Geometry maps onto the layer as UIKit maps it: ``frame`` and ``bounds`` are the layer's,
///   ``center`` is its `position`, ``transform`` its affine transform, ``alpha`` its `opacity`.
/// - A subview's layer is a sublayer of its superview's layer, in the order of ``subviews``;
///   sublayers you add yourself stay where you put them.
/// - ``layoutSubviews()`` runs when the layer lays out (`layoutIfNeeded()`, or a render).
/// - ``draw(_:)`` draws into the layer's backing store when the layer displays, with the
///   y-down context pushed as the current UIKit context (`UIGraphicsGetCurrentContext()`).
/// - Outside an animation block the layer has no implicit animations; inside
///   `UIView.animate(withDuration:animations:)` its changes animate (see ``action(for:forKey:)``).
///
/// Render a view by rendering its layer: `LayerRenderer(scale: 2).writePNG(of: view.layer, to:)`.
open class UIView: UIResponder, CALayerDelegate {
    // Everything a subclass may override is declared here, in the class, because Swift lets
    // subclasses override only what a class declares itself; the work is done in the
    // UIView+… files.

    // MARK: The layer

    /// The class of the layer the view creates for itself. Mirrors UIKit's `layerClass`:
    /// `CALayer` by default; override it to return another layer class.
    ///
    /// Difference from UIKit: Swift creates an instance of a class known only at run time
    /// through a `required` initializer, and `CALayer.init()` is not `required`, so Lamina can
    /// create only its own layer classes (`CALayer`, `CAShapeLayer`, `CAGradientLayer`,
    /// `CATextLayer`, `CAReplicatorLayer`, `CAScrollLayer`, `CATransformLayer`). A view whose
    /// `layerClass` is another class stops with a message naming it.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's Core Animation layer, an instance of ``layerClass`` whose delegate is the
    /// view. Mirrors UIKit's `layer`.
    public let layer: CALayer

    // MARK: Stored state

    /// The superview; weak, as a superview holds its subviews.
    weak var superviewStorage: UIView?
    /// The subviews, back to front.
    var subviewStorage: [UIView] = []
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController?
    /// The tint colour set on this view, `nil` to inherit.
    var explicitTintColor: UIColor?
    /// The tint adjustment mode set on this view.
    var explicitTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// The background colour as set (resolved into the layer's `backgroundColor`).
    var backgroundColorStorage: UIColor?
    /// Set by the base ``draw(_:)``: tells a display whether a subclass drew on its own.
    var baseDrawWasReached = false
    /// The view's trait-change registrations (``registerForTraitChanges(_:handler:)``).
    let traitRegistry = TraitChangeRegistry()

    // MARK: Initializers

    /// Creates a view with a frame. Mirrors UIKit's `init(frame:)`.
    ///
    /// The layer is created from ``layerClass``, gets the frame, the main screen's scale as its
    /// `contentsScale` (as UIKit gives view layers) and is marked as needing display.
    /// - Parameter frame: The view's frame in its superview's coordinates.
    public init(frame: CGRect) {
        layer = UIView.makeBackingLayer(Self.layerClass, for: Self.self)
        super.init()
        configureBackingLayer(frame: frame)
    }

    /// Creates a view from an archive. Mirrors UIKit's `init(coder:)`.
    ///
    /// Lamina has no archives (no storyboards or nibs): the view is created as by
    /// `init(frame: .zero)`, so subclasses written for UIKit, which must implement this
    /// initializer, compile and run.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        layer = UIView.makeBackingLayer(Self.layerClass, for: Self.self)
        super.init()
        configureBackingLayer(frame: .zero)
    }

    /// Creates a view with a zero frame. Mirrors UIKit's `init()`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinate space: the layer's `frame`. Mirrors
    /// UIKit's `frame`; setting it sets the bounds' size and the center. Under a non-identity
    /// ``transform`` it is the bounding box of the transformed bounds.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            geometryDidChange(oldSize: oldSize)
        }
    }

    /// The view's rectangle in its own coordinate space: the layer's `bounds`. Mirrors UIKit's
    /// `bounds`.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            geometryDidChange(oldSize: oldSize)
        }
    }

    /// The center of the frame in the superview's coordinate space: the layer's `position`.
    /// Mirrors UIKit's `center`.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            geometryDidChange(oldSize: layer.bounds.size)
        }
    }

    /// The view's transform about its center, as an affine transform: the layer's
    /// `affineTransform()`. Mirrors UIKit's `transform`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's three-dimensional transform: the layer's `transform`. Mirrors UIKit's
    /// `transform3D`.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// The view's opacity, 0…1: the layer's `opacity`. Mirrors UIKit's `alpha`.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden: the layer's `isHidden`. Mirrors UIKit's `isHidden`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewDidChange(self)
        }
    }

    /// The view's background colour; `nil` (the default) is transparent. Mirrors UIKit's
    /// `backgroundColor`: the colour is resolved with the view's ``traitCollection`` into the
    /// layer's `backgroundColor`.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue.map { resolvedCGColor($0) }
        }
    }

    /// Whether subviews and contents are clipped to the bounds: the layer's `masksToBounds`.
    /// Mirrors UIKit's `clipsToBounds`; false by default.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view is opaque, a drawing hint. Mirrors UIKit's `isOpaque`: true by default.
    /// Lamina's compositor does not use it, and it is not copied to the layer.
    open var isOpaque = true

    /// How the view's content fits its bounds: sets the layer's `contentsGravity`
    /// (``ContentMode/redraw`` also sets `needsDisplayOnBoundsChange`). Mirrors UIKit's
    /// `contentMode`; `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { applyContentMode() }
    }

    /// An integer identifying the view; 0 by default. Mirrors UIKit's `tag`.
    open var tag = 0

    /// Whether the view takes part in hit testing. Mirrors UIKit's `isUserInteractionEnabled`:
    /// true by default (false for labels and image views).
    open var isUserInteractionEnabled = true

    /// Whether the view's ``autoresizingMask`` becomes constraints when the view takes part in
    /// Auto Layout. Mirrors UIKit's property: true by default; set it to false for a view you
    /// position with constraints (a stack view does it for its arranged subviews).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            LayoutEngine.structureDidChange(around: self)
        }
    }

    /// How the view resizes when its superview's bounds change size. Mirrors UIKit's property:
    /// none by default. A view in the Auto Layout engine with
    /// ``translatesAutoresizingMaskIntoConstraints`` gets the same relation as constraints.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet {
            guard autoresizingMask != oldValue else { return }
            LayoutEngine.structureDidChange(around: self)
        }
    }

    /// Whether the view resizes its subviews by their ``autoresizingMask`` when its size
    /// changes. Mirrors UIKit's property: true by default.
    open var autoresizesSubviews = true

    /// The view's Auto Layout state, `nil` until the view takes part in Auto Layout.
    var layoutStateStorage: ViewLayoutState?

    /// The scale of the view's drawn content: the layer's `contentsScale`. Mirrors UIKit's
    /// `contentScaleFactor`; the main screen's scale by default.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// The view's traits: the main screen's, with its window's ``UIWindow/deviceTraits`` and
    /// the interface style of the nearest ``overrideUserInterfaceStyle`` from the view up (the
    /// light appearance when none).
    /// Mirrors UIKit's `traitCollection`.
    open var traitCollection: UITraitCollection {
        var style = UIUserInterfaceStyle.unspecified
        var view: UIView = self
        while true {
            if style == .unspecified { style = view.overrideUserInterfaceStyle }
            guard let superview = view.superview else { break }
            view = superview
        }
        let device = (view as? UIWindow)?.deviceTraits
        guard style != .unspecified || device != nil else { return UIScreen.main.traitCollection }
        return UITraitCollection(traitsFrom: [
            UIScreen.main.traitCollection, device ?? UITraitCollection(),
            UITraitCollection(userInterfaceStyle: style),
        ])
    }

    /// The interface style the view and its subviews take, whatever the screen's;
    /// `.unspecified` (inherit) by default. Setting it calls ``traitCollectionDidChange(_:)`` on
    /// the views whose traits change. Mirrors UIKit's property.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            let previous = traitsBefore(style: oldValue)
            notifyTraitChanges(from: previous)
        }
    }

    /// Called when the view's traits changed (an override set on it or an ancestor, a move
    /// to a hierarchy with other traits). Mirrors UIKit's method: the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Margins and safe area

    /// The space kept inside the view's edges for content; 8 points each side by default.
    /// Setting it calls ``layoutMarginsDidChange()`` and lays the view out again. Mirrors
    /// UIKit's property.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            layoutState.hasCustomMargins = true
            LayoutEngine.markChanged(root: self)
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// The layout margins by leading and trailing edge (leading is left in left-to-right
    /// layouts). Mirrors UIKit's property.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: rightToLeft ? layoutMargins.right : layoutMargins.left,
                bottom: layoutMargins.bottom, trailing: rightToLeft ? layoutMargins.left : layoutMargins.right
            )
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                bottom: newValue.bottom,
                right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// Whether the view's margins grow to its superview's where they overlap (its layout
    /// margins guide follows). Mirrors UIKit's property.
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { LayoutEngine.markChanged(root: self) } }
    }

    /// Whether the margins are measured from the safe area (its layout margins guide follows).
    /// Mirrors UIKit's property.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { LayoutEngine.markChanged(root: self) } }
    }

    /// Called when ``layoutMargins`` change. Mirrors UIKit's method: the default does nothing.
    open func layoutMarginsDidChange() {}

    /// How far the window's safe area reaches into the view: the window's
    /// ``UIWindow/deviceSafeAreaInsets`` where the view overlaps them, zero outside a window. Mirrors
    /// UIKit's property.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.deviceSafeAreaInsets ?? .zero }
        let insets = window.deviceSafeAreaInsets
        guard insets != .zero else { return .zero }
        let frame = convert(bounds, to: window)
        let safe = window.bounds.inset(by: insets)
        return UIEdgeInsets(
            top: max(0, min(safe.minY - frame.minY, frame.height)),
            left: max(0, min(safe.minX - frame.minX, frame.width)),
            bottom: max(0, min(frame.maxY - safe.maxY, frame.height)),
            right: max(0, min(frame.maxX - safe.maxX, frame.width)))
    }

    /// Called when the window's safe area changes. Mirrors UIKit's method: the default does
    /// nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Layout direction

    /// How the view's content is laid out for right-to-left languages. Mirrors UIKit's
    /// property: `.unspecified` by default.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            // Leading and trailing constraints resolve to other edges.
            if semanticContentAttribute != oldValue { LayoutEngine.structureDidChange(around: self) }
        }
    }

    /// The direction the view lays out in: right to left only when its semantic content
    /// attribute forces it (Lamina's app is left to right). Mirrors UIKit's property.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    // MARK: Tint

    /// The first tint colour set in the view's hierarchy, from the view up; `.systemBlue` when
    /// none is. Mirrors UIKit's `tintColor`: when the ``tintAdjustmentMode`` is `.dimmed`, the
    /// colour is dimmed to a gray. Setting it calls ``tintColorDidChange()`` on the view and on
    /// the subviews whose colour it changes; setting `nil` inherits again.
    ///
    /// Lamina's dimmed colour is the gray of the mean of the colour's red, green and blue, with
    /// its alpha: UIKit documents only "a desaturated, dimmed version".
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setExplicitTintColor(newValue) }
    }

    /// The first non-automatic adjustment mode in the view's hierarchy, from the view up;
    /// `.normal` when there is none. Mirrors UIKit's `tintAdjustmentMode`: setting it calls
    /// ``tintColorDidChange()`` on the views whose tint colour it changes.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setExplicitTintAdjustmentMode(newValue) }
    }

    /// Called when the view's tint colour changes: when code sets ``tintColor`` on it, or when
    /// the colour it inherits changes (an ancestor's tint colour or adjustment mode, or a move
    /// to another superview). Mirrors UIKit's `tintColorDidChange()`; the default does nothing.
    open func tintColorDidChange() {}

    // MARK: Hierarchy

    /// Adds a view at the front of the subviews; its layer becomes the front sublayer of this
    /// view's layer. Mirrors UIKit's `addSubview(_:)`: the view leaves its superview first;
    /// adding a subview again brings it to the front.
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
        performAddSubview(view)
    }

    /// Inserts a view at an index of the subviews, its layer placed just below the layer of
    /// the subview it goes below (just above the last subview's layer when it goes last).
    /// Mirrors UIKit's `insertSubview(_:at:)`; an index past the end adds the view last.
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its index in ``subviews``.
    open func insertSubview(_ view: UIView, at index: Int) {
        performInsertSubview(view, at: index)
    }

    /// Inserts a view just above a subview (in ``subviews`` and in the layer tree). Mirrors
    /// UIKit's `insertSubview(_:aboveSubview:)`; a sibling that is not a subview adds the view
    /// at the front.
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes above.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsertSubview(view, nextTo: siblingSubview, above: true)
    }

    /// Inserts a view just below a subview (in ``subviews`` and in the layer tree). Mirrors
    /// UIKit's `insertSubview(_:belowSubview:)`; a sibling that is not a subview adds the view
    /// at the front.
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes below.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsertSubview(view, nextTo: siblingSubview, above: false)
    }

    /// Moves a subview to the front: last in ``subviews``, its layer the front sublayer (above
    /// sublayers you added). Mirrors UIKit's `bringSubviewToFront(_:)`.
    /// - Parameter view: A subview.
    open func bringSubviewToFront(_ view: UIView) {
        performBringSubviewToFront(view)
    }

    /// Moves a subview to the back: first in ``subviews``, its layer the back sublayer. Mirrors
    /// UIKit's `sendSubviewToBack(_:)`.
    /// - Parameter view: A subview.
    open func sendSubviewToBack(_ view: UIView) {
        performSendSubviewToBack(view)
    }

    /// Swaps two subviews, and their layers' places among the sublayers. Mirrors UIKit's
    /// `exchangeSubview(at:withSubviewAt:)`.
    /// - Parameters:
    ///   - index1: The index of one subview.
    ///   - index2: The index of the other.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        performExchangeSubview(at: index1, withSubviewAt: index2)
    }

    /// Detaches the view from its superview, and its layer from the superview's layer. Mirrors
    /// UIKit's `removeFromSuperview()`: a first responder in the view's hierarchy resigns.
    open func removeFromSuperview() {
        performRemoveFromSuperview()
    }

    /// Called before the view moves to another superview (`nil` when it is removed). Mirrors
    /// UIKit's `willMove(toSuperview:)`; the default does nothing.
    /// - Parameter newSuperview: The superview it moves to.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to another superview (or was removed). Mirrors UIKit's
    /// `didMoveToSuperview()`; the default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view moves to another window (`nil` when it leaves one). Mirrors
    /// UIKit's `willMove(toWindow:)`; the default does nothing.
    /// - Parameter newWindow: The window it moves to.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view moved to another window (or left one). Mirrors UIKit's
    /// `didMoveToWindow()`; the default does nothing.
    open func didMoveToWindow() {}

    /// Called after a subview was added. Mirrors UIKit's `didAddSubview(_:)`; the default does
    /// nothing.
    /// - Parameter subview: The subview added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed (or moved to another superview). Mirrors UIKit's
    /// `willRemoveSubview(_:)`; the default does nothing.
    /// - Parameter subview: The subview leaving.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Lays out the subviews. Mirrors UIKit's `layoutSubviews()`: called when the layer lays
    /// out (``layoutIfNeeded()``, or a render, after ``setNeedsLayout()`` or a change of the
    /// bounds' size or of the subviews).
    ///
    /// Subviews in the Auto Layout engine already have the frames their constraints give when
    /// it runs (Lamina applies the engine's solution to the whole hierarchy just before), so an
    /// override reads them whether or not it calls `super`; the default does nothing more.
    open func layoutSubviews() {}

    /// Marks the view as needing layout: its layer's `setNeedsLayout()`. Mirrors UIKit's
    /// `setNeedsLayout()`.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out the view and its marked ancestors and descendants now: its layer's
    /// `layoutIfNeeded()`. Mirrors UIKit's `layoutIfNeeded()`.
    open func layoutIfNeeded() {
        LayoutEngine.prepareLayout(of: self)
        layer.layoutIfNeeded()
    }

    /// The size that fits `size`: the view's current size by default. Mirrors UIKit's
    /// `sizeThatFits(_:)`.
    /// - Parameter size: The size available.
    /// - Returns: The view's preferred size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's
    /// origin. Mirrors UIKit's `sizeToFit()`.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the view's content; ``noIntrinsicMetric`` in both dimensions by
    /// default. Mirrors UIKit's `intrinsicContentSize`.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its intrinsic content size changed: the Auto Layout engine reads it again
    /// at the next layout, and the view and its superview lay out again. Mirrors UIKit's method.
    open func invalidateIntrinsicContentSize() {
        LayoutEngine.intrinsicContentSizeDidChange(of: self)
        (superview as? UIStackView)?.arrangedSubviewDidChange(self)
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Auto Layout

    /// Whether the view relies on constraints to lay out. Mirrors UIKit's class property: false
    /// by default (Lamina's engine runs whenever a hierarchy has constraints).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints before a layout pass, after
    /// ``setNeedsUpdateConstraints()``. Mirrors UIKit's method: override it to change
    /// constraints in one batch; the default does nothing.
    open func updateConstraints() {}

    /// How strongly the view resists growing past its intrinsic size on an axis: 250 by
    /// default. Mirrors UIKit's method.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities =
            layoutStateStorage?.hugging ?? (
                horizontal: Self.defaultContentPriorities.horizontalHugging,
                vertical: Self.defaultContentPriorities.verticalHugging
            )
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on an axis. Mirrors
    /// UIKit's method.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        ProgrammerError.require(
            priority.isValid,
            "UIView: a content hugging priority must be greater than 0 and at most 1000, got \(priority.rawValue)"
        )
        if axis == .horizontal {
            layoutState.hugging.horizontal = priority
        } else {
            layoutState.hugging.vertical = priority
        }
        LayoutEngine.intrinsicContentSizeDidChange(of: self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis: 750 by
    /// default. Mirrors UIKit's method.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities =
            layoutStateStorage?.compressionResistance
            ?? (
                horizontal: Self.defaultContentPriorities.compressionResistance,
                vertical: Self.defaultContentPriorities.compressionResistance
            )
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
    /// Mirrors UIKit's method.
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        ProgrammerError.require(
            priority.isValid,
            "UIView: a compression resistance priority must be greater than 0 and at most 1000, got \(priority.rawValue)"
        )
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        LayoutEngine.intrinsicContentSizeDidChange(of: self)
    }

    /// The content priorities the view's class starts with (UIKit's defaults for views made in
    /// code).
    class var defaultContentPriorities: ContentPriorities { .standard }

    /// The size of the view that satisfies its constraints and comes closest to `targetSize`
    /// (``layoutFittingCompressedSize`` for the smallest, ``layoutFittingExpandedSize`` for the
    /// largest). Mirrors UIKit's method.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies its constraints, with its width pulled towards
    /// `targetSize.width` at `horizontalFittingPriority` and its height towards
    /// `targetSize.height` at `verticalFittingPriority` (`.required` fixes a dimension, as for
    /// a self-sizing cell of a given width). Mirrors UIKit's method: the view's own constraints
    /// and those of its subtree count, not those to its superview.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        LayoutFitting.size(
            of: self, target: targetSize, horizontal: horizontalFittingPriority,
            vertical: verticalFittingPriority)
    }

    /// Insets from the frame to the rectangle constraints align (the alignment rectangle):
    /// zero by default. Mirrors UIKit's property.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a frame: the frame inset by ``alignmentRectInsets``. Mirrors
    /// UIKit's method.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame of an alignment rectangle: the rectangle outset by ``alignmentRectInsets``.
    /// Mirrors UIKit's method.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(
                top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline stands for this view's (`firstBaselineAnchor`): the view
    /// itself by default. Mirrors UIKit's property.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline stands for this view's (`lastBaselineAnchor`): the view
    /// itself by default. Mirrors UIKit's property.
    open var forLastBaselineLayout: UIView { self }

    // MARK: Drawing

    /// Draws the view's content into the current context, a y-down context the size of the
    /// bounds. Mirrors UIKit's `draw(_:)`: override it to draw with `UIBezierPath`,
    /// `UIColor.setFill()` or `UIGraphicsGetCurrentContext()`; the default draws nothing.
    ///
    /// It runs when the layer displays (at the next render after ``setNeedsDisplay()``), into
    /// the layer's backing store. A view whose class does not override it gets no backing
    /// store.
    /// - Parameter rect: The rectangle to draw: the bounds.
    open func draw(_ rect: CGRect) {
        baseDrawWasReached = true
    }

    /// Marks the view's content as needing to be drawn again: its layer's
    /// `setNeedsDisplay()`. Mirrors UIKit's `setNeedsDisplay()`.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks part of the view as needing to be drawn again (Lamina redraws the whole view).
    /// Mirrors UIKit's `setNeedsDisplay(_:)`.
    /// - Parameter rect: The rectangle to redraw.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    // MARK: Hit testing

    /// The farthest descendant (or the view) that contains `point`, a point in the view's
    /// coordinates; `nil` when none does.
    ///
    /// Mirrors UIKit's `hitTest(_:with:)`: hidden views, views with an alpha below 0.01 and
    /// views whose ``isUserInteractionEnabled`` is false are skipped, and so is the whole
    /// hierarchy of a view whose ``point(inside:with:)`` is false; subviews are asked front to
    /// back.
    /// - Parameters:
    ///   - point: A point in the view's coordinates.
    ///   - event: The event, or `nil`.
    /// - Returns: The view hit, or `nil`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        performHitTest(point, with: event)
    }

    /// Whether `point`, in the view's coordinates, is inside the view: within its bounds.
    /// Mirrors UIKit's `point(inside:with:)`.
    /// - Parameters:
    ///   - point: A point in the view's coordinates.
    ///   - event: The event, or `nil`.
    /// - Returns: Whether the point is inside.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view. Mirrors UIKit's property.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet {
            for recognizer in oldValue ?? []
            where !(gestureRecognizers ?? []).contains(where: { $0 === recognizer }) {
                recognizer.view = nil
            }
            for recognizer in gestureRecognizers ?? [] { recognizer.view = self }
        }
    }

    /// Attaches a gesture recognizer (moving it from another view). Mirrors UIKit's method.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self {
            other.removeGestureRecognizer(gestureRecognizer)
        }
        var recognizers = gestureRecognizers ?? []
        guard !recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        recognizers.append(gestureRecognizer)
        gestureRecognizers = recognizers
    }

    /// Detaches a gesture recognizer. Mirrors UIKit's method.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard var recognizers = gestureRecognizers else { return }
        recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizers = recognizers.isEmpty ? nil : recognizers
    }

    /// Whether a gesture recognizer of this view or a descendant may begin: true. Mirrors
    /// UIKit's method.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Responder chain

    /// The view controller whose root view this is, or else the superview. Mirrors UIKit's
    /// `next` for views.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    // MARK: The layer's delegate

    /// Draws the layer's contents: for the view's own layer, ``draw(_:)`` into its backing
    /// store (no backing store when the class draws nothing). Mirrors UIKit's implementation of
    /// `CALayerDelegate.display(_:)`.
    /// - Parameter layer: The layer to display.
    open func display(_ layer: CALayer) {
        guard layer === self.layer else {
            layer.drawIntoBackingStore()
            return
        }
        displayBackingLayer()
    }

    /// Draws the view's layer into `ctx`: pushes it as the current UIKit context and calls
    /// ``draw(_:)`` with the bounds. Mirrors UIKit's implementation of
    /// `CALayerDelegate.draw(_:in:)`.
    /// - Parameters:
    ///   - layer: The layer drawn.
    ///   - ctx: A y-down context the size of the bounds, origin at the bounds origin.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(layer.bounds)
    }

    /// Lays out the view's layer by calling ``layoutSubviews()`` (between the view
    /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` for a root view).
    /// Mirrors UIKit's implementation of `CALayerDelegate.layoutSublayers(of:)`.
    /// - Parameter layer: The layer that lays out.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        LayoutEngine.prepareLayout(of: self, force: false)
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// The action for a change of the layer's `event` key: `NSNull()` (no animation) outside
    /// an animation block, and inside one the block's animation for an animatable key.
    ///
    /// Mirrors UIKit's implementation of `CALayerDelegate.action(for:forKey:)`, which is why a
    /// view's layer does not animate implicitly. Inside `UIView.animate(withDuration:…)` the
    /// action is a `CABasicAnimation` (a `CASpringAnimation` for the spring variant) of the key
    /// with the block's duration, delay, curve and options, starting from the value on screen.
    /// - Parameters:
    ///   - layer: The layer that changed.
    ///   - event: The key that changed.
    /// - Returns: The action, or `NSNull()`.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.action(for: layer, forKey: event)
    }

    // MARK: Description

    /// The class, frame and layer, as UIKit prints a view:
    /// `<UIView: 0x…; frame = (0 0; 100 40); layer = <CALayer>>`.
    open override var description: String {
        let address = Unmanaged.passUnretained(self).toOpaque()
        let frame = self.frame
        let rect = [frame.minX, frame.minY, frame.width, frame.height].map {
            String(format: "%g", Double($0))
        }
        return
            "<\(String(describing: Swift.type(of: self))): \(address); frame = (\(rect[0]) \(rect[1]); \(rect[2]) \(rect[3])); layer = \(layer)>"
    }
}
