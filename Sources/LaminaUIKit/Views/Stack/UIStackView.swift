import Foundation

/// A view that lays out a row or column of arranged subviews with constraints.
///
/// Mirrors UIKit's `UIStackView`: the stack makes the constraints UIKit documents for its
/// ``axis``, ``distribution``, ``alignment`` and ``spacing`` (the `UISV-…` constraints), and
/// the Auto Layout engine solves them with the rest of the hierarchy. Hidden arranged views
/// take no space; ``removeArrangedSubview(_:)`` keeps the view as a subview. Since iOS 14 a
/// stack view draws its background colour, and Lamina's does.
open class UIStackView: UIView {
    private var arranged: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for the current arrangement.
    private var arrangement: StackArrangement?
    /// The layout guides arrangements use (spanner and gaps).
    private var arrangementGuides: [UILayoutGuide] = []

    /// Creates a stack view with a frame. Mirrors UIKit's `init(frame:)`: horizontal, filling,
    /// with no spacing and zero layout margins.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = .zero
    }

    /// Creates a stack view of `views`. Mirrors UIKit's `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack view from an archive (Lamina has none: as by `init(frame: .zero)`).
    /// Mirrors UIKit's `init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        layoutMargins = .zero
    }

    // MARK: Arranged subviews

    /// The views the stack lays out, in order. Mirrors UIKit's property.
    open var arrangedSubviews: [UIView] { arranged }

    /// Adds a view at the end of the arrangement, and as a subview when it is not one. Mirrors
    /// UIKit's method: the view's `translatesAutoresizingMaskIntoConstraints` becomes false.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count - (arranged.contains { $0 === view } ? 1 : 0))
    }

    /// Inserts a view in the arrangement at `stackIndex` (a subview already keeps its place
    /// among the subviews). Mirrors UIKit's method; an index past the end stops with UIKit's
    /// message.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let existing = arranged.firstIndex { $0 === view }
        let limit = arranged.count - (existing == nil ? 0 : 1)
        ProgrammerError.require(
            stackIndex >= 0 && stackIndex <= limit,
            "UIStackView: insertArrangedSubview:atIndex: index \(stackIndex) out of bounds for \(limit) arranged subviews"
        )
        if let existing { arranged.remove(at: existing) }
        arranged.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a view out of the arrangement; it stays a subview (and visible). Mirrors UIKit's
    /// method.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arranged.firstIndex(where: { $0 === view }) else { return }
        arranged.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A subview leaving the stack leaves the arrangement. Mirrors UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Properties

    /// The axis along which the views are laid out; `.horizontal` by default. Mirrors UIKit's
    /// property.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views are sized along the axis; `.fill` by default. Mirrors UIKit's property.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the views are placed across the axis; `.fill` by default. Mirrors UIKit's property.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent views: exact for the filling distributions, the minimum for
    /// the equal ones; 0 by default. ``spacingUseSystem`` asks for the system spacing. Mirrors
    /// UIKit's property.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether spacing is measured between baselines (vertical stacks). Mirrors UIKit's
    /// property: false by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are laid out within the stack's layout margins rather than its
    /// bounds. Mirrors UIKit's property: false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Sets the space after an arranged view, in place of ``spacing``. Mirrors UIKit's method:
    /// ``spacingUseDefault`` returns to `spacing`; a view not arranged is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arranged.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] =
            spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after an arranged view: its custom spacing, or ``spacingUseDefault`` when it
    /// has none. Mirrors UIKit's method.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Baselines

    /// The view whose first baseline stands for the stack's: in a horizontal stack the tallest
    /// visible view's, in a vertical one the first visible view's. Mirrors UIKit.
    open override var forFirstBaselineLayout: UIView {
        baselineView(last: false)?.forFirstBaselineLayout ?? self
    }

    /// The view whose last baseline stands for the stack's: in a horizontal stack the tallest
    /// visible view's, in a vertical one the last visible view's. Mirrors UIKit.
    open override var forLastBaselineLayout: UIView {
        baselineView(last: true)?.forLastBaselineLayout ?? self
    }

    private func baselineView(last: Bool) -> UIView? {
        let visible = arranged.filter { !$0.isHidden }
        if axis == .vertical { return last ? visible.last : visible.first }
        return visible.max { $0.intrinsicContentSize.height < $1.intrinsicContentSize.height }
    }

    // MARK: Constraints

    /// Makes the arrangement's constraints again. Mirrors UIKit, where the stack updates its
    /// constraints in this pass.
    open override func updateConstraints() {
        super.updateConstraints()
        arrangement?.deactivate()
        arrangement = StackArrangement(stack: self, views: arranged, customSpacings: customSpacings)
        arrangement?.activate()
    }

    /// The layout guide the arrangement uses at `index` (0 is the spanner across the axis, the
    /// others the gaps), made and added once and kept across arrangements.
    func arrangementGuide(_ index: Int, identifier: String) -> UILayoutGuide {
        while arrangementGuides.count <= index {
            let guide = UILayoutGuide()
            addLayoutGuide(guide)
            arrangementGuides.append(guide)
        }
        arrangementGuides[index].identifier = identifier
        return arrangementGuides[index]
    }

    /// The arrangement changed: make its constraints again before the next layout.
    func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    /// An arranged view was hidden or shown, or its intrinsic size changed.
    func arrangedSubviewDidChange(_ view: UIView) {
        guard arranged.contains(where: { $0 === view }) else { return }
        if distribution == .fillProportionally
            || view.isHidden != (arrangement?.hidden(view) ?? view.isHidden)
        {
            arrangementDidChange()
        }
    }
}
