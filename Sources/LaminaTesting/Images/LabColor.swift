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

/// Colour difference ΔE₀₀ (CIEDE2000), the CIE's formula for how different two colors look:
/// about 1 is the smallest difference an eye notices side by side, 2 is hard to see in an
/// image, and black to white is 100.
///
/// Implemented from Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula:
/// implementation notes" (2005), with kL = kC = kH = 1.
func ciede2000(_ first: LabColor, _ second: LabColor) -> Double {
    let pow25To7 = 6_103_515_625.0  // 25^7
    let c1 = (first.a * first.a + first.b * first.b).squareRoot()
    let c2 = (second.a * second.a + second.b * second.b).squareRoot()
    let meanC = (c1 + c2) / 2
    let meanC7 = seventhPower(meanC)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25To7)).squareRoot())
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1Prime = (a1 * a1 + first.b * first.b).squareRoot()
    let c2Prime = (a2 * a2 + second.b * second.b).squareRoot()
    let h1 = hueAngle(first.b, a1)
    let h2 = hueAngle(second.b, a2)

    let deltaL = second.l - first.l
    let deltaC = c2Prime - c1Prime
    let chromaProduct = c1Prime * c2Prime
    var deltaH = 0.0
    if chromaProduct != 0 {
        deltaH = h2 - h1
        if deltaH > 180 {
            deltaH -= 360
        } else if deltaH < -180 {
            deltaH += 360
        }
    }
    let deltaBigH = 2 * chromaProduct.squareRoot() * sin(radians(deltaH / 2))

    let meanL = (first.l + second.l) / 2
    let meanCPrime = (c1Prime + c2Prime) / 2
    var meanH = h1 + h2
    if chromaProduct != 0 {
        if abs(h1 - h2) <= 180 {
            meanH /= 2
        } else if h1 + h2 < 360 {
            meanH = (h1 + h2 + 360) / 2
        } else {
            meanH = (h1 + h2 - 360) / 2
        }
    }
    // T's four cosines from one sine and cosine, by the multiple-angle formulas.
    let cosH = cos(radians(meanH))
    let sinH = sin(radians(meanH))
    let cos2H = cosH * cosH - sinH * sinH
    let sin2H = 2 * sinH * cosH
    let cos3H = cos2H * cosH - sin2H * sinH
    let sin3H = sin2H * cosH + cos2H * sinH
    let cos4H = cos2H * cos2H - sin2H * sin2H
    let sin4H = 2 * sin2H * cos2H
    let term1: Double = 0.17 * (cosH * cos30 + sinH * sin30)
    let term2: Double = 0.24 * cos2H
    let term3: Double = 0.32 * (cos3H * cos6 - sin3H * sin6)
    let term4: Double = 0.20 * (cos4H * cos63 + sin4H * sin63)
    let t = 1 - term1 + term2 + term3 - term4
    let hueOffset = (meanH - 275) / 25
    let deltaTheta = 30 * exp(-hueOffset * hueOffset)
    let meanCPrime7 = seventhPower(meanCPrime)
    let rC = 2 * (meanCPrime7 / (meanCPrime7 + pow25To7)).squareRoot()
    let lOffset = (meanL - 50) * (meanL - 50)
    let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sC = 1 + 0.045 * meanCPrime
    let sH = 1 + 0.015 * meanCPrime * t
    let rT = -sin(radians(2 * deltaTheta)) * rC

    let l = deltaL / sL
    let c = deltaC / sC
    let h = deltaBigH / sH
    return (l * l + c * c + h * h + rT * c * h).squareRoot()
}

/// The hue angle of (a, b) in degrees, 0 ..< 360; 0 for a neutral color.
private func hueAngle(_ b: Double, _ a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let degrees = atan2(b, a) * 180 / .pi
    return degrees >= 0 ? degrees : degrees + 360
}

private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

private func seventhPower(_ x: Double) -> Double {
    let x2 = x * x
    return x2 * x2 * x2 * x
}

private let cos30 = cos(radians(30))
private let sin30 = sin(radians(30))
private let cos6 = cos(radians(6))
private let sin6 = sin(radians(6))
private let cos63 = cos(radians(63))
private let sin63 = sin(radians(63))
