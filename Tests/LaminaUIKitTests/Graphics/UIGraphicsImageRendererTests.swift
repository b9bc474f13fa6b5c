import Foundation
import LaminaUIKit
import Testing

/// A format at scale 1, so pixels are points.
func scaleOne() -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return format
}

@Suite struct UIGraphicsImageRendererTests {
    @Test func formatDefaultsAreUIKits() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque)
        #expect(format.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.preferred().scale == UIScreen.main.scale)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3)).scale == 3)
        #expect(UIGraphicsImageRendererFormat.Range.unspecified.rawValue == -1)
        #expect(UIGraphicsImageRendererFormat.Range.standard.rawValue == 2)
    }

    @Test func contextsAreYDownWithTheOriginAtTheTopLeft() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: scaleOne())
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 3))
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 10 && pixels.height == 10)
        for y in 0..<3 {
            #expect(colorName(pixels, 5, y) == "red")
        }
        for y in 3..<10 {
            #expect(colorName(pixels, 5, y) == "clear")
        }
    }

    @Test func theScaleMultipliesPixelsNotPoints() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5))
        #expect(renderer.format.scale == UIScreen.main.scale)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let scale = UIScreen.main.scale
        #expect(image.scale == scale)
        #expect(image.size == CGSize(width: 10, height: 5))
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == Int(10 * scale) && pixels.height == Int(5 * scale))
        #expect(colorName(pixels, Int(5 * scale) - 1, 0) == "blue")
        #expect(colorName(pixels, Int(5 * scale), 0) == "clear")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let odd = UIGraphicsImageRenderer(size: CGSize(width: 1.5, height: 1), format: format).image { _ in }
        #expect(odd.cgImage?.width == 5 && odd.cgImage?.height == 3)
    }

    @Test func boundsOriginIsTheImagesTopLeft() throws {
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: scaleOne())
        #expect(renderer.format.bounds == CGRect(x: 10, y: 20, width: 4, height: 4))
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 2, height: 1))
        }
        let pixels = try #require(image.cgImage)
        #expect(colorName(pixels, 0, 0) == "green")
        #expect(colorName(pixels, 1, 0) == "green")
        #expect(colorName(pixels, 2, 0) == "clear")
        #expect(colorName(pixels, 0, 1) == "clear")
    }

    @Test func theRendererContextIsCurrentWhileActionsRun() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inner: CGContext?
        var midway: UIImage?
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: scaleOne())
        let image = renderer.image { context in
            inner = UIGraphicsGetCurrentContext()
            #expect(inner === context.cgContext)
            #expect(context.format.scale == 1)
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 4, height: 4)).fill()
            midway = context.currentImage
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(inner != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let before = try #require(midway?.cgImage)
        #expect(colorName(before, 0, 0) == "clear")
        #expect(colorName(before, 4, 4) == "red")
        #expect(colorName(try #require(image.cgImage), 0, 0) == "blue")
    }

    @Test func pngDataAndOpaqueFormats() throws {
        let format = scaleOne()
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format)
        let data = renderer.pngData { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(decoded.pixel(x: 0, y: 0)! == (255, 255, 255, 255))
        #expect(decoded.pixel(x: 2, y: 2)! == (0, 0, 0, 255))
        // An empty size gives an empty image rather than a crash.
        #expect(UIGraphicsImageRenderer(size: .zero).image { _ in }.cgImage == nil)
    }

    @Test func imagesDrawUprightInRenderers() throws {
        let inner = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: scaleOne()).image {
            context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        let outer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: scaleOne()).image {
            _ in
            inner.draw(at: .zero)
        }
        let pixels = try #require(outer.cgImage)
        #expect(colorName(pixels, 0, 0) == "red")
        #expect(colorName(pixels, 0, 1) == "blue")
    }
}

@Suite struct UIGraphicsImageContextTests {
    @Test func beginGetEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 6, height: 4), false, 0)
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        // Scale 0 means the main screen's scale.
        #expect(image.scale == UIScreen.main.scale)
        #expect(image.size == CGSize(width: 6, height: 4))
        let pixels = try #require(image.cgImage)
        #expect(colorName(pixels, 0, 0) == "red")
        #expect(colorName(pixels, 0, Int(UIScreen.main.scale) - 1) == "red")
        #expect(colorName(pixels, 0, Int(UIScreen.main.scale)) == "clear")
    }

    @Test func beginImageContextIsScaleOne() throws {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 2))
        defer { UIGraphicsEndImageContext() }
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(image.scale == 1 && image.cgImage?.width == 3 && image.cgImage?.height == 2)
    }

    @Test func opaqueContextsStartBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        defer { UIGraphicsEndImageContext() }
        let pixels = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        #expect(pixels.pixel(x: 1, y: 1)! == (0, 0, 0, 255))
    }

    @Test func emptySizesPushNothing() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test func pushedContextsAreNotImageContexts() throws {
        let plain = try #require(CGContext.makeImageContext(size: CGSize(width: 1, height: 1)))
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let imageContext = UIGraphicsGetCurrentContext()
        UIGraphicsPushContext(plain)
        #expect(UIGraphicsGetCurrentContext() === plain)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        // Ending an image context while another context is on top does nothing.
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === plain)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === imageContext)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func theContextStackIsPerThread() {
        final class Result: @unchecked Sendable {
            let lock = NSLock()
            var sawContext: Bool?
        }
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        defer { UIGraphicsEndImageContext() }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let seen = UIGraphicsGetCurrentContext() != nil
            result.lock.withLock { result.sawContext = seen }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(result.lock.withLock { result.sawContext } == false)
        #expect(UIGraphicsGetCurrentContext() != nil)
    }
}
