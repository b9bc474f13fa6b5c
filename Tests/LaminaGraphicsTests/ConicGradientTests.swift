import Foundation
import LaminaGraphics
import Testing

@Suite struct ConicGradientTests {
    /// Red at location 0, green at 0.5, blue at 1.
    func gradient() throws -> CGGradient {
        try #require(
            CGGradient(
                colorsSpace: nil,
                colors: [
                    CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
                    CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1),
                    CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
                ], locations: [0, 0.5, 1]))
    }

    @Test func colorsSweepFromTheAngleCounterclockwiseInAYUpSpace() throws {
        let context = try #require(TestPixels.context(width: 41, height: 41))
        CGContextDrawConicGradient(context, try gradient(), CGPoint(x: 20.5, y: 20.5), 0)
        // Just above the +x axis (y-up: above is row < 20): location near 0, red.
        #expect(TestPixels.close(TestPixels.rgba(context, 38, 19), [255, 0, 0, 255], within: 12))
        // The −x axis is halfway round: green.
        #expect(TestPixels.close(TestPixels.rgba(context, 2, 20), [0, 255, 0, 255], within: 8))
        // A quarter turn (up, +y) is a quarter: halfway from red to green.
        #expect(TestPixels.close(TestPixels.rgba(context, 20, 2), [128, 128, 0, 255], within: 8))
        // Three quarters (down): halfway from green to blue.
        #expect(TestPixels.close(TestPixels.rgba(context, 20, 38), [0, 128, 128, 255], within: 8))
        // Just below the +x axis: nearly a full turn, blue.
        #expect(TestPixels.close(TestPixels.rgba(context, 38, 21), [0, 0, 255, 255], within: 12))
    }

    @Test func theAngleRotatesTheStart() throws {
        let context = try #require(TestPixels.context(width: 41, height: 41))
        CGContextDrawConicGradient(context, try gradient(), CGPoint(x: 20.5, y: 20.5), .pi)
        // Location 0 now lies along −x; +x is halfway: green.
        #expect(TestPixels.close(TestPixels.rgba(context, 38, 20), [0, 255, 0, 255], within: 8))
    }

    @Test func aNilGradientDrawsNothingAndTheClipHolds() throws {
        let context = try #require(TestPixels.context(width: 20, height: 20))
        CGContextDrawConicGradient(context, nil, CGPoint(x: 10, y: 10), 0)
        #expect(TestPixels.rgba(context, 10, 10) == [0, 0, 0, 0])
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        CGContextDrawConicGradient(context, try gradient(), CGPoint(x: 10, y: 10), 0)
        #expect(TestPixels.rgba(context, 15, 10) == [0, 0, 0, 0])
        #expect(TestPixels.rgba(context, 5, 10)[3] == 255)
    }
}
