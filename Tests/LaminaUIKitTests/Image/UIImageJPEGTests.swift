import Foundation
import LaminaUIKit
import Testing

/// `UIImage(data:)` and `jpegData(compressionQuality:)` with JPEG files, EXIF orientation
/// applied as UIKit applies it.
@Suite struct UIImageJPEGTests {
    /// A 30 × 10-point JPEG, drawn at the screen's scale (2: 60 × 20 pixels), with an APP1 segment recording EXIF orientation `value`.
    static func jpeg(orientation value: UInt16?) throws -> Data {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
        }
        var data = try #require(image.jpegData(compressionQuality: 0.9))
        guard let value else { return data }
        // Big-endian TIFF: header, one directory of one entry (0x0112, SHORT, 1, value).
        let tiff: [UInt8] = [
            0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(value >> 8),
            UInt8(value & 0xFF), 0, 0, 0, 0, 0, 0,
        ]
        let body: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = body.count + 2
        data.insert(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body, at: 2)
        return data
    }

    @Test func decodesJPEGData() throws {
        let image = try #require(UIImage(data: Self.jpeg(orientation: nil), scale: 2))
        #expect(image.size == CGSize(width: 30, height: 10))
        #expect(image.imageOrientation == .up)
        let pixel = try #require(image.cgImage?.pixel(x: 15, y: 5))
        #expect(pixel.red > 240 && pixel.green < 16 && pixel.blue < 16)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0x00])) == nil)
    }

    @Test(arguments: [
        (1, UIImage.Orientation.up), (2, .upMirrored), (3, .down), (4, .downMirrored), (5, .leftMirrored),
        (6, .right), (7, .rightMirrored), (8, .left),
    ])
    func exifOrientationBecomesTheImagesOrientation(_ value: Int, _ expected: UIImage.Orientation) throws {
        let image = try #require(UIImage(data: Self.jpeg(orientation: UInt16(value))))
        #expect(image.imageOrientation == expected)
        // The bitmap is stored as is; the size is the displayed one.
        #expect(image.cgImage?.width == 60)
        #expect(image.size == (value >= 5 ? CGSize(width: 20, height: 60) : CGSize(width: 60, height: 20)))
    }
}
