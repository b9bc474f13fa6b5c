import Foundation
import LaminaGraphics
import Testing

/// CoreText's font metric functions and Core Foundation's small types, as ported text code
/// (lottie-ios's text layer) calls them.
@Suite struct CoreTextMetricsTests {
    @Test func metricsScaleWithTheSizeAndHaveCoreTextsSigns() {
        let small = CTFontCreateWithName("DejaVu Sans", 10, nil)
        let large = CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil)
        #expect(CTFontGetSize(large) == 40)
        for font in [small, large] {
            let size = CTFontGetSize(font)
            // DejaVu Sans: ascent ≈ 0.93 em, descent ≈ 0.24 em, cap height ≈ 0.73 em.
            #expect(abs(CTFontGetAscent(font) / size - 0.93) < 0.05)
            #expect(abs(CTFontGetDescent(font) / size - 0.24) < 0.05)
            #expect(abs(CTFontGetCapHeight(font) / size - 0.73) < 0.05)
            #expect(CTFontGetXHeight(font) < CTFontGetCapHeight(font))
            #expect(CTFontGetLeading(font) >= 0)
        }
        #expect(abs(CTFontGetAscent(large) - 4 * CTFontGetAscent(small)) < 0.01)
    }

    @Test func rangesAndCounts() {
        let range = CFRangeMake(2, 5)
        #expect(range == CFRange(location: 2, length: 5))
        #expect(CFRange().length == 0)
        #expect(CFArrayGetCount([1, 2, 3] as CFArray) == 3)
        #expect(CFStringGetLength("héllo" as CFString) == 5)
        let text = NSAttributedString(string: "abc") as CFAttributedString
        #expect(CFAttributedStringGetLength(text) == 3)
    }
}
