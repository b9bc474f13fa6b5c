import CLamina
import LaminaGraphics

/// A color as the paint pass gives it to Cairo: sRGB components and alpha, read out of its
/// `CGColor` by the prepare pass, so that painting never reaches the color object.
package struct PaintColor {
    /// The sRGB components and alpha (extended-range components as they are: Cairo clamps).
    package var red, green, blue, alpha: Double

    /// `color`'s components, when it shows at all (not `nil`, alpha above zero).
    package init?(visible color: CGColor?) {
        guard let color, color.alpha > 0 else { return nil }
        self.init(color)
    }

    /// `color`'s components.
    package init(_ color: CGColor) {
        let rgba = color.sRGBA
        red = Double(rgba.red)
        green = Double(rgba.green)
        blue = Double(rgba.blue)
        alpha = Double(rgba.alpha)
    }

    /// Sets the color, its alpha multiplied by `opacity`, as the source of `c`.
    package func setSource(opacity: CGFloat, on c: OpaquePointer) {
        cairo_set_source_rgba(c, red, green, blue, alpha * Double(opacity))
    }
}
