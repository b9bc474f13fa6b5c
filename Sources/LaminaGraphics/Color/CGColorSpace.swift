import Foundation

/// The color models a ``CGColorSpace`` can have.
///
/// Mirrors CoreGraphics's `CGColorSpaceModel` for the models Lamina supports.
public enum CGColorSpaceModel: Int32, Sendable {
    /// A color space Lamina does not know.
    case unknown = -1
    /// Gray: one color component.
    case monochrome = 0
    /// Red, green and blue: three color components.
    case rgb = 1
}

/// A profile that specifies how to interpret color values for display.
///
/// Mirrors CoreGraphics's `CGColorSpace` for the gray and RGB spaces that matter on screen:
/// sRGB (and its extended and linear variants), generic RGB, display-referred device RGB and
/// gray. Lamina renders through Cairo, which works in gamma-encoded sRGB: colors in linear
/// spaces are encoded on the way; device and generic RGB are treated as sRGB.
public final class CGColorSpace: Hashable, CustomStringConvertible, Sendable {
    /// The standard Red Green Blue (sRGB) color space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended sRGB color space: components may leave 0…1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The sRGB color space with a linear transfer function.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The extended sRGB color space with a linear transfer function.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The generic RGB color space (treated as sRGB when rendering).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The generic gray color space with a gamma of 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The extended gray color space.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The gray color space with a linear transfer function.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The generic RGB color space that `CGColor(red:green:blue:alpha:)` uses.
    package static let genericRGB = "kCGColorSpaceGenericRGB"

    /// The name of the color space, or `nil` for the device color spaces.
    public let name: String?
    /// The color model of the color space.
    public let model: CGColorSpaceModel
    /// Whether the transfer function is linear rather than the sRGB curve.
    package let isLinear: Bool

    private init(name: String?, model: CGColorSpaceModel, isLinear: Bool) {
        self.name = name
        self.model = model
        self.isLinear = isLinear
    }

    /// Creates a color space from one of the names above; `nil` for a name Lamina does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.genericRGB:
            self.init(name: name, model: .rgb, isLinear: false)
        case CGColorSpace.linearSRGB, CGColorSpace.extendedLinearSRGB, CGColorSpace.genericRGBLinear:
            self.init(name: name, model: .rgb, isLinear: true)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray:
            self.init(name: name, model: .monochrome, isLinear: false)
        case CGColorSpace.linearGray:
            self.init(name: name, model: .monochrome, isLinear: true)
        default:
            return nil
        }
    }

    /// The device-dependent RGB color space.
    package static let deviceRGB = CGColorSpace(name: nil, model: .rgb, isLinear: false)
    /// The device-dependent gray color space.
    package static let deviceGray = CGColorSpace(name: nil, model: .monochrome, isLinear: false)
    /// The shared sRGB color space.
    package static let sharedSRGB = CGColorSpace(name: CGColorSpace.sRGB, model: .rgb, isLinear: false)
    /// The shared generic gray color space.
    package static let sharedGray = CGColorSpace(
        name: CGColorSpace.genericGrayGamma2_2, model: .monochrome, isLinear: false)

    /// The number of color components (alpha excluded).
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Two color spaces are equal when they have the same name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// A short description naming the space.
    public var description: String {
        "<CGColorSpace \(name ?? (model == .monochrome ? "DeviceGray" : "DeviceRGB"))>"
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the device-dependent RGB color space, as CoreGraphics's function of that name does.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the device-dependent gray color space, as CoreGraphics's function of that name does.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
