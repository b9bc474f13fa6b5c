import CLamina
import Foundation
import LaminaGraphics

/// Assembles images into an animated PNG (APNG), one frame at a time.
///
/// Every frame is encoded as 8-bit RGBA (whatever its content, so that all frames share the
/// first frame's header), shown for `delay` seconds; the whole plays `loopCount` times (0:
/// forever). After the first, a frame carries only the rectangle of pixels that differ from
/// the frame before it, placed by its `fcTL` offsets and copied over what is shown (disposal
/// none, blending source), so a still background costs nothing after the first frame.
///
/// Frames are compressed as they are appended: the encoder holds the previous frame and the
/// compressed file, never the frames before.
package struct AnimatedPNG {
    private let width: Int
    private let height: Int
    private let frameCount: Int
    private let delay: (UInt16, UInt16)
    private var output: Data
    private var sequence: UInt32 = 0
    private var previous: CGImage?
    private var appended = 0

    /// An encoder for `frameCount` frames of `width` × `height` pixels.
    /// - Throws: ``GraphicsError`` when there are no frames, more than
    ///   `LaminaLimits.framesPerExport`, or the delay or loop count is out of range.
    package init(width: Int, height: Int, frameCount: Int, delay: Double, loopCount: Int = 0) throws {
        guard frameCount > 0 else {
            throw GraphicsError(code: .invalidArgument, operation: "animated PNG", detail: "no frames")
        }
        guard frameCount <= LaminaLimits.framesPerExport else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated PNG",
                detail: "\(frameCount) frames exceed the limit of \(LaminaLimits.framesPerExport)")
        }
        guard let fraction = Self.fraction(delay) else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated PNG",
                detail: "the frame duration \(delay) s is not between 0 and 65535 seconds")
        }
        guard (0...Int(UInt32.max)).contains(loopCount) else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated PNG",
                detail: "the loop count \(loopCount) is negative or too large")
        }
        (self.width, self.height, self.frameCount, self.delay) = (width, height, frameCount, fraction)
        output = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        Self.append("IHDR", Data(PNGEncoder.header(width: width, height: height)), to: &output)
        var control = Data()
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(UInt32(loopCount))
        Self.append("acTL", control, to: &output)
    }

    /// Compresses the next frame.
    /// - Throws: ``GraphicsError`` when the frame's size is not the first's, or more frames
    ///   come than the encoder was made for.
    package mutating func append(_ frame: CGImage) throws {
        let index = appended
        guard index < frameCount else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated PNG", detail: "more than \(frameCount) frames")
        }
        guard frame.width == width, frame.height == height else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated PNG",
                detail: "frame \(index) is \(frame.width) × \(frame.height), not \(width) × \(height)")
        }
        let region =
            previous.map { Self.changedRegion(from: $0, to: frame) } ?? (
                x: 0, y: 0, width: width, height: height
            )
        var frameControl = Data()
        frameControl.appendBigEndian(sequence)
        frameControl.appendBigEndian(UInt32(region.width))
        frameControl.appendBigEndian(UInt32(region.height))
        frameControl.appendBigEndian(UInt32(region.x))
        frameControl.appendBigEndian(UInt32(region.y))
        frameControl.appendBigEndian(delay.0)
        frameControl.appendBigEndian(delay.1)
        frameControl.append(contentsOf: [0, 0])  // Dispose none, blend source.
        Self.append("fcTL", frameControl, to: &output)
        sequence += 1
        let pixels = try PNGEncoder.imageData(of: frame, region: region)
        if index == 0 {
            Self.append("IDAT", Data(pixels), to: &output)
        } else {
            var data = Data()
            data.appendBigEndian(sequence)
            data.append(contentsOf: pixels)
            Self.append("fdAT", data, to: &output)
            sequence += 1
        }
        previous = frame
        appended += 1
    }

    /// The file, once every frame has been appended.
    /// - Throws: ``GraphicsError`` when fewer frames came than the encoder was made for.
    package consuming func finish() throws -> Data {
        guard appended == frameCount else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated PNG",
                detail: "\(appended) frames appended of \(frameCount)")
        }
        Self.append("IEND", Data(), to: &output)
        return output
    }

    /// The file of `frames`, each shown `delay` seconds.
    package static func data(frames: [CGImage], delay: Double, loopCount: Int = 0) throws -> Data {
        var encoder = try AnimatedPNG(
            width: frames.first?.width ?? 0, height: frames.first?.height ?? 0, frameCount: frames.count,
            delay: delay, loopCount: loopCount)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// The smallest rectangle holding every pixel of `frame` that differs from `previous`: one
    /// pixel when none does (a frame has at least one), the whole frame when their pixels are
    /// not both 32-bit.
    static func changedRegion(from previous: CGImage, to frame: CGImage) -> (
        x: Int, y: Int, width: Int, height: Int
    ) {
        let (old, new) = (previous.surface, frame.surface)
        let (width, height) = (new.width, new.height)
        guard old.format == CAIRO_FORMAT_ARGB32 || old.format == CAIRO_FORMAT_RGB24, old.format == new.format,
            old.width == width, old.height == height, let oldPixels = old.pixels, let newPixels = new.pixels
        else { return (0, 0, width, height) }
        var (top, bottom, left, right) = (-1, -1, width, -1)
        for row in 0..<height {
            let a = UnsafeRawPointer(oldPixels + row * old.stride).assumingMemoryBound(to: UInt32.self)
            let b = UnsafeRawPointer(newPixels + row * new.stride).assumingMemoryBound(to: UInt32.self)
            guard memcmp(a, b, width * 4) != 0 else { continue }
            if top < 0 { top = row }
            bottom = row
            var first = 0
            while a[first] == b[first] { first += 1 }
            var last = width - 1
            while a[last] == b[last] { last -= 1 }
            left = min(left, first)
            right = max(right, last)
        }
        guard top >= 0 else { return (0, 0, 1, 1) }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// The fraction closest to `seconds` whose terms fit 16 bits, found from the continued
    /// fraction's convergents; `nil` for a duration that is not positive, finite and at most
    /// 65,535 s.
    static func fraction(_ seconds: Double) -> (UInt16, UInt16)? {
        guard seconds.isFinite, seconds > 0, seconds <= 65_535 else { return nil }
        let limit = 65_535.0
        // Convergents h/k of the continued fraction, kept while both terms fit.
        var (h0, h1, k0, k1) = (0.0, 1.0, 1.0, 0.0)
        var best = (numerator: max(1, (seconds * 1000).rounded()), denominator: 1000.0)
        if best.numerator > limit { best = (seconds.rounded(), 1) }
        var x = seconds
        for _ in 0..<32 {
            let a = x.rounded(.down)
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            guard h2 <= limit, k2 <= limit else { break }
            if h2 >= 1 { best = (h2, k2) }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let rest = x - a
            guard rest > 1e-12 else { break }
            x = 1 / rest
        }
        return (UInt16(best.numerator), UInt16(best.denominator))
    }

    private static func append(_ type: String, _ data: Data, to output: inout Data) {
        output.append(contentsOf: PNGChunk.bytes(type, [UInt8](data)))
    }
}

extension Data {
    fileprivate mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
