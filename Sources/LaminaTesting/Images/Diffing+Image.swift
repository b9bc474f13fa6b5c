import Foundation
import Lamina

extension Diffing where Value == CGImage {
    /// Images stored as PNG and compared pixel by pixel, exactly.
    public static var image: Diffing<CGImage> { .image() }

    /// Images stored as PNG and compared within swift-snapshot-testing's tolerances.
    ///
    /// The PNG carries the font set of the machine that recorded it (a `tEXt` chunk,
    /// `lamina-fonts`); a reference recorded with other fonts fails before its pixels are
    /// compared. On a mismatch the message gives swift-snapshot-testing's headline, the number
    /// of differing pixels and bytes and the
    /// largest colour difference, and a difference image (`<test>.<name>.difference.png`) marks
    /// the differing pixels in red over the faded reference.
    ///
    /// The tolerances count as swift-snapshot-testing counts them, so a pair of images passes
    /// or fails here as it does there (up to Core Image's own colour conversion):
    ///
    /// - Parameters:
    ///   - precision: The share that must match, 0 ... 1. Default 1: all. With
    ///     `perceptualPrecision` 1 it is a share of **bytes** (each pixel's R, G, B and A), as in
    ///     swift-snapshot-testing's exact comparison; otherwise a share of **pixels**.
    ///   - perceptualPrecision: How close a pixel must be to match, 0 ... 1: it matches when its
    ///     CIE 1994 colour difference ΔE₉₄ (the measure of Core Image's `CILabDeltaE`, which
    ///     swift-snapshot-testing uses; over black and over white, for transparency) is at most
    ///     `(1 − perceptualPrecision) × 100`. Default 1: bytes compared exactly; 0.98 (ΔE 2)
    ///     hides what an eye cannot see.
    /// - Returns: The diffing.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing<CGImage> {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Diffing(
            toData: { image in try ImageSnapshotFormat.pngData(image) },
            fromData: { data in try CGImage(pngData: data) },
            checkReference: ImageSnapshotFormat.checkFonts(inPNG:),
            diff: { reference, actual in
                do {
                    return try ImageSnapshotFormat.diff(reference, actual, comparison: comparison)
                } catch {
                    return ("Couldn't compare the images: \(error)", [])
                }
            })
    }
}

/// PNG with the font set, and the failure message of an image comparison.
enum ImageSnapshotFormat {
    /// The key of the PNG text chunk that holds the font set.
    static let fontsKeyword = "lamina-fonts"

    /// The image as PNG, with this machine's font set.
    static func pngData(_ image: CGImage) throws -> Data {
        let png = try image.pngData()
        guard let fonts = FontSet.current else { return png }
        return PNGTextChunk.inserting(keyword: fontsKeyword, text: fonts.description, into: png)
    }

    /// Why a PNG reference's fonts are not this machine's; `nil` when they are, or when either
    /// set is unknown.
    static func checkFonts(inPNG data: Data) -> String? {
        guard let text = PNGTextChunk.text(forKeyword: fontsKeyword, in: data), let recorded = FontSet(text),
            let current = FontSet.current
        else { return nil }
        return current.mismatch(recorded: recorded)
    }

    static func diff(
        _ reference: CGImage, _ actual: CGImage, comparison: ImageComparison
    ) throws -> (String, [SnapshotAttachment])? {
        guard reference.width == actual.width, reference.height == actual.height else {
            // Sizes alone: no canvas covering both, whose size the two images together could
            // make far larger than either.
            return (
                sizeMismatch(
                    reference: (reference.width, reference.height), actual: (actual.width, actual.height)
                )
                .joined(separator: "\n"), []
            )
        }
        let expected = try PixelBuffer(reference)
        let found = try PixelBuffer(actual)
        if comparison.matches(expected, found) { return nil }
        let measurement = try comparison.measure(expected, found)
        return (
            message(measurement, comparison),
            [
                SnapshotAttachment(
                    suffix: "difference", pathExtension: "png",
                    data: try measurement.differenceImage.pngData())
            ]
        )
    }

    /// swift-snapshot-testing's headline for images of different sizes, then the sizes.
    static func sizeMismatch(reference: (Int, Int), actual: (Int, Int)) -> [String] {
        // Sizes as Apple prints a CGSize, "(12.0, 8.0)"; here in pixels.
        let (aw, ah) = actual
        let (rw, rh) = reference
        return [
            "Newly-taken snapshot@(\(Double(aw)), \(Double(ah))) does not match reference@(\(Double(rw)), \(Double(rh))).",
            "The image is \(aw) × \(ah) pixels; the reference is \(rw) × \(rh).",
        ]
    }

    /// swift-snapshot-testing's headline for a failed comparison, then what Lamina measured.
    static func message(_ measurement: ImageComparison.Measurement, _ comparison: ImageComparison) -> String {
        var lines: [String] = []
        let (rw, rh) = measurement.referenceSize
        let (aw, ah) = measurement.actualSize
        let pixels = max(1, measurement.totalPixels)
        if (rw, rh) != (aw, ah) {
            lines += sizeMismatch(reference: (rw, rh), actual: (aw, ah))
        } else if comparison.isPerceptual {
            let matching = Float(1 - Double(measurement.differingPixels) / Double(pixels))
            let lowest = Float(1 - min(measurement.largestDeltaE / 100, 1))
            lines.append(
                "The percentage of pixels that match \(matching) is less than required \(Float(comparison.precision))"
            )
            lines.append(
                "The lowest perceptual color precision \(lowest) is less than required "
                    + "\(Float(comparison.perceptualPrecision))")
        } else if comparison.precision >= 1 {
            lines.append("Newly-taken snapshot does not match reference.")
        } else {
            let precision = Float(1 - Double(measurement.differingBytes) / Double(pixels * 4))
            lines.append(
                "Actual image precision \(precision) is less than required \(Float(comparison.precision))")
        }
        let share = Double(measurement.differingPixels) / Double(pixels) * 100
        var counts =
            "\(measurement.differingPixels) of \(measurement.totalPixels) pixels differ "
            + "(\(format(share, places: share >= 1 ? 2 : 4)) %)"
        if comparison.isPerceptual {
            counts +=
                "; precision \(format(comparison.precision, places: 6)) allows "
                + "\(comparison.allowedDifferences(of: measurement.totalPixels))."
        } else {
            counts +=
                ", \(measurement.differingBytes) of \(pixels * 4) bytes; precision "
                + "\(format(comparison.precision, places: 6)) allows \(comparison.allowedDifferences(of: pixels * 4)) bytes."
        }
        lines.append(counts)
        var colour = "Largest colour difference: ΔE94 \(format(measurement.largestDeltaE, places: 2))"
        if comparison.isPerceptual {
            colour +=
                "; perceptualPrecision \(format(comparison.perceptualPrecision, places: 6)) allows "
                + "ΔE94 \(format(comparison.tolerance, places: 4))."
        }
        lines.append(colour)
        return lines.joined(separator: "\n")
    }

    /// `value` with at most `places` decimals, trailing zeros dropped.
    static func format(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
