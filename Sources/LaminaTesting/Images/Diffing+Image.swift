import Foundation
import Lamina

extension Diffing where Value == CGImage {
    /// Images stored as PNG and compared pixel by pixel, exactly.
    public static var image: Diffing<CGImage> { .image() }

    /// Images stored as PNG and compared pixel by pixel within tolerances.
    ///
    /// The PNG carries the font set of the machine that recorded it (a `tEXt` chunk,
    /// `lamina-fonts`); a reference recorded with other fonts fails before its pixels are
    /// compared. On a mismatch the message gives the number of differing pixels and the
    /// largest colour difference, and a difference image (`<test>.<name>.difference.png`) marks
    /// the differing pixels in red over the faded reference.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match, 0 ... 1. Default 1: all.
    ///   - perceptualPrecision: How close a pixel must be to match, 0 ... 1: it matches when its
    ///     CIEDE2000 colour difference ΔE₀₀ (over black and over white, for transparency) is at
    ///     most `(1 − perceptualPrecision) × 100`. Default 1: identical; 0.98 (ΔE 2) hides
    ///     what an eye cannot see.
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

    static func message(_ measurement: ImageComparison.Measurement, _ comparison: ImageComparison) -> String {
        var lines: [String] = []
        let (rw, rh) = measurement.referenceSize
        let (aw, ah) = measurement.actualSize
        if (rw, rh) != (aw, ah) {
            lines.append("The image is \(aw) × \(ah) pixels; the reference is \(rw) × \(rh).")
        }
        let share = Double(measurement.differingPixels) / Double(max(1, measurement.totalPixels)) * 100
        lines.append(
            "\(measurement.differingPixels) of \(measurement.totalPixels) pixels differ "
                + "(\(format(share, places: share >= 1 ? 2 : 4)) %); precision \(format(comparison.precision, places: 6)) allows "
                + "\(comparison.allowedDifferences(of: measurement.totalPixels)).")
        lines.append(
            "Largest colour difference: ΔE2000 \(format(measurement.largestDeltaE, places: 2)); perceptualPrecision "
                + "\(format(1 - comparison.tolerance / 100, places: 6)) allows ΔE2000 \(format(comparison.tolerance, places: 4))."
        )
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
