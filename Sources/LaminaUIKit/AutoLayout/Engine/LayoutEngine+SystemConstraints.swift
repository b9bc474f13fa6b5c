import Foundation

extension LayoutEngine {
    /// Adds the constraints UIKit makes for a view: its size as the root, its autoresizing mask
    /// while it translates it into constraints, its intrinsic content size otherwise.
    func addSystemConstraints(for view: UIView, kinds: Set<SystemConstraint.Kind>? = nil) throws {
        let kinds = kinds ?? [.autoresizing, .contentSize, .rootSize]
        guard let variables = existingVariables(of: view) else { return }
        if view === root {
            if kinds.contains(.rootSize) { try addRootSize(variables) }
            if fitting != nil && kinds.contains(.contentSize) { try addContentSize(of: view, variables) }
            return
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            if kinds.contains(.autoresizing) { try addAutoresizing(of: view, variables) }
        } else if kinds.contains(.contentSize) {
            try addContentSize(of: view, variables)
        }
    }

    /// The root's size: its bounds (required), or for a fitting engine the target size at the
    /// fitting priorities.
    private func addRootSize(_ variables: ItemVariables) throws {
        let size = fitting?.size ?? root.bounds.size
        let priorities =
            fitting.map { (Double($0.horizontal.rawValue), Double($0.vertical.rawValue)) } ?? (1000, 1000)
        for (variable, value, priority, name) in [
            (variables.width, size.width, priorities.0, "width"),
            (variables.height, size.height, priorities.1, "height"),
        ] {
            var expression = LinearExpression()
            expression.add(variable, 1)
            expression.constant = -Double(value)
            let system = SystemConstraint(
                id: SolverConstraintID(index: -1), kind: .rootSize, item: root,
                equation: "\(root.layoutDescription).\(name) == \(LayoutNumber.format(value))",
                className: fitting == nil ? "NSLayoutConstraint" : "NSLayoutConstraint(fitting)",
                source: [size.width, size.height])
            guard let id = try addToSolver(expression, .equal, priority: priority, origin: .system(system))
            else { continue }
            system.id = id
            recordSystem(system, for: root)
        }
    }

    /// The frame as the autoresizing mask relates it to the superview, in alignment-rectangle
    /// terms, required.
    private func addAutoresizing(of view: UIView, _ variables: ItemVariables) throws {
        guard let superview = view.superview else { return }
        let frame = view.frame
        let insets = view.alignmentRectInsets
        let mask = view.autoresizingMask
        let accessory =
            "h=\(AutoresizingRule.notation(mask, axis: .horizontal)) v=\(AutoresizingRule.notation(mask, axis: .vertical))"
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let rule = AutoresizingRule(
                frame: frame, superviewSize: superview.bounds.size, mask: mask, axis: axis)
            let horizontal = axis == .horizontal
            var superviewSize: SolverVariable?
            if rule.dependsOnSuperview {
                let superVariables = try ensure(superview)
                superviewSize = horizontal ? superVariables.width : superVariables.height
            }
            let leadingInset = horizontal ? insets.left : insets.top
            let sizeInset = horizontal ? insets.left + insets.right : insets.top + insets.bottom
            let parts: [(SolverVariable, (slope: CGFloat, offset: CGFloat), CGFloat, String)] = [
                (
                    horizontal ? variables.x : variables.y, rule.origin, leadingInset,
                    horizontal ? "minX" : "minY"
                ),
                (
                    horizontal ? variables.width : variables.height, rule.size, -sizeInset,
                    horizontal ? "width" : "height"
                ),
            ]
            for (variable, line, shift, name) in parts {
                var expression = LinearExpression()
                expression.add(variable, 1)
                var equation = "\(view.layoutDescription).\(name) == "
                if let superviewSize, line.slope != 0 {
                    expression.add(superviewSize, -Double(line.slope))
                    let sign = line.offset + shift < 0 ? " - " : " + "
                    equation +=
                        "\(line.slope == 1 ? "" : LayoutNumber.format(line.slope) + "*")\(superview.layoutDescription).\(horizontal ? "width" : "height")"
                        + (line.offset + shift == 0
                            ? "" : sign + LayoutNumber.format(abs(line.offset + shift)))
                } else {
                    equation += LayoutNumber.format(line.offset + shift)
                }
                expression.constant = -Double(line.offset + shift)
                let system = SystemConstraint(
                    id: SolverConstraintID(index: -1), kind: .autoresizing, item: view, equation: equation,
                    className: "NSAutoresizingMaskLayoutConstraint", accessory: accessory)
                guard let id = try addToSolver(expression, .equal, priority: 1000, origin: .system(system))
                else {
                    continue
                }
                system.id = id
                recordSystem(system, for: view)
            }
        }
    }

    /// The intrinsic content size: on each axis with a metric, at most it at the hugging
    /// priority and at least it at the compression resistance priority.
    private func addContentSize(of view: UIView, _ variables: ItemVariables) throws {
        let size = intrinsicSize(of: view)
        let tieBreak = stackTieBreak(for: view)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
            let variable = axis == .horizontal ? variables.width : variables.height
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            let offset = axis == tieBreak.axis ? tieBreak.offset : 0
            let equation =
                "\(view.layoutDescription).\(axis == .horizontal ? "width" : "height") == \(LayoutNumber.format(value)) Hug:\(LayoutNumber.format(CGFloat(hugging.rawValue))) CompressionResistance:\(LayoutNumber.format(CGFloat(resistance.rawValue)))"
            for (relation, priority) in [
                (SolverRelation.lessThanOrEqual, Double(hugging.rawValue) - offset),
                (.greaterThanOrEqual, Double(resistance.rawValue) - offset),
            ] {
                var expression = LinearExpression()
                expression.add(variable, 1)
                expression.constant = -Double(value)
                let system = SystemConstraint(
                    id: SolverConstraintID(index: -1), kind: .contentSize, item: view, equation: equation,
                    className: "NSContentSizeLayoutConstraint", source: [size.width, size.height])
                system.relation = relation
                guard
                    let id = try addToSolver(
                        expression, relation, priority: min(priority, Simplex.requiredPriority),
                        origin: .system(system))
                else { continue }
                system.id = id
                recordSystem(system, for: view)
            }
        }
    }

    /// The intrinsic size the engine uses: a label that wraps is measured at the width the
    /// engine gave it (UIKit's second pass), others report theirs.
    func intrinsicSize(of view: UIView) -> CGSize {
        if let wrapping = view as? WidthDependentIntrinsicSize, wrapping.wrapsToLayoutWidth,
            let variables = existingVariables(of: view)
        {
            let width = CGFloat(solver.value(of: variables.width))
            if width > 0 { return wrapping.intrinsicContentSize(forLayoutWidth: width) }
        }
        return view.intrinsicContentSize
    }

    /// For an arranged subview of a filling stack view, how much its content priorities are
    /// lowered so later views stretch and shrink first (UIKit says only "based on their index").
    private func stackTieBreak(for view: UIView) -> (axis: NSLayoutConstraint.Axis, offset: Double) {
        guard let stack = view.superview as? UIStackView, stack.distribution == .fill,
            let index = stack.arrangedSubviews.firstIndex(where: { $0 === view })
        else { return (.horizontal, 0) }
        return (stack.axis, 0.001 * Double(index))
    }

    /// Adds the constraints placing a system guide in its owning view.
    func addSystemConstraints(for guide: UILayoutGuide) throws {
        guard guide.role != .custom, let owner = guide.owningView,
            let variables = existingVariables(of: guide)
        else {
            return
        }
        let ownerVariables = try ensure(owner)
        let insets = guideInsets(guide)
        var made: [(LinearExpression, SolverRelation, Double, String)] = []
        func line(_ terms: [(SolverVariable, Double)], _ constant: CGFloat) -> LinearExpression {
            LinearExpression(
                terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: Double(constant))
        }
        let name = guide.layoutDescription
        let ownerName = owner.layoutDescription
        // Top and height follow the insets for every system guide.
        made.append(
            (
                line([(variables.y, 1)], -insets.top), .equal, 1000,
                "\(name).top == \(LayoutNumber.format(insets.top))"
            ))
        made.append(
            (
                line([(variables.height, 1), (ownerVariables.height, -1)], insets.top + insets.bottom),
                .equal, 1000,
                "\(name).height == \(ownerName).height - \(LayoutNumber.format(insets.top + insets.bottom))"
            ))
        if guide.role == .readableContent {
            let readable = ReadableWidth.current
            made.append(
                (
                    line([(variables.x, 1)], -insets.left), .greaterThanOrEqual, 1000,
                    "\(name).left >= \(LayoutNumber.format(insets.left))"
                ))
            made.append(
                (
                    line([(variables.x, 1), (variables.width, 1), (ownerVariables.width, -1)], insets.right),
                    .lessThanOrEqual, 1000,
                    "\(name).right <= \(ownerName).width - \(LayoutNumber.format(insets.right))"
                ))
            made.append(
                (
                    line([(variables.width, 1)], -readable), .lessThanOrEqual, 1000,
                    "\(name).width <= \(LayoutNumber.format(readable))"
                ))
            made.append(
                (
                    line([(variables.width, 1)], -readable), .equal, 999,
                    "\(name).width == \(LayoutNumber.format(readable)) priority:999"
                ))
            made.append(
                (
                    line(
                        [(variables.x, 1), (variables.width, 0.5), (ownerVariables.width, -0.5)],
                        -(insets.left - insets.right) / 2),
                    .equal, 1000, "\(name).centerX == \(ownerName).centerXWithinMargins"
                ))
        } else {
            made.append(
                (
                    line([(variables.x, 1)], -insets.left), .equal, 1000,
                    "\(name).left == \(LayoutNumber.format(insets.left))"
                ))
            made.append(
                (
                    line([(variables.width, 1), (ownerVariables.width, -1)], insets.left + insets.right),
                    .equal, 1000,
                    "\(name).width == \(ownerName).width - \(LayoutNumber.format(insets.left + insets.right))"
                ))
        }
        for (expression, relation, priority, equation) in made {
            let system = SystemConstraint(
                id: SolverConstraintID(index: -1), kind: .guide, item: guide, equation: equation,
                className: "NSLayoutConstraint",
                source: [insets.top, insets.left, insets.bottom, insets.right])
            system.relation = relation
            guard let id = try addToSolver(expression, relation, priority: priority, origin: .system(system))
            else {
                continue
            }
            system.id = id
            recordSystem(system, for: guide)
        }
    }

    /// The insets of a system guide from its owning view's bounds, now.
    func guideInsets(_ guide: UILayoutGuide) -> UIEdgeInsets {
        guard let owner = guide.owningView else { return .zero }
        switch guide.role {
        case .custom: return .zero
        case .safeArea: return owner.safeAreaInsets
        case .margins, .readableContent: return owner.effectiveLayoutMargins
        }
    }

    /// Re-reads what system constraints were made from (the root's size, guides' insets) and
    /// updates those that changed; returns whether any did.
    func refreshSystemConstraints() -> Bool {
        var changed = false
        do {
            if fitting == nil,
                let source = systemConstraints(of: root).first(where: { $0.kind == .rootSize })?.source,
                source != [root.bounds.width, root.bounds.height]
            {
                try refresh(root, kinds: [.rootSize])
                changed = true
            }
            for guide in guides where guide.role != .custom {
                let insets = guideInsets(guide)
                let source = systemConstraints(of: guide).first?.source
                if source != [insets.top, insets.left, insets.bottom, insets.right] {
                    try refresh(guide, kinds: [.guide])
                    changed = true
                }
            }
        } catch let failure as ConflictFailure {
            breakConstraint(failure)
            rebuild()
            return true
        } catch {}
        return changed
    }

    /// Measures again each wrapping label at the width it got; returns whether one changed.
    func measureWrappingText() -> Bool {
        var changed = false
        do {
            for view in views
            where view is WidthDependentIntrinsicSize && !view.translatesAutoresizingMaskIntoConstraints {
                let size = intrinsicSize(of: view)
                let source = systemConstraints(of: view).first { $0.kind == .contentSize }?.source
                if let source, source != [size.width, size.height] {
                    try refresh(view, kinds: [.contentSize])
                    changed = true
                }
            }
        } catch let failure as ConflictFailure {
            breakConstraint(failure)
            rebuild()
            return true
        } catch {}
        return changed
    }
}

/// A view whose intrinsic height depends on the width it is laid out at (a label that wraps).
protocol WidthDependentIntrinsicSize: UIView {
    /// Whether the view wraps to the width layout gives it (no preferred maximum width).
    var wrapsToLayoutWidth: Bool { get }
    /// The intrinsic size when laid out `width` wide.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize
}

/// The width UIKit keeps lines of text to for reading: 672 points at the default (large)
/// content size category, wider in proportion to the body font at larger ones.
enum ReadableWidth {
    /// The readable width for the screen's content size category.
    static var current: CGFloat {
        let body = UIFont.preferredFont(forTextStyle: .body).pointSize
        return (672 * max(body, 17) / 17).rounded()
    }
}
