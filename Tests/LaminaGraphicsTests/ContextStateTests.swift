import Foundation
import LaminaGraphics
import Testing

@Suite struct ContextStateTests {
    func context(width: Int = 20, height: Int = 20, data: UnsafeMutableRawPointer? = nil) throws -> CGContext
    {
        try #require(
            CGContext(
                data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        )
    }

    func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] {
        guard let p = context.makeImage()?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func flushLeavesPixelsInTheCallersBuffer() throws {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 4 * 4 * 4, alignment: 4)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
        let context = try context(width: 4, height: 4, data: buffer)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.flush()
        context.synchronize()
        let bytes = buffer.assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 0, 255, 255])
    }

    @Test func colorsByComponentsUseTheCurrentSpace() throws {
        let context = try context()
        // An RGB space reads four components.
        context.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        context.setFillColor([0, 0, 1, 1])
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(pixel(context, 2, 17) == [0, 0, 255, 255])
        // A gray space reads two components.
        context.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        context.setFillColor([0.2, 1])
        context.fill(CGRect(x: 5, y: 0, width: 5, height: 5))
        #expect(pixel(context, 7, 17) == [51, 51, 51, 255])
        // Setting a space resets the color to opaque black.
        context.setFillColorSpace(try #require(CGColorSpace(name: CGColorSpace.displayP3)))
        context.fill(CGRect(x: 10, y: 0, width: 5, height: 5))
        #expect(pixel(context, 12, 17) == [0, 0, 0, 255])
        // Display P3 red is clipped to sRGB red when drawn.
        context.setFillColor([1, 0, 0, 1])
        context.fill(CGRect(x: 15, y: 0, width: 5, height: 5))
        #expect(pixel(context, 17, 17) == [255, 0, 0, 255])
        // Strokes take their own space.
        context.setStrokeColorSpace(CGColorSpaceCreateDeviceGray())
        context.setStrokeColor([1, 1])
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        #expect(pixel(context, 10, 9) == [255, 255, 255, 255])
        context.setFillColor(cyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 15, width: 5, height: 5))
        #expect(pixel(context, 2, 2) == [255, 0, 0, 255])
    }

    @Test func sizesAndPointsConvertBetweenSpaces() throws {
        let context = try context()
        context.translateBy(x: 5, y: 3)
        context.scaleBy(x: 2, y: -1)
        #expect(context.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: -4))
        #expect(context.convertToUserSpace(CGSize(width: 6, height: -4)) == CGSize(width: 3, height: 4))
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 7, y: 2))
        #expect(context.convertToUserSpace(CGPoint(x: 7, y: 2)) == CGPoint(x: 1, y: 1))
        #expect(context.userSpaceToDeviceSpaceTransform == context.ctm)
        #expect(
            context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1))
                == CGRect(x: 5, y: 2, width: 2, height: 1))
    }

    @Test func textMatrixIsNotPartOfTheGraphicsState() throws {
        let context = try context()
        #expect(context.textMatrix == .identity)
        #expect(context.textPosition == .zero)
        context.saveGState()
        context.textPosition = CGPoint(x: 3, y: 4)
        context.textMatrix = context.textMatrix.scaledBy(x: 2, y: 2)
        context.restoreGState()
        #expect(context.textMatrix == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
        #expect(context.textPosition == CGPoint(x: 3, y: 4))
    }

    @Test func allowingAntialiasingIsNotPartOfTheGraphicsState() throws {
        let context = try context(width: 10, height: 10)
        context.saveGState()
        context.setAllowsAntialiasing(false)
        context.restoreGState()
        context.fill(CGRect(x: 2.5, y: 0, width: 5, height: 10))
        // Still forbidden after the restore: the half-covered column is all or nothing.
        #expect([0, 255].contains(pixel(context, 2, 5)[3]))
        let other = try self.context(width: 10, height: 10)
        other.saveGState()
        other.setShouldAntialias(false)
        other.restoreGState()
        other.fill(CGRect(x: 2.5, y: 0, width: 5, height: 10))
        // Should-antialias is state: restored to on.
        #expect(pixel(other, 2, 5)[3] == 128)
    }

    @Test func fontSwitchesAreKeptWithTheirScopes() throws {
        let context = try context()
        #expect(context.fontRenderingSwitches == (true, true, true))
        context.saveGState()
        context.setShouldSmoothFonts(false)
        context.setAllowsFontSubpixelPositioning(false)
        context.setShouldSubpixelQuantizeFonts(false)
        #expect(context.fontRenderingSwitches == (false, false, false))
        context.restoreGState()
        // Only the "allows" permission outlives the restore.
        #expect(context.fontRenderingSwitches == (true, false, true))
        context.setAllowsFontSmoothing(false)
        context.setShouldSubpixelPositionFonts(false)
        context.setAllowsFontSubpixelQuantization(false)
        context.setPatternPhase(CGSize(width: 1, height: 2))
        context.setRenderingIntent(.perceptual)
        context.setFlatness(0.1)
        context.setCharacterSpacing(2)
        context.setFontSize(12)
        #expect(context.fontRenderingSwitches == (false, false, false))
    }

    /// Draws a big "H" in `mode` (then fills the whole area red when the mode clips) and
    /// counts the painted pixels (the red ones when it clips).
    func paintedPixels(_ mode: CGTextDrawingMode) throws -> Int {
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 60, height: 60)))
        context.setTextDrawingMode(mode)
        context.setLineWidth(1)
        let font = CTFont(name: "Helvetica", size: 48)
        context.draw("H", in: CGRect(x: 5, y: 0, width: 55, height: 60), withAttributes: [.font: font])
        if mode.rawValue >= 4 {
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        }
        let image = try #require(context.makeImage())
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y) else { continue }
                if (mode.rawValue >= 4 ? p.red : p.alpha) > 128 { count += 1 }
            }
        }
        return count
    }

    @Test func textDrawingModes() throws {
        let filled = try paintedPixels(.fill)
        let stroked = try paintedPixels(.stroke)
        let both = try paintedPixels(.fillStroke)
        #expect(filled > 300)
        #expect(stroked > 100)
        // A 1-point outline of a bold shape covers less than its inside, and adds to it.
        #expect(stroked < filled)
        #expect(both > filled)
        #expect(try paintedPixels(.invisible) == 0)
        // Clipping to the glyphs, then filling everything, paints the glyphs' area.
        let clipped = try paintedPixels(.clip)
        #expect(abs(clipped - filled) < filled / 10)
        #expect(try abs(paintedPixels(.fillClip) - clipped) < filled / 20)
        #expect(try abs(paintedPixels(.strokeClip) - clipped) < filled / 20)
    }

    @Test func pdfPagesByTheGenericCalls() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 100, height: 80)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        for _ in 0..<2 {
            context.beginPage(mediaBox: &box)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.endPage()
        }
        try context.finishDocument()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.contains("/Count 2"))
    }
}
