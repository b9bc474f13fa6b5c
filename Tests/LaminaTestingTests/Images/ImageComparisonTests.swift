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

    @Test func onePixelFailsAtPrecisionOneAndPassesAtNineNineNine() throws {
        let reference = try Fixtures.gradient()
        let changed = try Fixtures.gradient([.init(x: 42, y: 17): Fixtures.opaque(255, 255, 255)])
        let failure = try #require(compare(reference, changed, precision: 1))
        #expect(failure.0.contains("1 of 10000 pixels differ (0.01 %); precision 1 allows 0."))
        #expect(compare(reference, changed, precision: 0.999) == nil)
        // 0.999 of 10,000 pixels allows 10, not 11.
        var eleven: [Fixtures.Point: UInt32] = [:]
        for x in 0..<11 { eleven[.init(x: x, y: 0)] = Fixtures.opaque(255, 255, 255) }
        let failing = try #require(compare(reference, try Fixtures.gradient(eleven), precision: 0.999))
        #expect(failing.0.contains("11 of 10000 pixels differ (0.11 %); precision 0.999 allows 10."))
    }

    @Test func aDeltaEOfOnePassesAtNinetyEightAndFailsAtOne() throws {
        let grey = Fixtures.opaque(128, 128, 128)
        let shifted = Fixtures.opaque(126, 126, 125)  // ΔE₀₀ 0.9996
        let deltaE = PixelDifference.compute(grey, shifted)
        #expect(abs(deltaE - 1) < 0.001, "ΔE of the shift: \(deltaE)")
        let reference = try Fixtures.image(width: 50, height: 50) { _, _ in grey }
        let actual = try Fixtures.image(width: 50, height: 50) { _, _ in shifted }
        #expect(compare(reference, actual, perceptualPrecision: 0.98) == nil)
        let failure = try #require(compare(reference, actual, perceptualPrecision: 1))
        #expect(failure.0.contains("2500 of 2500 pixels differ"))
        #expect(
            failure.0.contains(
                "Largest colour difference: ΔE2000 \(ImageSnapshotFormat.format(deltaE, places: 2))"))
        // A shift of ΔE 3 is beyond what 0.98 allows (ΔE 2).
        let visible = Fixtures.opaque(128, 128, 138)
        #expect(PixelDifference.compute(grey, visible) > 2)
        let far = try Fixtures.image(width: 50, height: 50) { _, _ in visible }
        #expect(compare(reference, far, perceptualPrecision: 0.98)?.0.contains("allows ΔE2000 2.") == true)
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

    @Test func aDifferentSizeFailsAndTheDifferenceCoversBoth() throws {
        let reference = try Fixtures.image(width: 10, height: 10) { _, _ in Fixtures.opaque(9, 9, 9) }
        let actual = try Fixtures.image(width: 12, height: 8) { _, _ in Fixtures.opaque(9, 9, 9) }
        let failure = try #require(compare(reference, actual, precision: 0))
        #expect(failure.0.hasPrefix("The image is 12 × 8 pixels; the reference is 10 × 10."))
        let difference = try CGImage(pngData: try #require(failure.1.first).data)
        #expect(difference.width == 12 && difference.height == 10)
        #expect(difference.pixel(x: 11, y: 0)! == (255, 0, 0, 255))  // only in the actual image
        #expect(difference.pixel(x: 0, y: 9)! == (255, 0, 0, 255))  // only in the reference
        #expect(difference.pixel(x: 11, y: 9)! == (255, 255, 255, 255))  // in neither
        #expect(difference.pixel(x: 0, y: 0)! != (255, 0, 0, 255))
        #expect(failure.0.contains("36 of 120 pixels differ"))
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

    /// Sharma, Wu and Dalal's test pairs for CIEDE2000 (Table 1, pairs 1, 7, 17, 25, 26).
    @Test(arguments: [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ])
    func ciede2000MatchesThePublishedPairs(
        first: (Double, Double, Double), second: (Double, Double, Double), expected: Double
    ) {
        let a = LabColor(l: first.0, a: first.1, b: first.2)
        let b = LabColor(l: second.0, a: second.1, b: second.2)
        #expect(abs(ciede2000(a, b) - expected) < 5e-5)
        #expect(abs(ciede2000(b, a) - expected) < 5e-5)
    }

    /// The shortcut of the comparison: ΔE₀₀ ≤ 2.05 × ΔE₇₆, on random pairs near and far.
    @Test func ciede2000IsBoundedByTheEuclideanDistance() {
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
            #expect(ciede2000(a, b) <= PixelDifference.bound * euclidean + 1e-9)
        }
    }

    /// The bound is nearly reached: near-grey pairs that differ in a* (stretched 1.5 times by
    /// CIEDE2000) have ΔE₀₀ over 1.43 × ΔE₇₆, so a bound below that would pass pixels that
    /// differ by more than the tolerance.
    @Test func theBoundIsNeededForNearGreys() {
        let a = LabColor(srgbRed: 116, green: 116, blue: 114)
        let b = LabColor(srgbRed: 117, green: 115, blue: 114)
        let euclidean = ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b))
            .squareRoot()
        let ratio = ciede2000(a, b) / euclidean
        #expect(ratio > 1.43 && ratio <= PixelDifference.bound)
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
