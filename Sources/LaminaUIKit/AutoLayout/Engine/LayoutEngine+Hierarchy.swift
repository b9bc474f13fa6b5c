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
        // The view becomes a root: give it an engine to lay out its own constraints, with the
        // `updateConstraints()` its subtree still waits for.
        let state = view.layoutState
        let own = state.engine ?? LayoutEngine(root: view)
        state.engine = own
        own.adoptPendingUpdates(from: engine, inside: view)
    }

    /// A view joined a superview: its own engine (as a root) is dropped and the hierarchy's
    /// rebuilds.
    static func viewDidJoin(_ view: UIView) {
        let dropped = view.layoutStateStorage?.engine
        view.layoutStateStorage?.engine = nil
        if let engine = existingEngine(for: view) {
            engine.invalidate()
            if let dropped { engine.adoptPendingUpdates(from: dropped, inside: view) }
        } else if let dropped {
            let engine = engine(for: view)
            engine.invalidate()
            engine.adoptPendingUpdates(from: dropped, inside: view)
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
