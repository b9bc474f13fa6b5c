import Foundation
import Lamina

/// Compares two images with swift-snapshot-testing's two tolerances, as that library counts
/// them.
///
/// - With `perceptualPrecision` 1, `precision` is the share of **bytes** (the R, G, B and A of
///   every pixel) that must be equal: 1 demands identical images; 0.99 lets 1 % of the bytes
///   differ, by any amount.
/// - With `perceptualPrecision` below 1, a pixel matches when its colour difference ΔE₉₄
///   (CIE 1994, the measure of Core Image's `CILabDeltaE`; see ``PixelDifference``) is at most
///   `(1 − perceptualPrecision) × 100`, and `precision` is the share of **pixels** that must
///   match: 0.98 lets through differences up to ΔE 2, which an eye does not see.
///
/// Works on the raw premultiplied pixels: rows that are byte-identical are skipped with one
/// `memcmp`, identical pixels with one integer comparison, and ``matches(_:_:)`` stops at the
/// first difference over the allowance. Only a failure pays for a full measurement and a
/// difference image (``measure(_:_:)``).
struct ImageComparison {
    /// The share of bytes (or of pixels, when perceptual) that must match, 0 ... 1.
    let precision: Double
    /// The perceptual precision asked for, 0 ... 1.
    let perceptualPrecision: Double
    /// The largest ΔE₉₄ a matching pixel may have; 0 when bytes are compared.
    let tolerance: Double

    /// A comparison with swift-snapshot-testing's parameters (given as `Float`, rounded to six
    /// decimals so that 0.98 means 0.98).
    init(precision: Float, perceptualPrecision: Float) {
        let round = { (value: Float) in (Double(value) * 1e6).rounded() / 1e6 }
        self.precision = min(1, max(0, round(precision)))
        self.perceptualPrecision = min(1, max(0, round(perceptualPrecision)))
        self.tolerance = (1 - self.perceptualPrecision) * 100
    }

    /// Whether pixels are compared by colour difference (else bytes by value).
    var isPerceptual: Bool { perceptualPrecision < 1 }

    /// How many of `total` bytes (or pixels, when perceptual) may differ.
    func allowedDifferences(of total: Int) -> Int {
        Int((Double(total) * (1 - precision) + 1e-9).rounded(.down))
    }

    /// Whether `actual` matches `reference` within the tolerances.
    func matches(_ reference: PixelBuffer, _ actual: PixelBuffer) -> Bool {
        guard reference.width == actual.width, reference.height == actual.height else { return false }
        let width = reference.width
        let units = width * reference.height * (isPerceptual ? 1 : 4)
        let allowed = allowedDifferences(of: units)
        var differences = PixelDifference()
        var differing = 0
        for y in 0..<reference.height {
            let expected = reference.row(y)
            let row = actual.row(y)
            if memcmp(expected, row, width * 4) == 0 { continue }
            for x in 0..<width where expected[x] != row[x] {
                if isPerceptual {
                    if differences.isWithin(expected[x], row[x], tolerance: tolerance) { continue }
                    differing += 1
                } else {
                    differing += ImageComparison.differingBytes(expected[x], row[x])
                }
                if differing > allowed { return false }
            }
        }
        return true
    }

    /// How many of the four bytes of two pixels differ.
    @inline(__always) static func differingBytes(_ first: UInt32, _ second: UInt32) -> Int {
        let bits = first ^ second
        var count = 0
        for shift in stride(from: 0, to: 32, by: 8) where bits >> UInt32(shift) & 0xFF != 0 { count += 1 }
        return count
    }

    /// What a failed comparison found.
    struct Measurement {
        /// The sizes of the two images, in pixels.
        var referenceSize: (width: Int, height: Int)
        var actualSize: (width: Int, height: Int)
        /// The pixels that count as different: beyond the tolerance (any change, when bytes
        /// are compared), or outside one image.
        var differingPixels: Int
        /// The bytes that differ, in the pixels inside both images.
        var differingBytes: Int
        /// The pixels compared: those of the larger extent of the two images.
        var totalPixels: Int
        /// The largest ΔE₉₄ of a pixel inside both images.
        var largestDeltaE: Double
        /// The changed pixels in red over the reference, faded to light grey.
        var differenceImage: CGImage
    }

    /// Measures every difference and draws the difference image.
    ///
    /// The difference image covers both images (the larger width and height): a pixel that
    /// counts as different is opaque red (#FF0000); every other pixel is the reference's,
    /// composited over white, turned grey and faded three-quarters toward white, so that it
    /// is never mistaken for a mark. Pixels outside one of the two images count as different.
    func measure(_ reference: PixelBuffer, _ actual: PixelBuffer) throws -> Measurement {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var differences = PixelDifference()
        var differing = 0
        var bytes = 0
        var largest = 0.0
        let red: UInt32 = 0xFFFF_0000
        let image = try PixelBuffer.makeImage(width: width, height: height) { y, output in
            let expectedRow = y < reference.height ? reference.row(y) : nil
            let actualRow = y < actual.height ? actual.row(y) : nil
            for x in 0..<width {
                let inReference = expectedRow != nil && x < reference.width
                let inActual = actualRow != nil && x < actual.width
                guard inReference, inActual, let expected = expectedRow, let row = actualRow else {
                    differing += inReference || inActual ? 1 : 0
                    output[x] = inReference || inActual ? red : 0xFFFF_FFFF
                    continue
                }
                let e = expected[x]
                let a = row[x]
                if e != a {
                    let deltaE = differences.deltaE(e, a)
                    largest = max(largest, deltaE)
                    bytes += ImageComparison.differingBytes(e, a)
                    if !isPerceptual || deltaE > tolerance {
                        differing += 1
                        output[x] = red
                        continue
                    }
                }
                output[x] = ImageComparison.faded(e)
            }
        }
        return Measurement(
            referenceSize: (reference.width, reference.height), actualSize: (actual.width, actual.height),
            differingPixels: differing, differingBytes: bytes, totalPixels: width * height,
            largestDeltaE: largest,
            differenceImage: image)
    }

    /// A premultiplied pixel over white, as grey luminance faded 75 % toward white.
    @inline(__always) static func faded(_ pixel: UInt32) -> UInt32 {
        let white = 255 - pixel.alpha
        let luma = (54 * (pixel.red + white) + 183 * (pixel.green + white) + 19 * (pixel.blue + white)) >> 8
        let grey = 255 - (255 - min(255, luma)) / 4
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
