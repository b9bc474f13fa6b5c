import Foundation
import LaminaGraphics

extension LayerRenderer {
    /// Renders `layer` at each of `times` into an animated GIF, one frame per time in the order
    /// given, each shown for `frameDuration` seconds.
    ///
    /// An addition to Core Animation's API, beside
    /// ``animatedPNGData(of:atTimes:frameDuration:loopCount:)``: the frames sample the same tree
    /// the same way. Each frame has its own palette of up to 256 colors (kept exactly when the
    /// frame has no more; otherwise chosen by libimagequant, with dithering); pixels less than
    /// half opaque become transparent, the others opaque (GIF has one bit of alpha: give the
    /// renderer an opaque `backgroundColor` for antialiased edges). The delay is stored in
    /// hundredths of a second, so 1/30 s becomes 0.03 s. After the first, a frame holds only
    /// the rectangle that changed. Frames are compressed as they are rendered: memory holds two
    /// frames and the file, whatever the count; at most `LaminaLimits.framesPerExport` frames.
    /// - Parameters:
    ///   - layer: The layer to render, over its bounds.
    ///   - times: The media times of the frames, in playing order.
    ///   - frameDuration: How long each frame shows, in seconds (positive, at most 655.35).
    ///   - loopCount: How many times the animation plays; 0 (the default) loops forever; at most
    ///     65,535.
    /// - Returns: The GIF file's bytes.
    /// - Throws: ``Error`` when a frame cannot be rendered or encoded, the frame is larger than
    ///   GIF's 65,535 pixels a side, or the duration or loop count is out of range.
    public func animatedGIFData(
        of layer: CALayer, atTimes times: [CFTimeInterval], frameDuration: CFTimeInterval, loopCount: Int = 0
    ) throws -> Data {
        try encodeAnimation(
            AnimatedGIF.self, of: layer, atTimes: times, frameDuration: frameDuration, loopCount: loopCount,
            format: "animated GIF")
    }

    /// Writes an animated GIF atomically; see
    /// ``animatedGIFData(of:atTimes:frameDuration:loopCount:)``.
    ///
    /// - Throws: ``Error`` when rendering fails or the file cannot be written.
    public func writeAnimatedGIF(
        of layer: CALayer, atTimes times: [CFTimeInterval], frameDuration: CFTimeInterval, loopCount: Int = 0,
        to url: URL
    ) throws {
        try writeAtomically(
            animatedGIFData(of: layer, atTimes: times, frameDuration: frameDuration, loopCount: loopCount),
            to: url)
    }
}
