import CLamina
import CLaminaWebP
import Foundation

/// A WebP file, still or animated, decoded through libwebp and its demuxer.
///
/// The canvas size and frame count are read from the headers (`WebPGetFeatures`, the
/// demuxer's chunk walk) and checked against `LaminaLimits.imageDimension`,
/// `LaminaLimits.imagePixelCount` and `LaminaLimits.framesPerExport` before any pixels are
/// allocated. libwebp reads the file from a copy this object owns, bounded by its size.
package final class WebPImage {
    /// The canvas's size in pixels.
    package let width: Int
    package let height: Int
    package let hasAlpha: Bool
    package let isAnimated: Bool
    /// The animation's loop count (0: forever); 0 for still images.
    package let loopCount: Int
    /// Each frame's duration in milliseconds (one entry, 0, for a still image).
    package let durations: [Int]
    /// The space of the file's `ICCP` profile, which its images are in; `nil` for sRGB.
    package let colorSpace: CGColorSpace?
    /// The file's bytes, owned: libwebp's decoders keep pointers into them.
    private let bytes: UnsafeMutableRawBufferPointer
    private let byteCount: Int
    /// The animation decoder and the index of the frame it decodes next.
    private var animation: (decoder: OpaquePointer, next: Int)?
    private static let operation = "decoding a WebP image"

    /// Reads a WebP file's headers.
    ///
    /// - Throws: ``GraphicsError`` with code `.invalidData` when libwebp cannot read them, or
    ///   the canvas or frame count is beyond Lamina's limits.
    package init(data: Data) throws {
        func fail(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: Self.operation, detail: detail)
        }
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.copyBytes(to: bytes)
        byteCount = data.count
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        do {
            var features = WebPBitstreamFeatures()
            let status = WebPGetFeatures(base, data.count, &features)
            guard status == VP8_STATUS_OK else {
                throw fail("not a readable WebP file (status \(status.rawValue))")
            }
            let width = Int(features.width)
            let height = Int(features.height)
            guard width > 0, height > 0, width <= LaminaLimits.imageDimension,
                height <= LaminaLimits.imageDimension, width * height <= LaminaLimits.imagePixelCount
            else { throw fail("a \(width) × \(height) image is larger than Lamina decodes") }
            (self.width, self.height) = (width, height)
            hasAlpha = features.has_alpha != 0
            let isAnimated = features.has_animation != 0
            self.isAnimated = isAnimated
            var webpData = WebPData(bytes: base, size: data.count)
            guard let demuxer = WebPDemux(&webpData) else { throw fail("libwebp's demuxer refused the file") }
            defer { WebPDemuxDelete(demuxer) }
            let frameCount = Int(WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT))
            guard frameCount > 0 else { throw fail("the file has no frame") }
            guard frameCount <= LaminaLimits.framesPerExport else {
                throw fail("the file has more than \(LaminaLimits.framesPerExport) frames")
            }
            loopCount = isAnimated ? Int(WebPDemuxGetI(demuxer, WEBP_FF_LOOP_COUNT)) : 0
            var durations: [Int] = []
            var iterator = WebPIterator()
            if WebPDemuxGetFrame(demuxer, 1, &iterator) != 0 {
                repeat { durations.append(Int(iterator.duration)) } while WebPDemuxNextFrame(&iterator) != 0
                WebPDemuxReleaseIterator(&iterator)
            }
            self.durations = isAnimated ? durations : [0]
            var chunk = WebPChunkIterator()
            if WebPDemuxGetChunk(demuxer, "ICCP", 1, &chunk) != 0 {
                let profile = Data(bytes: chunk.chunk.bytes, count: chunk.chunk.size)
                WebPDemuxReleaseChunkIterator(&chunk)
                colorSpace = EmbeddedProfile.rgbSpace(profile)
            } else {
                colorSpace = nil
            }
        } catch {
            bytes.deallocate()
            throw error
        }
    }

    deinit {
        if let animation { WebPAnimDecoderDelete(animation.decoder) }
        bytes.deallocate()
    }

    /// The number of frames.
    package var frameCount: Int { durations.count }

    /// The whole canvas shown at frame `index`, as premultiplied ARGB32.
    ///
    /// Frames of an animation are decoded in order: asking for the frames in order costs one
    /// decode each.
    /// - Throws: ``GraphicsError`` with code `.invalidData` when libwebp cannot decode it.
    package func image(at index: Int) throws -> CGImage {
        guard index >= 0, index < frameCount else {
            throw GraphicsError(
                code: .invalidArgument, operation: Self.operation, detail: "no frame \(index)")
        }
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        guard let pixels = surface.pixels else {
            throw GraphicsError(code: .invalidData, operation: Self.operation, detail: "no pixel memory")
        }
        if isAnimated {
            try decodeFrame(index, into: pixels, stride: surface.stride)
        } else {
            try decodeStill(into: pixels, stride: surface.stride)
        }
        surface.markDirty()
        return CGImage(surface: surface, colorSpace: colorSpace)
    }

    /// Premultiplied BGRA in memory is Cairo's ARGB32 on little-endian machines; premultiplied
    /// ARGB on big-endian ones.
    private static var cairoMode: WEBP_CSP_MODE { UInt32(littleEndian: 1) == 1 ? MODE_bgrA : MODE_Argb }

    private func decodeStill(into pixels: UnsafeMutablePointer<UInt8>, stride: Int) throws {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw GraphicsError(
                code: .invalidData, operation: Self.operation, detail: "libwebp version mismatch")
        }
        config.output.colorspace = Self.cairoMode
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = pixels
        config.output.u.RGBA.stride = Int32(stride)
        config.output.u.RGBA.size = stride * height
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let status = WebPDecode(base, byteCount, &config)
        WebPFreeDecBuffer(&config.output)
        guard status == VP8_STATUS_OK else {
            throw GraphicsError(
                code: .invalidData, operation: Self.operation,
                detail: "libwebp could not decode (status \(status.rawValue))")
        }
    }

    private func decodeFrame(_ index: Int, into pixels: UnsafeMutablePointer<UInt8>, stride: Int) throws {
        func fail(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: Self.operation, detail: detail)
        }
        if animation == nil || animation!.next > index {
            if let animation { WebPAnimDecoderDelete(animation.decoder) }
            animation = nil
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw fail("libwebp version mismatch") }
            options.color_mode = Self.cairoMode
            options.use_threads = 0
            var webpData = WebPData(
                bytes: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), size: byteCount)
            guard let decoder = WebPAnimDecoderNew(&webpData, &options) else {
                throw fail("libwebp's animation decoder refused the file")
            }
            animation = (decoder, 0)
        }
        guard let decoder = animation?.decoder else { throw fail("no decoder") }
        var canvas: UnsafeMutablePointer<UInt8>?
        while let next = animation?.next, next <= index {
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0 else {
                WebPAnimDecoderDelete(decoder)
                animation = nil
                throw fail("libwebp could not decode frame \(next)")
            }
            animation = (decoder, next + 1)
        }
        guard let canvas else { throw fail("no frame decoded") }
        for row in 0..<height {
            (pixels + row * stride).update(from: canvas + row * width * 4, count: width * 4)
        }
    }
}
