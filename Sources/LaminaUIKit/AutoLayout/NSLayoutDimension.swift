import Foundation

/// An anchor for a size — a width or a height, or the distance between two anchors — from
/// which constraints to constants and proportions are made. Mirrors UIKit's
/// `NSLayoutDimension`.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// For a distance made by `anchorWithOffset(to:)`, the anchor it is measured from (the
    /// anchor's own item and attribute are where it ends); the item is held weakly.
    var offsetOrigin: (item: LayoutItem?, attribute: NSLayoutConstraint.Attribute)? {
        originAttribute.map { (originItem, $0) }
    }
    private weak var originItem: LayoutItem?
    private let originAttribute: NSLayoutConstraint.Attribute?

    override init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
        originAttribute = nil
        super.init(item: item, attribute: attribute)
    }

    /// The distance from `start` to `end`.
    init<T>(offsetFrom start: NSLayoutAnchor<T>, to end: NSLayoutAnchor<T>) {
        originItem = start.item
        originAttribute = start.attribute
        super.init(item: end.item, attribute: end.attribute)
    }

    /// A constraint that the size equals `c`. Mirrors UIKit's method.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeDimensionConstraint(.equal, nil, multiplier: 1, constant: c)
    }

    /// A constraint that the size is at least `c`. Mirrors UIKit's method.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeDimensionConstraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// A constraint that the size is at most `c`. Mirrors UIKit's method.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeDimensionConstraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// A constraint that the size equals `m` times `anchor`. Mirrors UIKit's method.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeDimensionConstraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that the size is at least `m` times `anchor`. Mirrors UIKit's method.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that the size is at most `m` times `anchor`. Mirrors UIKit's method.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that the size equals `m` times `anchor` plus `c`. Mirrors UIKit's method.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint that the size is at least `m` times `anchor` plus `c`. Mirrors UIKit's
    /// method.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint that the size is at most `m` times `anchor` plus `c`. Mirrors UIKit's
    /// method.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// The equality, inequalities and constant forms without a multiplier go through here too,
    /// so a distance keeps its origin.
    open override func constraint(equalTo anchor: NSLayoutAnchor<NSLayoutDimension>) -> NSLayoutConstraint {
        makeDimensionConstraint(.equal, anchor as? NSLayoutDimension, multiplier: 1, constant: 0)
    }

    /// A constraint that the size is at least `anchor`. Mirrors UIKit's method.
    open override func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<NSLayoutDimension>)
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.greaterThanOrEqual, anchor as? NSLayoutDimension, multiplier: 1, constant: 0)
    }

    /// A constraint that the size is at most `anchor`. Mirrors UIKit's method.
    open override func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<NSLayoutDimension>)
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.lessThanOrEqual, anchor as? NSLayoutDimension, multiplier: 1, constant: 0)
    }

    /// A constraint that the size equals `anchor` plus `c`. Mirrors UIKit's method.
    open override func constraint(equalTo anchor: NSLayoutAnchor<NSLayoutDimension>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.equal, anchor as? NSLayoutDimension, multiplier: 1, constant: c)
    }

    /// A constraint that the size is at least `anchor` plus `c`. Mirrors UIKit's method.
    open override func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<NSLayoutDimension>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeDimensionConstraint(.greaterThanOrEqual, anchor as? NSLayoutDimension, multiplier: 1, constant: c)
    }

    /// A constraint that the size is at most `anchor` plus `c`. Mirrors UIKit's method.
    open override func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<NSLayoutDimension>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        makeDimensionConstraint(.lessThanOrEqual, anchor as? NSLayoutDimension, multiplier: 1, constant: c)
    }

    private func makeDimensionConstraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutDimension?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        guard offsetOrigin != nil || anchor?.offsetOrigin != nil else {
            return makeConstraint(relation, anchor, multiplier: multiplier, constant: constant)
        }
        return NSLayoutConstraint(
            first: LayoutSide(self), relation: relation, second: anchor.map { LayoutSide($0) },
            multiplier: multiplier, constant: constant)
    }
}

/// One side of a constraint: an attribute of an item, or the distance between two anchors.
struct LayoutSide {
    /// The item.
    weak var item: AnyObject?
    /// Its attribute.
    var attribute: NSLayoutConstraint.Attribute
    /// For a distance, where it is measured from.
    weak var originItem: AnyObject?
    /// The origin's attribute, `.notAnAttribute` for a plain side.
    var originAttribute: NSLayoutConstraint.Attribute = .notAnAttribute

    /// A plain side.
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The side a dimension anchor stands for.
    init(_ dimension: NSLayoutDimension) {
        item = dimension.item
        attribute = dimension.attribute
        if let origin = dimension.offsetOrigin {
            originItem = origin.item
            originAttribute = origin.attribute
        }
    }

    /// Whether the side is a distance between two anchors.
    var isOffset: Bool { originAttribute != .notAnAttribute }

    /// Whether the side is a size.
    var isDimension: Bool { isOffset || attribute.isDimension }

    /// Whether the side measures from or to a text baseline.
    var isBaseline: Bool {
        attribute == .firstBaseline || attribute == .lastBaseline || originAttribute == .firstBaseline
            || originAttribute == .lastBaseline
    }
}
