import Foundation

/// An image file read through ImageIO's API: its type, its images and their properties.
///
/// Mirrors ImageIO's `CGImageSource`, made and read through the functions of that API
/// (`CGImageSourceCreateWithData(_:_:)`, `CGImageSourceCreateImageAtIndex(_:_:_:)`, …). Lamina
/// reads PNG and JPEG (through zlib and libjpeg-turbo), GIF with every frame (through giflib)
/// and still and animated WebP (through libwebp). A source is made from whole data: its status
/// is `.statusComplete`, or says why it cannot be read.
///
/// Headers are read when the source is made, pixels when an image is asked for. A file whose
/// canvas exceeds `LaminaLimits.imageDimension` on a side or `LaminaLimits.imagePixelCount`
/// in all, or that holds more than `LaminaLimits.framesPerExport` frames, is refused before
/// anything of that size is allocated: its status is `.statusInvalidData` and it has no images.
///
/// A source may be used from several threads: decoding is serialised.
public final class CGImageSource: @unchecked Sendable {
    /// What the headers say, per format.
    private enum Content {
        case png(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, interlaced: Bool)
        case jpeg(width: Int, height: Int, isGray: Bool, orientation: Int?)
        case gif(GIFStructure)
        case webp(WebPImage)
        case none
    }

    /// The file's bytes.
    package let data: Data
    /// The recognised format, or `nil`.
    package let format: ImageFormat?
    /// How the headers read.
    package let status: CGImageSourceStatus
    private let content: Content
    /// Serialises decoding, which keeps state between frames.
    private let lock = NSLock()
    /// The GIF decoder positioned after the last frame read, so frames read in order decode
    /// once each.
    private var gifReader: GIFFrameReader?

    /// Reads the headers of `data`.
    package init(data: Data) {
        self.data = data
        format = ImageFormat(sniffing: data)
        var content = Content.none
        var status = CGImageSourceStatus.statusUnknownType
        if let format {
            do {
                content = try Self.readHeaders(format, data)
                status = .statusComplete
            } catch {
                status = .statusInvalidData
            }
        }
        (self.content, self.status) = (content, status)
    }

    private static func readHeaders(_ format: ImageFormat, _ data: Data) throws -> Content {
        func refuse(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: "CGImageSource", detail: detail)
        }
        switch format {
        case .png:
            try PNGStructure.validate(data)
            let header = [UInt8](data.prefix(29))
            let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return .png(
                width: width, height: height, colorType: header[25], bitDepth: header[24],
                interlaced: header[28] != 0)
        case .jpeg:
            guard let header = CGImage.jpegHeader(data) else { throw refuse("an unreadable JPEG header") }
            guard fits(header.width, header.height) else { throw refuse("a JPEG image too large") }
            return .jpeg(
                width: header.width, height: header.height, isGray: header.isGray,
                orientation: JPEGOrientation.read(from: data))
        case .gif:
            let structure = try GIFStructure(data)
            guard structure.fitsLimits else { throw refuse("a GIF canvas too large") }
            return .gif(structure)
        case .webp:
            return .webp(try WebPImage(data: data))
        }
    }

    /// Whether an image of this size is within Lamina's limits.
    private static func fits(_ width: Int, _ height: Int) -> Bool {
        width > 0 && height > 0 && width <= LaminaLimits.imageDimension
            && height <= LaminaLimits.imageDimension
            && width * height <= LaminaLimits.imagePixelCount
    }

    /// The number of images: the frames of an animated GIF or WebP, 1 for other readable files,
    /// 0 for unreadable ones.
    package var count: Int {
        switch content {
        case .png, .jpeg: 1
        case .gif(let structure): structure.frames.count
        case .webp(let image): image.frameCount
        case .none: 0
        }
    }

    /// The EXIF orientation of image `index` (1 when the file records none).
    package func orientation(at index: Int) -> Int {
        if case .jpeg(_, _, _, let orientation?) = content { return orientation }
        return 1
    }

    /// The decoded image `index`: for animations, the whole canvas as shown at that frame.
    ///
    /// - Throws: ``GraphicsError`` when there is no such image or it cannot be decoded.
    package func image(at index: Int) throws -> CGImage {
        guard index >= 0, index < count else {
            throw GraphicsError(
                code: .invalidArgument, operation: "CGImageSourceCreateImageAtIndex",
                detail: "no image \(index) in a source of \(count)")
        }
        lock.lock()
        defer { lock.unlock() }
        switch content {
        case .png: return try CGImage(pngData: data)
        case .jpeg: return try CGImage(jpegData: data)
        case .webp(let image): return try image.image(at: index)
        case .gif(let structure):
            if gifReader == nil || gifReader!.nextFrame > index + 1 {
                gifReader = nil
                gifReader = try GIFFrameReader(data: data, structure: structure)
            }
            guard let reader = gifReader else {
                throw GraphicsError(code: .invalidData, operation: "GIF", detail: "")
            }
            do {
                while reader.nextFrame <= index { try reader.advance() }
                return try reader.image()
            } catch {
                gifReader = nil
                throw error
            }
        case .none:
            throw GraphicsError(
                code: .invalidData, operation: "CGImageSourceCreateImageAtIndex", detail: "no image")
        }
    }

    /// The properties of the whole file, as `CGImageSourceCopyProperties(_:_:)` returns them.
    package var containerProperties: NSDictionary {
        var entries: [(CFString, Any)] = [(kCGImagePropertyFileSize, data.count)]
        switch content {
        case .gif(let structure):
            entries.append(
                (
                    kCGImagePropertyGIFDictionary,
                    ImageIODictionary.make([
                        (kCGImagePropertyGIFLoopCount, structure.loopCount ?? 1),
                        (kCGImagePropertyGIFHasGlobalColorMap, structure.hasGlobalColorMap),
                        (kCGImagePropertyGIFCanvasPixelWidth, structure.width),
                        (kCGImagePropertyGIFCanvasPixelHeight, structure.height),
                    ])
                ))
        case .webp(let image) where image.isAnimated:
            entries.append(
                (
                    kCGImagePropertyWebPDictionary,
                    ImageIODictionary.make([
                        (kCGImagePropertyWebPLoopCount, image.loopCount),
                        (kCGImagePropertyWebPCanvasPixelWidth, image.width),
                        (kCGImagePropertyWebPCanvasPixelHeight, image.height),
                    ])
                ))
        default: break
        }
        return ImageIODictionary.make(entries)
    }

    /// The properties of image `index`, as `CGImageSourceCopyPropertiesAtIndex(_:_:_:)`
    /// returns them; `nil` when there is no such image.
    package func properties(at index: Int) -> NSDictionary? {
        guard index >= 0, index < count else { return nil }
        var entries: [(CFString, Any)]
        func base(_ width: Int, _ height: Int, gray: Bool = false, alpha: Bool) -> [(CFString, Any)] {
            [
                (kCGImagePropertyPixelWidth, width), (kCGImagePropertyPixelHeight, height),
                (kCGImagePropertyDepth, 8), (kCGImagePropertyHasAlpha, alpha),
                (
                    kCGImagePropertyColorModel,
                    gray ? kCGImagePropertyColorModelGray : kCGImagePropertyColorModelRGB
                ),
            ]
        }
        switch content {
        case .png(let width, let height, let colorType, let bitDepth, let interlaced):
            entries = base(
                width, height, gray: colorType == 0 || colorType == 4, alpha: colorType == 4 || colorType == 6
            )
            entries[2] = (kCGImagePropertyDepth, Int(bitDepth))
            entries.append(
                (
                    kCGImagePropertyPNGDictionary,
                    ImageIODictionary.make([(kCGImagePropertyPNGInterlaceType, interlaced ? 1 : 0)])
                ))
        case .jpeg(let width, let height, let isGray, let orientation):
            entries = base(width, height, gray: isGray, alpha: false)
            if let orientation {
                entries.append((kCGImagePropertyOrientation, orientation))
                entries.append(
                    (
                        kCGImagePropertyTIFFDictionary,
                        ImageIODictionary.make([(kCGImagePropertyTIFFOrientation, orientation)])
                    ))
            }
        case .gif(let structure):
            let frame = structure.frames[index]
            entries = base(
                structure.width, structure.height,
                alpha: structure.frames.contains { $0.transparentIndex != nil })
            let seconds = Double(frame.delay) / 100
            entries.append(
                (
                    kCGImagePropertyGIFDictionary,
                    ImageIODictionary.make([
                        (kCGImagePropertyGIFDelayTime, max(seconds, 0.1)),
                        (kCGImagePropertyGIFUnclampedDelayTime, seconds),
                        (kCGImagePropertyGIFLoopCount, structure.loopCount ?? 1),
                    ])
                ))
        case .webp(let image):
            entries = base(image.width, image.height, alpha: image.hasAlpha)
            var webp: [(CFString, Any)] = [
                (kCGImagePropertyWebPCanvasPixelWidth, image.width),
                (kCGImagePropertyWebPCanvasPixelHeight, image.height),
            ]
            if image.isAnimated {
                let seconds = Double(image.durations[index]) / 1000
                webp += [
                    (kCGImagePropertyWebPDelayTime, max(seconds, 0.1)),
                    (kCGImagePropertyWebPUnclampedDelayTime, seconds),
                    (kCGImagePropertyWebPLoopCount, image.loopCount),
                ]
            }
            entries.append((kCGImagePropertyWebPDictionary, ImageIODictionary.make(webp)))
        case .none:
            return nil
        }
        return ImageIODictionary.make(entries)
    }
}
