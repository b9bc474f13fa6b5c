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
    /// The pattern of a color in a pattern color space.
    private let patternValue: CGPattern?
    /// The alpha component, kept apart: the compositor asks for it of every color it draws.
    public let alpha: CGFloat
    /// The color as sRGB components and alpha (see ``sRGBA``), converted once.
    private let converted: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Creates a color in `space` from components (alpha last); `nil` for pattern spaces.
    ///
    /// A color in an indexed space has one component, the index into the space's table.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .pattern, .deviceN, .unknown: return nil
        default: break
        }
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: count))
        self.alpha = components[count - 1]
        self.patternValue = nil
        self.converted = Self.sRGBA(of: self.components, in: space, alpha: self.alpha)
    }

    /// Creates a color that paints with a pattern; `nil` when `space` is not a pattern color
    /// space, or `pattern` is uncolored and `space` has no base space to tint it in.
    ///
    /// Mirrors CoreGraphics's initializer. `components` holds the tint in the pattern space's
    /// base space followed by alpha for an uncolored pattern, and only alpha for a colored one
    /// (a space without a base).
    public init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern, pattern.isColored || space.baseColorSpace != nil else { return nil }
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.alpha = components[space.numberOfComponents]
        self.patternValue = pattern
        self.converted = Self.sRGBA(of: self.components, in: space, alpha: self.alpha)
    }

    package init(space: CGColorSpace, components: [CGFloat]) {
        ProgrammerError.require(components.count == space.numberOfComponents + 1, "wrong component count")
        self.colorSpace = space
        self.components = components
        self.alpha = components.last ?? 1
        self.patternValue = nil
        self.converted = Self.sRGBA(of: components, in: space, alpha: self.alpha)
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

    /// Creates a color in the generic gray color space with a gamma of 2.2.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGray, components: [gray, alpha])
    }

    /// Creates a color in the generic CMYK color space.
    public convenience init(
        genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
    ) {
        self.init(
            space: CGColorSpace(name: CGColorSpace.genericCMYK) ?? .sharedSRGB,
            components: [cyan, magenta, yellow, black, alpha])
    }

    /// Opaque black, in the generic gray color space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in the generic gray color space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black, in the generic gray color space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Returns a copy of the color.
    public func copy() -> CGColor? {
        guard let values = components else { return nil }
        return copy(components: values)
    }

    /// Returns a copy of the color with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components else { return nil }
        values[values.count - 1] = alpha
        return copy(components: values)
    }

    /// The color with other components (the same count), keeping the space and pattern.
    private func copy(components values: [CGFloat]) -> CGColor? {
        guard let space = colorSpace else { return nil }
        if let patternValue {
            return values.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap {
                    CGColor(patternSpace: space, pattern: patternValue, components: $0)
                }
            }
        }
        return CGColor(space: space, components: values)
    }

    /// The pattern of a color in a pattern color space, or `nil` for other colors.
    public var pattern: CGPattern? { patternValue }

    /// The options key that asks ``converted(to:intent:options:)`` for black point
    /// compensation; accepted and ignored by Lamina, which converts colorimetrically.
    public static let conversionBlackPointCompensation = "kCGColorConversionBlackPointCompensation"

    /// The options key for the size of the transfer-curve tables a conversion samples;
    /// accepted and ignored by Lamina, which evaluates transfer functions exactly.
    public static let conversionTRCSize = "kCGColorConversionTRCSize"

    /// Returns the color converted to another color space, or `nil` when either space cannot
    /// take part (pattern spaces, DeviceN, and indexed spaces as the destination; a color in
    /// an indexed space converts as its table entry).
    ///
    /// Little CMS converts, through each space's profile (its ICC profile, or one built from
    /// its primaries, white point and transfer function, with Bradford adaptation between
    /// white points): sRGB red is `(0.9175, 0.2003, 0.1386)` in Display P3, and Display P3
    /// red is `(1.0931, -0.2267, -0.1501)` in extended sRGB. Components outside 0…1 are
    /// clipped to it unless `space` has extended range (clipping per component, not a gamut
    /// mapping). Gray maps to the neutral axis. Alpha is kept.
    ///
    /// `intent` is Little CMS's: the default is relative colorimetric; perceptual and
    /// saturation differ from it only for profiles with lookup tables for them (matrix/TRC
    /// profiles, and every named space, convert colorimetrically), and absolute colorimetric
    /// only for profiles whose media white is not D50. Black-point compensation is not
    /// applied. Generic and device CMYK have no profile on Linux: Lamina converts them
    /// naively (no ink model), so their results differ from CoreGraphics's; CMYK spaces made
    /// from ICC profiles convert through them. `options` are accepted and ignored.
    public func converted(
        to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?
    ) -> CGColor? {
        guard let source = colorSpace, let values = components,
            let converted = ColorConversion.convert(
                Array(values.dropLast()), from: source, to: space, intent: intent)
        else { return nil }
        return CGColor(space: space, components: converted + [alpha])
    }

    /// The color as gamma-encoded sRGB red, green, blue and alpha, as Cairo draws it.
    ///
    /// sRGB-curve RGB and gamma gray components pass through unchanged (gray levels draw as
    /// the same sRGB levels, as UIKit shows `UIColor(white:alpha:)`); other spaces are converted
    /// and clipped to sRGB.
    package var sRGBA: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { converted }

    private static func sRGBA(of components: [CGFloat]?, in space: CGColorSpace?, alpha: CGFloat) -> (
        red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    ) {
        guard let values = components, let space else { return (0, 0, 0, 1) }
        let definition = space.definition
        switch space.model {
        case .monochrome where definition.transfer != .linear:
            return (values[0], values[0], values[0], values[1])
        case .rgb where definition.transfer == .sRGB && definition.hasSamePrimaries(as: .deviceRGB):
            return (values[0], values[1], values[2], values[3])
        default:
            guard
                let rgb = ColorConversion.convert(
                    Array(values.dropLast()), from: space, to: .sharedSRGB)
            else { return (0, 0, 0, alpha) }
            return (rgb[0], rgb[1], rgb[2], alpha)
        }
    }

    /// Two colors are equal when their spaces and components are equal (and, for pattern
    /// colors, their pattern is the same object).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
            && lhs.patternValue === rhs.patternValue
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
