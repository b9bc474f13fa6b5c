import CLamina
import Foundation

/// A rectangle of whole pixels inside an image, read row by row as straight (not
/// premultiplied) RGBA bytes, as PNG and GIF encoders take them.
package struct ImageRegion {
    /// The region's left column and top row in the image, and its size in pixels.
    package let x: Int, y: Int, width: Int, height: Int
    /// The image's pixels (kept alive with the surface).
    private let surface: CairoSurface
    private let pixels: UnsafeMutablePointer<UInt8>
    private let alphaOnly: Bool

    /// The pixels of `image` in `region`.
    ///
    /// - Throws: ``GraphicsError`` (`.invalidArgument`, naming `operation`) when the image has
    ///   no readable pixels or the region is empty or not inside it.
    package init(
        _ image: CGImage, _ region: (x: Int, y: Int, width: Int, height: Int), operation: String
    ) throws {
        surface = image.surface
        guard let pixels = surface.pixels, region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
            region.x + region.width <= surface.width, region.y + region.height <= surface.height
        else {
            throw GraphicsError(
                code: .invalidArgument, operation: operation, detail: "no pixels in the region")
        }
        self.pixels = pixels
        (x, y, width, height) = (region.x, region.y, region.width, region.height)
        alphaOnly = surface.format == CAIRO_FORMAT_A8
    }

    /// Writes row `row` of the region (0 at its top) into `out` (at least `width × 4` bytes):
    /// red, green, blue and alpha, un-premultiplied with rounding; an alpha-only image reads as
    /// black with its alpha.
    package func readRow(_ row: Int, into out: inout [UInt8]) {
        let line = pixels + (y + row) * surface.stride
        for column in 0..<width {
            let offset = column * 4
            if alphaOnly {
                (out[offset], out[offset + 1], out[offset + 2]) = (0, 0, 0)
                out[offset + 3] = line[x + column]
                continue
            }
            let word = UnsafeRawPointer(line).loadUnaligned(fromByteOffset: (x + column) * 4, as: UInt32.self)
            let alpha = word >> 24
            guard alpha > 0 else {
                (out[offset], out[offset + 1], out[offset + 2], out[offset + 3]) = (0, 0, 0, 0)
                continue
            }
            func channel(_ shift: UInt32) -> UInt8 {
                UInt8(min(255, ((word >> shift & 0xFF) * 255 + alpha / 2) / alpha))
            }
            (out[offset], out[offset + 1], out[offset + 2]) = (channel(16), channel(8), channel(0))
            out[offset + 3] = UInt8(alpha)
        }
    }
}
