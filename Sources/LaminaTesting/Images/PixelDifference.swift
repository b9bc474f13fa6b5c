import Foundation

/// The difference between two premultiplied ARGB pixels as an eye sees it: the larger ΔE₉₄ of
/// the two pixels composited over black and over white.
///
/// Over black a premultiplied pixel is its own components; over white it gains `255 − alpha`.
/// Two opaque pixels need one comparison; a change of alpha shows against one background or
/// the other, so transparency is compared too, and fully transparent pixels are all equal.
///
/// ``isWithin(_:_:tolerance:)`` answers the question a comparison asks without computing
/// ΔE₉₄ when it can: ΔE₉₄ ≤ ΔE₇₆ for every pair of colours (see ``cie94(_:_:)``), so a pair
/// whose Euclidean Lab distance is within the tolerance matches. Lab colours and pair results
/// are cached, as an image that changed usually changed the same colours many times.
struct PixelDifference {
    private static let pairSlots = 4096
    private static let colorSlots = 16384
    /// The bound of ΔE₉₄ by ΔE₇₆.
    static let bound = 1.0

    private var pairKeys: [UInt64] = []
    /// For each cached pair, ΔE₉₄ when `pairIsExact`, else an upper bound of it.
    private var pairValues: [Double] = []
    private var pairIsExact: [Bool] = []
    private var colorKeys: [UInt32] = []
    private var colors: [LabColor] = []
    /// The last pair asked about and its answer: neighbouring pixels often repeat it.
    private var lastPair: UInt64 = 0
    private var lastValue = -1.0
    private var lastIsExact = false

    /// ΔE₉₄ between two premultiplied ARGB words.
    mutating func deltaE(_ reference: UInt32, _ actual: UInt32) -> Double {
        if reference == actual { return 0 }
        let key = UInt64(reference) << 32 | UInt64(actual)
        if let (value, exact) = cached(key), exact { return value }
        var value = cie94(lab(reference, overWhite: false), lab(actual, overWhite: false))
        if reference.alpha != 255 || actual.alpha != 255 {
            value = max(value, cie94(lab(reference, overWhite: true), lab(actual, overWhite: true)))
        }
        store(key, value, exact: true)
        return value
    }

    /// Whether the pixels differ by at most `tolerance` (ΔE₉₄).
    mutating func isWithin(_ reference: UInt32, _ actual: UInt32, tolerance: Double) -> Bool {
        if reference == actual { return true }
        let key = UInt64(reference) << 32 | UInt64(actual)
        if let (value, exact) = cached(key) {
            if value <= tolerance { return true }
            if exact { return false }
        } else {
            var bound = PixelDifference.distance76(
                lab(reference, overWhite: false), lab(actual, overWhite: false))
            if reference.alpha != 255 || actual.alpha != 255 {
                bound = max(
                    bound,
                    PixelDifference.distance76(lab(reference, overWhite: true), lab(actual, overWhite: true)))
            }
            store(key, bound * PixelDifference.bound, exact: false)
            if bound * PixelDifference.bound <= tolerance { return true }
        }
        return deltaE(reference, actual) <= tolerance
    }

    private mutating func cached(_ key: UInt64) -> (Double, Bool)? {
        if key == lastPair, lastValue >= 0 { return (lastValue, lastIsExact) }
        guard !pairKeys.isEmpty else { return nil }
        let slot = PixelDifference.slot(key)
        guard pairValues[slot] >= 0, pairKeys[slot] == key else { return nil }
        lastPair = key
        lastValue = pairValues[slot]
        lastIsExact = pairIsExact[slot]
        return (lastValue, lastIsExact)
    }

    private mutating func store(_ key: UInt64, _ value: Double, exact: Bool) {
        if pairKeys.isEmpty {
            pairKeys = [UInt64](repeating: 0, count: PixelDifference.pairSlots)
            pairValues = [Double](repeating: -1, count: PixelDifference.pairSlots)
            pairIsExact = [Bool](repeating: false, count: PixelDifference.pairSlots)
        }
        let slot = PixelDifference.slot(key)
        pairKeys[slot] = key
        pairValues[slot] = value
        pairIsExact[slot] = exact
        lastPair = key
        lastValue = value
        lastIsExact = exact
    }

    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52) & (pairSlots - 1)
    }

    /// ΔE₉₄ of two pixels, without caches.
    static func compute(_ reference: UInt32, _ actual: UInt32) -> Double {
        var difference = PixelDifference()
        return difference.deltaE(reference, actual)
    }

    private static func distance76(_ first: LabColor, _ second: LabColor) -> Double {
        let l = first.l - second.l
        let a = first.a - second.a
        let b = first.b - second.b
        return (l * l + a * a + b * b).squareRoot()
    }

    /// The Lab color of a premultiplied pixel over black (its components) or over white.
    private mutating func lab(_ pixel: UInt32, overWhite: Bool) -> LabColor {
        let lift = overWhite ? 255 - pixel.alpha : 0
        let red = min(255, pixel.red + lift)
        let green = min(255, pixel.green + lift)
        let blue = min(255, pixel.blue + lift)
        let key = red << 16 | green << 8 | blue
        if colorKeys.isEmpty {
            colorKeys = [UInt32](repeating: UInt32.max, count: PixelDifference.colorSlots)
            colors = [LabColor](repeating: LabColor(l: 0, a: 0, b: 0), count: PixelDifference.colorSlots)
        }
        let slot = Int((key &* 0x9E37_79B1) >> 18) & (PixelDifference.colorSlots - 1)
        if colorKeys[slot] == key { return colors[slot] }
        let color = LabColor(srgbRed: red, green: green, blue: blue)
        colorKeys[slot] = key
        colors[slot] = color
        return color
    }
}
