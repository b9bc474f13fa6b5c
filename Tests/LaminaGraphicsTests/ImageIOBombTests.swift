import Foundation
import LaminaGraphics
import TestSupport
import Testing

/// Decoding bombs through ImageIO's API: headers claiming images beyond
/// `LaminaLimits.imageDimension` or `LaminaLimits.imagePixelCount`, or more than
/// `LaminaLimits.framesPerExport` frames, are refused from their headers, quickly.
@Suite struct ImageIOBombTests {
    /// One GIF frame of `width` × `height` at the origin, with a few bytes of LZW data.
    static func gifFrame(width: Int, height: Int) -> [UInt8] {
        [
            0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF),
            UInt8(height >> 8), 0,
        ]
            + [2, 2, 0x4C, 0x01, 0]
    }

    /// A GIF file: a logical screen of `width` × `height` with a two-color table, and `frames`.
    static func gif(width: Int, height: Int, frames: [[UInt8]]) -> Data {
        var bytes = Array("GIF89a".utf8)
        bytes += [
            UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0x80, 0, 0,
        ]
        bytes += [0, 0, 0, 255, 255, 255]
        for frame in frames { bytes += frame }
        return Data(bytes + [0x3B])
    }

    /// Whether `data` makes a source refused as invalid, with no image, in less than a second.
    static func isRefusedQuickly(_ data: Data) throws -> Bool {
        let start = Date()
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let refused =
            CGImageSourceGetStatus(source) == .statusInvalidData && CGImageSourceGetCount(source) == 0
            && CGImageSourceCreateImageAtIndex(source, 0, nil) == nil
            && CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil
        return refused && Date().timeIntervalSince(start) < 1
    }

    @Test func aSmallGIFDecodes() throws {
        // The same shape as the bombs below, small: the refusals are the limits, not the shape.
        let data = Self.gif(width: 1, height: 1, frames: [Self.gifFrame(width: 1, height: 1)])
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetCount(source) == 1)
        // The LZW data decodes index 1 of the table: white.
        #expect(
            ImageIOTests.rgba(CGImageSourceCreateImageAtIndex(source, 0, nil), 0, 0) == [255, 255, 255, 255])
    }

    /// Frames placed wholly outside the canvas, with each disposal (found by the fuzzer: the
    /// region a frame restores was a range whose bounds crossed, a trap).
    @Test func framesOutsideTheCanvasDecodeAsNothing() throws {
        func frame(left: Int, top: Int, disposal: UInt8) -> [UInt8] {
            [0x21, 0xF9, 4, disposal << 2, 10, 0, 0, 0]
                + [
                    0x2C, UInt8(left & 0xFF), UInt8(left >> 8), UInt8(top & 0xFF), UInt8(top >> 8), 1, 0, 1,
                    0, 0,
                ]
                + [2, 2, 0x4C, 0x01, 0]
        }
        let data = Self.gif(
            width: 1, height: 1,
            frames: [
                frame(left: 0, top: 0, disposal: 1), frame(left: 0, top: 91, disposal: 3),
                frame(left: 91, top: 0, disposal: 2), frame(left: 0, top: 0, disposal: 3),
            ])
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        for index in 0..<CGImageSourceGetCount(source) {
            // Each frame shows the first frame's white pixel: nothing else reaches the canvas.
            let image = CGImageSourceCreateImageAtIndex(source, index, nil)
            #expect(ImageIOTests.rgba(image, 0, 0) == [255, 255, 255, 255], "frame \(index)")
        }
    }

    /// GIF keeps loop counts and delays in 16 bits: values past them, negative or not numbers
    /// are clamped when written, never a trap.
    @Test func outOfRangeGIFLoopCountsAndDelaysAreClamped() throws {
        let picture = try ImageIOTests.image(width: 2, height: 2) { _, _ in [255, 0, 0, 255] }
        for (loops, delay, expected) in [
            (Double.nan, Double.nan, (0, 0.0)), (1e300, 1e300, (65_535, 655.35)), (-5, -1, (0, 0)),
            (.infinity, -.infinity, (65_535, 0)),
        ] as [(Double, Double, (Int, Double))] {
            let data = try ImageIOTests.encode(
                [picture], type: "com.compuserve.gif",
                properties: [[kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: delay]]],
                fileProperties: [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: loops]])
            let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
            let file = try #require(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
            let gif = try #require(file[kCGImagePropertyGIFDictionary] as? [CFString: Any])
            #expect(gif[kCGImagePropertyGIFLoopCount] as? Int == expected.0, "loop count \(loops)")
            let frame = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
            let frameGIF = try #require(frame[kCGImagePropertyGIFDictionary] as? [CFString: Any])
            #expect(
                frameGIF[kCGImagePropertyGIFUnclampedDelayTime] as? Double == expected.1, "delay \(delay)")
        }
    }

    @Test func aGIFCanvasOf65535PixelsASideIsRefused() throws {
        let data = Self.gif(
            width: 65_535, height: 65_535, frames: [Self.gifFrame(width: 65_535, height: 65_535)])
        #expect(try Self.isRefusedQuickly(data))
    }

    @Test func aGIFOfMoreFramesThanTheLimitIsRefused() throws {
        let frame = Self.gifFrame(width: 1, height: 1)
        let data = Self.gif(
            width: 1, height: 1, frames: Array(repeating: frame, count: LaminaLimits.framesPerExport + 1))
        let start = Date()
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetStatus(source) == .statusInvalidData)
        #expect(CGImageSourceGetCount(source) == 0)
        // Under AddressSanitizer, giflib's growing its frame array one frame at a time takes
        // minutes (its realloc always copies); the refusal itself is what matters there.
        #expect(underASanitizer || Date().timeIntervalSince(start) < 5)
    }

    @Test func aWebPCanvasOf100000PixelsASideIsRefused() throws {
        let red = (0..<16).flatMap { _ in [255, 0, 0, 255] as [UInt8] }
        let data = try ImageIOWebPTests.animation(
            frames: [red], width: 4, height: 4, durations: [100], loopCount: 0, canvas: (100_000, 100_000))
        #expect(try Self.isRefusedQuickly(data))
    }

    @Test func aJPEGFrameOf65000PixelsASideIsRefused() throws {
        var data = try ImageIOOrientationTests.jpeg(orientation: nil)
        let bytes = [UInt8](data)
        let frame = try #require(
            bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for offset in [frame + 5, frame + 7] {
            data[offset] = 0xFD
            data[offset + 1] = 0xE8
        }
        #expect(try Self.isRefusedQuickly(data))
    }
}
