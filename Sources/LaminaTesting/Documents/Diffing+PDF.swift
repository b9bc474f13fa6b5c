import Foundation
import Lamina

extension Diffing where Value == Data {
    /// PDF documents compared as pictures: identical bytes match at once; otherwise both are
    /// rasterized with poppler's `pdftoppm` and compared pixel by pixel.
    ///
    /// Rasterized rather than structural: Cairo compresses a PDF's drawing and subsets its
    /// fonts under random-looking names, and its object layout changes between Cairo versions,
    /// so a structural diff would be unreadable and fail for changes no reader can see. What a
    /// PDF must get right is the page it shows. On a mismatch the message adds the two pages as
    /// PNG (`…reference-page.png`, `…actual-page.png`) beside the difference image, and the
    /// fonts each document embeds when they differ. Needs `pdftoppm` (poppler-utils); a missing
    /// tool fails the assertion, naming the package.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point when rasterizing. Default 2.
    ///   - precision: The share of pixels that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match. Default 1.
    /// - Returns: The diffing.
    public static func pdf(scale: CGFloat = 2, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Diffing<Data>
    {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Diffing(
            toData: { $0 }, fromData: { $0 },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                do {
                    return try PDFSnapshotFormat.diff(reference, actual, scale: scale, comparison: comparison)
                } catch {
                    return ("Couldn't compare the PDF documents: \(error)", [])
                }
            })
    }
}

/// Rasterizing and comparing PDF documents.
enum PDFSnapshotFormat {
    static let pdftoppm = ExternalTool(name: "pdftoppm", package: "poppler-utils")

    /// The first page of a PDF document rasterized at `scale` pixels per point.
    static func rasterize(_ pdf: Data, scale: CGFloat) throws -> CGImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-pdf-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("page.pdf")
        try pdf.write(to: input)
        let output = folder.appendingPathComponent("page")
        let dpi = String(format: "%.4g", Double(scale) * 72)
        try pdftoppm.run(["-png", "-r", dpi, "-singlefile", "-f", "1", "-l", "1", input.path, output.path])
        return try CGImage(contentsOfPNGFile: output.appendingPathExtension("png"))
    }

    static func diff(
        _ reference: Data, _ actual: Data, scale: CGFloat, comparison: ImageComparison
    ) throws -> (String, [SnapshotAttachment])? {
        let referencePage = try rasterize(reference, scale: scale)
        let actualPage = try rasterize(actual, scale: scale)
        guard
            let (message, attachments) = try ImageSnapshotFormat.diff(
                referencePage, actualPage, comparison: comparison)
        else { return nil }
        var lines = [
            "The rasterized pages differ (at \(ImageSnapshotFormat.format(Double(scale), places: 3)) pixels per point).",
            message,
        ]
        let referenceFonts = embeddedFonts(reference)
        let actualFonts = embeddedFonts(actual)
        if referenceFonts != actualFonts {
            lines.append(
                "The documents embed different fonts: the reference \(list(referenceFonts)), "
                    + "the snapshot \(list(actualFonts)).")
        }
        return (
            lines.joined(separator: "\n"),
            attachments + [
                SnapshotAttachment(
                    suffix: "reference-page", pathExtension: "png", data: try referencePage.pngData()),
                SnapshotAttachment(
                    suffix: "actual-page", pathExtension: "png", data: try actualPage.pngData()),
            ]
        )
    }

    /// The font names a PDF embeds, without their subset tags (`ABCDEF+`).
    static func embeddedFonts(_ pdf: Data) -> [String] {
        let text = String(decoding: pdf, as: Unicode.ASCII.self)
        var names = Set<String>()
        var rest = text[...]
        while let range = rest.range(of: "/BaseFont /") {
            let name = rest[range.upperBound...].prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
            names.insert(String(name.split(separator: "+").last ?? name))
            rest = rest[range.upperBound...]
        }
        return names.sorted()
    }

    private static func list(_ fonts: [String]) -> String {
        fonts.isEmpty ? "none" : fonts.joined(separator: ", ")
    }
}
