import CLamina
import Foundation

extension CGContext {
    /// Creates a bitmap context, or returns `nil` for what CoreGraphics refuses.
    ///
    /// Supported, as in CoreGraphics: 8 bits per component RGB with premultiplied or skipped
    /// alpha first or last (32 bits per pixel, either byte order), gray without alpha, and
    /// alpha only. Not supported by Lamina: 16-bit and float components. User space starts
    /// y-up with its origin at the bottom-left, one unit per pixel.
    ///
    /// - Parameters:
    ///   - data: Memory for the pixels, at least `bytesPerRow × height` bytes, or `nil` to let
    ///     the context allocate zeroed memory. Memory you pass holds what was drawn after
    ///     every drawing call.
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - bitsPerComponent: Bits per color component: 8.
    ///   - bytesPerRow: Bytes per row, or 0 to compute it.
    ///   - space: The color space: RGB or gray (ignored for alpha-only contexts).
    ///   - bitmapInfo: A ``CGImageAlphaInfo`` raw value combined with a byte order.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard
            let storage = BitmapStorage(
                data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                bytesPerRow: bytesPerRow, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo)),
            let cairo = try? CairoContext(target: storage.surface)
        else { return nil }
        self.init(
            cairo: cairo, kind: .bitmap(storage), deviceSize: CGSize(width: width, height: height),
            initialCTM: .identity, rasterScale: 1)
    }

    /// Creates a bitmap context that calls `releaseCallback` when it no longer needs `data`, or
    /// returns `nil` for what CoreGraphics refuses.
    ///
    /// Mirrors CoreGraphics's initializer (`CGBitmapContextCreateWithData`); everything but the
    /// callback is as in ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)``.
    /// When the context is released, `releaseCallback` is called once with `releaseInfo` and
    /// `data`, so you may free the memory there. It is called only for memory you pass: memory
    /// the context allocates (`data` is `nil`) it frees itself; and not at all when the
    /// initializer returns `nil`.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32, releaseCallback: CGBitmapContextReleaseDataCallback?,
        releaseInfo: UnsafeMutableRawPointer?
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
            bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)
        if let data, let releaseCallback, case .bitmap(let storage) = kind {
            storage.release = (releaseCallback, releaseInfo, data)
        }
    }

    /// Creates a premultiplied RGBA bitmap context with a y-down user space in points, `scale`
    /// pixels per point, like the contexts of `UIGraphicsImageRenderer`.
    ///
    /// An addition to CoreGraphics's API: the context that ``CGContext/makeImage()`` turns into
    /// an image of `ceil(size × scale)` pixels. Shadows are specified in points, y-down.
    /// - Returns: `nil` when the pixel size is empty, not finite, or larger than
    ///   ``LaminaLimits/imageDimension`` on a side.
    public static func makeImageContext(size: CGSize, scale: CGFloat = 1) -> CGContext? {
        guard size.isFinite, scale.isFinite, scale > 0 else { return nil }
        let (pixelWidth, pixelHeight) = (
            (size.width * scale).rounded(.up), (size.height * scale).rounded(.up)
        )
        // Checked as floating point first: a huge size must give `nil`, not trap converting.
        let side = CGFloat(CairoSurface.maximumDimension)
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= side, pixelHeight <= side else { return nil }
        let (width, height) = (Int(pixelWidth), Int(pixelHeight))
        guard
            let storage = BitmapStorage(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: .sharedSRGB, bitmapInfo: PixelLayout.cairoBitmapInfo),
            let cairo = try? CairoContext(target: storage.surface)
        else { return nil }
        let flip = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(height))
        return CGContext(
            cairo: cairo, kind: .bitmap(storage), deviceSize: CGSize(width: width, height: height),
            initialCTM: flip, rasterScale: 1)
    }

    /// A y-down context drawing straight onto an image surface the caller owns, `scale`
    /// pixels per point: no copy is needed to turn its pixels into an image afterwards.
    package static func makeContext(drawingOn surface: CairoSurface, scale: CGFloat) throws -> CGContext {
        let cairo = try CairoContext(target: surface)
        let size = CGSize(width: surface.width, height: surface.height)
        let flip = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: size.height)
        return CGContext(
            cairo: cairo, kind: .surface(surface), deviceSize: size, initialCTM: flip, rasterScale: 1)
    }

    /// A context drawing on a recording surface of `size` units, whose user space maps to the
    /// surface's coordinates by `userToDevice`: how pattern cells and layers are recorded.
    package static func makeContext(
        recordingOn surface: CairoSurface, size: CGSize, userToDevice: CGAffineTransform
    ) throws -> CGContext {
        let cairo = try CairoContext(target: surface)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)
        return CGContext(
            cairo: cairo, kind: .surface(surface), deviceSize: size,
            initialCTM: userToDevice.concatenating(flip), rasterScale: 2)
    }

    private var bitmap: BitmapStorage? {
        if case .bitmap(let storage) = kind { return storage }
        return nil
    }

    /// Returns an image of the bitmap's current pixels, or `nil` for a non-bitmap context.
    public func makeImage() -> CGImage? {
        bitmap?.makeImage()
    }

    /// The bitmap's memory, or `nil` for a non-bitmap context.
    public var data: UnsafeMutableRawPointer? {
        bitmap?.synchronize()
        return bitmap?.data
    }

    /// The bitmap's width in pixels (0 for other contexts).
    public var width: Int { bitmap?.width ?? 0 }
    /// The bitmap's height in pixels (0 for other contexts).
    public var height: Int { bitmap?.height ?? 0 }
    /// The bits per component of the bitmap (0 for other contexts).
    public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? 0 }
    /// The bits per pixel of the bitmap (0 for other contexts).
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? 0 }
    /// The bytes per row of the bitmap (0 for other contexts).
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// The color space of the bitmap.
    public var colorSpace: CGColorSpace? { bitmap?.colorSpace }
    /// The bitmap information of the bitmap.
    public var bitmapInfo: CGBitmapInfo { bitmap?.bitmapInfo ?? [] }
    /// The alpha information of the bitmap.
    public var alphaInfo: CGImageAlphaInfo { bitmap?.bitmapInfo.alphaInfo ?? .none }

    /// Called after every drawing call: keeps a converted bitmap's memory up to date.
    package func didDraw() {
        bitmap?.synchronize()
    }
}
