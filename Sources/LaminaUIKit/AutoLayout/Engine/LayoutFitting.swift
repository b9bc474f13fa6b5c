import Foundation

/// `systemLayoutSizeFitting`: the size a view's own constraints and its subtree's give when
/// its width and height are pulled towards a target.
enum LayoutFitting {
    /// The fitting size of `view`, rounded to the screen's pixels. A view with no constraints
    /// in its subtree and no intrinsic size keeps its current size, as in UIKit.
    static func size(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        LayoutEngine.existingEngine(for: view)?.runPendingUpdates()
        let engine = LayoutEngine(root: view, fitting: (target, horizontal, vertical))
        engine.prepare()
        guard let rect = engine.solvedRect(of: view) else { return view.bounds.size }
        return view.frame(forAlignmentRect: CGRect(origin: .zero, size: rect.size)).size
    }
}
