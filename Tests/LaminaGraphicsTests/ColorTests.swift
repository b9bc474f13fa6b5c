import Foundation
import LaminaGraphics
import Testing

@Suite struct ColorTests {
    @Test func componentsAndAlpha() {
        let color = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(color.components == [0.2, 0.4, 0.6, 0.5])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.5)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(CGColor(gray: 0.3, alpha: 1).numberOfComponents == 2)
    }

    @Test func equalityFollowsSpaceAndComponents() {
        #expect(
            CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
                == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        // Same numbers, different color spaces: different colors, as CFEqual decides.
        #expect(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1) != CGColor.white)
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
        #expect(CGColor.clear.alpha == 0)
    }

    @Test func copyWithAlpha() {
        let color = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let faded = color.copy(alpha: 0.2)
        #expect(faded?.components == [0.1, 0.2, 0.3, 0.2])
        #expect(faded?.colorSpace == color.colorSpace)
    }

    @Test func conversionBetweenGrayRGBAndLinear() throws {
        let gray = CGColor(gray: 0.5, alpha: 0.7)
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let rgb = try #require(gray.converted(to: srgb, intent: .defaultIntent, options: nil))
        let components = try #require(rgb.components)
        // Generic gray has a 2.2 gamma: 0.5 is 0.5^2.2 of linear light, re-encoded with sRGB's curve.
        let light = pow(0.5, 2.2)
        let expected = 1.055 * pow(light, 1 / 2.4) - 0.055
        for value in components.prefix(3) { #expect(abs(value - expected) < 1e-6) }
        #expect(components[3] == 0.7)
        let linear = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let converted = try #require(
            CGColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 1).converted(
                to: linear, intent: .defaultIntent, options: nil))
        // sRGB 0.5 is 21.4 % linear light.
        #expect(abs((converted.components?[0] ?? 0) - 0.21404) < 1e-4)
        #expect(CGColorSpace(name: "no such space") == nil)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
    }
}
