import CLamina
import Foundation

/// An image's coverage as an A8 surface, for masking: an image mask's or an alpha image's
/// alpha, or a gray image's gray levels.
package struct MaskSource {
    package let surface: CairoSurface

    package init(_ image: CGImage) throws {
        let hasAlpha =
            image.alphaInfo != .none && image.alphaInfo != .noneSkipFirst
            && image.alphaInfo != .noneSkipLast
        if image.surface.format == CAIRO_FORMAT_A8 || hasAlpha {
            // Alpha masks by alpha: painting the image into A8 keeps its alpha.
            surface = try CairoSurface(format: CAIRO_FORMAT_A8, width: image.width, height: image.height)
            let context = try CairoContext(target: surface)
            cairo_set_source_surface(context.pointer, image.surface.pointer, 0, 0)
            cairo_paint(context.pointer)
            cairo_surface_flush(surface.pointer)
            return
        }
        // Otherwise the gray level (luminance) is the coverage.
        surface = try CairoSurface(format: CAIRO_FORMAT_A8, width: image.width, height: image.height)
        guard let input = image.surface.pixels, let output = surface.pixels else { return }
        for row in 0..<image.height {
            let source = UnsafeRawPointer(input + row * image.surface.stride)
            let target = output + row * surface.stride
            for column in 0..<image.width {
                let word = source.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                let r = Int(word >> 16 & 0xFF)
                let g = Int(word >> 8 & 0xFF)
                let b = Int(word & 0xFF)
                target[column] = UInt8((r * 54 + g * 183 + b * 19 + 128) >> 8)
            }
        }
        surface.markDirty()
    }
}
