import Foundation
import LaminaGraphics
import Testing

@Suite struct ColorSpaceFunctionTests {
    func space(_ name: String) throws -> CGColorSpace { try #require(CGColorSpace(name: name)) }

    @Test func dynamicRangeQueriesByApplesFunctions() throws {
        #expect(CGColorSpaceIsHLGBased(try space(CGColorSpace.displayP3_HLG)))
        #expect(!CGColorSpaceIsPQBased(try space(CGColorSpace.displayP3_HLG)))
        #expect(CGColorSpaceIsPQBased(try space(CGColorSpace.itur_2100_PQ)))
        #expect(CGColorSpaceUsesITUR_2100TF(try space(CGColorSpace.itur_2100_HLG)))
        #expect(!CGColorSpaceUsesITUR_2100TF(try space(CGColorSpace.sRGB)))
        #expect(CGColorSpaceUsesExtendedRange(try space(CGColorSpace.extendedSRGB)))
        #expect(CGColorSpaceUsesExtendedRange(try space(CGColorSpace.genericLab)))
        #expect(!CGColorSpaceUsesExtendedRange(try space(CGColorSpace.sRGB)))
    }

    @Test func globalNamesAreTheClassConstants() throws {
        #expect(kCGColorSpaceITUR_2100_PQ == CGColorSpace.itur_2100_PQ)
        #expect(kCGColorSpaceITUR_2100_HLG == CGColorSpace.itur_2100_HLG)
        #expect(CGColorSpaceIsPQBased(try space(kCGColorSpaceITUR_2100_PQ)))
    }

    @available(*, deprecated)
    @Test func deprecatedNamesStillMakeTheirSpaces() throws {
        #expect(CGColorSpaceIsPQBased(try space(CGColorSpace.itur_2020_PQ)))
        #expect(CGColorSpaceIsPQBased(try space(CGColorSpace.itur_2020_PQ_EOTF)))
        #expect(CGColorSpaceIsPQBased(try space(CGColorSpace.displayP3_PQ_EOTF)))
        #expect(CGColorSpaceIsHLGBased(try space(CGColorSpace.itur_2020_HLG)))
        #expect(try space(CGColorSpace.itur_2020_PQ).name == "kCGColorSpaceITUR_2020_PQ")
    }

    @Test func deviceCMYK() {
        let cmyk = CGColorSpaceCreateDeviceCMYK()
        #expect(cmyk.model == .cmyk && cmyk.numberOfComponents == 4 && cmyk.name == nil)
        #expect(cmyk != CGColorSpaceCreateDeviceRGB())
        #expect(cmyk.description == "<CGColorSpace DeviceCMYK>")
    }

    @Test func linearizedAndExtendedFindTheNamedVariants() throws {
        let srgb = try space(CGColorSpace.sRGB)
        #expect(CGColorSpaceCreateLinearized(srgb)?.name == CGColorSpace.linearSRGB)
        #expect(CGColorSpaceCreateExtended(srgb)?.name == CGColorSpace.extendedSRGB)
        #expect(CGColorSpaceCreateExtendedLinearized(srgb)?.name == CGColorSpace.extendedLinearSRGB)
        let p3 = try space(CGColorSpace.displayP3)
        #expect(CGColorSpaceCreateLinearized(p3)?.name == CGColorSpace.linearDisplayP3)
        #expect(CGColorSpaceCreateExtendedLinearized(p3)?.name == CGColorSpace.extendedLinearDisplayP3)
        #expect(
            CGColorSpaceCreateExtended(try space(CGColorSpace.itur_2020))?.name
                == CGColorSpace.extendedITUR_2020)
        let gray = try space(CGColorSpace.genericGrayGamma2_2)
        #expect(CGColorSpaceCreateLinearized(gray)?.name == CGColorSpace.linearGray)
        #expect(CGColorSpaceCreateExtended(gray)?.name == CGColorSpace.extendedGray)
        // Already linear: the space itself.
        let linear = try space(CGColorSpace.linearSRGB)
        #expect(CGColorSpaceCreateLinearized(linear) === linear)
        // The device spaces are read as sRGB.
        #expect(CGColorSpaceCreateLinearized(CGColorSpaceCreateDeviceRGB())?.name == CGColorSpace.linearSRGB)
    }

    @Test func variantsWithoutANameKeepThePrimaries() throws {
        let adobe = try space(CGColorSpace.adobeRGB1998)
        let linear = try #require(CGColorSpaceCreateLinearized(adobe))
        #expect(linear.name == nil && linear.model == .rgb && linear.isWideGamutRGB)
        #expect(!CGColorSpaceUsesExtendedRange(linear))
        #expect(linear != CGColorSpaceCreateDeviceRGB())
        // Adobe RGB's green is outside sRGB; its linear value is the encoded one decoded.
        let green = try #require(CGColor(colorSpace: adobe, components: [0, 0.5, 0, 1]))
        let converted = try #require(green.converted(to: linear, intent: .defaultIntent, options: nil))
        #expect(abs((converted.components?[1] ?? 0) - pow(0.5, 563.0 / 256)) < 1e-6)
        let extended = try #require(CGColorSpaceCreateExtended(adobe))
        #expect(CGColorSpaceUsesExtendedRange(extended) && extended.name == nil)
    }

    @Test func onlyRGBAndGrayHaveVariants() throws {
        #expect(CGColorSpaceCreateLinearized(try space(CGColorSpace.genericCMYK)) == nil)
        #expect(CGColorSpaceCreateExtended(try space(CGColorSpace.genericLab)) == nil)
        #expect(
            CGColorSpaceCreateExtendedLinearized(try #require(CGColorSpace(patternBaseSpace: nil))) == nil)
    }

    @Test func conversionInfoNeedsCalibratedSpaces() throws {
        let srgb = try space(CGColorSpace.sRGB)
        let p3 = try space(CGColorSpace.displayP3)
        #expect(CGColorConversionInfo(src: srgb, dst: p3) != nil)
        #expect(CGColorConversionInfo(optionsSrc: srgb, dst: p3, options: [:]) != nil)
        #expect(CGColorConversionInfo(src: CGColorSpaceCreateDeviceRGB(), dst: p3) == nil)
        #expect(CGColorConversionInfo(src: srgb, dst: CGColorSpaceCreateDeviceCMYK()) == nil)
        #expect(
            CGColorConversionInfo(src: srgb, dst: try #require(CGColorSpace(patternBaseSpace: srgb))) == nil)
        let converted = try #require(CGColorConversionInfo(src: srgb, dst: p3)?.convert([1, 0, 0]))
        #expect(zip(converted, [0.9175, 0.2003, 0.1386]).allSatisfy { abs($0 - $1) < 1e-3 })
        #expect(CGColorConversionInfoTransformType(rawValue: 2) == .transformApplySpace)
        #expect(CGColorConversionInfoTransformType.transformFromSpace.rawValue == 0)
    }

    @Test func conversionOptionKeys() throws {
        #expect(CGColor.conversionBlackPointCompensation == "kCGColorConversionBlackPointCompensation")
        #expect(CGColor.conversionTRCSize == "kCGColorConversionTRCSize")
        // Accepted and ignored: the conversion is the colorimetric one.
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let p3 = try space(CGColorSpace.displayP3)
        let plain = red.converted(to: p3, intent: .defaultIntent, options: nil)
        let compensated = red.converted(
            to: p3, intent: .perceptual, options: [CGColor.conversionBlackPointCompensation: true])
        #expect(plain == compensated)
    }
}
