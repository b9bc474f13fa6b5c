import Foundation
import LaminaGraphics
import Testing

/// ImageIO's API: sources and destinations for PNG, JPEG and GIF, round trips with their pixels,
/// and the properties ported code reads.
@Suite struct ImageIOTests {
    /// A `width` × `height` image whose pixel (x, y) (row 0 at the top) is `color(x, y)`.
    static func image(width: Int, height: Int, _ color: (Int, Int) -> [UInt8]) throws -> CGImage {
        var bytes = [UInt8]()
        for y in 0..<height {
            for x in 0..<width { bytes += color(x, y) }
        }
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        return try #require(
            CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                provider: provider,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    }

    static func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// Encodes `images` through a destination of `type` with per-image `properties`.
    static func encode(
        _ images: [CGImage], type: String, properties: [[CFString: Any]]? = nil,
        fileProperties: [CFString: Any]? = nil
    ) throws -> Data {
        let data = NSMutableData()
        let destination = try #require(
            CGImageDestinationCreateWithData(data, type as CFString, images.count, nil))
        if let fileProperties { CGImageDestinationSetProperties(destination, fileProperties as CFDictionary) }
        for (index, image) in images.enumerated() {
            CGImageDestinationAddImage(destination, image, properties.map { $0[index] as CFDictionary })
        }
        #expect(CGImageDestinationFinalize(destination))
        return data as Data
    }

    /// 16 × 8 pixels of 128 opaque colors, and a transparent bottom row.
    static func palettePicture() throws -> CGImage {
        try image(width: 16, height: 9) { x, y in
            y == 8 ? [0, 0, 0, 0] : [UInt8(x * 16), UInt8(y * 32), UInt8((x * 7 + y * 3) % 256), 255]
        }
    }

    @Test func typesAreApplesIdentifiers() throws {
        let readable = CGImageSourceCopyTypeIdentifiers() as? [String]
        #expect(readable == ["public.png", "public.jpeg", "com.compuserve.gif", "org.webmproject.webp"])
        #expect(
            CGImageDestinationCopyTypeIdentifiers() as? [String] == [
                "public.png", "public.jpeg", "com.compuserve.gif",
            ])
        // As on iOS, WebP is read and not written.
        #expect(
            CGImageDestinationCreateWithData(NSMutableData(), "org.webmproject.webp" as CFString, 1, nil)
                == nil)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.heic" as CFString, 1, nil) == nil)
    }

    @Test func pngRoundTripKeepsEveryPixel() throws {
        let picture = try Self.palettePicture()
        let data = try Self.encode([picture], type: "public.png")
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetType(source) == "public.png" as CFString)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetCount(source) == 1)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 16)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == 9)
        #expect(properties[kCGImagePropertyHasAlpha] as? Bool == true)
        let png = try #require(properties[kCGImagePropertyPNGDictionary] as? [CFString: Any])
        #expect(png[kCGImagePropertyPNGInterlaceType] as? Int == 0)
        let decoded = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        for y in 0..<9 {
            for x in 0..<16 { #expect(Self.rgba(decoded, x, y) == Self.rgba(picture, x, y)) }
        }
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) == nil)
    }

    @Test func jpegRoundTripKeepsTheColorsWithinTolerance() throws {
        let picture = try Self.image(width: 32, height: 16) { x, _ in
            x < 16 ? [255, 0, 0, 255] : [0, 0, 255, 255]
        }
        let best = try Self.encode(
            [picture], type: "public.jpeg", properties: [[kCGImageDestinationLossyCompressionQuality: 1.0]])
        let worst = try Self.encode(
            [picture], type: "public.jpeg", properties: [[kCGImageDestinationLossyCompressionQuality: 0.0]])
        #expect(worst.count < best.count)
        let source = try #require(CGImageSourceCreateWithData(best as CFData, nil))
        #expect(CGImageSourceGetType(source) == "public.jpeg" as CFString)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(TestPixels.close(Self.rgba(image, 4, 8), [255, 0, 0, 255], within: 6))
        #expect(TestPixels.close(Self.rgba(image, 28, 8), [0, 0, 255, 255], within: 6))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 32)
        #expect(properties[kCGImagePropertyOrientation as String] == nil)
    }

    @Test func gifRoundTripIsExactForAPaletteOfAtMost256Colors() throws {
        let picture = try Self.palettePicture()
        let data = try Self.encode([picture], type: "com.compuserve.gif")
        #expect(data.starts(with: Array("GIF89a".utf8)))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetType(source) == "com.compuserve.gif" as CFString)
        #expect(CGImageSourceGetCount(source) == 1)
        let decoded = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(decoded.width == 16 && decoded.height == 9)
        for y in 0..<9 {
            for x in 0..<16 {
                #expect(Self.rgba(decoded, x, y) == Self.rgba(picture, x, y), "pixel \(x), \(y)")
            }
        }
    }

    @Test func gifOfManyColorsIsQuantisedClose() throws {
        // 64 × 64 = 4,096 colors: libimagequant chooses 256.
        let picture = try Self.image(width: 64, height: 64) { x, y in [UInt8(x * 4), UInt8(y * 4), 128, 255] }
        let data = try Self.encode([picture], type: "com.compuserve.gif")
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let decoded = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        var total = 0
        for y in stride(from: 0, to: 64, by: 3) {
            for x in stride(from: 0, to: 64, by: 3) {
                let (a, b) = (Self.rgba(decoded, x, y), Self.rgba(picture, x, y))
                total += zip(a, b).map { abs($0 - $1) }.reduce(0, +)
                #expect(TestPixels.close(a, b, within: 24))
            }
        }
        #expect(total / (22 * 22) < 12)
    }

    @Test func animatedGIFKeepsItsFramesDelaysAndLoopCount() throws {
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]]
        // Each frame paints its color on a column band, transparent elsewhere.
        let frames = try (0..<3).map { frame in
            try Self.image(width: 12, height: 4) { x, _ in x / 4 == frame ? colors[frame] : [0, 0, 0, 0] }
        }
        let delays = [0.1, 0.2, 0.3]
        let data = try Self.encode(
            frames, type: "com.compuserve.gif",
            properties: delays.map { delay -> [CFString: Any] in
                [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: delay]]
            },
            fileProperties: [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: 0]])
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 3)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
        let fileGIF = try #require(file[kCGImagePropertyGIFDictionary] as? [CFString: Any])
        #expect(fileGIF[kCGImagePropertyGIFLoopCount] as? Int == 0)
        #expect(file[kCGImagePropertyFileSize] as? Int == data.count)
        for (index, delay) in delays.enumerated() {
            let properties = try #require(
                CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any])
            let gif = try #require(properties[kCGImagePropertyGIFDictionary] as? [CFString: Any])
            #expect(gif[kCGImagePropertyGIFDelayTime] as? Double == delay)
            #expect(gif[kCGImagePropertyGIFUnclampedDelayTime] as? Double == delay)
            #expect(gif[kCGImagePropertyGIFLoopCount] as? Int == 0)
            // Each frame shows only its own band: the one before was cleared.
            let image = try #require(CGImageSourceCreateImageAtIndex(source, index, nil))
            for band in 0..<3 {
                let expected = band == index ? colors[index].map(Int.init) : [0, 0, 0, 0]
                #expect(Self.rgba(image, band * 4 + 1, 2) == expected, "frame \(index) band \(band)")
            }
        }
        // Out of order, and again: frames decode from the start when needed.
        #expect(Self.rgba(CGImageSourceCreateImageAtIndex(source, 0, nil), 1, 1) == [255, 0, 0, 255])
        #expect(Self.rgba(CGImageSourceCreateImageAtIndex(source, 2, nil), 9, 1) == [0, 0, 255, 255])
    }

    @Test func aGIFWithoutLoopExtensionPlaysOnceAndShortDelaysAreClamped() throws {
        let frame = try Self.palettePicture()
        let data = try Self.encode(
            [frame, frame], type: "com.compuserve.gif",
            properties: [[kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFUnclampedDelayTime: 0.02]], [:]])
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let gif = try #require(
            (CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])?[
                kCGImagePropertyGIFDictionary]
                as? [CFString: Any])
        #expect(gif[kCGImagePropertyGIFUnclampedDelayTime] as? Double == 0.02)
        #expect(gif[kCGImagePropertyGIFDelayTime] as? Double == 0.1)
        #expect(gif[kCGImagePropertyGIFLoopCount] as? Int == 1)
    }

    @Test func destinationsWriteFilesAndConsumersAndFailWithoutTheirImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("picture.gif")
        let destination = try #require(
            CGImageDestinationCreateWithURL(url as CFURL, "com.compuserve.gif" as CFString, 2, nil))
        CGImageDestinationAddImage(destination, try Self.palettePicture(), nil)
        // One image of the two promised: nothing is written.
        #expect(!CGImageDestinationFinalize(destination))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let complete = try #require(
            CGImageDestinationCreateWithURL(url as CFURL, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(complete, try Self.palettePicture(), nil)
        #expect(CGImageDestinationFinalize(complete))
        #expect(!CGImageDestinationFinalize(complete))
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceGetType(source) == "public.png" as CFString)
        let provider = try #require(CGDataProvider(url: url))
        #expect(CGImageSourceGetCount(try #require(CGImageSourceCreateWithDataProvider(provider, nil))) == 1)
        #expect(CGImageSourceCreateWithURL(folder.appendingPathComponent("missing.png") as CFURL, nil) == nil)
        // A destination made from a source's image.
        let copy = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: copy))
        let fromSource = try #require(
            CGImageDestinationCreateWithDataConsumer(consumer, "public.jpeg" as CFString, 1, nil))
        CGImageDestinationAddImageFromSource(fromSource, source, 0, nil)
        #expect(CGImageDestinationFinalize(fromSource))
        #expect((copy as Data).starts(with: [0xFF, 0xD8, 0xFF]))
    }

    @Test func unknownAndBrokenDataGiveNoImages() throws {
        let unknown = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        #expect(CGImageSourceGetType(unknown) == nil)
        #expect(CGImageSourceGetStatus(unknown) == .statusUnknownType)
        #expect(CGImageSourceGetCount(unknown) == 0)
        #expect(CGImageSourceCreateImageAtIndex(unknown, 0, nil) == nil)
        #expect(CGImageSourceCreateThumbnailAtIndex(unknown, 0, nil) == nil)
        #expect(CGImageSourceCopyProperties(unknown, nil) == nil)
        for header in ["GIF89a", "RIFF\0\0\0\0WEBPVP8 "] {
            let broken = try #require(CGImageSourceCreateWithData(Data(header.utf8) as CFData, nil))
            #expect(CGImageSourceGetStatus(broken) == .statusInvalidData)
            #expect(CGImageSourceCreateImageAtIndex(broken, 0, nil) == nil)
        }
    }
}
