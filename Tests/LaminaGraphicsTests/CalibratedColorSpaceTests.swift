import Foundation
import LaminaGraphics
import Testing

@Suite struct CalibratedColorSpaceTests {
    let d65: [CGFloat] = [0.9505, 1, 1.089]
    let d50: [CGFloat] = [0.9642, 1, 0.8249]
    /// sRGB's primaries as XYZ relative to D65, in CoreGraphics's order (red's X Y Z first).
    let sRGBMatrix: [CGFloat] = [0.4124, 0.2126, 0.0193, 0.3576, 0.7152, 0.1192, 0.1805, 0.0722, 0.9505]

    func components(_ color: CGColor?, in name: String) -> [CGFloat] {
        guard let space = CGColorSpace(name: name),
            let converted = color?.converted(to: space, intent: .defaultIntent, options: nil)
        else { return [] }
        return converted.components ?? []
    }

    func close(_ actual: [CGFloat], _ expected: [CGFloat], within tolerance: CGFloat = 0.002) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func labWhiteIsWhiteWhateverTheWhitePoint() throws {
        for white in [d65, d50] {
            let lab = try #require(CGColorSpace(labWhitePoint: white, blackPoint: nil, range: nil))
            #expect(lab.model == .lab)
            let color = CGColor(colorSpace: lab, components: [100, 0, 0, 1])
            #expect(close(components(color, in: CGColorSpace.sRGB), [1, 1, 1, 1]))
        }
    }

    @Test func labMidGrayFollowsTheCIEFormula() throws {
        // L* 50: Y = (66 / 116)³ = 0.18419, sRGB-encoded 0.46633.
        let lab = try #require(CGColorSpace(labWhitePoint: d65, blackPoint: nil, range: nil))
        let color = CGColor(colorSpace: lab, components: [50, 0, 0, 1])
        #expect(close(components(color, in: CGColorSpace.sRGB), [0.4663, 0.4663, 0.4663, 1]))
        // a* and b* are clipped to the range: a* 90 in a −20…20 space is a* 20.
        let narrow = try #require(
            CGColorSpace(labWhitePoint: d65, blackPoint: nil, range: [-20, 20, -20, 20]))
        let clipped = components(
            CGColor(colorSpace: narrow, components: [50, 90, 0, 1]), in: CGColorSpace.sRGB)
        let edge = components(CGColor(colorSpace: narrow, components: [50, 20, 0, 1]), in: CGColorSpace.sRGB)
        #expect(close(clipped, edge, within: 1e-9))
        #expect(CGColorSpace(labWhitePoint: [0.9, 0, 1], blackPoint: nil, range: nil) == nil)
        #expect(CGColorSpace(labWhitePoint: d65, blackPoint: nil, range: [10, -10, 0, 0]) == nil)
    }

    @Test func calibratedRGBWithSRGBPrimariesIsLinearSRGB() throws {
        let space = try #require(
            CGColorSpace(calibratedRGBWhitePoint: d65, blackPoint: [0, 0, 0], gamma: nil, matrix: sRGBMatrix))
        #expect(space.model == .rgb)
        let color = CGColor(colorSpace: space, components: [0.5, 0.2, 0.8, 1])
        #expect(close(components(color, in: CGColorSpace.linearSRGB), [0.5, 0.2, 0.8, 1]))
        // Each channel has its own gamma: 0.5² is 0.25 in green only.
        let curved = try #require(
            CGColorSpace(calibratedRGBWhitePoint: d65, blackPoint: nil, gamma: [1, 2, 1], matrix: sRGBMatrix))
        let mid = CGColor(colorSpace: curved, components: [0.5, 0.5, 0.5, 1])
        #expect(close(components(mid, in: CGColorSpace.linearSRGB), [0.5, 0.25, 0.5, 1]))
        // A linearized copy drops the gammas.
        let linear = try #require(CGColorSpaceCreateLinearized(curved))
        #expect(
            close(
                components(
                    CGColor(colorSpace: linear, components: [0.5, 0.5, 0.5, 1]), in: CGColorSpace.linearSRGB),
                [0.5, 0.5, 0.5, 1]))
        #expect(
            CGColorSpace(calibratedRGBWhitePoint: d65, blackPoint: nil, gamma: [1, 0, 1], matrix: nil) == nil)
        #expect(
            CGColorSpace(
                calibratedRGBWhitePoint: d65, blackPoint: nil, gamma: nil,
                matrix: [CGFloat](repeating: 0, count: 9)) == nil)
        #expect(
            CGColorSpace(calibratedRGBWhitePoint: d65, blackPoint: [-1, 0, 0], gamma: nil, matrix: nil) == nil
        )
    }

    @Test func calibratedGrayIsNeutralWithItsGamma() throws {
        // Gamma 1: gray 0.2 is luminance 0.2, sRGB-encoded 0.48453.
        let gray = try #require(CGColorSpace(calibratedGrayWhitePoint: d65, blackPoint: nil, gamma: 1))
        #expect(gray.model == .monochrome)
        let color = CGColor(colorSpace: gray, components: [0.2, 1])
        #expect(close(components(color, in: CGColorSpace.sRGB), [0.4845, 0.4845, 0.4845, 1]))
        let gamma22 = try #require(CGColorSpace(calibratedGrayWhitePoint: d50, blackPoint: nil, gamma: 2.2))
        let half = CGColor(colorSpace: gamma22, components: [0.5, 1])
        #expect(close(components(half, in: CGColorSpace.linearGray), [0.2176, 1]))
        #expect(CGColorSpace(calibratedGrayWhitePoint: d65, blackPoint: nil, gamma: 0) == nil)
    }

    @Test func indexedColorsAreTheirTableEntries() throws {
        let table: [UInt8] = [255, 0, 0, 0, 128, 255]
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let indexed = try #require(CGColorSpace(indexedBaseSpace: srgb, last: 1, colorTable: table))
        #expect(indexed.model == .indexed)
        #expect(indexed.numberOfComponents == 1)
        #expect(indexed.baseColorSpace == srgb)
        #expect(indexed.colorTable == table)
        #expect(srgb.colorTable == nil)
        let second = CGColor(colorSpace: indexed, components: [1, 0.5])
        #expect(close(components(second, in: CGColorSpace.sRGB), [0, 128.0 / 255, 1, 0.5]))
        // Indices are rounded and clamped to the table.
        let beyond = CGColor(colorSpace: indexed, components: [7, 1])
        #expect(close(components(beyond, in: CGColorSpace.sRGB), [0, 128.0 / 255, 1, 1]))
        #expect(CGColorSpace(indexedBaseSpace: srgb, last: 256, colorTable: table) == nil)
        #expect(CGColorSpace(indexedBaseSpace: indexed, last: 0, colorTable: [0]) == nil)
        // Drawn as the entry.
        let context = try #require(TestPixels.context(width: 2, height: 2))
        context.setFillColor(try #require(CGColor(colorSpace: indexed, components: [0, 1])))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(TestPixels.close(TestPixels.rgba(context, 0, 0), [255, 0, 0, 255]))
    }

    @Test func labColorsDrawConverted() throws {
        let lab = try #require(CGColorSpace(labWhitePoint: d65, blackPoint: nil, range: nil))
        let context = try #require(TestPixels.context(width: 2, height: 2))
        context.setFillColor(try #require(CGColor(colorSpace: lab, components: [50, 0, 0, 1])))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(TestPixels.close(TestPixels.rgba(context, 1, 1), [119, 119, 119, 255]))
    }

    @Test func propertyListsNameTheSpace() throws {
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let plist = try #require(srgb.copyPropertyList())
        #expect(CGColorSpace(propertyListPlist: plist) == srgb)
        let device = CGColorSpaceCreateDeviceGray()
        #expect(CGColorSpace(propertyListPlist: try #require(device.copyPropertyList())) == device)
        let lab = try #require(CGColorSpace(labWhitePoint: d65, blackPoint: nil, range: nil))
        #expect(lab.copyPropertyList() == nil)
        #expect(CGColorSpace(propertyListPlist: NSNumber(value: 3)) == nil)
    }

    @Test func newNames() {
        #expect(CGColorSpace.coreMedia709 == "kCGColorSpaceCoreMedia709")
        #expect(CGColorSpace(name: CGColorSpace.coreMedia709)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.extendedRange) == nil)
    }
}
