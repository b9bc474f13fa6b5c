import CLamina
import LaminaGraphics

/// Core Animation's linear magnification of a layer's contents, as `render(in:)` draws it on
/// iOS: each output pixel mixes the two nearest source pixels along each axis (premultiplied,
/// as stored), with the sub-pixel phase rounded to eighths and eased: the far pixel weighs 0,
/// 1/16, 1/8, 1/4, 1/2, 3/4, 7/8, 15/16 and 1 for phases 0, 1/8, … 1. Bilinear filtering (what
/// Cairo does) weighs it by the phase itself, so an image drawn larger looks softer than on
/// iOS. Measured against lottie-ios's iOS snapshots of images drawn 1.24, 1.68 and 2 times
/// their size (issue_1945, dog_landscape, base64Test): the model leaves 0.3 %, 0.2 % and none
/// of their pixels differing, where bilinear filtering leaves 2 %, 8 % and 8 %.
///
/// The paint pass samples the part of the image a canvas shows into a canvas-aligned buffer,
/// then fills the destination with it, edges antialiased as any fill's. A raster canvas only:
/// PDF and SVG keep the image and let the viewer scale it.
enum ContentsMagnifier {
    /// The weight of the far pixel, in sixteenths, for a phase of 0…7 eighths: 0, 1, 2, 4, 8,
    /// 12, 14, 15 (one nibble each).
    @inline(__always)
    private static func farWeight(eighths: Int) -> UInt32 {
        (0xFEC8_4210 as UInt32 >> UInt32(eighths * 4)) & 0xF
    }

    /// Draws the pixels `source` of `image` (an ARGB32 surface) into `destination` (a
    /// rectangle of the layer's space, which `map` takes to canvas pixels) at `alpha`, within
    /// Cairo's clip; `false`, drawing nothing, when the model does not apply (an image not in
    /// ARGB32, a source pixel drawn smaller than an output pixel along either of its axes) or
    /// changes nothing (pixels copied one for one at whole-pixel offsets).
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
        // Pixels copied one for one (a backing store drawn at its scale) are Cairo's to copy:
        // every phase is 0, where the model and bilinear filtering agree.
        if toCanvas.a == 1, toCanvas.d == 1, toCanvas.b == 0, toCanvas.c == 0,
            toCanvas.tx == toCanvas.tx.rounded(), toCanvas.ty == toCanvas.ty.rounded()
        {
            return false
        }
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
        // Through the paint pass's path setting, which keeps far corners within Cairo's range.
        canvas.setPath(
            [
                .move(CGPoint(x: destination.minX, y: destination.minY)),
                .line(CGPoint(x: destination.maxX, y: destination.minY)),
                .line(CGPoint(x: destination.maxX, y: destination.maxY)),
                .line(CGPoint(x: destination.minX, y: destination.maxY)), .close,
            ], mapping: map)
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
        func rowPointer(_ line: Int) -> UnsafeMutablePointer<UInt32> {
            input.advanced(by: min(max(line, minRow), maxRow) * inputStride).assumingMemoryBound(
                to: UInt32.self)
        }
        if inverse.b == 0, inverse.c == 0 {
            // Scaled without turning: each column's taps are the same on every row.
            var columns = [(near: Int, far: Int, weight: UInt32)]()
            columns.reserveCapacity(width)
            for x in 0..<width {
                let (column, weight) = taps(
                    Double(inverse.a) * (Double(left + x) + 0.5) + Double(inverse.tx) - 0.5)
                columns.append(
                    (
                        min(max(column, minColumn), maxColumn), min(max(column + 1, minColumn), maxColumn),
                        weight
                    ))
            }
            columns.withUnsafeBufferPointer { columns in
                for y in 0..<height {
                    let row = output.advanced(by: y * outputStride).assumingMemoryBound(to: UInt32.self)
                    let (line, wy) = taps(
                        Double(inverse.d) * (Double(top + y) + 0.5) + Double(inverse.ty) - 0.5)
                    let r0 = rowPointer(line)
                    let r1 = rowPointer(line + 1)
                    for x in 0..<width {
                        let (c0, c1, wx) = columns[x]
                        row[x] = mix(r0[c0], r0[c1], r1[c0], r1[c1], wx, wy)
                    }
                }
            }
        } else {
            // Walked along each row: a step right in the canvas is a fixed step in the image.
            for y in 0..<height {
                let row = output.advanced(by: y * outputStride).assumingMemoryBound(to: UInt32.self)
                // The first pixel's centre in image pixels, less half a pixel: then the near
                // pixel is its whole part, the phase its fraction.
                let start = CGPoint(x: CGFloat(left) + 0.5, y: CGFloat(top + y) + 0.5).applying(inverse)
                var u = Double(start.x) - 0.5
                var v = Double(start.y) - 0.5
                let du = Double(inverse.a)
                let dv = Double(inverse.b)
                for x in 0..<width {
                    let (column, wx) = taps(u)
                    let (line, wy) = taps(v)
                    u += du
                    v += dv
                    let c0 = min(max(column, minColumn), maxColumn)
                    let c1 = min(max(column + 1, minColumn), maxColumn)
                    let r0 = rowPointer(line)
                    let r1 = rowPointer(line + 1)
                    row[x] = mix(r0[c0], r0[c1], r1[c0], r1[c1], wx, wy)
                }
            }
        }
        cairo_surface_mark_dirty(buffer)
        return buffer
    }

    /// The near pixel's index and the far pixel's weight in sixteenths, for a position in
    /// pixels less half a pixel.
    @inline(__always)
    private static func taps(_ position: Double) -> (Int, UInt32) {
        let index = position.rounded(.down)
        let eighths = Int(((position - index) * 8).rounded())
        return eighths == 8 ? (Int(index) + 1, 0) : (Int(index), farWeight(eighths: eighths))
    }

    /// Four premultiplied ARGB32 pixels mixed, two channels at a time in 16-bit lanes: along x
    /// by `wx`, then along y by `wy` (sixteenths), rounded once at the end.
    @inline(__always)
    private static func mix(
        _ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32, _ wx: UInt32, _ wy: UInt32
    ) -> UInt32 {
        let lanes: UInt32 = 0x00FF_00FF
        let nx = 16 - wx
        let ny = 16 - wy
        // Red and blue, then alpha and green: at most 255 × 16 × 16 = 65,280 per lane.
        let rb =
            ((p00 & lanes) &* nx &+ (p01 & lanes) &* wx) &* ny &+ ((p10 & lanes) &* nx &+ (p11 & lanes) &* wx)
            &* wy
        let ag =
            (((p00 >> 8) & lanes) &* nx &+ ((p01 >> 8) & lanes) &* wx) &* ny
            &+ (((p10 >> 8) & lanes) &* nx &+ ((p11 >> 8) & lanes) &* wx) &* wy
        let half: UInt32 = 0x0080_0080
        return (((ag &+ half) >> 8) & lanes) << 8 | (((rb &+ half) >> 8) & lanes)
    }
}
