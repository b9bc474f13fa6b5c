import Foundation

extension UIView {
    // MARK: Constraints

    /// The active constraints installed on the view: those whose nearest common ancestor it
    /// is. Mirrors UIKit's property.
    public var constraints: [NSLayoutConstraint] {
        layoutStateStorage?.constraints ?? []
    }

    /// Installs a constraint on the view, which must be an ancestor of (or the same as) its
    /// items. Mirrors UIKit's `addConstraint(_:)`; prefer `isActive` or
    /// `NSLayoutConstraint.activate(_:)`. A view that is not such an ancestor logs UIKit's
    /// message and the constraint goes to the items' common ancestor.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        let views = [constraint.first.item, constraint.second?.item].compactMap {
            ($0 as? LayoutItem)?.hierarchyView
        }
        if views.allSatisfy({ $0 === self || $0.isDescendant(of: self) }) {
            install(constraint)
        } else {
            LayoutLog.log(
                "[LayoutConstraints] The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug."
            )
            constraint.isActive = true
        }
    }

    /// Installs constraints on the view. Mirrors UIKit's `addConstraints(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on the view. Mirrors UIKit's `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        uninstall(constraint)
    }

    /// Removes constraints installed on the view. Mirrors UIKit's `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Installs an active constraint on this view.
    func install(_ constraint: NSLayoutConstraint) {
        constraint.container = self
        layoutState.constraints.append(constraint)
        LayoutEngine.constraintDidActivate(constraint, in: self)
    }

    /// Takes a constraint off this view.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let state = layoutStateStorage else { return }
        state.constraints.removeAll { $0 === constraint }
        LayoutEngine.constraintDidDeactivate(constraint, in: self)
        constraint.container = nil
    }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout. Mirrors UIKit's method.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        LayoutEngine.setNeedsUpdateConstraints(self)
    }

    /// Whether ``updateConstraints()`` will run before the next layout. Mirrors UIKit's method.
    public func needsUpdateConstraints() -> Bool {
        layoutStateStorage?.needsUpdateConstraints ?? false
    }

    /// Runs pending ``updateConstraints()`` in the view's hierarchy now, deepest first. Mirrors
    /// UIKit's method.
    public func updateConstraintsIfNeeded() {
        LayoutEngine.existingEngine(for: self)?.runPendingUpdates()
    }

    // MARK: Anchors

    /// The leading edge of the view's alignment rectangle. Mirrors UIKit's anchor.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge. Mirrors UIKit's anchor.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge. Mirrors UIKit's anchor.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge. Mirrors UIKit's anchor.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge. Mirrors UIKit's anchor.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge. Mirrors UIKit's anchor.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width. Mirrors UIKit's anchor.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height. Mirrors UIKit's anchor.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre. Mirrors UIKit's anchor.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre. Mirrors UIKit's anchor.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the top for a view without text). Mirrors
    /// UIKit's anchor.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    /// The baseline of the last line of text (the bottom for a view without text). Mirrors
    /// UIKit's anchor.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }

    // MARK: Layout guides

    /// The layout guides added to the view. Mirrors UIKit's property.
    public var layoutGuides: [UILayoutGuide] {
        layoutStateStorage?.layoutGuides ?? []
    }

    /// Adds a layout guide, owned by the view. Mirrors UIKit's method.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !layoutState.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutState.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide, deactivating the constraints that relate it. Mirrors UIKit's
    /// method.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = layoutStateStorage, state.layoutGuides.contains(where: { $0 === layoutGuide })
        else { return }
        for constraint in activeConstraints(inHierarchyOf: self)
        where constraint.first.item === layoutGuide || constraint.second?.item === layoutGuide
            || constraint.first.originItem === layoutGuide || constraint.second?.originItem === layoutGuide
        {
            constraint.isActive = false
        }
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        LayoutEngine.structureDidChange(around: self)
    }

    /// The guide inside the view's layout margins. Mirrors UIKit's property: the margins are
    /// measured from the safe area while ``insetsLayoutMarginsFromSafeArea`` is true.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide(role: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        layoutState.marginsGuide = guide
        return guide
    }

    /// The guide inside the view's safe area (``safeAreaInsets``). Mirrors UIKit's property.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// A guide as tall as the layout margins and at most the readable width (672 points at
    /// the default text size), centred within them. Mirrors UIKit's property.
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState.readableGuide { return guide }
        let guide = UILayoutGuide(
            role: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        layoutState.readableGuide = guide
        return guide
    }

    /// The size with the smallest width and height, for ``systemLayoutSizeFitting(_:)``: zero.
    /// Mirrors UIKit's constant.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The size with the largest width and height, for ``systemLayoutSizeFitting(_:)``:
    /// 10,000 × 10,000, UIKit's value. Mirrors UIKit's constant.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    // MARK: Debugging

    /// Whether the view's frame could be another and satisfy its constraints as well. Mirrors
    /// UIKit's property (a view outside the Auto Layout engine is never ambiguous).
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.hasAmbiguousLayout(self)
    }

    /// Moves an ambiguous view to another layout that satisfies its constraints as well, the
    /// other way at each call. Mirrors UIKit's debugging method.
    public func exerciseAmbiguityInLayout() {
        LayoutEngine.exerciseAmbiguity(of: self)
    }

    /// The active constraints that place the view on an axis (its x or width, its y or
    /// height), wherever they are installed. Mirrors UIKit's method; Lamina lists the app's
    /// constraints, not the ones UIKit adds itself.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        activeConstraintsReaching(item: self, axis: axis)
    }

    /// The active constraints in the hierarchy with a side on `item` along `axis`.
    func activeConstraintsReaching(item: LayoutItem?, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let item else { return [] }
        return activeConstraints(inHierarchyOf: self).filter { constraint in
            [constraint.first, constraint.second].contains { side in
                guard let side, side.item === item || side.originItem === item else { return false }
                return side.attribute.isHorizontal == (axis == .horizontal)
            }
        }
    }

    /// The active constraints in the hierarchy with a side on `item`'s `attribute`.
    func activeConstraintsReaching(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute)
        -> [NSLayoutConstraint]
    {
        guard let item else { return [] }
        return activeConstraints(inHierarchyOf: self).filter { constraint in
            (constraint.first.item === item && constraint.firstAttribute == attribute)
                || (constraint.second?.item === item && constraint.secondAttribute == attribute)
        }
    }

    /// Every active constraint installed in the hierarchy `view` belongs to.
    private func activeConstraints(inHierarchyOf view: UIView) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var stack = [LayoutItems.root(of: view)]
        while let current = stack.popLast() {
            result.append(contentsOf: current.layoutStateStorage?.constraints ?? [])
            stack.append(contentsOf: current.subviewStorage)
        }
        return result
    }

    // MARK: Margins

    /// The margins the layout margins guide keeps: ``layoutMargins`` (for a controller's root
    /// view, the margins code set, or none, and at least the controller's system minimum),
    /// measured from the safe area when ``insetsLayoutMarginsFromSafeArea``, then grown to the
    /// superview's margins where it preserves them (those hold the superview's safe area
    /// already).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if owningViewController != nil && layoutStateStorage?.hasCustomMargins != true { margins = .zero }
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
            margins.left = max(margins.left, rightToLeft ? minimum.trailing : minimum.leading)
            margins.right = max(margins.right, rightToLeft ? minimum.leading : minimum.trailing)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if preservesSuperviewLayoutMargins, let superview {
            let inner = superview.bounds.inset(by: superview.effectiveLayoutMargins)
            let frame = self.frame
            margins.left = max(margins.left, inner.minX - frame.minX)
            margins.top = max(margins.top, inner.minY - frame.minY)
            margins.right = max(margins.right, frame.maxX - inner.maxX)
            margins.bottom = max(margins.bottom, frame.maxY - inner.maxY)
        }
        return margins
    }

    /// The readable content guide's rectangle from the current bounds and margins.
    var readableContentFrame: CGRect {
        let inner = bounds.inset(by: effectiveLayoutMargins)
        let width = min(inner.width, ReadableWidth.current)
        return CGRect(x: inner.midX - width / 2, y: inner.minY, width: max(width, 0), height: inner.height)
    }
}
