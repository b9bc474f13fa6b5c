import Foundation

/// The constraints a stack view makes for one arrangement, named as UIKit names them
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …), with their priorities.
struct StackArrangement {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// The constraints, inactive until ``activate()``.
    private(set) var constraints: [NSLayoutConstraint] = []
    private unowned let stack: UIStackView
    private let hiddenViews: Set<ObjectIdentifier>

    /// Whether `view` was hidden when the arrangement was made.
    func hidden(_ view: UIView) -> Bool { hiddenViews.contains(ObjectIdentifier(view)) }

    /// Activates the constraints.
    func activate() {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates the constraints (the stack keeps its guides for the next arrangement, so
    /// the change stays incremental).
    func deactivate() {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// The arrangement of `views` in `stack`.
    init(stack: UIStackView, views: [UIView], customSpacings: [ObjectIdentifier: CGFloat]) {
        self.stack = stack
        hiddenViews = Set(views.filter(\.isHidden).map(ObjectIdentifier.init))
        let canvas: LayoutItem = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let horizontal = stack.axis == .horizontal
        let axis = Attributes(horizontal: horizontal)
        let cross = Attributes(horizontal: !horizontal)
        let visible = views.filter { !$0.isHidden }

        func make(
            _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: LayoutItem?, _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
            _ priority: Float, _ identifier: String
        ) {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
                constant: constant)
            constraint.priority = UILayoutPriority(priority)
            constraint.identifier = identifier
            constraints.append(constraint)
        }
        /// `first == second + constant`.
        func pin(
            _ first: LayoutItem, _ firstAttribute: Attribute, _ second: LayoutItem,
            _ secondAttribute: Attribute,
            constant: CGFloat = 0, priority: Float = 1000, _ identifier: String
        ) {
            make(first, firstAttribute, .equal, second, secondAttribute, 1, constant, priority, identifier)
        }
        /// `first relation second + constant`.
        func relate(
            _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: LayoutItem, _ secondAttribute: Attribute, constant: CGFloat = 0, _ identifier: String
        ) {
            make(first, firstAttribute, relation, second, secondAttribute, 1, constant, 1000, identifier)
        }
        /// `first == 0` at `priority`.
        func collapse(_ first: LayoutItem, _ firstAttribute: Attribute, priority: Float, _ identifier: String)
        {
            make(first, firstAttribute, .equal, nil, .notAnAttribute, 1, 0, priority, identifier)
        }

        // Hidden views take no space along the axis.
        for view in views where view.isHidden {
            collapse(view, axis.size, priority: 999.999, "UISV-hiding")
        }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            pin(first, axis.leading, canvas, axis.leading, "UISV-canvas-connection")
            pin(canvas, axis.trailing, last, axis.trailing, "UISV-canvas-connection")
            let equal = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            let baselines = stack.isBaselineRelativeArrangement && !horizontal
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = Self.gap(
                    after: previous, before: next, stack: stack, customSpacings: customSpacings)
                relate(
                    next, baselines ? .firstBaseline : axis.leading, equal ? .greaterThanOrEqual : .equal,
                    previous,
                    baselines ? .lastBaseline : axis.trailing, constant: gap, "UISV-spacing")
            }
            // Hidden views sit in their place, weakly.
            for (index, view) in views.enumerated() where view.isHidden {
                let before = views[..<index].last { !$0.isHidden }
                let after = views[(index + 1)...].first { !$0.isHidden }
                if let before {
                    let gap = Self.gap(
                        after: before, before: after ?? view, stack: stack, customSpacings: customSpacings)
                    pin(
                        view, axis.leading, before, axis.trailing, constant: after == nil ? 0 : gap / 2,
                        priority: 50, "UISV-spacing-hidden")
                } else if let after {
                    pin(after, axis.leading, view, axis.trailing, priority: 50, "UISV-spacing-hidden")
                }
            }
            switch stack.distribution {
            case .fill:
                break
            case .fillEqually:
                for view in visible.dropFirst() {
                    pin(view, axis.size, first, axis.size, "UISV-fill-equally")
                }
            case .fillProportionally:
                let lengths = visible.map { Self.proportionalLength(of: $0, horizontal: horizontal) }
                let total = lengths.reduce(0) { $0 + max($1, 0) } + stack.spacing * CGFloat(visible.count - 1)
                for (index, view) in visible.enumerated() {
                    let priority: Float = visible.count == 1 ? 1000 : max(999 - Float(index), 751)
                    if total > 0 && lengths[index] > 0 {
                        make(
                            view, axis.size, .equal, canvas, axis.size, lengths[index] / total, 0, priority,
                            "UISV-fill-proportionally")
                    } else {
                        collapse(view, axis.size, priority: priority, "UISV-fill-proportionally")
                    }
                }
            case .equalSpacing, .equalCentering:
                let centering = stack.distribution == .equalCentering
                var firstGap: UILayoutGuide?
                for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
                    let guide = stack.arrangementGuide(index + 1, identifier: "UISV-distributing")
                    pin(
                        guide, axis.leading, pair.0, centering ? axis.center : axis.trailing,
                        "UISV-distributing-edge")
                    pin(
                        guide, axis.trailing, pair.1, centering ? axis.center : axis.leading,
                        "UISV-distributing-edge")
                    if let firstGap {
                        let priority: Float = centering ? max(150 - Float(index), 50) : 1000
                        pin(guide, axis.size, firstGap, axis.size, priority: priority, "UISV-fill-equally")
                    } else {
                        firstGap = guide
                    }
                }
                collapse(canvas, axis.size, priority: 49, "UISV-canvas-fit")
            }
        } else {
            // Nothing visible: the stack collapses along its axis where nothing holds it.
            collapse(canvas, axis.size, priority: 49, "UISV-canvas-fit")
            for view in views {
                pin(view, axis.leading, canvas, axis.leading, priority: 50, "UISV-spacing-hidden")
            }
        }

        // Across the axis.
        guard let anchor = views.first else { return }
        var alignment = stack.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        if alignment == .fill {
            pin(canvas, cross.leading, anchor, cross.leading, "UISV-canvas-connection")
            pin(anchor, cross.trailing, canvas, cross.trailing, "UISV-canvas-connection")
            for view in views.dropFirst() {
                pin(view, cross.leading, anchor, cross.leading, "UISV-alignment")
                pin(view, cross.trailing, anchor, cross.trailing, "UISV-alignment")
            }
            return
        }
        let spanner = stack.arrangementGuide(0, identifier: "UISV-alignment-spanner")
        let aligned: Attribute
        switch alignment {
        case .leading: aligned = cross.leading
        case .trailing: aligned = cross.trailing
        case .center: aligned = cross.center
        case .firstBaseline: aligned = .firstBaseline
        default: aligned = .lastBaseline
        }
        for view in views.dropFirst() { pin(view, aligned, anchor, aligned, "UISV-alignment") }
        for view in views {
            switch alignment {
            case .leading:
                pin(spanner, cross.leading, view, cross.leading, priority: 999.5, "UISV-spanning-boundary")
                relate(
                    spanner, cross.trailing, .greaterThanOrEqual, view, cross.trailing,
                    "UISV-spanning-boundary")
            case .trailing:
                pin(spanner, cross.trailing, view, cross.trailing, priority: 999.5, "UISV-spanning-boundary")
                relate(
                    spanner, cross.leading, .lessThanOrEqual, view, cross.leading, "UISV-spanning-boundary")
            default:
                relate(
                    spanner, cross.leading, .lessThanOrEqual, view, cross.leading, "UISV-spanning-boundary")
                relate(
                    spanner, cross.trailing, .greaterThanOrEqual, view, cross.trailing,
                    "UISV-spanning-boundary")
            }
            collapse(view, cross.size, priority: 25, "UISV-ambiguity-suppression")
        }
        pin(canvas, cross.leading, spanner, cross.leading, "UISV-canvas-connection")
        pin(spanner, cross.trailing, canvas, cross.trailing, "UISV-canvas-connection")
        if alignment == .center { pin(canvas, cross.center, anchor, cross.center, "UISV-canvas-connection") }
        collapse(spanner, cross.size, priority: 51, "UISV-spanning-fit")
        if alignment == .firstBaseline || alignment == .lastBaseline {
            collapse(canvas, cross.size, priority: 49, "UISV-canvas-fit")
        }
    }

    /// The gap after `previous`: its custom spacing, else the stack's spacing; the system
    /// spacing where either asks for it.
    private static func gap(
        after previous: UIView, before next: UIView, stack: UIStackView,
        customSpacings: [ObjectIdentifier: CGFloat]
    ) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(previous)] ?? stack.spacing
        guard value == UIStackView.spacingUseSystem else { return value }
        if stack.axis == .horizontal { return SystemSpacing.horizontal }
        return SystemSpacing.vertical(below: previous.lastBaselineAnchor, above: next.firstBaselineAnchor)
    }

    /// A view's length for proportional filling: its intrinsic size along the axis, or for a
    /// view without one (a nested stack), its compressed fitting size.
    private static func proportionalLength(of view: UIView, horizontal: Bool) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let length = horizontal ? intrinsic.width : intrinsic.height
        if length != UIView.noIntrinsicMetric { return length }
        let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return horizontal ? fitting.width : fitting.height
    }

    /// The attributes of one axis.
    private struct Attributes {
        let leading: Attribute
        let trailing: Attribute
        let center: Attribute
        let size: Attribute

        init(horizontal: Bool) {
            leading = horizontal ? .leading : .top
            trailing = horizontal ? .trailing : .bottom
            center = horizontal ? .centerX : .centerY
            size = horizontal ? .width : .height
        }
    }
}
