import CLamina
import Foundation

extension CGImage {
    /// Creates an image mask: one component per pixel of 1, 2, 4 or 8 bits, which says where
    /// to paint.
    ///
    /// Mirrors `CGImageMaskCreate`. With the default decode array `[0, 1]`, a sample of 0
    /// paints and the maximum sample masks; `decode` (two values) maps samples linearly before
    /// that. Drawing an image mask paints the fill color where it paints; ``masking(_:)``
    /// uses it as an inverse alpha. Rows start on byte boundaries, the first pixel in the
    /// most significant bits. Returns `nil` for another bit depth, `bitsPerPixel` different
    /// from `bitsPerComponent`, or too little data.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        let rowBytes = (width * bitsPerPixel + 7) / 8
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent, width > 0,
            height > 0,
            bytesPerRow >= rowBytes, let data = provider.data,
            data.count >= bytesPerRow * (height - 1) + rowBytes,
            let surface = try? CairoSurface(format: CAIRO_FORMAT_A8, width: width, height: height),
            let pixels = surface.pixels
        else { return nil }
        let range = decode.map { [$0[0], $0[1]] }
        let low = range?[0] ?? 0
        let high = range?[1] ?? 1
        let maximum = CGFloat((1 << bitsPerComponent) - 1)
        // The coverage of every possible sample: 1 − decoded value.
        let coverage = (0...Int(maximum)).map { sample -> UInt8 in
            let decoded = low + CGFloat(sample) / maximum * (high - low)
            return UInt8((max(0, min(1, 1 - decoded)) * 255).rounded())
        }
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for row in 0..<height {
                let target = pixels + row * surface.stride
                for column in 0..<width {
                    let bit = column * bitsPerComponent
                    let byte = bytes[row * bytesPerRow + bit / 8]
                    let shift = 8 - bitsPerComponent - bit % 8
                    let sample = Int(byte >> UInt8(shift)) & Int(maximum)
                    target[column] = coverage[sample]
                }
            }
        }
        surface.markDirty()
        self.init(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, colorSpace: nil, bitmapInfo: [], shouldInterpolate: shouldInterpolate,
            renderingIntent: .defaultIntent, dataProvider: provider, decode: range, surface: surface,
            isMask: true)
    }

    /// Returns the image masked by `mask`, scaled to the image's size; `nil` when this image is
    /// itself a mask, or `mask` is neither an image mask nor a gray image without alpha.
    ///
    /// As in CoreGraphics, an image mask's samples act as an inverse alpha (a sample that
    /// decodes to 1 hides the image), and a gray image's samples act as alpha (white shows the
    /// image, black hides it). The result has premultiplied alpha in the image's color space.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask else { return nil }
        if !mask.isMask {
            let opaque =
                mask.alphaInfo == .none || mask.alphaInfo == .noneSkipFirst || mask.alphaInfo == .noneSkipLast
            guard mask.colorSpace?.model == .monochrome, opaque else { return nil }
        }
        guard let coverage = try? MaskSource(mask),
            let result = try? CairoSurface(format: surface.format, width: width, height: height),
            let context = try? CairoContext(target: result)
        else { return nil }
        let c = context.pointer
        let pattern = cairo_pattern_create_for_surface(coverage.surface.pointer)
        var scale = cairo_matrix_t()
        cairo_matrix_init_scale(
            &scale, Double(mask.width) / Double(width), Double(mask.height) / Double(height))
        cairo_pattern_set_matrix(pattern, &scale)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, mask.shouldInterpolate ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_set_source_surface(c, surface.pointer, 0, 0)
        cairo_mask(c, pattern)
        cairo_pattern_destroy(pattern)
        guard (try? context.check("masking an image")) != nil else { return nil }
        cairo_surface_flush(result.pointer)
        let alphaOnly = surface.format == CAIRO_FORMAT_A8
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: alphaOnly ? 8 : 32,
            bytesPerRow: result.stride, colorSpace: colorSpace,
            bitmapInfo: alphaOnly
                ? CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue) : PixelLayout.cairoBitmapInfo,
            shouldInterpolate: shouldInterpolate, renderingIntent: renderingIntent, dataProvider: nil,
            decode: nil, surface: result)
    }
}
