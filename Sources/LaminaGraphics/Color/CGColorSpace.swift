import Foundation

/// A profile that specifies how to interpret color values for display.
///
/// Mirrors CoreGraphics's `CGColorSpace` for its named spaces (see the names in
/// `CGColorSpace+Names.swift`), the device spaces, pattern spaces and the linear and extended
/// variants that `CGColorSpaceCreateLinearized(_:)` and its siblings make. Each space has
/// its real primaries, white point and transfer function, which
/// ``CGColor/converted(to:intent:options:)`` uses through Little CMS; Cairo draws in
/// gamma-encoded sRGB, so colors in other spaces are converted to sRGB when drawn. Spaces can
/// be made from ICC profiles (``init(iccData:)``); Lamina's named spaces carry no profile data.
public final class CGColorSpace: Hashable, CustomStringConvertible, Sendable {
    /// The name of the color space, or `nil` for the device and pattern color spaces.
    public let name: String?
    /// The color model of the color space.
    public var model: CGColorSpaceModel { definition.model }
    /// The base color space of a pattern color space; `nil` for other spaces.
    public let baseColorSpace: CGColorSpace?
    /// The primaries, transfer curve and range.
    package let definition: ColorSpaceDefinition
    /// Whether this is one of the device spaces (DeviceRGB, DeviceGray, DeviceCMYK), which
    /// CoreGraphics does not treat as calibrated.
    package let isDeviceDependent: Bool

    /// The ICC profile the space was made from, if it was.
    package let iccProfile: Data?
    /// The Little CMS profile colors convert through, made when first needed; see
    /// ``colorProfile``.
    package let profileSlot = ProfileSlot()

    package init(
        name: String?, definition: ColorSpaceDefinition, base: CGColorSpace? = nil, isDevice: Bool = false,
        iccProfile: Data? = nil
    ) {
        self.name = name
        self.definition = definition
        self.baseColorSpace = base
        self.isDeviceDependent = isDevice
        self.iccProfile = iccProfile
    }

    /// Creates a color space from one of the `CGColorSpace` names; `nil` for a name Lamina
    /// does not know.
    public convenience init?(name: String) {
        guard let definition = ColorSpaceDefinition.named[name] else { return nil }
        self.init(name: name, definition: definition)
    }

    /// Creates a pattern color space: colors in it are patterns, tinted with components in
    /// `baseSpace` when it is not `nil` (uncolored patterns).
    ///
    /// Mirrors `CGColorSpaceCreatePattern`. A colored pattern's color uses a space without a
    /// base; an uncolored pattern's color uses one whose base space holds the tint. Returns
    /// `nil` when `baseSpace` is itself a pattern space.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        if let baseSpace, baseSpace.model == .pattern { return nil }
        self.init(name: nil, definition: ColorSpaceDefinition(model: .pattern), base: baseSpace)
    }

    /// The device-dependent RGB color space (drawn as sRGB).
    package static let deviceRGB = CGColorSpace(name: nil, definition: .deviceRGB, isDevice: true)
    /// The device-dependent gray color space (drawn with the sRGB curve).
    package static let deviceGray = CGColorSpace(name: nil, definition: .deviceGray, isDevice: true)
    /// The device-dependent CMYK color space (converted as the generic CMYK space is).
    package static let deviceCMYK = CGColorSpace(
        name: nil, definition: ColorSpaceDefinition(model: .cmyk), isDevice: true)
    /// The shared sRGB color space.
    package static let sharedSRGB = CGColorSpace(name: CGColorSpace.sRGB)!
    /// The shared generic gray color space.
    package static let sharedGray = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!

    /// The number of color components (alpha excluded): 1 for gray, 3 for RGB, Lab and XYZ,
    /// 4 for CMYK; for a pattern space, the base space's count, or 0.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome, .indexed: return 1
        case .rgb, .lab, .XYZ: return 3
        case .cmyk: return 4
        case .pattern: return baseColorSpace?.numberOfComponents ?? 0
        case .deviceN, .unknown: return 0
        }
    }

    /// Whether the RGB color space covers a significant portion of the NTSC color gamut.
    ///
    /// True for Display P3, DCI P3, BT.2020 and BT.2100, Adobe RGB, ROMM RGB, ACEScg and the
    /// extended sRGB spaces; false for sRGB, BT.709 and every space that is not RGB.
    public var isWideGamutRGB: Bool { model == .rgb && definition.isWideGamut }

    /// Whether the color space can be used as a destination color space (of a conversion or
    /// a context): true for gray, RGB and CMYK spaces.
    public var supportsOutput: Bool {
        model == .monochrome || model == .rgb || model == .cmyk
    }

    /// Whether the color space uses a high-dynamic-range transfer function (PQ or HLG).
    public func isHDR() -> Bool { definition.transfer.isHDR }

    /// Whether the color space uses the PQ transfer function (``CGColorSpaceIsPQBased(_:)``).
    package var isPQBased: Bool { definition.transfer == .pq }

    /// Whether the color space uses the hybrid log-gamma transfer function
    /// (``CGColorSpaceIsHLGBased(_:)``).
    package var isHLGBased: Bool { definition.transfer == .hlg }

    /// Whether components may lie outside 0…1 (``CGColorSpaceUsesExtendedRange(_:)``).
    package var usesExtendedRange: Bool { definition.isExtended }

    /// The ICC profile data of the color space: the profile it was made from
    /// (``init(iccData:)`` and its siblings), `nil` for every other space, as Lamina holds no
    /// profiles of its own (CoreGraphics also returns `nil` for spaces without one).
    public func copyICCData() -> Data? { iccProfile }

    /// Two color spaces are equal when they have the same name, definition (model, primaries,
    /// transfer function and range) and base space.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.definition == rhs.definition
            && lhs.isDeviceDependent == rhs.isDeviceDependent && lhs.baseColorSpace == rhs.baseColorSpace
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// A short description naming the space.
    public var description: String {
        let shown: String
        switch (name, model) {
        case (let name?, _): shown = name
        case (nil, .pattern): shown = "Pattern"
        case (nil, .monochrome) where isDeviceDependent: shown = "DeviceGray"
        case (nil, .cmyk) where isDeviceDependent: shown = "DeviceCMYK"
        case (nil, _) where isDeviceDependent: shown = "DeviceRGB"
        default: shown = "\(model == .monochrome ? "Gray" : "RGB") (derived)"
        }
        return "<CGColorSpace \(shown)>"
    }
}
