import CLaminaWebP
import Foundation
import LaminaGraphics
import Testing

/// WebP decoding through ImageIO's API: lossy, lossless and animated files made here with
/// libwebp's encoder (the animation's container assembled by hand, as the format describes it).
@Suite struct ImageIOWebPTests {
    /// A 16 × 8 picture: opaque red on the left, half-transparent green on the right.
    static let pixels: [UInt8] = (0..<8).flatMap { _ in
        (0..<16).flatMap { x in x < 8 ? [255, 0, 0, 255] as [UInt8] : [0, 255, 0, 128] }
    }

    /// The WebP file of `rgba` (`width` × `height`, non-premultiplied), lossless or lossy.
    static func webp(_ rgba: [UInt8], width: Int, height: Int, lossless: Bool) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        let size = rgba.withUnsafeBufferPointer { buffer in
            lossless
                ? WebPEncodeLosslessRGBA(
                    buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
                : WebPEncodeRGBA(
                    buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), 90, &output)
        }
        let bytes = try #require(output)
        defer { WebPFree(bytes) }
        return Data(bytes: bytes, count: size)
    }

    static func littleEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).map { UInt8(value >> (8 * $0) & 0xFF) }
    }

    static func chunk(_ name: String, _ body: [UInt8]) -> [UInt8] {
        Array(name.utf8) + littleEndian(body.count, bytes: 4) + body + (body.count % 2 == 1 ? [0] : [])
    }

    /// An animated WebP file: a VP8X header, an ANIM chunk and one ANMF chunk per frame, each
    /// frame a lossless image covering the canvas, shown `durations[i]` milliseconds.
    static func animation(
        frames: [[UInt8]], width: Int, height: Int, durations: [Int], loopCount: Int,
        canvas: (Int, Int)? = nil
    ) throws -> Data {
        let (canvasWidth, canvasHeight) = canvas ?? (width, height)
        var body = Array("WEBP".utf8)
        body += chunk(
            "VP8X",
            [0x12, 0, 0, 0] + littleEndian(canvasWidth - 1, bytes: 3)
                + littleEndian(canvasHeight - 1, bytes: 3))
        body += chunk("ANIM", [0, 0, 0, 0] + littleEndian(loopCount, bytes: 2))
        for (frame, duration) in zip(frames, durations) {
            // The encoder's file minus its RIFF header: the VP8L chunk.
            let still = [UInt8](try webp(frame, width: width, height: height, lossless: true)).dropFirst(12)
            let header =
                littleEndian(0, bytes: 3) + littleEndian(0, bytes: 3) + littleEndian(width - 1, bytes: 3)
                + littleEndian(height - 1, bytes: 3) + littleEndian(duration, bytes: 3) + [0x02]
            body += chunk("ANMF", header + still)
        }
        return Data(Array("RIFF".utf8) + littleEndian(body.count, bytes: 4) + body)
    }

    @Test func losslessWebPDecodesExactly() throws {
        let data = try Self.webp(Self.pixels, width: 16, height: 8, lossless: true)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetType(source) == "org.webmproject.webp" as CFString)
        #expect(CGImageSourceGetCount(source) == 1)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 16)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == 8)
        #expect(properties[kCGImagePropertyHasAlpha] as? Bool == true)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(ImageIOTests.rgba(image, 2, 3) == [255, 0, 0, 255])
        // Premultiplied: half-transparent green.
        #expect(TestPixels.close(ImageIOTests.rgba(image, 12, 3), [0, 128, 0, 128], within: 1))
    }

    @Test func lossyWebPDecodesClose() throws {
        let opaque = (0..<16).flatMap { _ in
            (0..<16).flatMap { x in x < 8 ? [200, 40, 40, 255] as [UInt8] : [40, 40, 200, 255] }
        }
        let data = try Self.webp(opaque, width: 16, height: 16, lossless: false)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 16 && image.height == 16)
        #expect(TestPixels.close(ImageIOTests.rgba(image, 2, 8), [200, 40, 40, 255], within: 12))
        #expect(TestPixels.close(ImageIOTests.rgba(image, 13, 8), [40, 40, 200, 255], within: 12))
    }

    @Test func animatedWebPHasItsFramesDelaysAndLoopCount() throws {
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]]
        let frames = colors.map { color in (0..<16).flatMap { _ in color } }
        let data = try Self.animation(
            frames: frames, width: 4, height: 4, durations: [100, 200, 300], loopCount: 3)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetCount(source) == 3)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
        let fileWebP = try #require(file[kCGImagePropertyWebPDictionary] as? [CFString: Any])
        #expect(fileWebP[kCGImagePropertyWebPLoopCount] as? Int == 3)
        for index in 0..<3 {
            let properties = try #require(
                CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any])
            let webp = try #require(properties[kCGImagePropertyWebPDictionary] as? [CFString: Any])
            #expect(webp[kCGImagePropertyWebPUnclampedDelayTime] as? Double == Double(index + 1) / 10)
            let image = try #require(CGImageSourceCreateImageAtIndex(source, index, nil))
            #expect(ImageIOTests.rgba(image, 1, 1) == colors[index].map(Int.init))
        }
        #expect(ImageIOTests.rgba(CGImageSourceCreateImageAtIndex(source, 0, nil), 0, 0) == [255, 0, 0, 255])
    }
}
