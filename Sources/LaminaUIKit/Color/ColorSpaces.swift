import Foundation

/// The colour spaces UIKit's colours live in, and conversions between them.
enum ColorSpaces {
    /// UIKit's space for `init(red:green:blue:alpha:)` (iOS 10 and later).
    static let extendedSRGB = CGColorSpace(name: CGColorSpace.extendedSRGB) ?? CGColorSpaceCreateDeviceRGB()
    /// UIKit's space for `init(white:alpha:)`.
    static let extendedGray = CGColorSpace(name: CGColorSpace.extendedGray) ?? CGColorSpaceCreateDeviceGray()

    /// Alpha clamped to 0…1, as UIKit clamps it (NaN becomes 0).
    static func clamp(_ alpha: CGFloat) -> CGFloat {
        alpha.isNaN ? 0 : max(0, min(1, alpha))
    }

    /// The name UIKit prints for a colour space in a colour's description.
    static func uiKitName(of space: CGColorSpace?) -> String {
        switch space?.name {
        case CGColorSpace.extendedSRGB?: return "UIExtendedSRGBColorSpace"
        case CGColorSpace.extendedGray?: return "UIExtendedGrayColorSpace"
        case CGColorSpace.sRGB?: return "kCGColorSpaceModelRGB"
        default: return space?.model == .monochrome ? "kCGColorSpaceModelMonochrome" : "kCGColorSpaceModelRGB"
        }
    }

    /// Display P3 components (gamma-encoded with the sRGB curve, as Display P3 is) converted to
    /// extended sRGB: decode, map the linear primaries (D65 on both sides), encode.
    static func displayP3ToSRGB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let (lr, lg, lb) = (ColorTransfer.decode(r), ColorTransfer.decode(g), ColorTransfer.decode(b))
        // Linear Display P3 to linear sRGB: the product of P3's RGB→XYZ matrix and XYZ→sRGB,
        // both from the primaries and D65 white point (IEC 61966-2-1, SMPTE EG 432-1).
        let sr = 1.224_940_2 * lr - 0.224_940_4 * lg
        let sg = -0.042_056_9 * lr + 1.042_057_1 * lg
        let sb = -0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_5 * lb
        return (ColorTransfer.encode(sr), ColorTransfer.encode(sg), ColorTransfer.encode(sb))
    }
}

/// Hue, saturation and brightness (HSV) to and from RGB, as UIKit converts them.
enum HSB {
    /// RGB from a hue (0…1, wrapping), saturation and brightness.
    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat)
    {
        guard s != 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = sector.rounded(.down)
        let f = sector - i
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch Int(i) % 6 {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Hue (0…1), saturation and brightness from RGB.
    static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let delta = maximum - minimum
        let saturation = maximum == 0 ? 0 : delta / maximum
        guard delta != 0 else { return (0, saturation, maximum) }
        var hue: CGFloat
        if maximum == r {
            hue = (g - b) / delta
        } else if maximum == g {
            hue = 2 + (b - r) / delta
        } else {
            hue = 4 + (r - g) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum)
    }
}
