import CLamina
import CLaminaJPEG
import Foundation

extension CGImage {
    /// Whether `data` starts as a JPEG file does (a start-of-image marker, then another marker).
    package static func looksLikeJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8
            && data[data.startIndex + 2] == 0xFF
    }

    /// Decodes a JPEG image, through libjpeg-turbo.
    ///
    /// An addition to CoreGraphics's API (which decodes through ImageIO). The image is opaque 8-bit
    /// ARGB (gray and CMYK JPEGs are converted), in the color space of the file's embedded ICC
    /// profile (`APP2` `ICC_PROFILE` segments) when it is an RGB profile Lamina reads, else in
    /// sRGB; drawing matches it to sRGB; the EXIF orientation is not applied (see
    /// `UIImage(data:)`, which applies it as UIKit does). A file claiming more than
    /// ``LaminaLimits/imagePixelCount`` pixels, or more than ``LaminaLimits/imageDimension`` on a
    /// side, is refused before anything is allocated.
    ///
    /// - Parameter jpegData: The bytes of a JPEG file.
    /// - Throws: ``GraphicsError`` with code `.invalidData` when the bytes are not a JPEG image
    ///   libjpeg-turbo can decode, or it is too large.
    public convenience init(jpegData: Data) throws {
        func fail(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: "CGImage(jpegData:)", detail: detail)
        }
        guard Self.looksLikeJPEG(jpegData) else {
            throw fail("the \(jpegData.count) bytes are not a JPEG file (no start-of-image marker)")
        }
        guard let handle = tjInitDecompress() else { throw fail("libjpeg-turbo could not start a decoder") }
        defer { tjDestroy(handle) }
        let surface: CairoSurface = try jpegData.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress
            let size = UInt(raw.count)
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, bytes, size, &width, &height, &subsampling, &colorspace) == 0
            else {
                throw fail("not a readable JPEG image (\(Self.jpegError(handle)))")
            }
            guard width > 0, height > 0, width <= Int32(PNGStructure.maximumDimension),
                height <= Int32(PNGStructure.maximumDimension),
                Int(width) * Int(height) <= PNGStructure.maximumPixelCount
            else {
                throw fail("a \(width) × \(height) image is larger than Lamina decodes")
            }
            let surface = try CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: Int(width), height: Int(height))
            guard let pixels = surface.pixels else { throw fail("no pixel memory for the image") }
            // Cairo's ARGB32 is BGRA in memory on little-endian machines, ARGB on big-endian
            // ones; libjpeg-turbo fills the alpha byte with 255 (opaque, so premultiplied alike).
            let format = Int32(UInt32(littleEndian: 1) == 1 ? TJPF_BGRA.rawValue : TJPF_ARGB.rawValue)
            let status = tjDecompress2(
                handle, bytes, size, pixels, width, Int32(surface.stride), height, format, TJFLAG_ACCURATEDCT)
            // A warning (a truncated file, say) still leaves a picture, as ImageIO shows one.
            if status != 0, tjGetErrorCode(handle) == TJERR_FATAL.rawValue {
                throw fail("the JPEG image could not be decoded (\(Self.jpegError(handle)))")
            }
            surface.markDirty()
            return surface
        }
        // The pixels are in the file's embedded profile, when it has one Lamina can use.
        self.init(surface: surface, colorSpace: EmbeddedProfile.colorSpace(inJPEG: jpegData))
    }

    /// Creates an image from a JPEG data provider, as CoreGraphics's initializer of that name
    /// does; `nil` when the data is not a JPEG image.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let data = source.data else { return nil }
        try? self.init(jpegData: data)
    }

    /// Encodes the image as a baseline JPEG, through libjpeg-turbo, with its color space's ICC
    /// profile in `APP2` segments when the space was made from one, as ImageIO writes it.
    ///
    /// An addition to CoreGraphics's API (which encodes through ImageIO). JPEG has no alpha:
    /// translucent pixels are written as their premultiplied colors, that is over black, as
    /// ImageIO writes them. Colors are 4:2:0 subsampled below quality 0.9 and kept whole from it.
    ///
    /// - Parameter quality: From 0 (smallest) to 1 (best), as `UIImage.jpegData(compressionQuality:)`
    ///   takes it; values outside are clamped.
    /// - Returns: The bytes of a JPEG file.
    /// - Throws: ``GraphicsError`` when libjpeg-turbo fails.
    public func jpegData(quality: CGFloat) throws -> Data {
        func fail(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: "CGImage.jpegData(quality:)", detail: detail)
        }
        // The pixels as opaque ARGB32, whatever the image's format.
        let argb = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        let context = try CairoContext(target: argb)
        cairo_set_source_rgb(context.pointer, 0, 0, 0)
        cairo_paint(context.pointer)
        cairo_set_source_surface(context.pointer, surface.pointer, 0, 0)
        cairo_paint(context.pointer)
        try context.check("flattening an image for JPEG")
        guard let pixels = argb.pixels else { throw fail("no pixels to encode") }
        guard let handle = tjInitCompress() else { throw fail("libjpeg-turbo could not start an encoder") }
        defer { tjDestroy(handle) }
        let clamped = quality.isNaN ? 0.75 : min(max(quality, 0), 1)
        let level = Int32((1 + clamped * 99).rounded())
        let subsampling = clamped >= 0.9 ? TJSAMP_444 : TJSAMP_420
        let format = Int32(UInt32(littleEndian: 1) == 1 ? TJPF_BGRA.rawValue : TJPF_ARGB.rawValue)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { if let output { tjFree(output) } }
        guard
            tjCompress2(
                handle, pixels, Int32(width), Int32(argb.stride), Int32(height), format, &output, &size,
                Int32(subsampling.rawValue), level, TJFLAG_ACCURATEDCT) == 0, let output
        else {
            throw fail("libjpeg-turbo could not encode the image (\(Self.jpegError(handle)))")
        }
        let data = Data(bytes: output, count: Int(size))
        guard let profile = colorSpace?.copyICCData() as Data? else { return data }
        return EmbeddedProfile.jpeg(data, embedding: profile)
    }

    /// The size of a JPEG image and whether it is gray, read from its header without decoding
    /// it; `nil` when libjpeg-turbo cannot read the header.
    package static func jpegHeader(_ data: Data) -> (width: Int, height: Int, isGray: Bool)? {
        guard looksLikeJPEG(data), let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { raw in
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard
                tjDecompressHeader3(
                    handle, raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count), &width, &height,
                    &subsampling, &colorspace) == 0
            else { return nil }
            return (Int(width), Int(height), colorspace == Int32(TJCS_GRAY.rawValue))
        }
    }

    /// libjpeg-turbo's message for the last error on `handle`.
    private static func jpegError(_ handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
