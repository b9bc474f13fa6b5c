import CLamina
import Foundation

/// Drawing an image turned by an EXIF orientation and scaled, for thumbnails.
package enum ImageOrientation {
    /// Whether an EXIF orientation (5…8) swaps width and height.
    package static func swapsAxes(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

    /// The transform taking stored pixel coordinates (origin top-left) to displayed ones for an
    /// EXIF orientation, for an image `width` × `height` pixels as stored.
    package static func transform(_ orientation: Int, width: Double, height: Double) -> cairo_matrix_t {
        // cairo_matrix_t(xx, yx, xy, yy, x0, y0): x' = xx x + xy y + x0, y' = yx x + yy y + y0.
        switch orientation {
        case 2: cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: 1, x0: width, y0: 0)
        case 3: cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: -1, x0: width, y0: height)
        case 4: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: height)
        case 5: cairo_matrix_t(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0)
        case 6: cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: height, y0: 0)
        case 7: cairo_matrix_t(xx: 0, yx: -1, xy: -1, yy: 0, x0: height, y0: width)
        case 8: cairo_matrix_t(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: width)
        default: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        }
    }

    /// `image` turned upright for `orientation` (1 leaves it as stored) and scaled so that
    /// neither side exceeds `maxPixelSize` (never enlarged; `nil`: not scaled).
    ///
    /// - Throws: ``GraphicsError`` when Cairo fails.
    package static func draw(_ image: CGImage, orientation: Int, maxPixelSize: Double?) throws -> CGImage {
        let swapped = swapsAxes(orientation)
        let displayWidth = Double(swapped ? image.height : image.width)
        let displayHeight = Double(swapped ? image.width : image.height)
        var scale = 1.0
        if let maxPixelSize, maxPixelSize.isFinite, maxPixelSize >= 1 {
            scale = min(1, maxPixelSize / max(displayWidth, displayHeight))
        }
        if orientation == 1 || !(1...8).contains(orientation), scale == 1 { return image }
        let width = max(1, Int((displayWidth * scale).rounded()))
        let height = max(1, Int((displayHeight * scale).rounded()))
        let target = try CairoSurface(
            format: image.surface.format == CAIRO_FORMAT_A8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32,
            width: width,
            height: height)
        let context = try CairoContext(target: target)
        cairo_scale(context.pointer, Double(width) / displayWidth, Double(height) / displayHeight)
        var matrix = transform(orientation, width: Double(image.width), height: Double(image.height))
        cairo_transform(context.pointer, &matrix)
        cairo_set_source_surface(context.pointer, image.surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(context.pointer), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(
            cairo_get_source(context.pointer), scale < 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_rectangle(context.pointer, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(context.pointer)
        try context.check("drawing a thumbnail")
        cairo_surface_flush(target.pointer)
        return CGImage(surface: target)
    }
}
