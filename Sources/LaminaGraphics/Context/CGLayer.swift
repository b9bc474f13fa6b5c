import CLamina
import Foundation

/// An offscreen context for reusing content drawn with Core Graphics.
///
/// Mirrors CoreGraphics's `CGLayer`. The layer's ``context`` draws on a Cairo recording
/// surface: what is drawn there is kept as drawing operations and replayed each time the layer
/// is drawn, at the resolution of the context it is drawn in (and as vector operations in PDF
/// and SVG output), rather than cached as pixels of the reference context's resolution.
public final class CGLayer {
    /// The width and height of the layer, in default user space units.
    public let size: CGSize
    /// The recording surface the layer's context draws on.
    let surface: CairoSurface
    private let layerContext: CGContext

    /// Creates a layer associated with a graphics context; `nil` when `size` is not finite or
    /// has no area.
    ///
    /// Mirrors CoreGraphics's initializer. The layer's context has a y-up user space whose
    /// origin is the layer's bottom-left corner and whose units are the reference context's
    /// default user space units (its CTM starts as the identity, as a bitmap context's does);
    /// it starts with a default graphics state.
    ///
    /// - Parameters:
    ///   - context: The context the layer is made for (and will be drawn in).
    ///   - size: The size of the layer, in default user space units of `context`.
    ///   - auxiliaryInfo: Reserved; pass `nil`.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            let surface = try? CairoSurface.recording(extents: CGRect(origin: .zero, size: size)),
            let layerContext = try? CGContext.makeContext(
                recordingOn: surface, size: size,
                userToDevice: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height))
        else { return nil }
        self.size = size
        self.surface = surface
        self.layerContext = layerContext
    }

    /// The graphics context associated with the layer: draw in it to set the layer's content.
    ///
    /// Mirrors CoreGraphics's property; never `nil` in Lamina.
    public var context: CGContext? { layerContext }
}

extension CGContext {
    /// Draws the contents of a layer, scaled to fit `rect` in the current user space.
    ///
    /// Mirrors CoreGraphics's `draw(_:in:)`. As images are, the layer's top edge goes to the
    /// rectangle's maximum y: upright in a y-up space, upside down in a flipped one. Drawing a
    /// layer in its own context does nothing.
    ///
    /// - Parameters:
    ///   - layer: The layer whose contents are drawn.
    ///   - rect: The rectangle, in current user space, to draw in.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0, layer.context !== self else { return }
        let rect = rect.standardized
        let pattern = cairo_pattern_create_for_surface(layer.surface.pointer)
        let sx = layer.size.width / rect.width
        let sy = layer.size.height / rect.height
        // User → layer surface: u = (x − minX)·sx, v = (maxY − y)·sy.
        var matrix = cairo_matrix_t(
            xx: Double(sx), yx: 0, xy: 0, yy: Double(-sy), x0: Double(-rect.minX * sx),
            y0: Double(rect.maxY * sy))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        composite(userBounds: rect) { op in
            let c = cairo.pointer
            cairo_set_operator(c, op)
            cairo.withSavedState {
                cairo_rectangle(
                    c, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(c)
                cairo_set_source(c, pattern)
                cairo_paint_with_alpha(c, Double(state.alpha))
            }
        }
        cairo_pattern_destroy(pattern)
    }

    /// Draws the contents of a layer at its own size, its bottom-left corner at `point` in the
    /// current user space.
    ///
    /// Mirrors CoreGraphics's `draw(_:at:)`.
    ///
    /// - Parameters:
    ///   - layer: The layer whose contents are drawn.
    ///   - point: Where the layer's origin goes, in current user space.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
