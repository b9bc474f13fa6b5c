import Foundation

/// An anchor on the y-axis: a top, bottom, centre-y or baseline edge. Mirrors UIKit's
/// `NSLayoutYAxisAnchor`.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint that this anchor is the system spacing times `multiplier` below `anchor`:
    /// 8 points between edges, and between two baselines the spacing the fonts call for.
    /// Mirrors UIKit's method.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(
            .equal, anchor, constant: SystemSpacing.vertical(below: anchor, above: self) * multiplier)
    }

    /// A constraint that this anchor is at least the system spacing times `multiplier` below
    /// `anchor`. Mirrors UIKit's method.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        makeConstraint(
            .greaterThanOrEqual, anchor,
            constant: SystemSpacing.vertical(below: anchor, above: self) * multiplier)
    }

    /// A constraint that this anchor is at most the system spacing times `multiplier` below
    /// `anchor`. Mirrors UIKit's method.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(
            .lessThanOrEqual, anchor,
            constant: SystemSpacing.vertical(below: anchor, above: self) * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension constraints can relate.
    /// Mirrors UIKit's `anchorWithOffset(to:)`.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}
