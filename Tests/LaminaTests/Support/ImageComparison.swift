import Foundation
import Lamina
import Testing

/// Compares rendered images with reference images, as the fidelity README prescribes: on
/// premultiplied RGBA (0–255), a rendering matches when the PSNR over white and over black is
/// at least 34 dB (the lower of the two), at most 1.5 % of pixels have a channel off by more
/// than 24, and the mean absolute channel difference is at most 1.5.
///
/// On a mismatch the actual image and an amplified difference image are written to
/// `LAMINA_TEST_OUTPUT` (default: `.build/lamina-test-output`). With `LAMINA_RECORD=1` a
/// missing reference is written from the actual image, and the test fails so that nothing
/// passes silently.
struct ImageComparison {
    struct Metrics: CustomStringConvertible {
        var psnr: Double
        var outlierFraction: Double
        var meanDifference: Double

        var description: String {
            String(
                format: "PSNR %.1f dB, %.2f %% pixels off by more than 24, mean difference %.2f", psnr,
                outlierFraction * 100, meanDifference)
        }
    }

    /// The thresholds.
    var minimumPSNR = 34.0
    var maximumOutlierFraction = 0.015
    var maximumMeanDifference = 1.5

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static var outputFolder: URL {
        if let folder = ProcessInfo.processInfo.environment["LAMINA_TEST_OUTPUT"] {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/lamina-test-output", isDirectory: true)
    }

    /// The difference metrics of two images of the same size.
    static func metrics(_ actual: CGImage, _ expected: CGImage) -> Metrics {
        var squaredWhite = 0.0
        var squaredBlack = 0.0
        var outliers = 0
        var total = 0.0
        let count = actual.width * actual.height
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y)!
                let e = expected.pixel(x: x, y: y)!
                let av = [Double(a.red), Double(a.green), Double(a.blue), Double(a.alpha)]
                let ev = [Double(e.red), Double(e.green), Double(e.blue), Double(e.alpha)]
                var worst = 0.0
                for channel in 0..<4 {
                    let difference = abs(av[channel] - ev[channel])
                    worst = max(worst, difference)
                    total += difference
                }
                if worst > 24 { outliers += 1 }
                for channel in 0..<3 {
                    // Premultiplied over black is the color itself; over white adds 255·(1 − α).
                    let overBlack = av[channel] - ev[channel]
                    let overWhite = (av[channel] + 255 - av[3]) - (ev[channel] + 255 - ev[3])
                    squaredBlack += overBlack * overBlack
                    squaredWhite += overWhite * overWhite
                }
            }
        }
        func psnr(_ squared: Double) -> Double {
            let mse = squared / Double(count * 3)
            return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
        }
        return Metrics(
            psnr: min(psnr(squaredWhite), psnr(squaredBlack)),
            outlierFraction: Double(outliers) / Double(count),
            meanDifference: total / Double(count * 4))
    }

    /// Checks `actual` against the reference `name.png` in `Fixtures/folder`.
    func check(
        _ actual: CGImage, against name: String, in folder: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let referenceURL = ImageComparison.fixtures.appendingPathComponent(folder).appendingPathComponent(
            "\(name).png")
        guard let expected = try? CGImage(contentsOfPNGFile: referenceURL) else {
            if ProcessInfo.processInfo.environment["LAMINA_RECORD"] == "1" {
                try? actual.writePNG(to: referenceURL)
                Issue.record(
                    "recorded the missing reference \(referenceURL.path)", sourceLocation: sourceLocation)
            } else {
                Issue.record(
                    "no reference image at \(referenceURL.path) (run with LAMINA_RECORD=1 to record it)",
                    sourceLocation: sourceLocation)
            }
            return
        }
        guard actual.width == expected.width, actual.height == expected.height else {
            Issue.record(
                "\(name): size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)",
                sourceLocation: sourceLocation)
            return
        }
        let metrics = ImageComparison.metrics(actual, expected)
        let passes =
            metrics.psnr >= minimumPSNR && metrics.outlierFraction <= maximumOutlierFraction
            && metrics.meanDifference <= maximumMeanDifference
        if !passes {
            let written = ImageComparison.writeFailure(actual, expected, name: name)
            Issue.record(
                "\(name) differs from its reference: \(metrics). \(written)", sourceLocation: sourceLocation)
        }
    }

    /// Writes `name-out.png` and an amplified `name-diff.png`; returns a sentence naming them.
    static func writeFailure(_ actual: CGImage, _ expected: CGImage, name: String) -> String {
        let folder = outputFolder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("\(name)-out.png")
        let diff = folder.appendingPathComponent("\(name)-diff.png")
        try? actual.writePNG(to: out)
        if let context = CGContext.makeImageContext(size: CGSize(width: actual.width, height: actual.height))
        {
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let a = actual.pixel(x: x, y: y)!
                    let e = expected.pixel(x: x, y: y)!
                    let d = [a.red, a.green, a.blue, a.alpha].enumerated().map { index, value in
                        abs(Int(value) - Int([e.red, e.green, e.blue, e.alpha][index]))
                    }
                    let worst = CGFloat(min(255, d.max()! * 4)) / 255
                    context.setFillColor(
                        CGColor(srgbRed: worst, green: 0, blue: 0, alpha: worst > 0 ? 1 : 0.15))
                    context.fill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
            try? context.makeImage()?.writePNG(to: diff)
        }
        return "Wrote \(out.path) and \(diff.path)."
    }
}
