import CLamina
import Foundation

/// A bitmap image.
///
/// Mirrors CoreGraphics's `CGImage`: immutable pixels with a color space and a layout. Lamina
/// reads images of 8 bits per component in gray, RGB or alpha-only layouts, with or without
/// alpha, premultiplied or not, in either byte order; other layouts (16-bit or float
/// components, CMYK, indexed) make the initializers return `nil`.
///
/// Additions to CoreGraphics's API decode and encode PNG: ``init(pngData:)``,
/// ``init(contentsOfPNGFile:)``, ``pngData()`` and ``writePNG(to:)``.
public final class CGImage: @unchecked Sendable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// The bits in each color or alpha component.
    public let bitsPerComponent: Int
    /// The bits in each pixel.
    public let bitsPerPixel: Int
    /// The bytes in each row of ``dataProvider``'s data.
    public let bytesPerRow: Int
    /// The color space; `nil` for alpha-only images.
    public let colorSpace: CGColorSpace?
    /// The layout of the pixels.
    public let bitmapInfo: CGBitmapInfo
    /// Whether the image is smoothed when scaled.
    public let shouldInterpolate: Bool
    /// The rendering intent.
    public let renderingIntent: CGColorRenderingIntent
    /// The pixel data, laid out as the properties above describe.
    ///
    /// For images made from Cairo's own pixels (rendered, decoded) the data is copied from them
    /// when asked for.
    public var dataProvider: CGDataProvider? {
        if let storedProvider { return storedProvider }
        guard let pixels = surface.pixels else { return nil }
        return CGDataProvider(data: Data(bytes: pixels, count: surface.stride * surface.height))
    }

    /// The data the image was made from, when it was made from data.
    private let storedProvider: CGDataProvider?
    /// The decode array: pairs of lower and upper limits per component (kept, not applied).
    public let decode: [CGFloat]?
    /// The pixels as a Cairo ARGB32 (or A8, for alpha-only images) image surface, in
    /// ``colorSpace``; never drawn into after creation.
    package let surface: CairoSurface
    /// The pixels matched to sRGB, for drawing.
    private let colorMatched = ColorMatchedSurface()

    /// The pixels to draw: ``surface`` matched from ``colorSpace`` to sRGB, the space Lamina
    /// draws in, as CoreGraphics color-matches an image to its destination (the match is made
    /// once, the first time it is asked for).
    package var drawingSurface: CairoSurface {
        colorMatched.surface(for: surface, in: colorSpace)
    }

    /// The alpha information of the image.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }
    /// Whether this image is an image mask, made with
    /// ``init(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)``.
    public let isMask: Bool
    /// The byte order of the pixels in ``dataProvider``'s data.
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue)
            ?? .orderDefault
    }
    /// How the pixels are packed.
    public var pixelFormatInfo: CGImagePixelFormatInfo {
        CGImagePixelFormatInfo(rawValue: bitmapInfo.rawValue & CGImagePixelFormatInfo.mask.rawValue)
            ?? .packed
    }
    /// The uniform type identifier of the image's source; Lamina's images have none.
    public var utType: String? { nil }

    /// Creates an image from pixel data; `nil` when the layout is one Lamina cannot read or the
    /// data is too short.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        let model: CGColorSpaceModel? = bitmapInfo.alphaInfo == .alphaOnly ? nil : space.model
        guard
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: model,
                bitmapInfo: bitmapInfo),
            width > 0, height > 0, CGImage.fitsCairo(width: width, height: height),
            bytesPerRow >= width * layout.bytesPerPixel,
            let data = provider.data,
            case (let rows, false) = bytesPerRow.multipliedReportingOverflow(by: height - 1),
            data.count >= rows + width * layout.bytesPerPixel,
            let surface = try? CGImage.makeSurface(
                layout: layout, data: data, bytesPerRow: bytesPerRow, width: width, height: height)
        else { return nil }
        let count = (layout.isAlphaOnly ? 1 : space.numberOfComponents + (layout.hasAlpha ? 1 : 0)) * 2
        self.init(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, colorSpace: layout.isAlphaOnly ? nil : space, bitmapInfo: bitmapInfo,
            shouldInterpolate: shouldInterpolate, renderingIntent: intent, dataProvider: provider,
            decode: decode.map { Array(UnsafeBufferPointer(start: $0, count: count)) }, surface: surface)
    }

    /// Whether an image of this size fits Cairo's limits: 32,767 pixels a side (so no product
    /// below overflows); CoreGraphics returns `nil` for sizes it cannot allocate.
    package static func fitsCairo(width: Int, height: Int) -> Bool {
        width <= CairoSurface.maximumDimension && height <= CairoSurface.maximumDimension
    }

    package init(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        colorSpace: CGColorSpace?, bitmapInfo: CGBitmapInfo, shouldInterpolate: Bool,
        renderingIntent: CGColorRenderingIntent, dataProvider: CGDataProvider?, decode: [CGFloat]?,
        surface: CairoSurface, isMask: Bool = false
    ) {
        self.isMask = isMask
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = renderingIntent
        self.storedProvider = dataProvider
        self.decode = decode
        self.surface = surface
    }

    /// Creates an image that shares the pixels of a Cairo image surface (ARGB32 or A8), which
    /// must not be drawn into afterwards; its pixels are in `colorSpace` (sRGB when `nil`).
    package convenience init(surface: CairoSurface, colorSpace: CGColorSpace? = nil) {
        let alphaOnly = surface.format == CAIRO_FORMAT_A8
        let stride = surface.stride
        self.init(
            width: surface.width, height: surface.height, bitsPerComponent: 8,
            bitsPerPixel: alphaOnly ? 8 : 32,
            bytesPerRow: stride, colorSpace: alphaOnly ? nil : colorSpace ?? .sharedSRGB,
            bitmapInfo: alphaOnly
                ? CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue) : PixelLayout.cairoBitmapInfo,
            shouldInterpolate: true, renderingIntent: .defaultIntent, dataProvider: nil, decode: nil,
            surface: surface)
    }

    /// Converts pixel rows of `layout` into a new Cairo image surface.
    package static func makeSurface(
        layout: PixelLayout, data: Data, bytesPerRow: Int, width: Int, height: Int
    ) throws -> CairoSurface {
        let surface = try CairoSurface(
            format: layout.isAlphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, width: width, height: height)
        guard let pixels = surface.pixels else {
            throw GraphicsError(code: .invalidArgument, operation: "CGImage", detail: "no pixel memory")
        }
        let stride = surface.stride
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            if layout.isAlphaOnly {
                for row in 0..<height {
                    (pixels + row * stride).update(
                        from: base.advanced(by: row * bytesPerRow).assumingMemoryBound(to: UInt8.self),
                        count: width)
                }
            } else {
                layout.convertToARGB32(
                    from: base, sourceBytesPerRow: bytesPerRow, to: pixels, destinationStride: stride,
                    width: width, height: height)
            }
        }
        surface.markDirty()
        return surface
    }

    /// Returns the part of the image inside `rect` (in pixels, origin at the top-left), or
    /// `nil` when it does not overlap the image.
    ///
    /// As in CoreGraphics, the rectangle is made integral and clipped to the image first.
    /// Lamina does not crop image masks (it returns `nil`).
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFiniteRect, !isMask else { return nil }
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1,
            let data = dataProvider?.data
        else { return nil }
        let x = Int(area.minX)
        let y = Int(area.minY)
        let w = Int(area.width)
        let h = Int(area.height)
        let bytesPerPixel = bitsPerPixel / 8
        let rowBytes = w * bytesPerPixel
        var cropped = Data(count: rowBytes * h)
        cropped.withUnsafeMutableBytes { output in
            data.withUnsafeBytes { input in
                for row in 0..<h {
                    let from = (y + row) * bytesPerRow + x * bytesPerPixel
                    output.baseAddress!.advanced(by: row * rowBytes).copyMemory(
                        from: input.baseAddress!.advanced(by: from), byteCount: rowBytes)
                }
            }
        }
        guard let provider = CGDataProvider(data: cropped) else { return nil }
        let space = colorSpace ?? .deviceGray
        return CGImage(
            width: w, height: h, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: rowBytes,
            space: space, bitmapInfo: bitmapInfo, provider: provider, decode: nil,
            shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// Returns a copy of the image.
    ///
    /// The copy shares the pixels, which no one draws into after an image is made.
    public func copy() -> CGImage? {
        CGImage(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, colorSpace: colorSpace, bitmapInfo: bitmapInfo,
            shouldInterpolate: shouldInterpolate, renderingIntent: renderingIntent,
            dataProvider: storedProvider,
            decode: decode, surface: surface, isMask: isMask)
    }

    /// Returns a copy of the image with a different color space, or `nil` when the image is a
    /// mask or the space's number of components differs from the image's space's.
    ///
    /// As in CoreGraphics, the pixels are not converted: the same values are read in the new
    /// space. (Lamina draws every RGB image as sRGB, so the new space changes only what
    /// ``colorSpace`` says.)
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, let current = colorSpace, current.numberOfComponents == space.numberOfComponents,
            space.model == .rgb || space.model == .monochrome
        else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, colorSpace: space, bitmapInfo: bitmapInfo,
            shouldInterpolate: shouldInterpolate,
            renderingIntent: renderingIntent, dataProvider: storedProvider, decode: decode, surface: surface)
    }

    /// Returns the premultiplied sRGB color of the pixel at `x`, `y` (origin top-left) as
    /// 0–255 components `(r, g, b, a)`; `nil` outside the image.
    ///
    /// An addition to CoreGraphics's API, for tests.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height, let pixels = surface.pixels else { return nil }
        let row = pixels + y * surface.stride
        if surface.format == CAIRO_FORMAT_A8 {
            return (0, 0, 0, row[x])
        }
        let word = UnsafeRawPointer(row).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        return (UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), UInt8(word >> 24))
    }
}
