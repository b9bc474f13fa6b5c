import Foundation

extension NSAttributedString {
    /// Draws the string with its top-left at `point` in the current context, one line per
    /// paragraph. Mirrors UIKit's method.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(
            self, in: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect`, wrapped to its width; lines that do not fit its height are
    /// not drawn. Mirrors UIKit's method.
    public func draw(in rect: CGRect) {
        StringDrawing.draw(self, in: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as `options` say. Mirrors UIKit's method.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(self, in: rect, options: options, context: context)
    }

    /// The string's size, its lines unwrapped. Mirrors UIKit's method.
    public func size() -> CGSize {
        StringDrawing.boundingRect(self, size: .zero, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The string's bounds in a rectangle of `size` as `options` say. Mirrors UIKit's method.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}
