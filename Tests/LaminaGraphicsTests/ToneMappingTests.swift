import Foundation
import LaminaGraphics
import Testing

@Suite struct ToneMappingTests {
    @Test func casesHaveCoreGraphicsRawValues() {
        #expect(CGToneMapping.default.rawValue == 0)
        #expect(CGToneMapping.imageSpecificLumaScaling.rawValue == 1)
        #expect(CGToneMapping.referenceWhiteBased.rawValue == 2)
        #expect(CGToneMapping.ituRecommended.rawValue == 3)
        #expect(CGToneMapping.exrGamma.rawValue == 4)
        #expect(CGToneMapping.none.rawValue == 5)
        #expect(CGToneMapping(rawValue: 6) == nil)
        #expect(abs(kCGDefaultHDRImageContentHeadroom - 4.926) < 0.001)
    }

    @Test func toneMappedDrawingOfSDRImagesDrawsThemUnchanged() throws {
        let source = try #require(TestPixels.context(width: 4, height: 4))
        source.setFillColor(CGColor(srgbRed: 0.2, green: 0.6, blue: 0.9, alpha: 1))
        source.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(source.makeImage())
        for method in [CGToneMapping.default, .imageSpecificLumaScaling, .referenceWhiteBased, .none] {
            let context = try #require(TestPixels.context(width: 8, height: 8))
            #expect(
                context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4), by: method, options: nil))
            // Drawn in the bottom-left quarter (y-up), nothing elsewhere.
            #expect(TestPixels.close(TestPixels.rgba(context, 1, 6), [51, 153, 230, 255]))
            #expect(TestPixels.rgba(context, 6, 1) == [0, 0, 0, 0])
        }
        let context = try #require(TestPixels.context(width: 8, height: 8))
        #expect(!context.draw(image, in: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4), options: nil))
    }

    @Test func edrTargetHeadroomIsCheckedAndKept() throws {
        let context = try #require(TestPixels.context(width: 2, height: 2))
        #expect(context.edrTargetHeadroom == 1)
        #expect(context.setEDRTargetHeadroom(4))
        #expect(context.edrTargetHeadroom == 4)
        #expect(!context.setEDRTargetHeadroom(0.5))
        #expect(!context.setEDRTargetHeadroom(.nan))
        #expect(context.edrTargetHeadroom == 4)
        context.saveGState()
        #expect(context.setEDRTargetHeadroom(2))
        context.restoreGState()
        #expect(context.edrTargetHeadroom == 2)
    }
}
