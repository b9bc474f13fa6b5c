import Foundation

/// UIKit's string drawing on Lamina's typesetter: measuring, and drawing into the current
/// context with UIKit's y-down coordinates.
enum StringDrawing {
    /// The lines of `text` laid out as `options` say within `size` (0 or unlimited for no
    /// limit), and the offset from the rectangle's origin to the box the lines are stacked in.
    static func layout(
        _ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions
    ) -> (stack: LineStack, origin: CGPoint) {
        let multiline = options.contains(.usesLineFragmentOrigin)
        func limit(_ value: CGFloat) -> CGFloat? { value.isFinite && value > 0 && value < 1e6 ? value : nil }
        let width = limit(size.width)
        let typesetter = Typesetter(
            text, options: Typesetter.Options(width: width, singleLine: !multiline))
        let rules = LineStack.Rules(
            includesLeading: options.contains(.usesFontLeading), allowsNegativeLineSpacing: false)
        let lines = typesetter.lines()
        let truncation =
            multiline && options.contains(.truncatesLastVisibleLine) && width != nil
            ? (typesetter, width ?? 0, NSLineBreakMode.byTruncatingTail) : nil
        let stack = LineStack(
            lines, rules: rules, height: multiline ? limit(size.height) : nil, truncation: truncation)
        // Without `.usesLineFragmentOrigin` the origin is the first line's baseline.
        let origin = multiline ? .zero : CGPoint(x: 0, y: -(stack.origins.first?.y ?? 0))
        return (stack, origin)
    }

    /// The bounds of `text` laid out as `options` say, relative to the drawing origin.
    static func boundingRect(
        _ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let (stack, origin) = layout(text, size: size, options: options)
        var rect = CGRect(origin: origin, size: stack.size)
        if options.contains(.usesDeviceMetrics) {
            var ink = CGRect.null
            for (line, lineOrigin) in zip(stack.lines, stack.origins) {
                let bounds = line.inkBounds
                guard bounds.width > 0 else { continue }
                // Ink is y-up from the baseline; the drawing is y-down.
                ink = ink.union(
                    CGRect(
                        x: origin.x + lineOrigin.x + bounds.minX, y: origin.y + lineOrigin.y - bounds.maxY,
                        width: bounds.width, height: bounds.height))
            }
            rect = ink.isNull ? CGRect(origin: origin, size: .zero) : ink
        }
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// Draws `text` in the current context: `rect`'s origin is the top-left of the first line
    /// (or its baseline without `.usesLineFragmentOrigin`).
    static func draw(
        _ text: NSAttributedString, in rect: CGRect, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) {
        guard let cgContext = UIGraphicsGetCurrentContext(), text.length > 0, rect.origin.x.isFinite,
            rect.origin.y.isFinite
        else { return }
        let (stack, origin) = layout(text, size: rect.size, options: options)
        context?.totalBounds = CGRect(origin: origin, size: stack.size).offsetBy(dx: rect.minX, dy: rect.minY)
        context?.actualScaleFactor = 1
        for (index, (line, lineOrigin)) in zip(stack.lines, stack.origins).enumerated() {
            let height = stack.lineHeights[index]
            let toUser = CGAffineTransform(
                translationX: rect.minX + origin.x + lineOrigin.x, y: rect.minY + origin.y + lineOrigin.y)
            cgContext.drawTypeset(
                line, toUser: toUser, top: line.descent - height, bottom: line.descent,
                features: [.backgrounds, .underlines, .strikethroughs], shadows: true)
        }
    }

    /// `attributes` as an attributed string of `string`.
    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?)
        -> NSAttributedString
    {
        NSAttributedString(string: string, attributes: attributes)
    }
}
