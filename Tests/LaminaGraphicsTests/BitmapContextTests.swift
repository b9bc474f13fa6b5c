import Foundation
import LaminaGraphics
import Testing

@Suite struct BitmapContextTests {
    /// An RGBA (premultiplied last, big-endian: bytes R G B A) context, as iOS code makes them.
    func rgbaContext(width: Int = 20, height: Int = 10, data: UnsafeMutableRawPointer? = nil) throws
        -> CGContext
    {
        try #require(
            CGContext(
                data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        )
    }

    func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func userSpaceIsYUpFromTheBottomLeft() throws {
        let context = try rgbaContext()
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
        let image = context.makeImage()
        // y = 0…5 in user space is the bottom half of the image (rows 5…9).
        #expect(pixel(image, 3, 8) == [255, 0, 0, 255])
        #expect(pixel(image, 3, 1) == [0, 0, 0, 0])
    }

    @Test func callerMemoryHoldsTheDrawing() throws {
        let bytesPerRow = 4 * 4
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * 2, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * 2)
        let context = try rgbaContext(width: 4, height: 2, data: memory)
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        // R G B A, premultiplied: half-transparent blue is (0, 0, 128, 128).
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]].map(Int.init) == [0, 0, 128, 128])
        #expect(
            context.bytesPerRow == 16 && context.bitsPerPixel == 32 && context.alphaInfo == .premultipliedLast
        )
    }

    @Test func nativeLayoutDrawsDirectly() throws {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(
            CGContext(
                data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: info))
        context.setFillColor(CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        // B G R A in memory.
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]].map(Int.init) == [0, 255, 0, 255])
    }

    @Test func grayAndAlphaOnlyContexts() throws {
        let gray = try #require(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(CGColor(gray: 1, alpha: 0.5))
        gray.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        // Half white over the opaque black start: mid gray.
        let level = Int(try #require(gray.data).load(as: UInt8.self))
        #expect(abs(level - 128) <= 1)
        let alpha = try #require(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        alpha.setFillColor(CGColor(gray: 0, alpha: 0.25))
        alpha.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(Int(try #require(alpha.data).load(fromByteOffset: alpha.bytesPerRow, as: UInt8.self)) == 64)
    }

    @Test(arguments: [
        (0, 10, CGImageAlphaInfo.premultipliedLast.rawValue),
        (10, 0, CGImageAlphaInfo.premultipliedLast.rawValue),
        (-5, 10, CGImageAlphaInfo.premultipliedLast.rawValue),
        (100_000, 10, CGImageAlphaInfo.premultipliedLast.rawValue),
        // CoreGraphics refuses non-premultiplied alpha and RGB without a fourth byte.
        (10, 10, CGImageAlphaInfo.last.rawValue), (10, 10, CGImageAlphaInfo.none.rawValue),
    ])
    func refusedBitmapsAreNil(width: Int, height: Int, info: UInt32) {
        #expect(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil)
    }

    @Test func refusedRowsAndComponentSizes() {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: info) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: info) == nil)
    }

    @Test func edgesAreAntialiasedUnlessTurnedOff() throws {
        let context = try rgbaContext(width: 10, height: 10)
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 2.5, y: 0, width: 5, height: 10))
        #expect(pixel(context.makeImage(), 2, 5)[3] == 128)
        let sharp = try rgbaContext(width: 10, height: 10)
        sharp.setShouldAntialias(false)
        sharp.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let alphas = (0..<10).flatMap { y in (0..<10).map { x in pixel(sharp.makeImage(), x, y)[3] } }
        #expect(Set(alphas).isSubset(of: [0, 255]))
    }

    @Test func ctmTransformsDrawingAndRestores() throws {
        let context = try rgbaContext(width: 20, height: 20)
        context.saveGState()
        context.translateBy(x: 10, y: 10)
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 10))
        context.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.restoreGState()
        #expect(context.ctm.isIdentity)
        let image = context.makeImage()
        // User (10…14, 10…14) in y-up is rows 6…9.
        #expect(pixel(image, 12, 8) == [255, 255, 255, 255])
        #expect(pixel(image, 12, 12) == [0, 0, 0, 0])
    }

    @Test func singularTransformsAndNaNDrawNothingAndDoNotBreakTheContext() throws {
        let context = try rgbaContext()
        context.saveGState()
        context.scaleBy(x: 0, y: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.restoreGState()
        context.move(to: CGPoint(x: CGFloat.nan, y: 0))
        context.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
        context.fillPath()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        try context.checkStatus()
        #expect(pixel(context.makeImage(), 10, 5)[3] == 0)
        #expect(pixel(context.makeImage(), 0, 9)[3] == 255)
    }

    @Test func strokesHaveCoreGraphicsDefaults() throws {
        let context = try rgbaContext(width: 10, height: 10)
        // Default line width 1 (Cairo's is 2), black.
        context.move(to: CGPoint(x: 0, y: 5.5))
        context.addLine(to: CGPoint(x: 10, y: 5.5))
        context.strokePath()
        let image = context.makeImage()
        #expect(pixel(image, 5, 4) == [0, 0, 0, 255])
        #expect(pixel(image, 5, 3)[3] == 0)
        #expect(pixel(image, 5, 5)[3] == 0)
    }

    @Test func globalAlphaAndBlendModes() throws {
        let context = try rgbaContext(width: 4, height: 4)
        context.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setAlpha(0.5)
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        context.setAlpha(1)
        context.setBlendMode(.clear)
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 4))
        let image = context.makeImage()
        #expect(abs(pixel(image, 0, 0)[0] - 128) <= 1)
        #expect(pixel(image, 3, 0)[3] == 0)
        #expect(pixel(image, 2, 0) == [255, 255, 255, 255])
    }

    @Test func shadowsAreBlurredAndOffsetInBaseSpace() throws {
        let context = try rgbaContext(width: 60, height: 60)
        context.setShadow(offset: CGSize(width: 10, height: -10), blur: 8, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 10, y: 30, width: 20, height: 20))
        let image = context.makeImage()
        // The square covers rows 10…29 and columns 10…29 of the image.
        #expect(pixel(image, 20, 20) == [255, 255, 255, 255])
        // The shadow lies right and down (y-up offset of −10), solid in its middle …
        #expect(pixel(image, 30, 32)[3] > 240)
        // … and fades at its edge: neither empty nor solid.
        let edge = pixel(image, 44, 30)[3]
        #expect(edge > 10 && edge < 245, "edge alpha \(edge)")
        #expect(pixel(image, 55, 30)[3] == 0)
    }

    @Test func gradientsAndTheirExtension() throws {
        let context = try rgbaContext(width: 100, height: 4)
        let gradient = try #require(
            CGGradient(
                colorsSpace: nil,
                colors: [
                    CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
                    CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
                ],
                locations: [0, 1]))
        // As with CoreGraphics, `nil` locations space the colors evenly.
        let even = try #require(
            CGGradient(colorsSpace: nil, colors: [.black, .white, .black], locations: nil))
        #expect(even.stops.map(\.location) == [0, 0.5, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [.black, .white], locations: [0]) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
            options: [.drawsAfterEndLocation])
        let image = context.makeImage()
        #expect(pixel(image, 10, 1)[3] == 0)
        let middle = pixel(image, 50, 1)
        #expect(abs(middle[0] - 128) <= 3 && abs(middle[2] - 128) <= 3)
        #expect(pixel(image, 95, 1) == [0, 0, 255, 255])
    }

    @Test func clippingToPathsRectsAndMasks() throws {
        let context = try rgbaContext(width: 20, height: 20)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = context.makeImage()
        #expect(pixel(image, 10, 10)[3] == 255)
        #expect(pixel(image, 0, 0)[3] == 0)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))

        // A gray mask: white paints, black masks.
        let maskContext = try #require(
            CGContext(
                data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.none.rawValue))
        maskContext.setFillColor(CGColor(gray: 1, alpha: 1))
        maskContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let mask = try #require(maskContext.makeImage())
        let masked = try rgbaContext(width: 20, height: 10)
        masked.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        masked.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        let maskedImage = masked.makeImage()
        #expect(pixel(maskedImage, 4, 5)[3] == 255)
        #expect(pixel(maskedImage, 15, 5)[3] == 0)
    }

    @Test func transparencyLayersCompositeAsOne() throws {
        let context = try rgbaContext(width: 20, height: 10)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 15, height: 10))
        context.fill(CGRect(x: 5, y: 0, width: 15, height: 10))
        context.endTransparencyLayer()
        let image = context.makeImage()
        // Overlapping halves do not darken: the layer is composited once at 50 %.
        #expect(pixel(image, 2, 5)[3] == 128)
        #expect(pixel(image, 10, 5)[3] == 128)
    }

    @Test func imagesDrawUprightInYUpSpace() throws {
        let source = try rgbaContext(width: 2, height: 2)
        source.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        // The top row (y-up: y = 1…2) red.
        source.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        let image = try #require(source.makeImage())
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        let target = try rgbaContext(width: 20, height: 20)
        target.interpolationQuality = .none
        target.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let drawn = target.makeImage()
        #expect(pixel(drawn, 10, 2) == [255, 0, 0, 255])
        #expect(pixel(drawn, 10, 17)[3] == 0)
        // In a y-down context the same call shows it upside down, as on Apple's platforms.
        let flipped = try #require(CGContext.makeImageContext(size: CGSize(width: 20, height: 20)))
        flipped.interpolationQuality = .none
        flipped.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(flipped.makeImage(), 10, 17) == [255, 0, 0, 255])
    }

    @Test func pathQueriesAreInUserSpace() throws {
        let context = try rgbaContext()
        context.translateBy(x: 5, y: 5)
        context.addRect(CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(context.currentPointOfPath == CGPoint(x: 0, y: 0))
        #expect(context.pathContains(CGPoint(x: 1, y: 1), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 1, y: 3), mode: .fill))
        context.setLineWidth(4)
        #expect(context.pathContains(CGPoint(x: 1, y: 3), mode: .stroke))
        context.replacePathWithStrokedPath()
        #expect(context.boundingBoxOfPath.insetBy(dx: 2, dy: 2).width > 3.99)
        context.beginPath()
        #expect(context.isPathEmpty)
    }
}
