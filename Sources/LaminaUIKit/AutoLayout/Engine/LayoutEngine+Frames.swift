import Foundation

extension LayoutEngine {
    /// The alignment rectangle the solution gives an item, rounded to the screen's pixels
    /// (origin and size each to the nearest pixel, as UIKit rounds).
    func solvedRect(of item: LayoutItem) -> CGRect? {
        guard let variables = existingVariables(of: item) else { return nil }
        let scale = max(UIScreen.main.scale, 1)
        func rounded(_ variable: SolverVariable) -> CGFloat {
            (CGFloat(solver.value(of: variable)) * scale).rounded() / scale
        }
        let rect = CGRect(
            x: rounded(variables.x), y: rounded(variables.y), width: rounded(variables.width),
            height: rounded(variables.height))
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        return rect
    }

    /// Sets every held view's frame from the solution (keeping transforms: a transformed view
    /// gets its bounds' size and centre), and each guide's layout frame. A view whose size
    /// changed, and the superview of one that moved, lay out again.
    func applyFrames() {
        isApplying = true
        defer { isApplying = false }
        for view in views {
            guard view.superview != nil, let rect = solvedRect(of: view) else { continue }
            let frame = view.frame(forAlignmentRect: rect)
            let oldSize = view.bounds.size
            if view.transform.isIdentity {
                guard view.frame != frame else { continue }
                view.frame = frame
            } else {
                let center = CGPoint(x: frame.midX, y: frame.midY)
                guard view.bounds.size != frame.size || view.center != center else { continue }
                view.bounds.size = frame.size
                view.center = center
            }
            if view.bounds.size != oldSize { view.setNeedsLayout() }
            view.superview?.setNeedsLayout()
        }
        for guide in guides {
            guide.solvedFrame = solvedRect(of: guide)
        }
    }

    // MARK: Questions

    /// Whether the solution leaves an attribute of an item free.
    static func isAmbiguous(_ item: LayoutItem, attribute: NSLayoutConstraint.Attribute) -> Bool {
        guard let view = item.hierarchyView, let engine = existingEngine(for: view) else { return false }
        engine.prepare()
        guard let variables = engine.existingVariables(of: item) else { return false }
        let plain = attribute.withoutMargins.attribute
        var checked: [SolverVariable] = []
        switch plain {
        case .width: checked = [variables.width]
        case .height: checked = [variables.height]
        case .left, .leading, .right, .trailing, .centerX: checked = [variables.x, variables.width]
        default: checked = [variables.y, variables.height]
        }
        return checked.contains { engine.solver.isAmbiguous($0) }
    }

    /// Whether the frame of a view the engine holds could be another and satisfy its
    /// constraints as well.
    static func hasAmbiguousLayout(_ view: UIView) -> Bool {
        guard let engine = existingEngine(for: view) else { return false }
        engine.prepare()
        guard view !== engine.root, let variables = engine.existingVariables(of: view) else { return false }
        return [variables.x, variables.y, variables.width, variables.height].contains {
            engine.solver.isAmbiguous($0)
        }
    }

    /// Moves an ambiguous view to another layout that satisfies its constraints as well:
    /// pulls each free variable 100 points one way (the other way at the next call) with a
    /// constraint weaker than any, sets the frames, and takes the constraint away. The view
    /// stays there until a change makes the engine lay out again.
    static func exerciseAmbiguity(of view: UIView) {
        guard let engine = existingEngine(for: view) else { return }
        engine.prepare()
        guard view !== engine.root, let variables = engine.existingVariables(of: view) else { return }
        let direction = view.layoutState.exerciseDirection
        view.layoutState.exerciseDirection = -direction
        var pulls: [SolverConstraintID] = []
        for variable in [variables.x, variables.y, variables.width, variables.height]
        where engine.solver.isAmbiguous(variable) {
            var expression = LinearExpression()
            expression.add(variable, 1)
            expression.constant = -(engine.solver.value(of: variable) + 100 * Double(direction))
            let pull = SystemConstraint(
                id: SolverConstraintID(index: -1), kind: .rootSize, item: view,
                equation: "exerciseAmbiguityInLayout",
                className: "NSLayoutConstraint")
            if let id = try? engine.addToSolver(expression, .equal, priority: 1.0e-3, origin: .system(pull)) {
                pulls.append(id)
            }
        }
        engine.applyFrames()
        for id in pulls { engine.solver.remove(id) }
    }
}
