import Foundation

/// An image file being written through ImageIO's API: images added one by one, written when
/// the destination is finalized.
///
/// Mirrors ImageIO's `CGImageDestination`, made and used through the functions of that API
/// (`CGImageDestinationCreateWithData(_:_:_:_:)`, `CGImageDestinationAddImage(_:_:_:)`,
/// `CGImageDestinationFinalize(_:)`, …). Lamina writes PNG (through zlib), JPEG (through
/// libjpeg-turbo) and GIF (through giflib, with palettes from libimagequant; several images make
/// an animated GIF). As on iOS, WebP is read and not written.
public final class CGImageDestination {
    /// Where the file goes.
    private let consumer: CGDataConsumer
    /// The file's format.
    package let format: ImageFormat
    /// The number of images the destination was made for.
    package let capacity: Int
    /// The properties of the file as a whole.
    package var properties: NSDictionary?
    /// The images added, with their properties.
    package private(set) var images: [(image: CGImage, properties: NSDictionary?)] = []
    /// Whether ``finalize()`` ran.
    package private(set) var isFinalized = false

    /// A destination for `capacity` images of the format `type` names; `nil` for a format
    /// Lamina does not write or a capacity below 1.
    package init?(consumer: CGDataConsumer, type: String, capacity: Int) {
        guard let format = ImageFormat(typeIdentifier: type), format.isWritable, capacity >= 1 else {
            return nil
        }
        (self.consumer, self.format, self.capacity) = (consumer, format, capacity)
    }

    /// Adds an image; images past the capacity, or added after finalizing, are ignored, as
    /// ImageIO ignores them.
    package func add(_ image: CGImage, properties: NSDictionary?) {
        guard !isFinalized, images.count < capacity else { return }
        images.append((image, properties))
    }

    /// Encodes the images and hands the file to the consumer.
    ///
    /// - Throws: ``GraphicsError`` when fewer images were added than the destination was made
    ///   for, it was finalized already, or encoding or writing fails.
    package func finalize() throws {
        guard !isFinalized else {
            throw GraphicsError(
                code: .invalidArgument, operation: "CGImageDestinationFinalize", detail: "finalized twice")
        }
        isFinalized = true
        guard images.count == capacity, let first = images.first else {
            throw GraphicsError(
                code: .invalidArgument, operation: "CGImageDestinationFinalize",
                detail: "\(images.count) images added of \(capacity)")
        }
        let bytes: Data
        switch format {
        case .png:
            bytes = try first.image.pngData()
        case .jpeg:
            let quality =
                ImageIODictionary.double(first.properties, kCGImageDestinationLossyCompressionQuality)
                ?? ImageIODictionary.double(properties, kCGImageDestinationLossyCompressionQuality) ?? 0.75
            bytes = try first.image.jpegData(quality: CGFloat(quality))
        case .gif:
            bytes = try gifData()
        case .webp:
            throw GraphicsError(
                code: .invalidArgument, operation: "CGImageDestinationFinalize", detail: "WebP is not written"
            )
        }
        try consumer.deliver(bytes)
    }

    /// The images as a GIF: a canvas of the first image's size, each image a whole frame over a
    /// cleared canvas, with its `kCGImagePropertyGIFDelayTime` (or unclamped delay) and the
    /// file's `kCGImagePropertyGIFLoopCount`.
    private func gifData() throws -> Data {
        let width = images[0].image.width
        let height = images[0].image.height
        let fileGIF = ImageIODictionary.dictionary(properties, kCGImagePropertyGIFDictionary)
        // GIF stores both in 16 bits: values past them (or not numbers) are clamped, never traps.
        func clamped(_ value: Double, to upper: Double) -> Double {
            value.isNaN ? 0 : min(max(value, 0), upper)
        }
        let loopCount = ImageIODictionary.double(fileGIF, kCGImagePropertyGIFLoopCount).map {
            Int(clamped($0, to: 65_535))
        }
        let encoder = try GIFEncoder(width: width, height: height, loopCount: loopCount)
        for (image, frameProperties) in images {
            let gif = ImageIODictionary.dictionary(frameProperties, kCGImagePropertyGIFDictionary)
            let seconds =
                ImageIODictionary.double(gif, kCGImagePropertyGIFUnclampedDelayTime)
                ?? ImageIODictionary.double(gif, kCGImagePropertyGIFDelayTime) ?? 0
            let delay = Int((clamped(seconds, to: 655.35) * 100).rounded())
            let region = (x: 0, y: 0, width: min(image.width, width), height: min(image.height, height))
            try encoder.append(image, region: region, delay: delay, disposal: 2)
        }
        return try encoder.finish()
    }
}
