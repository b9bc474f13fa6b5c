import Foundation

extension LayoutEngine {
    /// A view is about to leave `superview`: as UIKit does, constraints between the view's
    /// subtree and views outside it are deactivated, and the old hierarchy's engine rebuilds.
    static func viewWillLeave(_ view: UIView, superview: UIView) {
        guard let engine = existingEngine(for: superview) else { return }
        var ancestor: UIView? = superview
        while let current = ancestor {
            for constraint in current.layoutStateStorage?.constraints ?? []
            where constraint.reaches(inside: view) {
                current.uninstall(constraint)
            }
            ancestor = current.superview
        }
        engine.invalidate()
        // The view becomes a root: give it an engine to lay out its own constraints.
        let state = view.layoutState
        if state.engine == nil { state.engine = LayoutEngine(root: view) }
    }

    /// A view joined a superview: its own engine (as a root) is dropped and the hierarchy's
    /// rebuilds.
    static func viewDidJoin(_ view: UIView) {
        let hadEngine = view.layoutStateStorage?.engine != nil
        view.layoutStateStorage?.engine = nil
        if let engine = existingEngine(for: view) {
            engine.invalidate()
        } else if hadEngine {
            engine(for: view).invalidate()
        }
    }
}

extension NSLayoutConstraint {
    /// Whether a side of the constraint is an item in `view`'s subtree (its guides included).
    func reaches(inside view: UIView) -> Bool {
        [first.item, first.originItem, second?.item, second?.originItem].contains { item in
            guard let itemView = (item as? LayoutItem)?.hierarchyView else { return false }
            return itemView === view || itemView.isDescendant(of: view)
        }
    }
}
