import Foundation

/// How a view's edge and size follow its superview's size on one axis under an autoresizing
/// mask: both are linear in the superview's size, `value = slope × superviewSize + offset`.
///
/// UIKit distributes a change of the superview's size among the flexible parts (margin
/// before, size, margin after) in proportion to their current sizes; a mask with no flexible
/// part on the axis behaves as a flexible trailing margin. Classic autoresizing and the
/// constraints the engine makes for `translatesAutoresizingMaskIntoConstraints` both use this
/// rule, so they agree.
struct AutoresizingRule {
    /// How the view's minimum edge follows the superview's size.
    var origin: (slope: CGFloat, offset: CGFloat)
    /// How the view's size follows the superview's size.
    var size: (slope: CGFloat, offset: CGFloat)

    /// The rule for a view at `origin` with `size`, in a superview `superviewSize` long, whose
    /// leading margin, size and trailing margin are flexible as given.
    init(
        origin: CGFloat, size: CGFloat, superviewSize: CGFloat, flexibleBefore: Bool, flexibleSize: Bool,
        flexibleAfter: Bool
    ) {
        let after = superviewSize - origin - size
        var parts = [(flexibleBefore, origin), (flexibleSize, size), (flexibleAfter, after)]
        if !flexibleBefore && !flexibleSize && !flexibleAfter { parts[2].0 = true }
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + max($1.1, 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? max(parts[index].1, 0) / total : 1 / CGFloat(flexible.count)
        }
        let originSlope = share(0)
        let sizeSlope = share(1)
        self.origin = (originSlope, origin - originSlope * superviewSize)
        self.size = (sizeSlope, size - sizeSlope * superviewSize)
    }

    /// The rule for `frame` in a superview of `bounds` size on `axis`, from `mask`.
    init(frame: CGRect, superviewSize: CGSize, mask: UIView.AutoresizingMask, axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            self.init(
                origin: frame.minX, size: frame.width, superviewSize: superviewSize.width,
                flexibleBefore: mask.contains(.flexibleLeftMargin),
                flexibleSize: mask.contains(.flexibleWidth),
                flexibleAfter: mask.contains(.flexibleRightMargin))
        } else {
            self.init(
                origin: frame.minY, size: frame.height, superviewSize: superviewSize.height,
                flexibleBefore: mask.contains(.flexibleTopMargin),
                flexibleSize: mask.contains(.flexibleHeight),
                flexibleAfter: mask.contains(.flexibleBottomMargin))
        }
    }

    /// Whether the rule reads the superview's size.
    var dependsOnSuperview: Bool { origin.slope != 0 || size.slope != 0 }

    /// The edge and size for a superview `superviewSize` long.
    func apply(superviewSize: CGFloat) -> (origin: CGFloat, size: CGFloat) {
        (origin.slope * superviewSize + origin.offset, size.slope * superviewSize + size.offset)
    }

    /// UIKit's `h=…`/`v=…` notation for the mask on an axis: `&` flexible, `-` fixed, for the
    /// margin before, the size and the margin after.
    static func notation(_ mask: UIView.AutoresizingMask, axis: NSLayoutConstraint.Axis) -> String {
        let flags: [UIView.AutoresizingMask] =
            axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        return flags.map { mask.contains($0) ? "&" : "-" }.joined()
    }
}
