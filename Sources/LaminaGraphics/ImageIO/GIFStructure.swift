import CLaminaGIF
import Foundation

/// What a GIF file holds, read without decoding its pixels: the canvas, the loop count and each
/// frame's placement and timing.
///
/// The walk goes through giflib's record API, skipping each frame's compressed data; it stops
/// at `LaminaLimits.framesPerExport` frames and refuses the file past them, so a file of
/// millions of tiny frames costs nothing more.
package struct GIFStructure: Sendable {
    /// One frame: its rectangle on the canvas and its graphic control extension.
    package struct Frame: Sendable {
        package var left: Int
        package var top: Int
        package var width: Int
        package var height: Int
        /// The delay in hundredths of a second.
        package var delay: Int
        /// GIF's disposal method: 0 or 1 keep the frame, 2 clears it, 3 restores what was under.
        package var disposal: Int
        /// The palette index drawn as transparent, if any.
        package var transparentIndex: Int?
    }

    /// The canvas's size in pixels (the logical screen's, grown to hold the first frame).
    package var width: Int
    package var height: Int
    /// The NETSCAPE2.0 loop count (0: forever), or `nil` when the file has none.
    package var loopCount: Int?
    package var hasGlobalColorMap: Bool
    package var frames: [Frame]

    /// Walks the records of a GIF file.
    ///
    /// - Throws: ``GraphicsError`` with code `.invalidData` when giflib cannot read the
    ///   structure, the file has no frame, or more than `LaminaLimits.framesPerExport` frames.
    package init(_ data: Data) throws {
        let operation = "reading a GIF image"
        func fail(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: operation, detail: detail)
        }
        let input = GIFInput(data)
        let file = try input.open(operation: operation)
        defer { GIFInput.close(file) }
        func giflibError() -> GraphicsError { fail(GIFInput.message(file.pointee.Error)) }
        width = Int(file.pointee.SWidth)
        height = Int(file.pointee.SHeight)
        hasGlobalColorMap = file.pointee.SColorMap != nil
        loopCount = nil
        frames = []
        var pending = Frame(
            left: 0, top: 0, width: 0, height: 0, delay: 0, disposal: 0, transparentIndex: nil)
        reading: while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(file, &record) == GIF_OK else {
                // A file cut short after whole frames shows them, as ImageIO does.
                if frames.isEmpty { throw giflibError() }
                break reading
            }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                guard frames.count < LaminaLimits.framesPerExport else {
                    throw fail("the file has more than \(LaminaLimits.framesPerExport) frames")
                }
                guard DGifGetImageDesc(file) == GIF_OK else { throw giflibError() }
                let image = file.pointee.Image
                pending.left = Int(image.Left)
                pending.top = Int(image.Top)
                pending.width = Int(image.Width)
                pending.height = Int(image.Height)
                // Skip the compressed pixels, sub-block by sub-block, without decoding them.
                var codeSize: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetCode(file, &codeSize, &block) == GIF_OK else { throw giflibError() }
                while block != nil {
                    guard DGifGetCodeNext(file, &block) == GIF_OK else { throw giflibError() }
                }
                frames.append(pending)
                pending = Frame(
                    left: 0, top: 0, width: 0, height: 0, delay: 0, disposal: 0, transparentIndex: nil)
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(file, &code, &block) == GIF_OK else { throw giflibError() }
                var isNetscape = false
                var first = true
                while let current = block {
                    // Each sub-block starts with its length byte.
                    let length = Int(current[0])
                    let bytes = UnsafeBufferPointer(start: current + 1, count: length)
                    if code == GRAPHICS_EXT_FUNC_CODE, first, length == 4 {
                        var control = GraphicsControlBlock()
                        if DGifExtensionToGCB(4, current + 1, &control) == GIF_OK {
                            pending.delay = Int(control.DelayTime)
                            pending.disposal = Int(control.DisposalMode)
                            pending.transparentIndex =
                                control.TransparentColor == NO_TRANSPARENT_COLOR
                                ? nil : Int(control.TransparentColor)
                        }
                    } else if code == APPLICATION_EXT_FUNC_CODE, first {
                        isNetscape = length == 11 && Array(bytes) == Array("NETSCAPE2.0".utf8)
                    } else if isNetscape, length >= 3, bytes[0] == 1 {
                        loopCount = Int(bytes[1]) | Int(bytes[2]) << 8
                    }
                    first = false
                    guard DGifGetExtensionNext(file, &block) == GIF_OK else { throw giflibError() }
                }
            case TERMINATE_RECORD_TYPE:
                break reading
            default:
                throw fail("an unknown record")
            }
        }
        guard let first = frames.first else { throw fail("the file has no frame") }
        width = max(width, first.left + first.width)
        height = max(height, first.top + first.height)
    }

    /// Whether the canvas is within Lamina's limits: `LaminaLimits.imageDimension` a side and
    /// `LaminaLimits.imagePixelCount` in all.
    package var fitsLimits: Bool {
        width > 0 && height > 0 && width <= LaminaLimits.imageDimension
            && height <= LaminaLimits.imageDimension
            && width * height <= LaminaLimits.imagePixelCount
    }
}
