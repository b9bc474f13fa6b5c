import Foundation
import Lamina
import Testing

/// `LayerRenderer.animatedGIFData(of:atTimes:frameDuration:loopCount:)`: every frame as
/// rendered, read back through ImageIO's API, with the delay and loop count asked.
@Suite struct AnimatedGIFOutputTests {
    /// A 20 × 10 layer with a 4 × 4 red square moving from x = 0 at t = 10 to x = 16 at t = 11,
    /// over `background` (nil: transparent).
    func slidingSquare(background: CGColor?) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.backgroundColor = background
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        square.anchorPoint = .zero
        square.position = CGPoint(x: 0, y: 3)
        square.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 16
        slide.beginTime = 10
        slide.duration = 1
        slide.fillMode = .both
        square.add(slide, forKey: "slide")
        root.addSublayer(square)
        return root
    }

    func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test(arguments: [true, false])
    func everyFrameReadsBackAsRendered(opaqueBackground: Bool) throws {
        let root = slidingSquare(background: opaqueBackground ? CGColor(gray: 1, alpha: 1) : nil)
        let times: [CFTimeInterval] = [10, 10.25, 10.5, 10.75, 11, 10]
        let renderer = LayerRenderer()
        let data = try renderer.animatedGIFData(of: root, atTimes: times, frameDuration: 0.2, loopCount: 2)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetCount(source) == times.count)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
        #expect(
            (file[kCGImagePropertyGIFDictionary] as? [CFString: Any])?[kCGImagePropertyGIFLoopCount] as? Int
                == 2)
        for (index, time) in times.enumerated() {
            let properties = try #require(
                CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any])
            let gif = try #require(properties[kCGImagePropertyGIFDictionary] as? [CFString: Any])
            #expect(gif[kCGImagePropertyGIFDelayTime] as? Double == 0.2)
            // Whole pixels of one color each: the frame reads back exactly, including the
            // transparent pixels a moving square leaves behind.
            let frame = try #require(CGImageSourceCreateImageAtIndex(source, index, nil))
            let expected = try renderer.image(of: root, atTime: time)
            for y in 0..<10 {
                for x in 0..<20 {
                    #expect(rgba(frame, x, y) == rgba(expected, x, y), "frame \(index) pixel \(x), \(y)")
                }
            }
        }
    }

    @Test func badDurationsLoopCountsAndEmptyTimesAreRefused() throws {
        let root = slidingSquare(background: nil)
        for (duration, loops) in [(0.0, 0), (-1, 0), (Double.nan, 0), (1000, 0), (0.1, -1), (0.1, 70_000)] {
            #expect(throws: LayerRenderer.Error.self) {
                try LayerRenderer().animatedGIFData(
                    of: root, atTimes: [10], frameDuration: duration, loopCount: loops)
            }
        }
        #expect(throws: LayerRenderer.Error.self) {
            try LayerRenderer().animatedGIFData(of: root, atTimes: [], frameDuration: 0.1)
        }
    }

    @Test func writingIsAtomic() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("slide.gif")
        try LayerRenderer().writeAnimatedGIF(
            of: slidingSquare(background: nil), atTimes: [10, 11], frameDuration: 0.5, to: url)
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceGetCount(source) == 2)
        #expect(throws: LayerRenderer.Error.self) {
            try LayerRenderer().writeAnimatedGIF(
                of: slidingSquare(background: nil), atTimes: [10], frameDuration: 0.5,
                to: folder.appendingPathComponent("missing/slide.gif"))
        }
    }
}
