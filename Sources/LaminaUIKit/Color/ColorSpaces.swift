import Foundation

/// The colour spaces UIKit's colours live in, and conversions between them.
enum ColorSpaces {
    /// UIKit's space for `init(red:green:blue:alpha:)` (iOS 10 and later).
    static let extendedSRGB = CGColorSpace(name: CGColorSpace.extendedSRGB) ?? CGColorSpaceCreateDeviceRGB()
    /// UIKit's space for `init(displayP3Red:green:blue:alpha:)`.
    static let displayP3 = CGColorSpace(name: CGColorSpace.displayP3) ?? extendedSRGB
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
}

/// Hue, saturation and brightness (HSV) to and from RGB, as UIKit converts them.
enum HSB {
    /// RGB from a hue (0…1, wrapping round the circle), saturation and brightness.
    ///
    /// As Apple documents for iOS 10 and later, finite values are never clamped: saturation
    /// and brightness outside 0…1 give extended components. A value that is not finite is
    /// taken as 0, so that any input gives a colour.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = saturation.isFinite ? saturation : 0
        let v = brightness.isFinite ? brightness : 0
        guard s != 0 else { return (v, v, v) }
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
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
