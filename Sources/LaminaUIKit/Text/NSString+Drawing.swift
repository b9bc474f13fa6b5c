import Foundation

extension NSString {
    /// Draws the string with its top-left at `point` in the current context, one line per
    /// paragraph (never wrapped). Mirrors UIKit's method.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(
            StringDrawing.attributed(self as String, attrs), in: CGRect(origin: point, size: .zero),
            options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` of the current context, wrapped to its width; lines that do
    /// not fit its height are not drawn. Mirrors UIKit's method.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(
            StringDrawing.attributed(self as String, attrs), in: rect, options: .usesLineFragmentOrigin,
            context: nil)
    }

    /// Draws the string in `rect` as `options` say (see ``NSStringDrawingOptions``). Mirrors
    /// UIKit's method.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(
            StringDrawing.attributed(self as String, attributes), in: rect, options: options, context: context
        )
    }

    /// The size of the string drawn with `attrs`: its lines unwrapped, fractional (callers
    /// round up with `ceil`). Mirrors UIKit's method.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.boundingRect(
            StringDrawing.attributed(self as String, attrs), size: .zero, options: .usesLineFragmentOrigin,
            context: nil
        ).size
    }

    /// The bounds of the string drawn in a rectangle of `size` as `options` say: with
    /// `.usesLineFragmentOrigin`, from the top-left of the first line, wrapped to the width;
    /// without it, one line with its origin on the baseline. Fractional: callers `ceil` it.
    /// Mirrors UIKit's method.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            StringDrawing.attributed(self as String, attributes), size: size, options: options,
            context: context)
    }
}

extension String {
    /// Draws the string with its top-left at `point`; see `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped in `rect`; see `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` as `options` say; see
    /// `NSString.draw(with:options:attributes:context:)`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The string's size drawn with `attrs`; see `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The string's bounds in a rectangle of `size`; see
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as NSString).boundingRect(
            with: size, options: options, attributes: attributes, context: context)
    }
}
