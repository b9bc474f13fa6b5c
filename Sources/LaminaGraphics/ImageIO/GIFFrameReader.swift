import CLamina
import CLaminaGIF
import Foundation

/// Decodes a GIF's frames in order onto a canvas, applying each frame's disposal, so that every
/// image it hands out is the whole picture shown at that frame, as ImageIO's are.
///
/// One reader holds one canvas and (for frames that restore what was under them) one saved
/// rectangle, whatever the frame count. Reading frames in order costs one decode each;
/// an earlier frame starts a new reader.
package final class GIFFrameReader {
    package let structure: GIFStructure
    /// The index of the next frame ``advance()`` decodes.
    package private(set) var nextFrame = 0
    private let file: UnsafeMutablePointer<GifFileType>
    private let canvas: CairoSurface
    /// The pixels under the last frame, when its disposal restores them.
    private var saved: [UInt32]?
    private static let operation = "decoding a GIF image"

    /// A reader positioned before the first frame.
    ///
    /// - Throws: ``GraphicsError`` with code `.invalidData` when the canvas is larger than
    ///   `LaminaLimits.imageDimension` a side or `LaminaLimits.imagePixelCount` in all (before
    ///   anything is allocated), or giflib refuses the file.
    package init(data: Data, structure: GIFStructure) throws {
        guard structure.fitsLimits else {
            throw GraphicsError(
                code: .invalidData, operation: Self.operation,
                detail: "a \(structure.width) × \(structure.height) canvas is larger than Lamina decodes")
        }
        self.structure = structure
        canvas = try CairoSurface(
            format: CAIRO_FORMAT_ARGB32, width: structure.width, height: structure.height)
        file = try GIFInput(data).open(operation: Self.operation)
    }

    deinit {
        GIFInput.close(file)
    }

    /// Decodes the next frame onto the canvas.
    ///
    /// - Throws: ``GraphicsError`` with code `.invalidData` when giflib cannot decode it.
    package func advance() throws {
        guard nextFrame < structure.frames.count else { throw fail("there is no frame \(nextFrame)") }
        if nextFrame > 0 { dispose(structure.frames[nextFrame - 1]) }
        try skipToImage()
        guard DGifGetImageDesc(file) == GIF_OK else { throw giflibError() }
        let frame = structure.frames[nextFrame]
        if frame.disposal == 3 { saved = copyRect(frame) }
        guard let colors = file.pointee.Image.ColorMap ?? file.pointee.SColorMap else {
            throw fail("frame \(nextFrame) has no color table")
        }
        let palette = (0..<Int(colors.pointee.ColorCount)).map { index -> UInt32 in
            let color = colors.pointee.Colors[index]
            return 0xFF00_0000 | UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
        }
        let width = Int(file.pointee.Image.Width)
        let height = Int(file.pointee.Image.Height)
        let rows = Self.rowOrder(height: height, interlaced: file.pointee.Image.Interlace)
        var line = [GifPixelType](repeating: 0, count: max(width, 1))
        guard let pixels = canvas.pixels else { throw fail("no canvas") }
        let stride = canvas.stride
        for y in rows {
            if width > 0 {
                guard DGifGetLine(file, &line, Int32(width)) == GIF_OK else { throw giflibError() }
            }
            let canvasY = frame.top + y
            guard canvasY >= 0, canvasY < structure.height else { continue }
            let row = UnsafeMutableRawPointer(pixels + canvasY * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let index = Int(line[x])
                let canvasX = frame.left + x
                guard canvasX < structure.width, index != frame.transparentIndex, index < palette.count else {
                    continue
                }
                row[canvasX] = palette[index]
            }
        }
        canvas.markDirty()
        nextFrame += 1
    }

    /// A copy of the canvas as it shows after the last frame decoded.
    package func image() throws -> CGImage {
        let copy = try CairoSurface(
            format: CAIRO_FORMAT_ARGB32, width: structure.width, height: structure.height)
        guard let source = canvas.pixels, let target = copy.pixels else { throw fail("no canvas") }
        cairo_surface_flush(canvas.pointer)
        target.update(from: source, count: canvas.stride * structure.height)
        copy.markDirty()
        return CGImage(surface: copy)
    }

    /// Reads past the extensions before the next frame's image descriptor.
    private func skipToImage() throws {
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(file, &record) == GIF_OK else { throw giflibError() }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                return
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(file, &code, &block) == GIF_OK else { throw giflibError() }
                while block != nil {
                    guard DGifGetExtensionNext(file, &block) == GIF_OK else { throw giflibError() }
                }
            default:
                throw fail("frame \(nextFrame) is missing")
            }
        }
    }

    /// Applies a shown frame's disposal before the next frame is drawn.
    private func dispose(_ frame: GIFStructure.Frame) {
        switch frame.disposal {
        case 2: fillRect(frame) { _ in 0 }
        case 3:
            if let saved {
                var index = 0
                fillRect(frame) { _ in
                    defer { index += 1 }
                    return saved[index]
                }
            }
        default: break
        }
        saved = nil
    }

    /// The canvas's pixels under a frame, row by row.
    private func copyRect(_ frame: GIFStructure.Frame) -> [UInt32] {
        var result: [UInt32] = []
        fillRect(frame) { old in
            result.append(old)
            return old
        }
        return result
    }

    /// Replaces each canvas pixel under a frame (clipped to the canvas) by `body` of it.
    private func fillRect(_ frame: GIFStructure.Frame, _ body: (UInt32) -> UInt32) {
        guard let pixels = canvas.pixels else { return }
        // A frame may lie partly or wholly outside the canvas: only the overlap is touched.
        let (left, right) = (max(frame.left, 0), min(frame.left + frame.width, structure.width))
        let (top, bottom) = (max(frame.top, 0), min(frame.top + frame.height, structure.height))
        guard left < right, top < bottom else { return }
        let (xs, ys) = (left..<right, top..<bottom)
        cairo_surface_flush(canvas.pointer)
        for y in ys {
            let row = UnsafeMutableRawPointer(pixels + y * canvas.stride).assumingMemoryBound(to: UInt32.self)
            for x in xs { row[x] = body(row[x]) }
        }
        canvas.markDirty()
    }

    /// The rows of a frame in the order the file stores them: top to bottom, or GIF's four
    /// interlace passes.
    private static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
            Array(Swift.stride(from: start, to: height, by: step))
        }
    }

    private func fail(_ detail: String) -> GraphicsError {
        GraphicsError(code: .invalidData, operation: Self.operation, detail: detail)
    }

    private func giflibError() -> GraphicsError { fail(GIFInput.message(file.pointee.Error)) }
}
