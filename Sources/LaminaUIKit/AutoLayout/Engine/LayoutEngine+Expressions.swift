import Foundation

extension LayoutEngine {
    /// A constraint as `first − multiplier × second − constant`, in the coordinates of its
    /// container; `nil` when one of its items is gone.
    func expression(of constraint: NSLayoutConstraint, in container: UIView) throws -> LinearExpression? {
        guard var expression = try expression(of: constraint.first, in: container) else { return nil }
        if let second = constraint.second {
            guard let other = try self.expression(of: second, in: container) else { return nil }
            expression.add(other, times: -Double(constraint.multiplier))
        }
        expression.constant -= Double(constraint.constant)
        return expression
    }

    /// One side of a constraint: an attribute, or the distance between two anchors.
    func expression(of side: LayoutSide, in container: UIView) throws -> LinearExpression? {
        guard let item = side.item as? LayoutItem else { return nil }
        guard var end = try expression(of: item, side.attribute, in: container) else { return nil }
        guard side.isOffset else { return end }
        guard let originItem = side.originItem as? LayoutItem,
            let start = try expression(of: originItem, side.originAttribute, in: container)
        else { return nil }
        end.add(start, times: -1)
        return end
    }

    /// An item's attribute in `container`'s coordinates (sizes need no coordinates).
    func expression(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView)
        throws
        -> LinearExpression?
    {
        let (plain, isMargin) = attribute.withoutMargins
        if isMargin, let view = item as? UIView {
            return try expression(of: view.layoutMarginsGuide, plain, in: container)
        }
        let variables = try ensure(item)
        var result = LinearExpression()
        switch plain {
        case .width:
            result.add(variables.width, 1)
            return result
        case .height:
            result.add(variables.height, 1)
            return result
        default:
            break
        }
        let horizontal = plain.isHorizontal
        guard let origin = try origin(of: item, horizontal: horizontal, in: container) else { return nil }
        result.add(origin)
        let size = horizontal ? variables.width : variables.height
        var rightToLeft: Bool {
            (item.hierarchyView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) == .rightToLeft
        }
        switch plain {
        case .left, .top:
            break
        case .leading:
            if rightToLeft { result.add(size, 1) }
        case .trailing:
            if !rightToLeft { result.add(size, 1) }
        case .right, .bottom:
            result.add(size, 1)
        case .centerX, .centerY:
            result.add(size, 0.5)
        case .firstBaseline, .lastBaseline:
            let baseline = baselinePosition(of: item, last: plain == .lastBaseline)
            result.add(size, Double(baseline.fraction))
            result.constant += Double(baseline.offset)
        default:
            break
        }
        return result
    }

    /// Where an item's alignment rectangle starts on an axis, in `container`'s coordinates: the
    /// sum of the origins of the item and its ancestors below the container.
    private func origin(of item: LayoutItem, horizontal: Bool, in container: UIView) throws
        -> LinearExpression?
    {
        var result = LinearExpression()
        var view: UIView
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView else { return nil }
            let variables = try ensure(guide)
            result.add(horizontal ? variables.x : variables.y, 1)
            view = owner
        } else if let itemView = item as? UIView {
            view = itemView
        } else {
            return nil
        }
        while view !== container {
            let variables = try ensure(view)
            result.add(horizontal ? variables.x : variables.y, 1)
            guard let superview = view.superview else {
                // The container is not an ancestor: the constraint's items left its hierarchy.
                return nil
            }
            view = superview
        }
        return result
    }

    /// Where an item's baseline is: a fraction of its height plus an offset from its top. A
    /// view without text has its first baseline at the top and its last at the bottom, as
    /// UIKit documents; a guide too.
    func baselinePosition(of item: LayoutItem, last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        guard let view = item as? UIView else { return (last ? 1 : 0, 0) }
        let target = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
        if let text = target as? BaselineProviding {
            let position = text.baselinePosition(last: last)
            guard target !== view else { return position }
            // A descendant stands for the view: place its baseline within the view's frame.
            let frame = target.convert(target.bounds, to: view)
            return (0, frame.minY + position.fraction * frame.height + position.offset)
        }
        return (last ? 1 : 0, 0)
    }
}

/// A view that has text baselines: labels, buttons, text fields.
protocol BaselineProviding: UIView {
    /// The first (or last) baseline as a fraction of the view's height plus an offset from its
    /// top: text centred vertically has its baseline at half the height plus a constant.
    func baselinePosition(last: Bool) -> (fraction: CGFloat, offset: CGFloat)
}
