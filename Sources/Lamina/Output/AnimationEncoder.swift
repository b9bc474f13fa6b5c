import Foundation
import LaminaGraphics

/// An encoder of an animated image file that takes its frames one at a time, as
/// ``LayerRenderer`` renders them (``AnimatedPNG``, ``AnimatedGIF``).
package protocol AnimationEncoder {
    /// An encoder for `frameCount` frames of `width` × `height` pixels, each shown for `delay`
    /// seconds, the whole played `loopCount` times (0: forever).
    init(width: Int, height: Int, frameCount: Int, delay: Double, loopCount: Int) throws
    /// Adds the next frame.
    mutating func append(_ frame: CGImage) throws
    /// Ends the file and returns its bytes.
    consuming func finish() throws -> Data
}

extension AnimatedPNG: AnimationEncoder {}
extension AnimatedGIF: AnimationEncoder {}

extension LayerRenderer {
    /// The file `Encoder` makes of `layer` rendered at each of `times`: each frame is encoded
    /// as soon as it is rendered, so memory holds what the encoder keeps, never every frame.
    ///
    /// - Throws: ``Error`` when there are no times, or a frame cannot be rendered or encoded.
    func encodeAnimation<Encoder: AnimationEncoder>(
        _ encoder: Encoder.Type, of layer: CALayer, atTimes times: [CFTimeInterval],
        frameDuration: CFTimeInterval, loopCount: Int, format: String
    ) throws -> Data {
        do {
            guard let firstTime = times.first else {
                throw GraphicsError(code: .invalidArgument, operation: format, detail: "no frames")
            }
            let sequence = frameSequence(of: layer)
            let first = try sequence.image(atTime: firstTime)
            var encoder = try Encoder(
                width: first.width, height: first.height, frameCount: times.count, delay: frameDuration,
                loopCount: loopCount)
            try encoder.append(first)
            for time in times.dropFirst() { try encoder.append(sequence.image(atTime: time)) }
            return try encoder.finish()
        } catch let error as GraphicsError {
            throw Error.cairo(error)
        }
    }

    /// Writes `data` to `url` atomically.
    ///
    /// - Throws: ``Error/unwritable(_:_:)`` when the file cannot be written.
    func writeAtomically(_ data: Data, to url: URL) throws {
        do {
            try FileOutput.write(data, to: url)
        } catch let error as GraphicsError {
            throw Error.unwritable(url, error.detail)
        }
    }
}
