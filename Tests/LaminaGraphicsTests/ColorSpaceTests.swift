import Foundation
import LaminaGraphics
import Testing

@Suite struct ColorSpaceTests {
    static let rgbNames = [
        CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
        CGColorSpace.extendedLinearSRGB,
        CGColorSpace.genericRGBLinear, CGColorSpace.displayP3, CGColorSpace.extendedDisplayP3,
        CGColorSpace.linearDisplayP3, CGColorSpace.extendedLinearDisplayP3, CGColorSpace.displayP3_HLG,
        CGColorSpace.displayP3_PQ, CGColorSpace.dcip3, CGColorSpace.itur_709, CGColorSpace.itur_709_PQ,
        CGColorSpace.itur_709_HLG, CGColorSpace.itur_2020, CGColorSpace.extendedITUR_2020,
        CGColorSpace.linearITUR_2020, CGColorSpace.extendedLinearITUR_2020, CGColorSpace.itur_2020_sRGBGamma,
        CGColorSpace.itur_2100_HLG, CGColorSpace.itur_2100_PQ, CGColorSpace.adobeRGB1998,
        CGColorSpace.rommrgb,
        CGColorSpace.acescgLinear,
    ]
    static let grayNames = [
        CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray, CGColorSpace.linearGray,
        CGColorSpace.extendedLinearGray,
    ]

    @Test(arguments: rgbNames)
    func rgbSpacesByName(name: String) throws {
        let space = try #require(CGColorSpace(name: name))
        #expect(space.name == name)
        #expect(space.model == .rgb)
        #expect(space.numberOfComponents == 3)
        #expect(space.supportsOutput)
        #expect(space.baseColorSpace == nil)
        #expect(space.copyICCData() == nil)
        // The constants' values are their C names, as CoreGraphics's are.
        #expect(name.hasPrefix("kCGColorSpace"))
    }

    @Test(arguments: grayNames)
    func graySpacesByName(name: String) throws {
        let space = try #require(CGColorSpace(name: name))
        #expect(space.model == .monochrome)
        #expect(space.numberOfComponents == 1)
        #expect(!space.isWideGamutRGB)
        #expect(!space.isHDR())
    }

    @Test func otherModels() throws {
        let cmyk = try #require(CGColorSpace(name: CGColorSpace.genericCMYK))
        #expect(cmyk.model == .cmyk && cmyk.numberOfComponents == 4 && cmyk.supportsOutput)
        let lab = try #require(CGColorSpace(name: CGColorSpace.genericLab))
        #expect(lab.model == .lab && lab.numberOfComponents == 3 && !lab.supportsOutput)
        let xyz = try #require(CGColorSpace(name: CGColorSpace.genericXYZ))
        #expect(xyz.model == .XYZ && xyz.numberOfComponents == 3)
        #expect(CGColorSpaceModel.unknown.rawValue == -1)
        #expect(CGColorSpaceModel.monochrome.rawValue == 0)
        #expect(CGColorSpaceModel.cmyk.rawValue == 2)
        #expect(CGColorSpaceModel.pattern.rawValue == 6)
        #expect(CGColorSpaceModel.XYZ.rawValue == 7)
    }

    @Test func patternSpaceHasItsBase() throws {
        let base = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let pattern = try #require(CGColorSpace(patternBaseSpace: base))
        #expect(pattern.model == .pattern)
        #expect(pattern.baseColorSpace == base)
        #expect(pattern.name == nil)
        #expect(!pattern.supportsOutput)
        #expect(try #require(CGColorSpace(patternBaseSpace: nil)).numberOfComponents == 0)
        #expect(CGColorSpace(patternBaseSpace: pattern) == nil)
        // A pattern color cannot be made from components alone.
        let components: [CGFloat] = [1]
        #expect(CGColor(colorSpace: pattern, components: components) == nil)
    }

    @Test func gamutAndDynamicRange() throws {
        func space(_ name: String) throws -> CGColorSpace { try #require(CGColorSpace(name: name)) }
        #expect(try space(CGColorSpace.displayP3).isWideGamutRGB)
        #expect(try space(CGColorSpace.itur_2020).isWideGamutRGB)
        #expect(try space(CGColorSpace.adobeRGB1998).isWideGamutRGB)
        #expect(try !space(CGColorSpace.sRGB).isWideGamutRGB)
        #expect(try !space(CGColorSpace.itur_709).isWideGamutRGB)
        #expect(try space(CGColorSpace.itur_2100_PQ).isHDR())
        #expect(try space(CGColorSpace.displayP3_HLG).isHDR())
        #expect(CGColorSpaceIsHLGBased(try space(CGColorSpace.displayP3_HLG)))
        #expect(CGColorSpaceIsPQBased(try space(CGColorSpace.itur_2100_PQ)))
        #expect(try !space(CGColorSpace.extendedSRGB).isHDR())
        #expect(CGColorSpaceUsesExtendedRange(try space(CGColorSpace.extendedSRGB)))
        #expect(!CGColorSpaceUsesExtendedRange(try space(CGColorSpace.sRGB)))
        #expect(CGColorSpaceCreateDeviceRGB().name == nil)
    }
}

@Suite struct ColorConversionTests {
    func convert(_ color: CGColor, to name: String) throws -> [CGFloat] {
        let space = try #require(CGColorSpace(name: name))
        let converted = try #require(color.converted(to: space, intent: .defaultIntent, options: nil))
        #expect(converted.colorSpace == space)
        #expect(converted.alpha == color.alpha)
        return try #require(converted.components)
    }

    func expectClose(_ actual: [CGFloat], _ expected: [CGFloat], within tolerance: CGFloat = 1e-3) {
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) < tolerance, "\(actual) is not \(expected)")
        }
    }

    @Test func sRGBRedInDisplayP3() throws {
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        expectClose(try convert(red, to: CGColorSpace.displayP3), [0.9175, 0.2003, 0.1386, 1])
    }

    @Test func displayP3RedOutsideSRGB() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let red = try #require(CGColor(colorSpace: p3, components: [1, 0, 0, 0.5]))
        expectClose(try convert(red, to: CGColorSpace.extendedSRGB), [1.0931, -0.2267, -0.1501, 0.5])
        // A space without extended range clips to 0…1.
        expectClose(try convert(red, to: CGColorSpace.sRGB), [1, 0, 0, 0.5])
        #expect(red.numberOfComponents == 4)
        #expect(red.colorSpace == p3)
    }

    @Test func roundTripsThroughEverySpace() throws {
        let start = CGColor(srgbRed: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)
        var color = start
        let chain = [
            CGColorSpace.linearSRGB, CGColorSpace.displayP3, CGColorSpace.extendedLinearDisplayP3,
            CGColorSpace.itur_2020, CGColorSpace.adobeRGB1998, CGColorSpace.rommrgb,
            CGColorSpace.acescgLinear,
            CGColorSpace.genericLab, CGColorSpace.genericXYZ, CGColorSpace.itur_2100_PQ,
            CGColorSpace.itur_2100_HLG,
            CGColorSpace.dcip3, CGColorSpace.itur_709, CGColorSpace.extendedSRGB, CGColorSpace.sRGB,
        ]
        for name in chain {
            let components = try convert(color, to: name)
            let space = try #require(CGColorSpace(name: name))
            color = try #require(CGColor(colorSpace: space, components: components))
        }
        expectClose(try #require(color.components), [0.2, 0.6, 0.9, 0.8], within: 1e-6)
    }

    @Test func transferFunctions() throws {
        let half = CGColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        // sRGB 0.5 is 21.4 % of linear light.
        expectClose(
            try convert(half, to: CGColorSpace.linearSRGB), [0.21404, 0.21404, 0.21404, 1], within: 1e-5)
        // Same primaries, different curves: BT.709's camera curve.
        let light: CGFloat = 0.214041
        let rec709 = 1.099 * pow(light, 0.45) - 0.099
        expectClose(try convert(half, to: CGColorSpace.itur_709), [rec709, rec709, rec709, 1], within: 1e-5)
        // PQ: linear 1 is the 203 cd/m² reference white, signal 0.5807.
        let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        expectClose(try convert(white, to: CGColorSpace.itur_2100_PQ), [0.5807, 0.5807, 0.5807, 1])
        // HLG: the reference white is signal 0.75.
        expectClose(try convert(white, to: CGColorSpace.itur_2100_HLG), [0.75, 0.75, 0.75, 1], within: 1e-6)
    }

    @Test func grayAndRGB() throws {
        let gray = CGColor(gray: 0.5, alpha: 1)
        // Generic gray has a 2.2 gamma.
        let light = pow(0.5, 2.2)
        expectClose(try convert(gray, to: CGColorSpace.linearSRGB), [light, light, light, 1], within: 1e-6)
        expectClose(try convert(gray, to: CGColorSpace.linearGray), [light, 1], within: 1e-6)
        // Neutral RGB becomes gray and back.
        let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        expectClose(try convert(white, to: CGColorSpace.genericGrayGamma2_2), [1, 1], within: 1e-6)
        let green = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
        // Luminance of sRGB green (D50-adapted Y), encoded with the 2.2 gamma.
        expectClose(try convert(green, to: CGColorSpace.linearGray), [0.7152, 1], within: 2e-3)
    }

    @Test func labAndCMYK() throws {
        let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        expectClose(try convert(white, to: CGColorSpace.genericLab), [100, 0, 0, 1], within: 0.05)
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        expectClose(try convert(red, to: CGColorSpace.genericLab), [54.29, 80.8, 69.9, 1], within: 0.2)
        expectClose(try convert(red, to: CGColorSpace.genericCMYK), [0, 1, 1, 0, 1], within: 1e-6)
        let cyan = CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
        expectClose(try convert(cyan, to: CGColorSpace.sRGB), [0, 1, 1, 1], within: 1e-6)
    }

    @Test func copiesAndPatterns() throws {
        let color = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let copy = try #require(color.copy())
        #expect(copy == color)
        #expect(copy !== color)
        #expect(color.pattern == nil)
        let pattern = try #require(CGColorSpace(patternBaseSpace: nil))
        #expect(color.converted(to: pattern, intent: .perceptual, options: nil) == nil)
        #expect(CGColorRenderingIntent.defaultIntent.rawValue == 0)
        #expect(CGColorRenderingIntent.saturation.rawValue == 4)
    }
}
