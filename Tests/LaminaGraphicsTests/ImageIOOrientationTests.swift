import Foundation
import LaminaGraphics
import Testing

/// EXIF orientations of JPEG files through ImageIO's API: the orientation property, and
/// thumbnails turned upright with `kCGImageSourceCreateThumbnailWithTransform`.
@Suite struct ImageIOOrientationTests {
    /// A 40 × 20 JPEG, red on the left half and blue on the right, with an APP1 `Exif` segment
    /// recording `orientation` (little-endian TIFF) when given.
    static func jpeg(orientation: Int?) throws -> Data {
        let picture = try ImageIOTests.image(width: 40, height: 20) { x, _ in
            x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255]
        }
        var data = try picture.jpegData(quality: 0.95)
        guard let orientation else { return data }
        // Header "II", 42, IFD at 8; one entry: tag 0x0112, type SHORT, count 1, the value.
        let tiff: [UInt8] = [
            0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, UInt8(orientation), 0, 0, 0, 0,
            0, 0, 0,
        ]
        let body = Array("Exif".utf8) + [0, 0] + tiff
        data.insert(contentsOf: [0xFF, 0xE1, 0, UInt8(body.count + 2)] + body, at: 2)
        return data
    }

    /// Where the stored image's left (red) half shows after turning upright, per orientation:
    /// the corner of the displayed image that is red.
    static let redCorner: [Int: (x: Int, y: Int)] = [
        1: (0, 0), 2: (1, 0), 3: (1, 1), 4: (0, 1), 5: (0, 0), 6: (1, 0), 7: (1, 1), 8: (0, 1),
    ]

    @Test(arguments: 1...8)
    func orientationIsReadAndAThumbnailWithTransformIsUpright(_ orientation: Int) throws {
        let source = try #require(
            CGImageSourceCreateWithData(Self.jpeg(orientation: orientation) as CFData, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyOrientation] as? Int == orientation)
        #expect(CGImagePropertyOrientation(rawValue: UInt32(orientation)) != nil)
        let tiff = try #require(properties[kCGImagePropertyTIFFDictionary] as? [CFString: Any])
        #expect(tiff[kCGImagePropertyTIFFOrientation] as? Int == orientation)
        // The image stays as stored.
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 40 && image.height == 20)
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: 20,
        ]
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary))
        let swapped = orientation >= 5
        #expect(thumbnail.width == (swapped ? 10 : 20) && thumbnail.height == (swapped ? 20 : 10))
        let corner = try #require(Self.redCorner[orientation])
        let red = ImageIOTests.rgba(
            thumbnail, corner.x * (thumbnail.width - 1), corner.y * (thumbnail.height - 1))
        let other = ImageIOTests.rgba(
            thumbnail, (1 - corner.x) * (thumbnail.width - 1), (1 - corner.y) * (thumbnail.height - 1))
        #expect(TestPixels.close(red, [255, 0, 0, 255], within: 40), "orientation \(orientation): \(red)")
        #expect(
            TestPixels.close(other, [0, 0, 255, 255], within: 40), "orientation \(orientation): \(other)")
    }

    @Test func aThumbnailWithoutTransformKeepsTheStoredLayoutAndIsNeverEnlarged() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.jpeg(orientation: 6) as CFData, nil))
        let small = try #require(
            CGImageSourceCreateThumbnailAtIndex(
                source, 0,
                [
                    kCGImageSourceThumbnailMaxPixelSize: 10,
                    kCGImageSourceCreateThumbnailFromImageIfAbsent: true,
                ] as CFDictionary))
        #expect(small.width == 10 && small.height == 5)
        let whole = try #require(
            CGImageSourceCreateThumbnailAtIndex(
                source, 0, [kCGImageSourceThumbnailMaxPixelSize: 4000] as CFDictionary))
        #expect(whole.width == 40 && whole.height == 20)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 1, nil) == nil)
        let plain = try #require(CGImageSourceCreateWithData(Self.jpeg(orientation: nil) as CFData, nil))
        #expect(
            (CGImageSourceCopyPropertiesAtIndex(plain, 0, nil) as? [CFString: Any])?[
                kCGImagePropertyOrientation] == nil)
    }
}
