import Foundation

/// An anchor on the x-axis: a leading, trailing, left, right or centre-x edge. Mirrors UIKit's
/// `NSLayoutXAxisAnchor`.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint that this anchor is the system spacing (8 points) times `multiplier` after
    /// `anchor`. Mirrors UIKit's method.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.equal, anchor, constant: SystemSpacing.horizontal * multiplier)
    }

    /// A constraint that this anchor is at least the system spacing times `multiplier` after
    /// `anchor`. Mirrors UIKit's method.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor, constant: SystemSpacing.horizontal * multiplier)
    }

    /// A constraint that this anchor is at most the system spacing times `multiplier` after
    /// `anchor`. Mirrors UIKit's method.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, anchor, constant: SystemSpacing.horizontal * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension constraints can relate.
    /// Mirrors UIKit's `anchorWithOffset(to:)`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}
