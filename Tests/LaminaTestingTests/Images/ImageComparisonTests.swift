import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// `precision`, `perceptualPrecision` and the difference image.
@Suite struct ImageComparisonTests {
    func compare(
        _ reference: CGImage, _ actual: CGImage, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> (String, [SnapshotAttachment])? {
        Diffing<CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).diff(
            reference, actual)
    }

    @Test func identicalImagesMatch() throws {
        #expect(compare(try Fixtures.gradient(), try Fixtures.gradient()) == nil)
    }

    @Test func precisionCountsBytesAsSwiftSnapshotTestingDoes() throws {
        let black = Fixtures.opaque(0, 0, 0)
        let white = Fixtures.opaque(255, 255, 255)
        let reference = try Fixtures.image(width: 100, height: 100) { _, _ in black }
        func changed(_ count: Int) throws -> CGImage {
            try Fixtures.image(width: 100, height: 100) { x, y in y == 0 && x < count ? white : black }
        }
        let failure = try #require(compare(reference, try changed(1), precision: 1))
        #expect(failure.0.hasPrefix("Newly-taken snapshot does not match reference.\n"))
        #expect(
            failure.0.contains(
                "1 of 10000 pixels differ (0.01 %), 3 of 40000 bytes; precision 1 allows 0 bytes."))
        // 0.999 of 40,000 bytes allows 40: thirteen white pixels (39 bytes) pass, fourteen fail.
        #expect(compare(reference, try changed(13), precision: 0.999) == nil)
        let failing = try #require(compare(reference, try changed(14), precision: 0.999))
        #expect(failing.0.hasPrefix("Actual image precision 0.99895 is less than required 0.999\n"))
    }

    @Test func perceptualPrecisionCountsPixelsWithinTheColourDifference() throws {
        let grey = Fixtures.opaque(128, 128, 128)
        let shifted = Fixtures.opaque(126, 126, 125)
        let deltaE = PixelDifference.compute(grey, shifted)
        #expect(deltaE > 0.5 && deltaE < 2, "ΔE of the shift: \(deltaE)")
        let reference = try Fixtures.image(width: 50, height: 50) { _, _ in grey }
        let actual = try Fixtures.image(width: 50, height: 50) { _, _ in shifted }
        #expect(compare(reference, actual, perceptualPrecision: 0.98) == nil)
        let failure = try #require(compare(reference, actual, perceptualPrecision: 1))
        #expect(failure.0.contains("2500 of 2500 pixels differ"))
        #expect(
            failure.0.contains(
                "Largest colour difference: ΔE94 \(ImageSnapshotFormat.format(deltaE, places: 2))"))
        // A shift beyond ΔE 2 fails at 0.98, every pixel of it.
        let visible = Fixtures.opaque(128, 128, 138)
        let far = try Fixtures.image(width: 50, height: 50) { _, _ in visible }
        let farDelta = PixelDifference.compute(grey, visible)
        #expect(farDelta > 2)
        let message = try #require(compare(reference, far, perceptualPrecision: 0.98)?.0)
        #expect(message.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0\n"))
        let lowest = Float(1 - farDelta / 100)
        #expect(
            message.contains("The lowest perceptual color precision \(lowest) is less than required 0.98"))
        #expect(message.contains("allows ΔE94 2."))
        // With precision 0 every pixel may fail.
        #expect(compare(reference, far, precision: 0, perceptualPrecision: 0.98) == nil)
    }

    @Test func theDifferenceImageMarksExactlyTheChangedPixels() throws {
        let changes: [Fixtures.Point: UInt32] = [
            .init(x: 0, y: 0): Fixtures.opaque(0, 0, 0),
            .init(x: 99, y: 99): Fixtures.opaque(255, 0, 0),
            .init(x: 50, y: 3): Fixtures.opaque(1, 2, 3),
            .init(x: 7, y: 60): 0,  // now transparent
        ]
        let failure = try #require(compare(try Fixtures.gradient(), try Fixtures.gradient(changes)))
        let attachment = try #require(failure.1.first)
        #expect(attachment.suffix == "difference" && attachment.pathExtension == "png")
        let difference = try CGImage(pngData: attachment.data)
        #expect(difference.width == 100 && difference.height == 100)
        var marked: Set<Fixtures.Point> = []
        for y in 0..<100 {
            for x in 0..<100 {
                let pixel = try #require(difference.pixel(x: x, y: y))
                if pixel == (255, 0, 0, 255) {
                    marked.insert(.init(x: x, y: y))
                }
                // Unmarked pixels are the faded reference: grey and light.
                else {
                    #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.red >= 191)
                }
            }
        }
        #expect(marked == Set(changes.keys))
    }

    @Test func pixelsWithinTheToleranceAreNotMarked() throws {
        let changes: [Fixtures.Point: UInt32] = [
            .init(x: 10, y: 10): Fixtures.opaque(20, 20, 129),  // ΔE < 2 from (20, 20, 128)
            .init(x: 20, y: 20): Fixtures.opaque(255, 255, 255),
        ]
        let failure = try #require(
            compare(try Fixtures.gradient(), try Fixtures.gradient(changes), perceptualPrecision: 0.98))
        let difference = try CGImage(pngData: try #require(failure.1.first).data)
        #expect(difference.pixel(x: 20, y: 20)! == (255, 0, 0, 255))
        #expect(difference.pixel(x: 10, y: 10)! != (255, 0, 0, 255))
        #expect(failure.0.contains("1 of 10000 pixels differ"))
    }

    /// Images of different sizes fail naming both sizes, with no difference image: a canvas
    /// covering both could be far larger than either.
    @Test func aDifferentSizeFailsNamingTheSizes() throws {
        let reference = try Fixtures.image(width: 10, height: 10) { _, _ in Fixtures.opaque(9, 9, 9) }
        let actual = try Fixtures.image(width: 12, height: 8) { _, _ in Fixtures.opaque(9, 9, 9) }
        let failure = try #require(compare(reference, actual, precision: 0))
        #expect(
            failure.0.hasPrefix("Newly-taken snapshot@(12.0, 8.0) does not match reference@(10.0, 10.0)."))
        #expect(failure.0.contains("The image is 12 × 8 pixels; the reference is 10 × 10."))
        #expect(failure.1.isEmpty)
    }

    @Test func transparencyIsCompared() throws {
        let clear = try Fixtures.image(width: 4, height: 4) { _, _ in 0 }
        let halfRed = try Fixtures.image(width: 4, height: 4) { _, _ in 0x8080_0000 }
        let deltaE = PixelDifference.compute(0, 0x8080_0000)
        #expect(deltaE > 20)
        #expect(compare(clear, halfRed, perceptualPrecision: 0.98) != nil)
        // Black at half alpha over black looks like transparent over black, but not over white.
        #expect(PixelDifference.compute(0, 0x8000_0000) > 20)
    }

    /// ΔE₉₄ by hand: a lightness step counts in full, a chroma step is divided by
    /// 1 + 0.045 C₁, a hue step by 1 + 0.015 C₁ (C₁ the reference's chroma).
    @Test func cie94WeighsChromaAndHueByTheReferencesChroma() {
        let grey = LabColor(l: 50, a: 0, b: 0)
        #expect(abs(cie94(grey, LabColor(l: 60, a: 0, b: 0)) - 10) < 1e-12)
        #expect(abs(cie94(grey, LabColor(l: 50, a: 10, b: 0)) - 10) < 1e-12)
        let red = LabColor(l: 50, a: 10, b: 0)
        #expect(abs(cie94(red, LabColor(l: 50, a: 20, b: 0)) - 10 / 1.45) < 1e-12)
        #expect(abs(cie94(red, LabColor(l: 50, a: 0, b: 10)) - 200.0.squareRoot() / 1.15) < 1e-9)
        // Not symmetric: the weights follow the reference.
        #expect(abs(cie94(LabColor(l: 50, a: 20, b: 0), red) - 10 / 1.9) < 1e-12)
    }

    /// The shortcut of the comparison: ΔE₉₄ ≤ ΔE₇₆, on random pairs near and far.
    @Test func cie94IsBoundedByTheEuclideanDistance() {
        var generator = SystemRandomNumberGenerator()
        for index in 0..<20000 {
            let first = UInt32.random(in: 0...0xFF_FFFF, using: &generator)
            let near = index % 2 == 0
            let second =
                near
                ? (0..<3).reduce(UInt32(0)) { word, channel in
                    let value = Int(first >> (8 * channel) & 0xFF) + Int.random(in: -3...3, using: &generator)
                    return word | UInt32(min(255, max(0, value))) << (8 * channel)
                } : UInt32.random(in: 0...0xFF_FFFF, using: &generator)
            let a = LabColor(srgbRed: first >> 16, green: first >> 8 & 0xFF, blue: first & 0xFF)
            let b = LabColor(srgbRed: second >> 16, green: second >> 8 & 0xFF, blue: second & 0xFF)
            let euclidean =
                ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b))
                .squareRoot()
            #expect(cie94(a, b) <= PixelDifference.bound * euclidean + 1e-9)
        }
    }

    @Test func theFastCubeRootIsAccurate() {
        for x in stride(from: 0.008, through: 1.2, by: 0.0007) {
            #expect(abs(LabColor.cubeRoot(x) - cbrt(x)) <= 1e-12)
        }
    }

    @Test func labOfSRGBPrimaries() {
        let white = LabColor(srgbRed: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let red = LabColor(srgbRed: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }
}
