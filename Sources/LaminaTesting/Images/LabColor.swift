import Foundation

/// A color in CIE L\*a\*b\* (D65 white), the space colour differences are measured in.
struct LabColor: Equatable {
    var l: Double
    var a: Double
    var b: Double

    /// The Lab color of 8-bit sRGB components: decoded with the sRGB transfer function,
    /// converted to XYZ with the sRGB primaries, then to Lab relative to D65 (no chromatic
    /// adaptation: sRGB's own white is the reference white).
    init(srgbRed red: UInt32, green: UInt32, blue: UInt32) {
        let r = LabColor.linear[Int(red)]
        let g = LabColor.linear[Int(green)]
        let b = LabColor.linear[Int(blue)]
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83
        let fx = LabColor.f(x)
        let fy = LabColor.f(y)
        let fz = LabColor.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The sRGB transfer function, inverted, for each 8-bit value.
    private static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        return t > epsilon ? cubeRoot(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    /// The cube root of a positive number: an estimate from the exponent's bits refined by two
    /// Halley steps (relative error about 1e-13), a few times faster than `cbrt`.
    @inline(__always) static func cubeRoot(_ x: Double) -> Double {
        var y = Double(bitPattern: x.bitPattern / 3 &+ 0x2A9F_7893_782D_A1CE)
        for _ in 0..<2 {
            let y3 = y * y * y
            y *= (y3 + 2 * x) / (2 * y3 + x)
        }
        return y
    }
}

/// Colour difference ΔE₉₄ (CIE 1994, graphic-arts weights kL = 1, K1 = 0.045, K2 = 0.015),
/// the measure Core Image's `CILabDeltaE` reports and swift-snapshot-testing's
/// `perceptualPrecision` thresholds: about 1 is the smallest difference an eye notices side by
/// side, 2 is hard to see in an image, and black to white is 100.
///
/// The chroma and hue weights follow the reference colour (`first`), as the CIE defines them,
/// so the measure is not symmetric. It never exceeds the Euclidean Lab distance ΔE₇₆: the
/// weights are at least 1, and ΔH² = Δa² + Δb² − ΔC².
func cie94(_ first: LabColor, _ second: LabColor) -> Double {
    let c1 = (first.a * first.a + first.b * first.b).squareRoot()
    let c2 = (second.a * second.a + second.b * second.b).squareRoot()
    let deltaL = first.l - second.l
    let deltaC = c1 - c2
    let deltaA = first.a - second.a
    let deltaB = first.b - second.b
    let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaH2 / (sH * sH)).squareRoot()
}
