import LaminaGraphics

/// Compact, stable number and geometry formatting for descriptions and tree dumps.
package enum LayerFormat {
    /// A number with at most four decimals and no trailing zeros: `1`, `0.5`, `-3.1416`.
    package static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(format: "%.4f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `(x y)`.
    package static func point(_ p: CGPoint) -> String { "(\(number(p.x)) \(number(p.y)))" }

    /// `(w h)`.
    package static func size(_ s: CGSize) -> String { "(\(number(s.width)) \(number(s.height)))" }

    /// `(x y; w h)`.
    package static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.width)) \(number(r.height)))"
    }

    /// A color as `srgb(r g b a)`, `gray(w a)` or its space and components.
    package static func color(_ color: CGColor) -> String {
        let values = (color.components ?? []).map(number).joined(separator: " ")
        switch color.colorSpace?.name {
        case CGColorSpace.sRGB?: return "srgb(\(values))"
        case CGColorSpace.genericGrayGamma2_2?: return "gray(\(values))"
        case let name?: return "\(name.replacingOccurrences(of: "kCGColorSpace", with: ""))(\(values))"
        case nil: return "device(\(values))"
        }
    }
}
