import Foundation
import Lamina
import Testing

/// Contents drawn larger than their pixels are filtered as `render(in:)` filters them on iOS:
/// the two nearest pixels along each axis, with the phase rounded to eighths and eased (the far
/// pixel weighs 1/8 at a phase of 2/8, 3/4 at 5/8), sharper than Cairo's bilinear filter.
/// lottie-ios's iOS snapshots of images drawn 1.24, 1.68 and 2 times their size (issue_1945,
/// dog_landscape, base64Test) differ from bilinear filtering in up to 8 % of their pixels and
/// from this model in none.
@Suite struct ContentsMagnificationTests {
    /// A black pixel beside a white one, as an sRGB image.
    func blackThenWhite() throws -> CGImage {
        let context = try #require(
            CGContext(
                data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return try #require(context.makeImage())
    }

    /// The image drawn five times wider (and 200 times taller, across band cuts).
    func magnified(threads: Int = 1) throws -> CGImage {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 200)
        layer.contents = try blackThenWhite()
        var renderer = LayerRenderer(scale: 1)
        renderer.maximumConcurrency = threads
        return try renderer.image(of: layer)
    }

    @Test func theFarPixelWeighsTheEasedEighthOfThePhase() throws {
        let image = try magnified()
        // Pixel centres at 0.7, 0.9, 1.1 and 1.3 image pixels: phases 0.2, 0.4, 0.6 and 0.8,
        // rounded to 2, 3, 5 and 6 eighths, where the white pixel weighs 1/8, 1/4, 3/4 and 7/8
        // (bilinear filtering: 51, 102, 153, 204).
        let expected = [0, 0, 0, 32, 64, 191, 223, 255, 255, 255]
        for y in [0, 63, 64, 150, 199] {
            let row = (0..<10).map { rgbaAt(image, $0, y)[0] }
            #expect(row == expected, "row \(y)")
        }
    }

    @Test func turnedContentsAreFilteredAlongTheirOwnAxes() throws {
        // The same image turned a quarter: its profile runs down the output instead.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
        layer.position = CGPoint(x: 10, y: 10)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.contents = try blackThenWhite()
        root.addSublayer(layer)
        let image = try LayerRenderer(scale: 1).image(of: root)
        for x in [9, 10] {
            #expect((5..<15).map { rgbaAt(image, x, $0)[0] } == [0, 0, 0, 32, 64, 191, 223, 255, 255, 255])
        }
    }

    @Test func everyThreadCountDrawsTheSameBytes() throws {
        let one = try magnified(threads: 1).pngData()
        for threads in [2, 4] {
            #expect(try magnified(threads: threads).pngData() == one, "\(threads) threads")
        }
    }

    @Test func aContentsRectPastTheImageRepeatsItsEdgePixels() throws {
        // The rectangle shows the image's middle half, padded with its edge pixels either side.
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 4)
        layer.contents = try blackThenWhite()
        layer.contentsRect = CGRect(x: -0.5, y: -1, width: 2, height: 3)
        let image = try LayerRenderer(scale: 1).image(of: layer)
        #expect(rgbaAt(image, 0, 2) == [0, 0, 0, 255])
        #expect(rgbaAt(image, 39, 2) == [255, 255, 255, 255])
    }

    @Test func nearestAndMinifiedContentsKeepTheirFilters() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
        layer.contents = try blackThenWhite()
        layer.magnificationFilter = .nearest
        let image = try LayerRenderer(scale: 1).image(of: layer)
        #expect((0..<10).map { rgbaAt(image, $0, 2)[0] } == [0, 0, 0, 0, 0, 255, 255, 255, 255, 255])
    }
}
