import Foundation
import LaminaGraphics
import Testing

@Suite struct ImageTests {
    func checkerboard() throws -> CGImage {
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 4, height: 4)))
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        return try #require(context.makeImage())
    }

    @Test func pngRoundTripKeepsPixels() throws {
        let image = try checkerboard()
        let data = try image.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try CGImage(pngData: data)
        #expect(decoded.width == 4 && decoded.height == 4)
        #expect(decoded.pixel(x: 0, y: 0)! == (255, 0, 0, 255))
        #expect(decoded.pixel(x: 3, y: 3)! == (0, 0, 128, 128))
        #expect(decoded.pixel(x: 3, y: 0)!.alpha == 0)
        #expect(decoded.bitsPerPixel == 32 && decoded.bytesPerRow >= 16)
    }

    @Test func corruptPNGIsAClearError() {
        #expect(throws: GraphicsError.self) { try CGImage(pngData: Data("not a png".utf8)) }
        do {
            _ = try CGImage(pngData: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
            Issue.record("a truncated PNG decoded")
        } catch let error as GraphicsError {
            #expect(error.code == .invalidData)
            #expect(error.description.contains("PNG"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(
            CGImage(
                pngDataProviderSource: CGDataProvider(data: Data([1, 2, 3]))!, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test func writingToAnUnwritablePathFailsWithoutAFile() throws {
        let image = try checkerboard()
        let url = URL(fileURLWithPath: "/nonexistent-folder-\(UUID().uuidString)/x.png")
        do {
            try image.writePNG(to: url)
            Issue.record("wrote to a missing folder")
        } catch let error as GraphicsError {
            #expect(error.code == .io)
            #expect(error.description.contains("does not exist"))
        }
        #expect(throws: GraphicsError.self) { try CGImage(contentsOfPNGFile: url) }
    }

    @Test func writeAndReadAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("board.png")
        try checkerboard().writePNG(to: url)
        let read = try CGImage(contentsOfPNGFile: url)
        #expect(read.pixel(x: 1, y: 1)! == (255, 0, 0, 255))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["board.png"])
    }

    @Test func croppingClipsToTheImage() throws {
        let image = try checkerboard()
        let cropped = try #require(image.cropping(to: CGRect(x: 2, y: 2, width: 10, height: 10)))
        #expect(cropped.width == 2 && cropped.height == 2)
        #expect(cropped.pixel(x: 0, y: 0)! == (0, 0, 128, 128))
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        // Fractional rectangles are made integral first.
        #expect(image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1))?.width == 2)
    }

    @Test(arguments: [
        (CGImageAlphaInfo.last, [UInt8]([255, 0, 0, 128])),
        (CGImageAlphaInfo.premultipliedLast, [UInt8]([128, 0, 0, 128])),
        (CGImageAlphaInfo.noneSkipLast, [UInt8]([255, 0, 0, 7])),
    ])
    func imagesFromRGBAData(alpha: CGImageAlphaInfo, bytes: [UInt8]) throws {
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        let image = try #require(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue),
                provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        let pixel = try #require(image.pixel(x: 0, y: 0))
        let expected: (UInt8, UInt8, UInt8, UInt8) =
            alpha == .noneSkipLast ? (255, 0, 0, 255) : (128, 0, 0, 128)
        #expect(pixel == expected)
        #expect(image.alphaInfo == alpha)
        #expect(image.dataProvider?.data == Data(bytes))
    }

    @Test func imagesRefuseShortDataAndUnknownLayouts() throws {
        let provider = try #require(CGDataProvider(data: Data([0, 0, 0])))
        let rgb = CGColorSpaceCreateDeviceRGB()
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: rgb,
                bitmapInfo: info,
                provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8, space: rgb,
                bitmapInfo: info,
                provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }
}
