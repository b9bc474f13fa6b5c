import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// How long comparing two 1000 × 1000 images takes: a check to run by hand in release, not a
/// timed test (it asserts nothing about time, and is skipped unless `LAMINA_BENCHMARK=1`):
///
/// ```
/// swift build -c release --build-tests -Xswiftc -enable-testing
/// LAMINA_BENCHMARK=1 swift test -c release --skip-build -Xswiftc -enable-testing --filter ComparisonBenchmark
/// ```
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAMINA_BENCHMARK"] == "1"))
struct ComparisonBenchmark {
    static let side = 1000

    /// A rendered-looking image: a gradient with a pattern, so that colors vary.
    static func image(_ change: (Int, Int, UInt32) -> UInt32 = { _, _, pixel in pixel }) throws -> CGImage {
        try Fixtures.image(width: side, height: side) { x, y in
            change(
                x, y, Fixtures.opaque(UInt32(x * 255 / side), UInt32(y * 255 / side), UInt32((x ^ y) & 0xFF)))
        }
    }

    /// The best of `runs` timings of `work`, in milliseconds.
    func milliseconds(runs: Int = 15, _ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Duration.seconds(1000)
        for _ in 0..<runs {
            best = min(best, clock.measure(work))
        }
        return Double(best.components.attoseconds) / 1e15 + Double(best.components.seconds) * 1000
    }

    func report(_ name: String, _ reference: CGImage, _ actual: CGImage, _ diffing: Diffing<CGImage>) {
        var result: (String, [SnapshotAttachment])?
        let time = milliseconds { result = diffing.diff(reference, actual) }
        print(
            "ComparisonBenchmark \(name): \(String(format: "%.2f", time)) ms, "
                + (result.map { "mismatch: \($0.0)" } ?? "match"))
    }

    @Test func compareThousandByThousand() throws {
        let reference = try Self.image()
        let same = try Self.image()
        let onePixel = try Self.image { x, y, pixel in x == 500 && y == 500 ? 0xFF00_0000 : pixel }
        let antialiasing = try Self.image { x, y, pixel in x % 50 == 0 ? pixel ^ 0x0000_0101 : pixel }
        let shifted = try Self.image { _, _, pixel in pixel & 0xFFFF_00FF | (min(255, pixel.green + 1) << 8) }
        let exact = Diffing<CGImage>.image
        let tolerant = Diffing<CGImage>.image(precision: 0.999, perceptualPrecision: 0.98)
        report("identical, exact", reference, same, exact)
        report("identical, tolerant", reference, same, tolerant)
        report("one pixel, precision 0.999", reference, onePixel, tolerant)
        report("2 % of pixels off by one level, perceptual 0.98", reference, antialiasing, tolerant)
        report("every pixel off by one level, perceptual 0.98", reference, shifted, tolerant)
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        layer.colors = [CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1), CGColor(gray: 1, alpha: 1)]
        let rendered = try LayerRenderer().image(of: layer)
        let renderedShifted = try Fixtures.image(width: Self.side, height: Self.side) { x, y in
            let pixel = rendered.pixel(x: x, y: y)!
            return Fixtures.opaque(UInt32(pixel.red), min(255, UInt32(pixel.green) + 1), UInt32(pixel.blue))
        }
        report(
            "rendered gradient, every pixel off by one level, perceptual 0.98", rendered, renderedShifted,
            tolerant)
        report("one pixel, exact (failure: measure and difference image)", reference, onePixel, exact)
    }
}
