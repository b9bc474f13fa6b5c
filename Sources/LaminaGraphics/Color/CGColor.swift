import Foundation

/// A set of components that define a color, with a color space specifying how to interpret
/// them.
///
/// Mirrors CoreGraphics's `CGColor`. Two colors are equal when their color spaces and their
/// components (alpha last) are equal, as `CFEqual` decides on Apple's platforms: an sRGB red
/// and a generic-RGB red are different colors.
public final class CGColor: Hashable, CustomStringConvertible, Sendable {
    /// The color space of the color.
    public let colorSpace: CGColorSpace?
    /// The components of the color, alpha last.
    public let components: [CGFloat]?

    /// Creates a color in `space` from components (alpha last); `nil` if the count is wrong.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: count))
    }

    package init(space: CGColorSpace, components: [CGFloat]) {
        precondition(components.count == space.numberOfComponents + 1, "wrong component count")
        self.colorSpace = space
        self.components = components
    }

    /// Creates a color in the generic RGB color space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            space: CGColorSpace(name: CGColorSpace.genericRGB) ?? .sharedSRGB,
            components: [red, green, blue, alpha])
    }

    /// Creates a color in the sRGB color space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, components: [red, green, blue, alpha])
    }

    /// Creates a color in the generic gray color space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGray, components: [gray, alpha])
    }

    /// Opaque black, in the generic gray color space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in the generic gray color space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black, in the generic gray color space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns a copy of the color with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }

    /// Returns the color converted to another color space.
    ///
    /// Lamina converts between gray and RGB spaces and between the sRGB curve and linear
    /// encodings; `intent` and `options` are accepted for compatibility and ignored.
    public func converted(
        to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?
    ) -> CGColor? {
        guard space.model != .unknown else { return nil }
        let (r, g, b, a) = linearRGBA
        func encode(_ value: CGFloat) -> CGFloat { space.isLinear ? value : ColorTransfer.encode(value) }
        if space.model == .monochrome {
            let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
            return CGColor(space: space, components: [encode(luminance), a])
        }
        return CGColor(space: space, components: [encode(r), encode(g), encode(b), a])
    }

    /// The color as linear-light red, green, blue and alpha.
    package var linearRGBA: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let values = components, let space = colorSpace else { return (0, 0, 0, 1) }
        func decode(_ value: CGFloat) -> CGFloat { space.isLinear ? value : ColorTransfer.decode(value) }
        if space.model == .monochrome {
            let gray = decode(values[0])
            return (gray, gray, gray, values[1])
        }
        return (decode(values[0]), decode(values[1]), decode(values[2]), values[3])
    }

    /// The color as gamma-encoded sRGB red, green, blue and alpha, as Cairo draws it.
    package var sRGBA: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let values = components, let space = colorSpace else { return (0, 0, 0, 1) }
        switch (space.model, space.isLinear) {
        case (.monochrome, false): return (values[0], values[0], values[0], values[1])
        case (.rgb, false): return (values[0], values[1], values[2], values[3])
        default:
            let (r, g, b, a) = linearRGBA
            return (ColorTransfer.encode(r), ColorTransfer.encode(g), ColorTransfer.encode(b), a)
        }
    }

    /// Two colors are equal when their spaces and components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    /// The color space and components, as CoreGraphics prints them.
    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.description ?? "nil") ( \(values) )>"
    }
}

/// How to map colors between color spaces, as CoreGraphics's `CGColorRenderingIntent`.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default intent of the context.
    case defaultIntent = 0
    /// Map colors outside the gamut to the nearest color inside it.
    case absoluteColorimetric
    /// Map colors relative to the white points of the two spaces.
    case relativeColorimetric
    /// Preserve the visual relationship between colors.
    case perceptual
    /// Preserve saturation.
    case saturation
}

/// The sRGB transfer function.
package enum ColorTransfer {
    /// Gamma-encoded sRGB to linear light.
    package static func decode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light to gamma-encoded sRGB.
    package static func encode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
