import Foundation

extension UIView {
    /// Converts a point from the view's coordinates to `view`'s. Mirrors UIKit's
    /// `convert(_:to:)`: with `nil`, to the coordinates of the view's window (of its topmost
    /// ancestor when it is in no window). Every transform on the way applies.
    /// - Parameters:
    ///   - point: A point in the view's bounds coordinates.
    ///   - view: The target view, in the same hierarchy, or `nil`.
    /// - Returns: The point in `view`'s coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? rootView).layer)
    }

    /// Converts a point from `view`'s coordinates to the view's. Mirrors UIKit's
    /// `convert(_:from:)`: with `nil`, from the coordinates of the view's window (of its
    /// topmost ancestor when it is in no window).
    /// - Parameters:
    ///   - point: A point in `view`'s bounds coordinates.
    ///   - view: The source view, in the same hierarchy, or `nil`.
    /// - Returns: The point in the view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? rootView).layer)
    }

    /// Converts a rectangle from the view's coordinates to `view`'s: the bounding box of its
    /// converted corners. Mirrors UIKit's `convert(_:to:)`.
    /// - Parameters:
    ///   - rect: A rectangle in the view's bounds coordinates.
    ///   - view: The target view, or `nil` for the window's coordinates.
    /// - Returns: The rectangle in `view`'s coordinates.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? rootView).layer)
    }

    /// Converts a rectangle from `view`'s coordinates to the view's: the bounding box of its
    /// converted corners. Mirrors UIKit's `convert(_:from:)`.
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s bounds coordinates.
    ///   - view: The source view, or `nil` for the window's coordinates.
    /// - Returns: The rectangle in the view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? rootView).layer)
    }

    /// The topmost ancestor (the window, when the view is in one).
    var rootView: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// The implementation of `hitTest(_:with:)`.
    func performHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
