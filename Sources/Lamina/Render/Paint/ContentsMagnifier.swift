import CLamina
import LaminaGraphics

/// Core Animation's linear magnification of a layer's contents, as `render(in:)` draws it on
/// iOS: each output pixel mixes the two nearest source pixels along each axis (premultiplied,
/// as stored), with the sub-pixel phase rounded to eighths and eased: the far pixel weighs 0,
/// 1/16, 1/8, 1/4, 1/2, 3/4, 7/8, 15/16 and 1 for phases 0, 1/8, … 1. Bilinear filtering (what
/// Cairo does) weighs it by the phase itself, so an image drawn larger looks softer than on
/// iOS. Measured against lottie-ios's iOS snapshots of images drawn 1.24, 1.68 and 2 times
/// their size (issue_1945, dog_landscape, base64Test): the model leaves no differing pixel
/// where bilinear filtering leaves up to 8 % of them.
///
/// The paint pass samples the part of the image a canvas shows into a canvas-aligned buffer,
/// then fills the destination with it, edges antialiased as any fill's. A raster canvas only:
/// PDF and SVG keep the image and let the viewer scale it.
enum ContentsMagnifier {
    /// The weight of the far pixel for a phase of `i` eighths.
    private static let farWeights: [Float] = [0, 1 / 16, 1 / 8, 1 / 4, 1 / 2, 3 / 4, 7 / 8, 15 / 16, 1]

    /// Draws the pixels `source` of `image` (an ARGB32 surface) into `destination` (a
    /// rectangle of the layer's space, which `map` takes to canvas pixels) at `alpha`, within
    /// Cairo's clip; `false`, drawing nothing, when the model does not apply: an image not in
    /// ARGB32, or a source pixel drawn smaller than an output pixel along either of its axes.
    static func draw(
        _ image: OpaquePointer, source: CGRect, destination: CGRect, map: CGAffineTransform,
        in canvas: RenderCanvas, alpha: CGFloat
    ) -> Bool {
        guard cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32, source.width > 0,
            source.height > 0
        else { return false }
        // Image pixels → layer → canvas pixels.
        let sx = destination.width / source.width
        let sy = destination.height / source.height
        let toCanvas = CGAffineTransform(
            a: sx, b: 0, c: 0, d: sy, tx: destination.minX - source.minX * sx,
            ty: destination.minY - source.minY * sy
        ).concatenating(map)
        let magnifies = { (x: CGFloat, y: CGFloat) in (x * x + y * y).squareRoot() >= 1 - 1e-9 }
        guard magnifies(toCanvas.a, toCanvas.b), magnifies(toCanvas.c, toCanvas.d), toCanvas.isInvertible
        else { return false }
        let c = canvas.cairo
        cairo_save(c)
        defer { cairo_restore(c) }
        cairo_identity_matrix(c)
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(c, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        let reach = destination.applying(map).intersection(
            CGRect(x: clip.x1, y: clip.y1, width: clip.x2 - clip.x1, height: clip.y2 - clip.y1))
        guard !reach.isNull, reach.width > 0, reach.height > 0, reach.isFiniteRect else { return true }
        let left = Int(reach.minX.rounded(.down))
        let top = Int(reach.minY.rounded(.down))
        let width = Int(reach.maxX.rounded(.up)) - left
        let height = Int(reach.maxY.rounded(.up)) - top
        guard width > 0, height > 0,
            let buffer = sample(
                image, source: source, toCanvas: toCanvas, left: left, top: top, width: width, height: height)
        else { return true }
        defer { cairo_surface_destroy(buffer) }
        cairo_set_source_surface(c, buffer, Double(left), Double(top))
        cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_NEAREST)
        cairo_new_path(c)
        let corners = [
            CGPoint(x: destination.minX, y: destination.minY),
            CGPoint(x: destination.maxX, y: destination.minY),
            CGPoint(x: destination.maxX, y: destination.maxY),
            CGPoint(x: destination.minX, y: destination.maxY),
        ].map { map.mapping($0) }
        cairo_move_to(c, corners[0].x, corners[0].y)
        for corner in corners.dropFirst() { cairo_line_to(c, corner.x, corner.y) }
        cairo_close_path(c)
        canvas.scoped.fill(alpha: alpha)
        return true
    }

    /// The canvas pixels `left…left+width` × `top…top+height` sampled from `source` of `image`.
    private static func sample(
        _ image: OpaquePointer, source: CGRect, toCanvas: CGAffineTransform, left: Int, top: Int, width: Int,
        height: Int
    ) -> OpaquePointer? {
        guard let buffer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(buffer) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(image)
        guard let input = cairo_image_surface_get_data(image).map(UnsafeMutableRawPointer.init),
            let output = cairo_image_surface_get_data(buffer).map(UnsafeMutableRawPointer.init)
        else {
            cairo_surface_destroy(buffer)
            return nil
        }
        let inputStride = Int(cairo_image_surface_get_stride(image))
        let outputStride = Int(cairo_image_surface_get_stride(buffer))
        // Samples outside the source (and the image) are its nearest edge pixel's, as Cairo's
        // padded patterns.
        let imageWidth = Int(cairo_image_surface_get_width(image))
        let imageHeight = Int(cairo_image_surface_get_height(image))
        guard imageWidth > 0, imageHeight > 0 else {
            cairo_surface_destroy(buffer)
            return nil
        }
        let minColumn = min(max(Int(source.minX.rounded(.down)), 0), imageWidth - 1)
        let maxColumn = max(min(Int(source.maxX.rounded(.up)) - 1, imageWidth - 1), minColumn)
        let minRow = min(max(Int(source.minY.rounded(.down)), 0), imageHeight - 1)
        let maxRow = max(min(Int(source.maxY.rounded(.up)) - 1, imageHeight - 1), minRow)
        let inverse = toCanvas.inverted()
        farWeights.withUnsafeBufferPointer { weights in
            for y in 0..<height {
                let row = output.advanced(by: y * outputStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    // The pixel's centre in image pixels, then the two pixels either side of it.
                    let point = CGPoint(x: CGFloat(left + x) + 0.5, y: CGFloat(top + y) + 0.5).applying(
                        inverse)
                    let (column, wx) = taps(point.x - 0.5, weights)
                    let (line, wy) = taps(point.y - 0.5, weights)
                    let c0 = min(max(column, minColumn), maxColumn)
                    let c1 = min(max(column + 1, minColumn), maxColumn)
                    let r0 = input.advanced(by: min(max(line, minRow), maxRow) * inputStride)
                        .assumingMemoryBound(to: UInt32.self)
                    let r1 = input.advanced(by: min(max(line + 1, minRow), maxRow) * inputStride)
                        .assumingMemoryBound(to: UInt32.self)
                    let upper = lerp(channels(r0[c0]), channels(r0[c1]), wx)
                    let lower = lerp(channels(r1[c0]), channels(r1[c1]), wx)
                    row[x] = packed(lerp(upper, lower, wy))
                }
            }
        }
        cairo_surface_mark_dirty(buffer)
        return buffer
    }

    /// The near pixel's index and the far pixel's weight for a position in pixel centres.
    @inline(__always)
    private static func taps(_ position: CGFloat, _ weights: UnsafeBufferPointer<Float>) -> (Int, Float) {
        let index = position.rounded(.down)
        let eighths = Int(((position - index) * 8).rounded())
        return eighths == 8 ? (Int(index) + 1, 0) : (Int(index), weights[eighths])
    }

    /// Two pixels' channels mixed, `far` weighing `weight`, unrounded.
    @inline(__always)
    private static func lerp(_ near: SIMD4<Float>, _ far: SIMD4<Float>, _ weight: Float) -> SIMD4<Float> {
        near + (far - near) * weight
    }

    /// Channels rounded back into a native-endian ARGB32 pixel.
    @inline(__always)
    private static func packed(_ value: SIMD4<Float>) -> UInt32 {
        let bytes = SIMD4<UInt32>(
            value.rounded(.toNearestOrAwayFromZero).clamped(
                lowerBound: .zero, upperBound: SIMD4(repeating: 255)))
        return bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
    }

    /// A native-endian ARGB32 pixel's channels, alpha first.
    @inline(__always)
    private static func channels(_ pixel: UInt32) -> SIMD4<Float> {
        SIMD4(
            Float(pixel >> 24), Float((pixel >> 16) & 0xFF), Float((pixel >> 8) & 0xFF), Float(pixel & 0xFF))
    }
}
