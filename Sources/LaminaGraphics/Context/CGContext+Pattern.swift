import CLamina
import Foundation

extension CGContext {
    // MARK: Patterns

    /// Sets the pattern phase, a graphics state parameter: a translation, in the default user
    /// space, applied to every pattern painted afterwards.
    ///
    /// Mirrors CoreGraphics's `setPatternPhase(_:)`: a phase of `(2, 3)` starts the tiling at
    /// `(2, 3)` in default user space.
    public func setPatternPhase(_ phase: CGSize) {
        guard phase.isFinite else { return }
        state.patternPhase = phase
    }

    /// Sets the fill color to `pattern` in the current fill color space, which must be a
    /// pattern space (``setFillColorSpace(_:)`` with ``CGColorSpace/init(patternBaseSpace:)``).
    ///
    /// Mirrors CoreGraphics's `setFillPattern(_:colorComponents:)`. `components` holds the tint
    /// in the base space followed by alpha for an uncolored pattern, only alpha for a colored
    /// one. Does nothing when the fill color space is not a pattern space.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let color = patternColor(pattern, components, in: state.fillColor.colorSpace) {
            state.fillColor = color
        }
    }

    /// Sets the stroke color to `pattern` in the current stroke color space; see
    /// ``setFillPattern(_:colorComponents:)``.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let color = patternColor(pattern, components, in: state.strokeColor.colorSpace) {
            state.strokeColor = color
        }
    }

    private func patternColor(
        _ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, in space: CGColorSpace?
    ) -> CGColor? {
        guard let space, space.model == .pattern else { return nil }
        return CGColor(patternSpace: space, pattern: pattern, components: components)
    }

    // MARK: Painting with colors and patterns

    /// Sets Cairo's source to `color` with the state's alpha: a solid color, or for a pattern
    /// color, its tiles.
    ///
    /// A pattern that cannot be drawn (its cell failed, or the pattern's transform is
    /// degenerate) paints nothing.
    package func setPaint(_ color: CGColor) {
        guard let pattern = color.pattern else {
            cairo.setSource(color, alpha: state.alpha)
            return
        }
        guard let source = patternSource(pattern, color: color) else {
            cairo_set_source_rgba(cairo.pointer, 0, 0, 0, 0)
            return
        }
        cairo_set_source(cairo.pointer, source)
        cairo_pattern_destroy(source)
    }

    /// The repeating Cairo pattern that paints `pattern` in the current user space.
    private func patternSource(_ pattern: CGPattern, color: CGColor) -> OpaquePointer? {
        guard let cell = try? pattern.cell() else { return nil }
        // Pattern space → default user space → Cairo device space, then the phase.
        let phase = CGAffineTransform(translationX: state.patternPhase.width, y: state.patternPhase.height)
        let patternToDevice = pattern.matrix.concatenating(phase).concatenating(baseCTM).concatenating(
            deviceFlip)
        guard patternToDevice.isInvertible else { return nil }
        let tileSize = CGSize(width: pattern.xStep, height: pattern.yStep)
        // A vector target keeps the tile as a recording; a raster target gets pixels at the
        // device resolution of the paint.
        let tileScale: CGSize
        if isVectorTarget {
            tileScale = CGSize(width: 1, height: 1)
        } else {
            let limit = CGFloat(4096)
            let columns = min(
                limit, max(1, (hypot(patternToDevice.a, patternToDevice.b) * tileSize.width).rounded(.up)))
            let rows = min(
                limit, max(1, (hypot(patternToDevice.c, patternToDevice.d) * tileSize.height).rounded(.up)))
            tileScale = CGSize(width: columns / tileSize.width, height: rows / tileSize.height)
        }
        let alpha = state.alpha * color.alpha
        let tint: CGColor? = pattern.isColored ? nil : tintColor(of: color)
        guard
            let tile = try? makeTile(
                of: pattern, cell: cell, size: tileSize, scale: tileScale, alpha: alpha, tint: tint)
        else { return nil }
        let source = cairo_pattern_create_for_surface(tile.pointer)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
        // Cairo reads a source's matrix in the user space current when it is set.
        var current = cairo_matrix_t()
        cairo_get_matrix(cairo.pointer, &current)
        let userToTile = current.affineTransform.concatenating(patternToDevice.inverted())
            .concatenating(CGAffineTransform(scaleX: tileScale.width, y: tileScale.height))
        var matrix = cairo_matrix_t(userToTile)
        cairo_pattern_set_matrix(source, &matrix)
        return source
    }

    /// The tint of an uncolored pattern's color: its components in the base space.
    private func tintColor(of color: CGColor) -> CGColor {
        guard let base = color.colorSpace?.baseColorSpace, let values = color.components,
            values.count == base.numberOfComponents + 1
        else { return .black }
        return CGColor(space: base, components: values)
    }

    /// One tile, `size` pattern units (xStep × yStep) from the pattern origin, holding every
    /// cell that overlaps it: a recording for vector targets, pixels at `scale` otherwise.
    private func makeTile(
        of pattern: CGPattern, cell: CairoSurface, size: CGSize, scale: CGSize, alpha: CGFloat, tint: CGColor?
    ) throws -> CairoSurface {
        let tile =
            isVectorTarget
            ? try CairoSurface.recording(extents: CGRect(origin: .zero, size: size))
            : try CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: Int((size.width * scale.width).rounded()),
                height: Int((size.height * scale.height).rounded()))
        let context = try CairoContext(target: tile)
        let t = context.pointer
        cairo_scale(t, Double(scale.width), Double(scale.height))
        // The cells at (i·xStep, j·yStep) whose bounds reach into the tile.
        let bounds = pattern.bounds
        let columns =
            Int((bounds.minX / size.width).rounded(.down))...Int((bounds.maxX / size.width).rounded(.up))
        let rows =
            Int((bounds.minY / size.height).rounded(.down))...Int((bounds.maxY / size.height).rounded(.up))
        guard columns.count * rows.count <= 4096 else {
            throw GraphicsError(
                code: .invalidArgument, operation: "CGPattern", detail: "the cell spans too many steps")
        }
        for i in columns {
            for j in rows {
                let x = Double(bounds.minX) - Double(i) * Double(size.width)
                let y = Double(bounds.minY) - Double(j) * Double(size.height)
                if let tint {
                    context.setSource(tint, alpha: alpha)
                    cairo_mask_surface(t, cell.pointer, x, y)
                } else {
                    cairo_set_source_surface(t, cell.pointer, x, y)
                    cairo_paint_with_alpha(t, Double(alpha))
                }
            }
        }
        try context.check("drawing a pattern tile")
        cairo_surface_flush(tile.pointer)
        return tile
    }
}
