import CLamina
import Lamina

/// An image's pixels as Cairo holds them, read in place: premultiplied ARGB in one native-endian
/// 32-bit word per pixel (alpha in the top byte), rows `stride` bytes apart.
struct PixelBuffer {
    /// The surface that owns the pixels, kept alive while they are read.
    private let surface: CairoSurface
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    private let base: UnsafeMutablePointer<UInt8>

    /// The pixels of `image`; alpha-only images are widened to black with their alpha.
    init(_ image: CGImage) throws {
        var surface = image.surface
        if surface.format != CAIRO_FORMAT_ARGB32 {
            let widened = try CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: image.width, height: image.height)
            let context = try CairoContext(target: widened)
            cairo_set_source_surface(context.pointer, surface.pointer, 0, 0)
            cairo_paint(context.pointer)
            try context.check("widening an image to ARGB for comparison")
            surface = widened
        }
        guard let pixels = surface.pixels else {
            throw GraphicsError(code: .invalidArgument, operation: "PixelBuffer", detail: "no pixel memory")
        }
        self.surface = surface
        width = image.width
        height = image.height
        stride = surface.stride
        base = pixels
    }

    /// The pixels of row `y`.
    func row(_ y: Int) -> UnsafePointer<UInt32> {
        UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// A new opaque image of `width` × `height` pixels whose rows `fill` writes.
    static func makeImage(
        width: Int, height: Int, fill: (_ y: Int, _ row: UnsafeMutablePointer<UInt32>) -> Void
    ) throws -> CGImage {
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        guard let pixels = surface.pixels else {
            throw GraphicsError(code: .invalidArgument, operation: "PixelBuffer", detail: "no pixel memory")
        }
        let stride = surface.stride
        for y in 0..<height {
            fill(y, UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self))
        }
        surface.markDirty()
        return CGImage(surface: surface)
    }
}

extension UInt32 {
    /// The alpha of a premultiplied ARGB word.
    @inline(__always) var alpha: UInt32 { self >> 24 }
    /// The red of a premultiplied ARGB word.
    @inline(__always) var red: UInt32 { self >> 16 & 0xFF }
    /// The green of a premultiplied ARGB word.
    @inline(__always) var green: UInt32 { self >> 8 & 0xFF }
    /// The blue of a premultiplied ARGB word.
    @inline(__always) var blue: UInt32 { self & 0xFF }
}
