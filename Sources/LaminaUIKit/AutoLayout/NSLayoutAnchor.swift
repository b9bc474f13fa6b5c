import Foundation

/// An attribute of a view or layout guide from which constraints are made:
/// `label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)`.
///
/// Mirrors UIKit's `NSLayoutAnchor`. The type parameter is the anchor's own axis class
/// (``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` or ``NSLayoutDimension``), so the
/// compiler refuses a constraint between a horizontal and a vertical anchor, as in UIKit.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide, held weakly as UIKit's anchors hold it.
    private(set) weak var item: LayoutItem?
    /// The attribute of the item.
    let attribute: NSLayoutConstraint.Attribute

    init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// The anchor's item: a `UIView` or a `UILayoutGuide`. Mirrors UIKit's `item`.
    open var anchorItem: AnyObject? { item }

    /// The constraints that have this anchor as one of their sides, among the active ones.
    /// Mirrors UIKit's `constraintsAffectingLayout`.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = item?.hierarchyView else { return [] }
        return view.activeConstraintsReaching(item: item, attribute: attribute)
    }

    /// Whether the anchor's position or size is not fully decided by its constraints. Mirrors
    /// UIKit's `hasAmbiguousLayout`.
    open var hasAmbiguousLayout: Bool {
        guard let item else { return false }
        return LayoutEngine.isAmbiguous(item, attribute: attribute)
    }

    /// The anchor as UIKit prints it in messages: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    var anchorDescription: String {
        let address = Unmanaged.passUnretained(self).toOpaque()
        let kind =
            attribute.isDimension
            ? "NSLayoutDimension" : attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "<\(kind):\(address) \"\(item?.layoutDescription ?? "nil").\(attribute.name)\">"
    }

    /// The anchor's description. Mirrors UIKit's.
    open override var description: String { anchorDescription }

    // MARK: Constraints

    /// A constraint that this anchor equals `anchor`. Mirrors UIKit's method.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: 0)
    }

    /// A constraint that this anchor is at least `anchor`. Mirrors UIKit's method.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that this anchor is at most `anchor`. Mirrors UIKit's method.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that this anchor equals `anchor` plus `c`. Mirrors UIKit's method.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.equal, anchor, constant: c)
    }

    /// A constraint that this anchor is at least `anchor` plus `c`. Mirrors UIKit's method.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint that this anchor is at most `anchor` plus `c`. Mirrors UIKit's method.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// `self relation multiplier × anchor + constant`, an inactive constraint.
    func makeConstraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        guard let item else { ProgrammerError.stop("NSLayoutAnchor: the anchor's item is gone") }
        return NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
