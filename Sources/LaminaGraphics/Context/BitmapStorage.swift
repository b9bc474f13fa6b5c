import CLamina
import Foundation

/// A function a bitmap context calls with the `releaseInfo` and `data` given to
/// ``CGContext/init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:releaseCallback:releaseInfo:)``
/// when it no longer needs the memory.
///
/// Mirrors CoreGraphics's `CGBitmapContextReleaseDataCallback`.
public typealias CGBitmapContextReleaseDataCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// The pixels behind a bitmap context, and how they relate to the Cairo surface drawn on.
///
/// When the caller's layout is one Cairo draws natively (ARGB32 in native byte order, RGB24,
/// A8) Cairo draws straight into the caller's memory. Otherwise Cairo draws into its own
/// surface and every drawing call copies the result into the caller's layout, so the memory
/// passed to the initializer always holds what was drawn, as on Apple's platforms.
package final class BitmapStorage {
    package let width: Int
    package let height: Int
    package let bitsPerComponent: Int
    package let bitsPerPixel: Int
    package let bytesPerRow: Int
    package let colorSpace: CGColorSpace?
    package let bitmapInfo: CGBitmapInfo
    package let layout: PixelLayout
    /// The caller's memory, or memory Lamina allocated (then freed in `deinit`).
    package let data: UnsafeMutableRawPointer
    private let ownsData: Bool
    package let surface: CairoSurface
    /// Whether Cairo draws directly into `data`.
    private let isDirect: Bool
    private let isOpaque: Bool
    /// What to call with the caller's memory when the storage goes away.
    var release:
        (
            callback: CGBitmapContextReleaseDataCallback, info: UnsafeMutableRawPointer?,
            data: UnsafeMutableRawPointer
        )?

    init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow requested: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        let alpha = bitmapInfo.alphaInfo
        let model: CGColorSpaceModel? = alpha == .alphaOnly ? nil : space.model
        // CoreGraphics's bitmap contexts: 8-bit RGB with premultiplied or skipped alpha
        // (32 bits per pixel), 8-bit gray without alpha, 8-bit alpha only.
        let bitsPerPixel: Int
        switch (model, alpha) {
        case (nil, _): bitsPerPixel = 8
        case (.monochrome?, .none): bitsPerPixel = 8
        case (.rgb?, .premultipliedFirst), (.rgb?, .premultipliedLast), (.rgb?, .noneSkipFirst),
            (.rgb?, .noneSkipLast):
            bitsPerPixel = 32
        default: return nil
        }
        guard width > 0, height > 0, width <= CairoSurface.maximumDimension,
            height <= CairoSurface.maximumDimension,
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: model,
                bitmapInfo: bitmapInfo)
        else { return nil }
        let format: cairo_format_t =
            layout.isAlphaOnly
            ? CAIRO_FORMAT_A8 : (layout.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24)
        let cairoStride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let nativeLayout =
            layout.isAlphaOnly || layout == .cairoARGB32
            || (format == CAIRO_FORMAT_RGB24 && layout.channels == PixelLayout.cairoRGB24Channels)
        let minimumRow = width * layout.bytesPerPixel
        let rowBytes = requested == 0 ? (nativeLayout ? cairoStride : minimumRow) : requested
        guard rowBytes >= minimumRow, rowBytes.multipliedReportingOverflow(by: height).overflow == false
        else { return nil }
        let direct = nativeLayout && rowBytes % 4 == 0

        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
        } else {
            memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        }
        let created: OpaquePointer? =
            direct
            ? cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height),
                Int32(rowBytes))
            : cairo_image_surface_create(format, Int32(width), Int32(height))
        guard let surface = try? CairoSurface(adopting: created, operation: "bitmap context") else {
            if data == nil { memory.deallocate() }
            return nil
        }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = rowBytes
        self.colorSpace = layout.isAlphaOnly ? nil : space
        self.bitmapInfo = bitmapInfo
        self.layout = layout
        self.data = memory
        self.ownsData = data == nil
        self.surface = surface
        self.isDirect = direct
        self.isOpaque = !layout.hasAlpha
        if !direct, data != nil { importCallerPixels() }
    }

    deinit {
        if ownsData { data.deallocate() }
        if let release {
            // Cairo must not touch the caller's memory once it may be freed.
            surface.finish()
            release.callback(release.info, release.data)
        }
    }

    /// Copies the caller's pixels into Cairo's surface, which then starts from them.
    private func importCallerPixels() {
        guard let pixels = surface.pixels else { return }
        let stride = surface.stride
        if layout.isAlphaOnly {
            for row in 0..<height {
                (pixels + row * stride).update(
                    from: (data + row * bytesPerRow).assumingMemoryBound(to: UInt8.self), count: width)
            }
        } else {
            layout.convertToARGB32(
                from: data, sourceBytesPerRow: bytesPerRow, to: pixels, destinationStride: stride,
                width: width,
                height: height)
        }
        surface.markDirty()
    }

    /// Brings the caller's memory up to date with what Cairo drew.
    package func synchronize() {
        guard let pixels = surface.pixels else { return }
        guard !isDirect else { return }
        let stride = surface.stride
        if layout.isAlphaOnly {
            for row in 0..<height {
                (data + row * bytesPerRow).copyMemory(from: pixels + row * stride, byteCount: width)
            }
        } else {
            layout.convertFromARGB32(
                from: pixels, sourceStride: stride, opaque: isOpaque, to: data,
                destinationBytesPerRow: bytesPerRow,
                width: width, height: height)
        }
    }

    /// An image of the current pixels, in the context's layout.
    package func makeImage() -> CGImage? {
        if isDirect, layout == .cairoARGB32 || layout.isAlphaOnly, let pixels = surface.pixels,
            let copy = try? CairoSurface(format: surface.format, width: width, height: height),
            let target = copy.pixels
        {
            // Cairo's own layout: one copy of the pixels, shared by the image and its data.
            let rowBytes = layout.isAlphaOnly ? width : width * 4
            for row in 0..<height {
                (target + row * copy.stride).update(from: pixels + row * surface.stride, count: rowBytes)
            }
            copy.markDirty()
            return CGImage(surface: copy)
        }
        synchronize()
        let bytes = Data(bytes: data, count: bytesPerRow * height)
        guard let provider = CGDataProvider(data: bytes) else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, space: colorSpace ?? .deviceGray, bitmapInfo: bitmapInfo,
            provider: provider,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}

extension PixelLayout {
    /// The channels of Cairo's RGB24 format in memory on this machine.
    package static let cairoRGB24Channels: [Channel] =
        1.littleEndian == 1 ? [.blue, .green, .red, .skip] : [.skip, .red, .green, .blue]
}
