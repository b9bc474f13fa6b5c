import Foundation
import LaminaUIKit
import Testing

/// UIKit's string drawing and measuring, on the same typesetter as CoreText.
@Suite struct StringDrawingTests {
    let font = UIFont(name: "DejaVu Sans", size: 20)!

    /// The rows and columns holding ink (alpha above half), top to bottom, left to right.
    func ink(_ image: CGImage, where test: (UInt8, UInt8, UInt8, UInt8) -> Bool = { _, _, _, a in a > 128 })
        -> (rows: [Int], columns: [Int])
    {
        var rows = Set<Int>()
        var columns = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)!
                if test(p.red, p.green, p.blue, p.alpha) {
                    rows.insert(y)
                    columns.insert(x)
                }
            }
        }
        return (rows.sorted(), columns.sorted())
    }

    @Test func aStringMeasuresItsLineWithTheFontsHeight() {
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(abs(size.height - (font.ascender - font.descender)) < 0.01)
        let line = CTLineCreateWithAttributedString(
            NSAttributedString(string: "Hello", attributes: [.font: font]))
        #expect(abs(Double(size.width) - CTLineGetTypographicBounds(line, nil, nil, nil)) < 0.01)
        // Lines break at newlines only; with the font's leading when asked.
        let two = "Hello\nWorld".size(withAttributes: [.font: font])
        #expect(abs(two.height - 2 * size.height) < 0.01)
        let leading = ("Hello" as NSString).boundingRect(
            with: .zero, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
            context: nil)
        #expect(abs(leading.height - font.lineHeight) < 0.01)
    }

    @Test func uiFontMetricsAreCoreTextsForTheSameFont() {
        let ctFont = font.ctFont
        #expect(font.ascender == CTFontGetAscent(ctFont))
        #expect(font.descender == -CTFontGetDescent(ctFont))
        #expect(font.leading == CTFontGetLeading(ctFont))
        #expect(font.capHeight == CTFontGetCapHeight(ctFont))
        #expect(font.xHeight == CTFontGetXHeight(ctFont))
        #expect(font.pointSize == CTFontGetSize(ctFont))
        #expect(
            abs(
                font.lineHeight
                    - (CTFontGetAscent(ctFont) + CTFontGetDescent(ctFont) + CTFontGetLeading(ctFont))) < 1e-9)
    }

    @Test func withoutLineFragmentOriginTheRectangleStartsAtTheBaseline() {
        let rect = "Hello".boundingRect(with: .zero, options: [], attributes: [.font: font], context: nil)
        #expect(abs(rect.minY + font.ascender) < 0.01)
        #expect(abs(rect.height - (font.ascender - font.descender)) < 0.01)
    }

    @Test func wrappingKeepsLinesWithinTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog"
        let context = NSStringDrawingContext()
        let rect = text.boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: context)
        let lineHeight = font.ascender - font.descender
        let lines = (rect.height / lineHeight).rounded()
        #expect(lines >= 4)
        #expect(abs(rect.height - lines * lineHeight) < 0.01)
        #expect(rect.width <= 100 && rect.width > 50)
        #expect(context.totalBounds == rect)
        // A height for two and a half lines keeps two; truncating the last keeps its height.
        let short = text.boundingRect(
            with: CGSize(width: 100, height: lineHeight * 2.5),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: nil)
        #expect(abs(short.height - 2 * lineHeight) < 0.01)
    }

    @Test func stringDrawingAndCoreTextDrawTheSamePixels() throws {
        let text = "Hello, World"
        let uikit = try drawn(CGSize(width: 200, height: 50)) { _ in
            text.draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font])
        }
        let coreText = try drawn(CGSize(width: 200, height: 50)) { context in
            // The classic set-up: text space y-up in the y-down context.
            context.textMatrix = .identity
            context.translateBy(x: 0, y: 50)
            context.scaleBy(x: 1, y: -1)
            context.textPosition = CGPoint(x: 10, y: 50 - 10 - font.ascender)
            CTLineDraw(
                CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font])),
                context)
        }
        var differing = 0
        for y in 0..<50 {
            for x in 0..<200
            where abs(Int(uikit.pixel(x: x, y: y)!.alpha) - Int(coreText.pixel(x: x, y: y)!.alpha)) > 8 {
                differing += 1
            }
        }
        #expect(differing == 0)
        #expect(ink(uikit).rows.count > 10)
    }

    @Test func alignmentPlacesLinesInTheRectangle() throws {
        func columns(_ alignment: NSTextAlignment) throws -> [Int] {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let image = try drawn(CGSize(width: 200, height: 40)) { _ in
                "Mid".draw(
                    in: CGRect(x: 0, y: 0, width: 200, height: 40),
                    withAttributes: [.font: font, .paragraphStyle: style])
            }
            return ink(image).columns
        }
        let left = try columns(.left)
        let right = try columns(.right)
        let center = try columns(.center)
        #expect(left.first! <= 3)
        #expect(right.last! >= 195)
        #expect(abs(center.first! - (199 - center.last!)) <= 3)
    }

    @Test func positiveStrokeWidthDrawsOnlyTheOutline() throws {
        func image(_ width: CGFloat) throws -> CGImage {
            try drawn(CGSize(width: 80, height: 60)) { _ in
                "I".draw(
                    at: CGPoint(x: 10, y: 0),
                    withAttributes: [
                        .font: UIFont.boldSystemFont(ofSize: 48), .foregroundColor: UIColor.blue,
                        .strokeColor: UIColor.red, .strokeWidth: width,
                    ])
            }
        }
        let blue: (UInt8, UInt8, UInt8, UInt8) -> Bool = { r, _, b, a in a > 200 && b > 200 && r < 50 }
        let red: (UInt8, UInt8, UInt8, UInt8) -> Bool = { r, _, b, a in a > 200 && r > 200 && b < 50 }
        let stroked = try image(3)
        #expect(ink(stroked, where: blue).rows.isEmpty)
        #expect(!ink(stroked, where: red).rows.isEmpty)
        let both = try image(-3)
        #expect(!ink(both, where: blue).rows.isEmpty)
        #expect(!ink(both, where: red).rows.isEmpty)
        let filled = try image(0)
        #expect(ink(filled, where: red).rows.isEmpty)
    }

    @Test func baselineOffsetMovesGlyphsUpAndShadowsFollowTheirOffset() throws {
        func rows(_ attributes: [NSAttributedString.Key: Any]) throws -> [Int] {
            let image = try drawn(CGSize(width: 60, height: 60)) { _ in
                "x".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font].merging(attributes) { $1 })
            }
            return ink(image).rows
        }
        let plain = try rows([:])
        let raised = try rows([.baselineOffset: 5])
        #expect(plain.first! - raised.first! == 5)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 8)
        shadow.shadowColor = UIColor.black
        let shadowed = try rows([.shadow: shadow])
        // The shadow, a copy 8 points lower, adds rows under the glyph.
        #expect(shadowed.first! == plain.first!)
        #expect(shadowed.last! - plain.last! == 8)
    }

    @Test func underlinesAndLinksAreDrawnUnderTheText() throws {
        func image(_ attributes: [NSAttributedString.Key: Any]) throws -> CGImage {
            try drawn(CGSize(width: 120, height: 40)) { _ in
                "ace".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: font].merging(attributes) { $1 })
            }
        }
        let plain = ink(try image([:])).rows
        let underlined = ink(try image([.underlineStyle: NSUnderlineStyle.single.rawValue])).rows
        #expect(underlined.last! > plain.last!)
        let link = try image([.link: URL(string: "https://example.com")!])
        let blue = ink(link) { r, _, b, a in a > 200 && b > 200 && r < 50 }
        #expect(blue.rows.last! > plain.last!)
    }

    @Test func paragraphStylesHaveUIKitsDefaultsAndCopy() throws {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style.tabStops.count == 12)
        #expect(style.tabStops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        let mutable = try #require(style.mutableCopy() as? NSMutableParagraphStyle)
        mutable.lineSpacing = 4
        mutable.lineSpacing = .nan
        #expect(mutable.lineSpacing == 4)
        #expect(style.lineSpacing == 0)
        let copy = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(copy is NSMutableParagraphStyle))
        #expect(copy.isEqual(mutable))
        mutable.addTabStop(NSTextTab(textAlignment: .right, location: 10))
        #expect(mutable.tabStops.first?.location == 10)
    }
}
