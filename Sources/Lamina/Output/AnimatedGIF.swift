import CLamina
import Foundation
import LaminaGraphics

/// Assembles images into an animated GIF, one frame at a time, each with its own palette.
///
/// After the first, a frame carries only the rectangle of pixels that differ from the frame
/// before it, drawn over what is shown (the frame before is kept: disposal 1). GIF's one-bit
/// transparency cannot make a shown pixel transparent again that way, so when a frame has a
/// transparent pixel in that rectangle, the frame before is written whole and cleared after
/// showing (disposal 2), and the frame is written whole. Deciding that needs the next frame, so
/// the encoder holds two frames and the compressed file, never the frames before.
package struct AnimatedGIF {
    private typealias Region = (x: Int, y: Int, width: Int, height: Int)
    private let encoder: GIFEncoder
    private let frameCount: Int
    /// The delay in hundredths of a second.
    private let delay: Int
    /// The last frame appended and the region it will be written with.
    private var pending: (image: CGImage, region: Region)?
    /// Whether the first frame has transparent pixels: the last frame must then be cleared
    /// before the animation loops to it.
    private var firstIsTranslucent = false
    private var appended = 0

    /// An encoder for `frameCount` frames of `width` × `height` pixels.
    /// - Throws: ``GraphicsError`` when there are no frames, more than
    ///   `LaminaLimits.framesPerExport`, or the size, delay or loop count is out of GIF's range.
    package init(width: Int, height: Int, frameCount: Int, delay: Double, loopCount: Int = 0) throws {
        func refuse(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidArgument, operation: "animated GIF", detail: detail)
        }
        guard frameCount > 0 else { throw refuse("no frames") }
        guard frameCount <= LaminaLimits.framesPerExport else {
            throw refuse("\(frameCount) frames exceed the limit of \(LaminaLimits.framesPerExport)")
        }
        guard delay.isFinite, delay > 0, delay <= 655.35 else {
            throw refuse("the frame duration \(delay) s is not between 0 and 655.35 seconds")
        }
        guard (0...65_535).contains(loopCount) else {
            throw refuse("the loop count \(loopCount) is out of range")
        }
        self.frameCount = frameCount
        self.delay = max(1, Int((delay * 100).rounded()))
        encoder = try GIFEncoder(width: width, height: height, loopCount: loopCount)
    }

    /// Takes the next frame (and writes the one before it).
    /// - Throws: ``GraphicsError`` when the frame's size is not the canvas's, more frames come
    ///   than the encoder was made for, or encoding fails.
    package mutating func append(_ frame: CGImage) throws {
        guard appended < frameCount else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated GIF", detail: "more than \(frameCount) frames")
        }
        guard frame.width == encoder.width, frame.height == encoder.height else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated GIF",
                detail:
                    "frame \(appended) is \(frame.width) × \(frame.height), not \(encoder.width) × \(encoder.height)"
            )
        }
        let whole: Region = (0, 0, frame.width, frame.height)
        if let pending {
            let changed = AnimatedPNG.changedRegion(from: pending.image, to: frame)
            let keeps = !Self.hasTransparentPixel(frame, in: changed)
            try encoder.append(
                pending.image, region: keeps ? pending.region : whole, delay: delay, disposal: keeps ? 1 : 2)
            self.pending = (frame, keeps ? changed : whole)
        } else {
            firstIsTranslucent = Self.hasTransparentPixel(frame, in: whole)
            pending = (frame, whole)
        }
        appended += 1
    }

    /// The file, once every frame has been appended.
    /// - Throws: ``GraphicsError`` when fewer frames came than the encoder was made for.
    package consuming func finish() throws -> Data {
        guard appended == frameCount, let pending else {
            throw GraphicsError(
                code: .invalidArgument, operation: "animated GIF",
                detail: "\(appended) frames appended of \(frameCount)")
        }
        let whole: Region = (0, 0, encoder.width, encoder.height)
        try encoder.append(
            pending.image, region: firstIsTranslucent ? whole : pending.region, delay: delay,
            disposal: firstIsTranslucent ? 2 : 1)
        return try encoder.finish()
    }

    /// Whether any pixel of `image` in `region` is less than half opaque (transparent in GIF).
    private static func hasTransparentPixel(_ image: CGImage, in region: Region) -> Bool {
        let surface = image.surface
        guard let pixels = surface.pixels else { return true }
        let alphaOnly = surface.format == CAIRO_FORMAT_A8
        for row in region.y..<(region.y + region.height) {
            let line = pixels + row * surface.stride
            for column in region.x..<(region.x + region.width) {
                let alpha =
                    alphaOnly
                    ? UInt32(line[column])
                    : UnsafeRawPointer(line).loadUnaligned(fromByteOffset: column * 4, as: UInt32.self) >> 24
                if alpha < 128 { return true }
            }
        }
        return false
    }
}
