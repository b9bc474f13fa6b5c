import Foundation
import LaminaGraphics
import Testing

/// JPEG images through libjpeg-turbo: decoding, encoding, and refusing what is not one.
@Suite struct JPEGTests {
    /// A 40 × 20 image: red on the left, translucent blue on the right.
    static func picture() throws -> CGImage {
        let context = try #require(TestPixels.context(width: 40, height: 20))
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        return try #require(context.makeImage())
    }

    func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func aRoundTripKeepsTheColorsAndWritesTranslucencyOverBlack() throws {
        let data = try Self.picture().jpegData(quality: 0.95)
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try CGImage(jpegData: data)
        #expect(image.width == 40 && image.height == 20)
        #expect(TestPixels.close(rgba(image, 5, 10), [255, 0, 0, 255], within: 8))
        // Half-transparent blue, premultiplied, over black.
        #expect(TestPixels.close(rgba(image, 35, 10), [0, 0, 128, 255], within: 8))
    }

    @Test func qualityTradesSizeForFidelity() throws {
        let context = try #require(TestPixels.context(width: 64, height: 64))
        for y in 0..<64 {
            for x in 0..<64 where (x * 7 + y * 13) % 5 < 2 {
                context.setFillColor(
                    CGColor(srgbRed: CGFloat(x) / 64, green: CGFloat(y) / 64, blue: 0.5, alpha: 1))
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        let noisy = try #require(context.makeImage())
        let small = try noisy.jpegData(quality: 0.1)
        let large = try noisy.jpegData(quality: 1)
        #expect(small.count < large.count / 2)
        #expect(try CGImage(jpegData: small).width == 64)
    }

    @Test func notAJPEGAndDecodingBombsAreRefused() throws {
        #expect(throws: GraphicsError.self) { try CGImage(jpegData: Data("not a jpeg".utf8)) }
        #expect(throws: GraphicsError.self) { try CGImage(jpegData: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) }
        // A real file whose frame header claims 65,000 × 65,000 pixels.
        var data = try Self.picture().jpegData(quality: 0.8)
        let bytes = [UInt8](data)
        let frame = try #require(
            bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for offset in [frame + 5, frame + 7] {
            data[offset] = 0xFD
            data[offset + 1] = 0xE8
        }
        do {
            _ = try CGImage(jpegData: data)
            Issue.record("a 65,000 × 65,000 JPEG was decoded")
        } catch let error as GraphicsError {
            #expect(error.code == .invalidData)
            #expect(error.detail.contains("65000"))
        }
        #expect(
            CGImage(
                jpegDataProviderSource: CGDataProvider(data: data as CFData)!, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent) == nil)
        let good = try Self.picture().jpegData(quality: 0.8)
        #expect(
            CGImage(
                jpegDataProviderSource: CGDataProvider(data: good as CFData)!, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent)?.width == 40)
    }
}
