import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The names of the color spaces ``CGColorSpace/init(name:)`` makes.
///
/// Mirrors CoreGraphics's `kCGColorSpace…` constants, under the names Swift gives them. Where
/// CoreGraphics's type is `CFString`, Lamina's is `String`; the values are the constants' own
/// names, as CoreGraphics's are.
extension CGColorSpace {
    /// The standard Red Green Blue (sRGB) color space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended sRGB color space: components may leave 0…1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The sRGB color space with a linear transfer function.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The extended sRGB color space with a linear transfer function.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The generic RGB color space with a linear transfer function (sRGB primaries in Lamina).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The Display P3 color space: DCI P3 primaries, a D65 white point and the sRGB curve.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The Display P3 color space with extended range.
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// The Display P3 color space with a linear transfer function.
    public static let linearDisplayP3 = "kCGColorSpaceLinearDisplayP3"
    /// The Display P3 color space with extended range and a linear transfer function.
    public static let extendedLinearDisplayP3 = "kCGColorSpaceExtendedLinearDisplayP3"
    /// The Display P3 primaries with the hybrid log-gamma transfer function.
    public static let displayP3_HLG = "kCGColorSpaceDisplayP3_HLG"
    /// The Display P3 primaries with the perceptual quantizer (PQ) transfer function.
    public static let displayP3_PQ = "kCGColorSpaceDisplayP3_PQ"
    /// The DCI P3 color space, the digital cinema standard: gamma 2.6 and the DCI white point.
    public static let dcip3 = "kCGColorSpaceDCIP3"
    /// The color space Core Media gives BT.709 video: BT.709's primaries (sRGB's) with the
    /// 1.961 gamma Core Video displays such video with.
    public static let coreMedia709 = "kCGColorSpaceCoreMedia709"
    /// CoreGraphics's name marking extended range. It names no space of its own:
    /// ``init(name:)`` returns `nil` for it (``CGColorSpaceCreateExtended(_:)`` makes the
    /// extended variant of a space).
    public static let extendedRange = "kCGColorSpaceExtendedRange"
    /// The ITU-R BT.709 color space (HDTV): sRGB primaries with BT.709's transfer function.
    public static let itur_709 = "kCGColorSpaceITUR_709"
    /// The BT.709 primaries with the perceptual quantizer transfer function.
    public static let itur_709_PQ = "kCGColorSpaceITUR_709_PQ"
    /// The BT.709 primaries with the hybrid log-gamma transfer function.
    public static let itur_709_HLG = "kCGColorSpaceITUR_709_HLG"
    /// The ITU-R BT.2020 color space (UHDTV).
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    /// The BT.2020 color space with extended range.
    public static let extendedITUR_2020 = "kCGColorSpaceExtendedITUR_2020"
    /// The BT.2020 color space with a linear transfer function.
    public static let linearITUR_2020 = "kCGColorSpaceLinearITUR_2020"
    /// The BT.2020 color space with extended range and a linear transfer function.
    public static let extendedLinearITUR_2020 = "kCGColorSpaceExtendedLinearITUR_2020"
    /// The BT.2020 primaries with the sRGB transfer function.
    public static let itur_2020_sRGBGamma = "kCGColorSpaceITUR_2020_sRGBGamma"
    /// The ITU-R BT.2100 color space with the hybrid log-gamma transfer function.
    public static let itur_2100_HLG = "kCGColorSpaceITUR_2100_HLG"
    /// The ITU-R BT.2100 color space with the perceptual quantizer transfer function.
    public static let itur_2100_PQ = "kCGColorSpaceITUR_2100_PQ"
    /// The Adobe RGB (1998) color space.
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    /// The Reference Output Medium Metric (ROMM) RGB color space, also known as ProPhoto RGB.
    public static let rommrgb = "kCGColorSpaceROMMRGB"
    /// The ACEScg color space: AP1 primaries, linear.
    public static let acescgLinear = "kCGColorSpaceACESCGLinear"
    /// The generic gray color space with a gamma of 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The gray color space with a gamma of 2.2 and extended range.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The gray color space with a linear transfer function.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The gray color space with a linear transfer function and extended range.
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    /// The generic CMYK color space (converted naively in Lamina: no ink model).
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    /// The generic CIE L*a*b* color space (D50 white point).
    public static let genericLab = "kCGColorSpaceGenericLab"
    /// The generic CIE XYZ color space (D50 white point).
    public static let genericXYZ = "kCGColorSpaceGenericXYZ"
    /// The BT.2020 primaries with the PQ transfer function; deprecated for
    /// ``itur_2100_PQ``, which it equals.
    @available(*, deprecated, renamed: "itur_2100_PQ")
    public static let itur_2020_PQ = "kCGColorSpaceITUR_2020_PQ"
    /// The BT.2020 primaries with the HLG transfer function; deprecated for
    /// ``itur_2100_HLG``, which it equals.
    @available(*, deprecated, renamed: "itur_2100_HLG")
    public static let itur_2020_HLG = "kCGColorSpaceITUR_2020_HLG"
    /// The Display P3 primaries with the PQ transfer function; deprecated for
    /// ``displayP3_PQ``, which it equals.
    @available(*, deprecated, renamed: "displayP3_PQ")
    public static let displayP3_PQ_EOTF = "kCGColorSpaceDisplayP3_PQ_EOTF"
    /// The BT.2020 primaries with the PQ transfer function; deprecated for
    /// ``itur_2100_PQ``, which it equals.
    @available(*, deprecated, renamed: "itur_2100_PQ")
    public static let itur_2020_PQ_EOTF = "kCGColorSpaceITUR_2020_PQ_EOTF"
    /// The generic RGB color space that `CGColor(red:green:blue:alpha:)` uses (macOS's name;
    /// treated as sRGB).
    package static let genericRGB = "kCGColorSpaceGenericRGB"
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The ITU-R BT.2100 color space with the perceptual quantizer transfer function; the same name
/// as ``CGColorSpace/itur_2100_PQ``.
///
/// Mirrors CoreGraphics's global constant.
public let kCGColorSpaceITUR_2100_PQ = CGColorSpace.itur_2100_PQ

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The ITU-R BT.2100 color space with the hybrid log-gamma transfer function; the same name as
/// ``CGColorSpace/itur_2100_HLG``.
///
/// Mirrors CoreGraphics's global constant.
public let kCGColorSpaceITUR_2100_HLG = CGColorSpace.itur_2100_HLG
