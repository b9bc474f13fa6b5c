import CLaminaGIF
import Foundation

/// Writes a GIF file through giflib, one frame at a time, each frame with its own palette
/// (``GIFPalette``).
///
/// The file is GIF89a; a loop count adds the NETSCAPE2.0 application extension that browsers
/// and ImageIO read. Frames are compressed as they are appended: the encoder holds the
/// compressed file, never the frames.
package final class GIFEncoder {
    /// The bytes giflib has written so far.
    private final class Output {
        var data = Data()
    }

    private let output = Output()
    private var file: UnsafeMutablePointer<GifFileType>?
    package let width: Int
    package let height: Int
    private static let operation = "encoding a GIF image"

    /// Starts a file with a canvas of `width` × `height` pixels.
    ///
    /// - Parameters:
    ///   - loopCount: How many times the animation plays (0: forever), or `nil` to write no
    ///     loop extension (browsers then play it once).
    /// - Throws: ``GraphicsError`` when the size is outside 1…65,535 or giflib fails.
    package init(width: Int, height: Int, loopCount: Int?) throws {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw GraphicsError(
                code: .invalidArgument, operation: Self.operation,
                detail: "GIF images are 1 to 65,535 pixels a side, not \(width) × \(height)")
        }
        (self.width, self.height) = (width, height)
        let write: OutputFunc = { file, bytes, count in
            guard let file, let bytes, count > 0, let user = file.pointee.UserData else { return 0 }
            Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(count))
            return count
        }
        var error: Int32 = 0
        guard let file = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), write, &error) else {
            throw GraphicsError(
                code: .invalidData, operation: Self.operation, detail: GIFInput.message(error))
        }
        self.file = file
        // Extensions written through the record API do not tell giflib the file is GIF89a.
        EGifSetGifVersion(file, true)
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil))
        if let loopCount {
            let count = UInt16(clamping: max(loopCount, 0))
            var identifier = Array("NETSCAPE2.0".utf8)
            var loop: [UInt8] = [1, UInt8(count & 0xFF), UInt8(count >> 8)]
            try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
            try check(EGifPutExtensionBlock(file, Int32(identifier.count), &identifier))
            try check(EGifPutExtensionBlock(file, Int32(loop.count), &loop))
            try check(EGifPutExtensionTrailer(file))
        }
    }

    deinit {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Appends a frame: the pixels of `image` in `region`, placed at the region's origin.
    ///
    /// - Parameters:
    ///   - delay: How long the frame shows, in hundredths of a second (0…65,535).
    ///   - disposal: GIF's disposal method for the frame (1 keeps it, 2 clears it).
    /// - Throws: ``GraphicsError`` when the region is outside the canvas, or quantising or
    ///   giflib fails.
    package func append(
        _ image: CGImage, region: (x: Int, y: Int, width: Int, height: Int), delay: Int, disposal: Int
    ) throws {
        guard let file else {
            throw GraphicsError(
                code: .invalidArgument, operation: Self.operation, detail: "the file is finished")
        }
        guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
            region.x + region.width <= width, region.y + region.height <= height
        else {
            throw GraphicsError(
                code: .invalidArgument, operation: Self.operation, detail: "a frame region outside the canvas"
            )
        }
        let palette = try GIFPalette(image: image, region: region)
        var control = GraphicsControlBlock(
            DisposalMode: Int32(disposal), UserInputFlag: false, DelayTime: Int32(min(max(delay, 0), 65_535)),
            TransparentColor: Int32(palette.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes))
        // giflib's color maps hold a power of two colors, at least two.
        var size = 2
        while size < palette.colors.count { size *= 2 }
        var colors = palette.colors.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        guard let map = GifMakeMapObject(Int32(size), &colors) else {
            throw GraphicsError(code: .invalidData, operation: Self.operation, detail: "no color map")
        }
        defer { GifFreeMapObject(map) }
        try check(
            EGifPutImageDesc(
                file, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, map)
        )
        var indices = palette.indices
        try indices.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<region.height {
                try check(EGifPutLine(file, buffer.baseAddress! + row * region.width, Int32(region.width)))
            }
        }
    }

    /// Ends the file and returns its bytes.
    ///
    /// - Throws: ``GraphicsError`` when giflib fails to write the trailer.
    package func finish() throws -> Data {
        guard let file else {
            throw GraphicsError(
                code: .invalidArgument, operation: Self.operation, detail: "the file is finished")
        }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            throw GraphicsError(
                code: .invalidData, operation: Self.operation, detail: GIFInput.message(error))
        }
        return output.data
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else {
            let code = file?.pointee.Error ?? 0
            throw GraphicsError(code: .invalidData, operation: Self.operation, detail: GIFInput.message(code))
        }
    }
}
