import CLamina
import CLaminaColor
import Foundation
import Testing

@testable import LaminaGraphics

/// Images carry their file's ICC profile as their color space, and draw matched to sRGB, as
/// CoreGraphics matches an image to the context it draws into.
@Suite struct EmbeddedProfileTests {
    /// Display P3's ICC profile (P3 primaries, D65 white, the sRGB curve), made by Little CMS.
    static func displayP3Profile() throws -> Data {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var primaries = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
            Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
        let parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let curve = try #require(
            parameters.withUnsafeBufferPointer { cmsBuildParametricToneCurve(nil, 4, $0.baseAddress) })
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let profile = try #require(cmsCreateRGBProfile(&white, &primaries, &curves))
        defer { cmsCloseProfile(profile) }
        var length: UInt32 = 0
        #expect(cmsSaveProfileToMem(profile, nil, &length) != 0)
        var bytes = [UInt8](repeating: 0, count: Int(length))
        #expect(cmsSaveProfileToMem(profile, &bytes, &length) != 0)
        return Data(bytes)
    }

    /// A 4 × 4 image of one color, its pixels (234, 51, 35): sRGB's red written in Display P3.
    static func p3RedPixels() throws -> CGImage {
        let context = try #require(TestPixels.context(width: 4, height: 4))
        context.setFillColor(CGColor(srgbRed: 234 / 255, green: 51 / 255, blue: 35 / 255, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return try #require(context.makeImage())
    }

    /// The color `image` draws as in an sRGB bitmap context.
    static func drawnColor(_ image: CGImage) throws -> [Int] {
        let context = try #require(TestPixels.context(width: 4, height: 4))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        return TestPixels.rgba(context, 1, 1)
    }

    /// `png` with an `iCCP` chunk holding `profile` after its header.
    static func png(_ png: Data, embedding profile: Data) throws -> Data {
        var compressed = [UInt8](repeating: 0, count: profile.count + 1024)
        var compressedLength = UInt(compressed.count)
        let status = profile.withUnsafeBytes {
            compress2(
                &compressed, &compressedLength, $0.bindMemory(to: Bytef.self).baseAddress, UInt($0.count), 9)
        }
        #expect(status == Z_OK)
        let body = Array("iCCP".utf8) + Array("P3".utf8) + [0, 0] + compressed.prefix(Int(compressedLength))
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        func bigEndian(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        let chunk = bigEndian(UInt32(body.count - 4)) + body + bigEndian(crc)
        var data = png
        data.insert(contentsOf: chunk, at: 33)  // The signature (8) and the header chunk (25).
        return data
    }

    /// `jpeg` with `profile` in two `APP2` `ICC_PROFILE` segments after its start marker.
    static func jpeg(_ jpeg: Data, embedding profile: Data) -> Data {
        let half = profile.count / 2
        let parts = [profile.prefix(half), profile.dropFirst(half)]
        var segments: [UInt8] = []
        for (index, part) in parts.enumerated() {
            let payload = Array("ICC_PROFILE".utf8) + [0, UInt8(index + 1), UInt8(parts.count)] + part
            let length = payload.count + 2
            segments += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        }
        var data = jpeg
        data.insert(contentsOf: segments, at: 2)
        return data
    }

    @Test func aPNGDrawsInItsEmbeddedProfile() throws {
        let plain = try Self.p3RedPixels().pngData()
        #expect(TestPixels.close(try Self.drawnColor(CGImage(pngData: plain)), [234, 51, 35, 255]))
        let tagged = try CGImage(pngData: Self.png(plain, embedding: Self.displayP3Profile()))
        #expect(tagged.colorSpace?.copyICCData() != nil)
        // Its pixels keep their values; drawn, they are sRGB's red.
        #expect(TestPixels.close([Int(tagged.pixel(x: 1, y: 1)?.red ?? 0)], [234]))
        #expect(TestPixels.close(try Self.drawnColor(tagged), [255, 0, 0, 255], within: 3))
    }

    @Test func aJPEGDrawsInItsEmbeddedProfile() throws {
        let plain = try Self.p3RedPixels().jpegData(quality: 1)
        let tagged = try CGImage(jpegData: Self.jpeg(plain, embedding: Self.displayP3Profile()))
        #expect(tagged.colorSpace?.copyICCData() != nil)
        #expect(TestPixels.close(try Self.drawnColor(tagged), [255, 0, 0, 255], within: 4))
        // A profile with a segment missing is ignored: the image is sRGB.
        var broken = Self.jpeg(plain, embedding: try Self.displayP3Profile())
        broken[19] = 3  // The first segment claims three parts.
        let untagged = try CGImage(jpegData: broken)
        #expect(untagged.colorSpace?.copyICCData() == nil)
        #expect(TestPixels.close(try Self.drawnColor(untagged), [234, 51, 35, 255], within: 4))
    }

    @Test func aWebPDrawsInItsEmbeddedProfile() throws {
        // A still lossless WebP of the 4 × 4 pixels, with a VP8X header flagging an ICCP chunk.
        let red: [UInt8] = (0..<16).flatMap { _ in [234, 51, 35, 255] as [UInt8] }
        let still = [UInt8](try ImageIOWebPTests.webp(red, width: 4, height: 4, lossless: true)).dropFirst(12)
        var body = Array("WEBP".utf8)
        body += ImageIOWebPTests.chunk(
            "VP8X",
            [0x20, 0, 0, 0] + ImageIOWebPTests.littleEndian(3, bytes: 3)
                + ImageIOWebPTests.littleEndian(3, bytes: 3))
        body += ImageIOWebPTests.chunk("ICCP", [UInt8](try Self.displayP3Profile()))
        body += still
        let file = Data(Array("RIFF".utf8) + ImageIOWebPTests.littleEndian(body.count, bytes: 4) + body)
        let source = try #require(CGImageSourceCreateWithData(file as CFData, nil))
        let tagged = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(tagged.colorSpace?.copyICCData() != nil)
        #expect(TestPixels.close(try Self.drawnColor(tagged), [255, 0, 0, 255], within: 3))
    }

    @Test func encodingKeepsTheProfile() throws {
        // Decoded with a Display P3 profile, written again as PNG and as JPEG: the profile
        // travels with the pixels, so the copies still draw as sRGB's red.
        let plain = try Self.p3RedPixels().pngData()
        let tagged = try CGImage(pngData: Self.png(plain, embedding: Self.displayP3Profile()))
        let profile = try #require(tagged.colorSpace?.copyICCData())
        for copy in [
            try CGImage(pngData: tagged.pngData()), try CGImage(jpegData: tagged.jpegData(quality: 1)),
        ] {
            #expect(copy.colorSpace?.copyICCData() == profile)
            #expect(TestPixels.close(try Self.drawnColor(copy), [255, 0, 0, 255], within: 4))
        }
        // An image without a profile is written without one.
        #expect(EmbeddedProfile.pngProfile(try CGImage(pngData: plain).pngData()) == nil)
        // A profile longer than one JPEG segment is split and joined again.
        let long = Data((0..<150_000).map { UInt8($0 % 251) })
        let split = EmbeddedProfile.jpeg(try Self.p3RedPixels().jpegData(quality: 1), embedding: long)
        #expect(EmbeddedProfile.jpegProfile(split) == long)
    }

    /// A one-pixel image of `pixel` (RGBA) in `space`.
    static func onePixel(_ pixel: [UInt8], in name: String) throws -> CGImage {
        let space = try #require(CGColorSpace(name: name))
        let provider = try #require(CGDataProvider(data: Data(pixel) as CFData))
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        let image = CGImage(
            width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: space,
            bitmapInfo: info, provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent
        )
        return try #require(image)
    }

    @Test func anImageInANamedSpaceDrawsMatched() throws {
        let p3 = try Self.onePixel([234, 51, 35, 255], in: CGColorSpace.displayP3)
        #expect(TestPixels.close(try Self.drawnColor(p3), [255, 0, 0, 255], within: 3))
        // Adobe RGB's green is beyond sRGB's: clipped to it, it stays pure green.
        let green = try Self.drawnColor(try Self.onePixel([0, 255, 0, 255], in: CGColorSpace.adobeRGB1998))
        #expect(green[1] == 255 && green[0] < 10 && green[2] < 10)
    }

    @Test func brokenAndHostileProfilesAreIgnored() throws {
        let plain = try Self.p3RedPixels().pngData()
        // Not a profile; and a zlib bomb (64 MiB of zeros) past the limit.
        for profile in [Data("not a profile".utf8), Data(count: 64 << 20)] {
            let image = try CGImage(pngData: Self.png(plain, embedding: profile))
            #expect(image.colorSpace?.copyICCData() == nil)
        }
        #expect(EmbeddedProfile.jpegProfile(Data([0xFF, 0xD8, 0xFF, 0xE2, 0xFF, 0xFF])) == nil)
        #expect(EmbeddedProfile.pngProfile(Data(count: 7)) == nil)
    }
}
