import Foundation
import LaminaGraphics
import Testing

@Suite struct ImageMaskTests {
    /// An opaque RGBA image of one color.
    func solidImage(width: Int, height: Int, rgb: [UInt8]) throws -> CGImage {
        let bytes: [UInt8] = (0..<width * height).flatMap { _ in rgb + [255] }
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        return try #require(
            CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
                provider: provider,
                decode: nil, shouldInterpolate: false, intent: .perceptual))
    }

    func mask(width: Int, height: Int, bits: Int, bytes: [UInt8], decode: [CGFloat]? = nil) throws -> CGImage
    {
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        let rowBytes = (width * bits + 7) / 8
        if let decode {
            return try #require(
                CGImage(
                    maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits,
                    bytesPerRow: rowBytes, provider: provider, decode: decode, shouldInterpolate: false))
        }
        return try #require(
            CGImage(
                maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits,
                bytesPerRow: rowBytes,
                provider: provider, decode: nil, shouldInterpolate: false))
    }

    func alpha(_ image: CGImage?, _ x: Int, _ y: Int) -> Int { Int(image?.pixel(x: x, y: y)?.alpha ?? 99) }

    @Test func imageMaskProperties() throws {
        let mask = try mask(width: 8, height: 1, bits: 1, bytes: [0b1010_0000])
        #expect(mask.isMask)
        #expect(mask.colorSpace == nil)
        #expect(mask.bitsPerComponent == 1)
        #expect(mask.decode == nil)
        // A sample of 1 masks, 0 paints.
        #expect(alpha(mask, 0, 0) == 0)
        #expect(alpha(mask, 1, 0) == 255)
        #expect(alpha(mask, 2, 0) == 0)
        #expect(alpha(mask, 7, 0) == 255)
        #expect(mask.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 1)) == nil)
        #expect(try solidImage(width: 1, height: 1, rgb: [0, 0, 0]).isMask == false)
    }

    @Test(arguments: [1, 2, 4, 8])
    func bitDepthsAndDecode(bits: Int) throws {
        // Two pixels: the smallest and the largest sample.
        let maximum = (1 << bits) - 1
        let byte = bits == 8 ? [UInt8(0), UInt8(255)] : [UInt8(maximum << (8 - 2 * bits))]
        let plain = try mask(width: 2, height: 1, bits: bits, bytes: byte)
        #expect(alpha(plain, 0, 0) == 255)
        #expect(alpha(plain, 1, 0) == 0)
        let inverted = try mask(width: 2, height: 1, bits: bits, bytes: byte, decode: [1, 0])
        #expect(inverted.decode == [1, 0])
        #expect(alpha(inverted, 0, 0) == 0)
        #expect(alpha(inverted, 1, 0) == 255)
    }

    @Test func invalidMasksAreRefused() throws {
        let provider = try #require(CGDataProvider(data: Data([0])))
        #expect(
            CGImage(
                maskWidth: 1, height: 1, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 1,
                provider: provider,
                decode: nil, shouldInterpolate: false) == nil)
        #expect(
            CGImage(
                maskWidth: 9, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 2,
                provider: provider,
                decode: nil, shouldInterpolate: false) == nil)
    }

    @Test func drawingAMaskPaintsTheFillColor() throws {
        let mask = try mask(width: 2, height: 1, bits: 8, bytes: [0, 255])
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 2, height: 1)))
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.draw(mask, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = context.makeImage()
        #expect(image?.pixel(x: 0, y: 0).map { [$0.red, $0.alpha] } == [255, 255])
        #expect(image?.pixel(x: 1, y: 0)?.alpha == 0)
    }

    @Test func maskingWithAnImageMaskIsInverseAlpha() throws {
        let image = try solidImage(width: 4, height: 4, rgb: [0, 0, 255])
        // 2×2, scaled to fit: the top-left and bottom-right quadrants paint.
        let mask = try mask(width: 2, height: 2, bits: 8, bytes: [0, 255, 255, 0])
        let masked = try #require(image.masking(mask))
        #expect(masked.width == 4 && masked.height == 4)
        #expect(!masked.isMask)
        #expect(masked.colorSpace == image.colorSpace)
        #expect(masked.alphaInfo == .premultipliedFirst)
        #expect(masked.pixel(x: 0, y: 0).map { [$0.blue, $0.alpha] } == [255, 255])
        #expect(alpha(masked, 3, 0) == 0)
        #expect(alpha(masked, 0, 3) == 0)
        #expect(alpha(masked, 3, 3) == 255)
    }

    @Test func maskingWithAGrayImageIsAlpha() throws {
        let provider = try #require(CGDataProvider(data: Data([255, 0])))
        let gray = try #require(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [], provider: provider, decode: nil,
                shouldInterpolate: false, intent: .defaultIntent))
        let image = try solidImage(width: 2, height: 1, rgb: [255, 0, 0])
        let masked = try #require(image.masking(gray))
        #expect(alpha(masked, 0, 0) == 255)
        #expect(alpha(masked, 1, 0) == 0)
        // An RGB mask, a mask with alpha, or masking a mask: nil.
        #expect(image.masking(image) == nil)
        let imageMask = try mask(width: 1, height: 1, bits: 8, bytes: [0])
        #expect(imageMask.masking(imageMask) == nil)
    }

    @Test func layoutInformation() throws {
        let image = try solidImage(width: 1, height: 1, rgb: [1, 2, 3])
        #expect(image.alphaInfo == .noneSkipLast)
        #expect(image.byteOrderInfo == .orderDefault)
        #expect(image.pixelFormatInfo == .packed)
        #expect(image.utType == nil)
        #expect(image.renderingIntent == .perceptual)
        #expect(!image.shouldInterpolate)
        let little = CGBitmapInfo(
            rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        let provider = try #require(CGDataProvider(data: Data([3, 2, 1, 255])))
        let bgra = try #require(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: little, provider: provider, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent))
        #expect(bgra.byteOrderInfo == .order32Little)
        #expect(bgra.bitmapInfo == little)
        #expect(CGImageByteOrderInfo.orderMask.rawValue == CGBitmapInfo.byteOrderMask.rawValue)
        #expect(CGImagePixelFormatInfo.RGB565.rawValue == 2 << 16)
    }

    @Test func copies() throws {
        let image = try solidImage(width: 2, height: 2, rgb: [10, 20, 30])
        let copy = try #require(image.copy())
        #expect(copy !== image)
        #expect(copy.width == 2 && copy.bitmapInfo == image.bitmapInfo && copy.colorSpace == image.colorSpace)
        #expect(copy.pixel(x: 1, y: 1)?.green == 20)
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        #expect(image.copy(colorSpace: p3)?.colorSpace == p3)
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        let mask = try mask(width: 1, height: 1, bits: 1, bytes: [0])
        #expect(mask.copy()?.isMask == true)
        #expect(mask.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
    }
}
