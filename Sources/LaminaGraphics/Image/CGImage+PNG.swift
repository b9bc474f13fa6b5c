import CLamina
import Foundation

/// Bytes read from or written to by Cairo's PNG stream callbacks.
private final class ByteStream {
    var data: Data
    var offset = 0

    init(_ data: Data = Data()) {
        self.data = data
    }
}

extension CGImage {
    /// Decodes a PNG image.
    ///
    /// An addition to CoreGraphics's API (which decodes through ImageIO). The image is 8 bits per
    /// component premultiplied ARGB, in the color space of the file's embedded ICC profile
    /// (`iCCP`) when it is an RGB profile Lamina reads, else in sRGB; drawing matches it to sRGB.
    /// 16-bit PNGs are reduced to 8 bits. The header is
    /// checked in place first: an image larger than ``LaminaLimits/imageDimension`` on a side
    /// or ``LaminaLimits/imagePixelCount`` in all is refused before anything is allocated.
    ///
    /// - Parameter pngData: The bytes of a PNG file.
    /// - Throws: ``GraphicsError`` with code `.invalidData` when the bytes are not a PNG image
    ///   Cairo can decode.
    public convenience init(pngData: Data) throws {
        try PNGStructure.validate(pngData)
        let stream = ByteStream(pngData)
        let unmanaged = Unmanaged.passRetained(stream)
        defer { unmanaged.release() }
        let read: cairo_read_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let stream = Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard stream.offset + count <= stream.data.count else { return CAIRO_STATUS_READ_ERROR }
            stream.data.copyBytes(to: buffer, from: stream.offset..<stream.offset + count)
            stream.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let created = cairo_image_surface_create_from_png_stream(read, unmanaged.toOpaque())
        let surface: CairoSurface
        do {
            surface = try CairoSurface(adopting: created, operation: "decoding PNG data")
        } catch let error as GraphicsError {
            throw GraphicsError(
                code: .invalidData, operation: "CGImage(pngData:)",
                detail: "the \(pngData.count) bytes are not a readable PNG image (\(error.detail))")
        }
        // The pixels are in the file's embedded profile, when it has one Lamina can use.
        let space = EmbeddedProfile.colorSpace(inPNG: pngData)
        // Cairo decodes to ARGB32, RGB24 or A8; keep ARGB32 and A8, widen RGB24.
        if surface.format == CAIRO_FORMAT_ARGB32 || surface.format == CAIRO_FORMAT_A8 {
            self.init(surface: surface, colorSpace: space)
        } else {
            let argb = try CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: surface.width, height: surface.height)
            let context = try CairoContext(target: argb)
            cairo_set_source_surface(context.pointer, surface.pointer, 0, 0)
            cairo_paint(context.pointer)
            try context.check("converting a decoded PNG")
            self.init(surface: argb, colorSpace: space)
        }
    }

    /// Decodes a PNG file.
    ///
    /// An addition to CoreGraphics's API.
    /// - Parameter url: The file's location.
    /// - Throws: ``GraphicsError`` with code `.io` when the file cannot be read, `.invalidData`
    ///   when it is not a PNG image.
    public convenience init(contentsOfPNGFile url: URL) throws {
        let data: Data
        do {
            data = try MappedFile.contents(of: url)
        } catch {
            throw GraphicsError(
                code: .io, operation: "reading \(url.path)", detail: error.localizedDescription)
        }
        try self.init(pngData: data)
    }

    /// Creates an image from a PNG data provider, as CoreGraphics's initializer of that name
    /// does; `nil` when the data is not a PNG image.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data else { return nil }
        try? self.init(pngData: data)
    }

    /// Encodes the image as PNG (8-bit RGBA, or gray-alpha for alpha-only images), with its
    /// color space's ICC profile in an `iCCP` chunk when the space was made from one (an image
    /// decoded from a file with a profile keeps it), as ImageIO writes it.
    ///
    /// An addition to CoreGraphics's API (which encodes through ImageIO).
    /// - Returns: The bytes of a PNG file.
    /// - Throws: ``GraphicsError`` when Cairo fails to encode.
    public func pngData() throws -> Data {
        let stream = ByteStream()
        let unmanaged = Unmanaged.passRetained(stream)
        defer { unmanaged.release() }
        let write: cairo_write_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_WRITE_ERROR }
            let stream = Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue()
            stream.data.append(buffer, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        try GraphicsError.check(
            cairo_surface_write_to_png_stream(surface.pointer, write, unmanaged.toOpaque()), "encoding PNG")
        guard let profile = colorSpace?.copyICCData() as Data? else { return stream.data }
        return EmbeddedProfile.png(stream.data, embedding: profile)
    }

    /// Encodes the image as PNG and writes it to `url` atomically: a failed write leaves no
    /// partial file and does not clobber an existing one.
    ///
    /// An addition to CoreGraphics's API.
    /// - Parameter url: Where to write.
    /// - Throws: ``GraphicsError`` with code `.io` when the file cannot be written.
    public func writePNG(to url: URL) throws {
        try FileOutput.write(try pngData(), to: url)
    }
}
