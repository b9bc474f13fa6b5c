import Foundation
import LaminaUIKit
import Testing

/// `UIImage(data:)` with GIF and WebP files, through ImageIO's API: the first frame of an
/// animation, as UIKit gives it.
@Suite struct UIImageImageIOTests {
    /// A GIF of `colors.count` frames of 6 × 4 pixels, one color each.
    static func gif(_ colors: [UIColor]) throws -> Data {
        let data = NSMutableData()
        let destination = try #require(
            CGImageDestinationCreateWithData(data, "com.compuserve.gif" as CFString, colors.count, nil))
        for color in colors {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format)
            let image = renderer.image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
            }
            CGImageDestinationAddImage(destination, try #require(image.cgImage), nil)
        }
        #expect(CGImageDestinationFinalize(destination))
        return data as Data
    }

    @Test func anAnimatedGIFGivesItsFirstFrame() throws {
        let image = try #require(UIImage(data: Self.gif([.red, .blue, .green])))
        #expect(image.size == CGSize(width: 6, height: 4))
        #expect(image.imageOrientation == .up)
        let pixel = try #require(image.cgImage?.pixel(x: 3, y: 2))
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha == 255)
    }

    @Test func unknownDataGivesNoImage() {
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
        #expect(UIImage(data: Data("RIFF\0\0\0\0WEBP".utf8)) == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }
}
