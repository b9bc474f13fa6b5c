import CLamina
import Foundation

/// The one Swift owner of a `cairo_surface_t`, destroyed in `deinit`.
package final class CairoSurface: @unchecked Sendable {
    /// The surface. Valid for the owner's lifetime; never in an error state.
    package let pointer: OpaquePointer
    /// Memory the surface draws into, when Lamina allocated it; freed after the surface.
    private let ownedMemory: UnsafeMutableRawPointer?

    /// Adopts a newly created surface (one reference), checking its status.
    ///
    /// A surface in an error state is destroyed before the throw.
    package init(
        adopting pointer: OpaquePointer?, operation: String, ownedMemory: UnsafeMutableRawPointer? = nil
    ) throws {
        guard let pointer else {
            ownedMemory?.deallocate()
            throw GraphicsError(code: .invalidArgument, operation: operation, detail: "no surface")
        }
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            ownedMemory?.deallocate()
            throw GraphicsError(status: status, operation: operation)
        }
        self.pointer = pointer
        self.ownedMemory = ownedMemory
    }

    /// Creates an image surface of `format` with zeroed pixels.
    package convenience init(format: cairo_format_t, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= CairoSurface.maximumDimension,
            height <= CairoSurface.maximumDimension
        else {
            throw GraphicsError(
                code: .invalidArgument, operation: "cairo_image_surface_create",
                detail: "an image of \(width)×\(height) pixels is empty or larger than Cairo's "
                    + "\(CairoSurface.maximumDimension)×\(CairoSurface.maximumDimension) limit")
        }
        try self.init(
            adopting: cairo_image_surface_create(format, Int32(width), Int32(height)),
            operation: "cairo_image_surface_create(\(width)×\(height))")
    }

    /// Creates a recording surface: drawing on it is kept as vector operations, replayed when
    /// it is painted (as vector in PDF and SVG output).
    ///
    /// - Parameter extents: The surface's bounds, or `nil` for an unbounded surface.
    package static func recording(extents: CGRect?) throws -> CairoSurface {
        let created: OpaquePointer?
        if let extents {
            var rect = cairo_rectangle_t(
                x: Double(extents.minX), y: Double(extents.minY), width: Double(extents.width),
                height: Double(extents.height))
            created = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &rect)
        } else {
            created = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        }
        return try CairoSurface(adopting: created, operation: "cairo_recording_surface_create")
    }

    deinit {
        cairo_surface_destroy(pointer)
        ownedMemory?.deallocate()
    }

    /// Cairo's largest image dimension, in pixels.
    package static let maximumDimension = LaminaLimits.imageDimension

    /// The width of an image surface, in pixels.
    package var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    /// The height of an image surface, in pixels.
    package var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    /// The bytes per row of an image surface.
    package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
    /// The pixel format of an image surface.
    package var format: cairo_format_t { cairo_image_surface_get_format(pointer) }

    /// The pixels of an image surface, after flushing pending drawing; call `markDirty()`
    /// after writing through it.
    package var pixels: UnsafeMutablePointer<UInt8>? {
        cairo_surface_flush(pointer)
        return cairo_image_surface_get_data(pointer)
    }

    /// Tells Cairo the pixels were changed outside it.
    package func markDirty() {
        cairo_surface_mark_dirty(pointer)
    }

    /// Finishes the surface: Cairo flushes it and never touches its memory again.
    package func finish() {
        cairo_surface_finish(pointer)
    }

    /// The surface's status now.
    package func check(_ operation: @autoclosure () -> String) throws {
        try GraphicsError.check(cairo_surface_status(pointer), operation())
    }
}
