import Foundation

extension UIColor {
    /// Sets the colour as the fill colour of the current graphics context. Mirrors UIKit's
    /// `setFill()`; does nothing without a current context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the colour as the stroke colour of the current graphics context. Mirrors UIKit's
    /// `setStroke()`; does nothing without a current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Sets the colour as both the fill and the stroke colour of the current graphics context.
    /// Mirrors UIKit's `set()`; does nothing without a current context.
    public func set() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = cgColor
        context.setFillColor(color)
        context.setStrokeColor(color)
    }
}
