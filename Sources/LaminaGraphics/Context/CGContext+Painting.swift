import CLamina
import Foundation

extension CGContext {
    // MARK: Painting the current path

    /// Paints the area inside the current path with the fill color, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(rule == .winding ? .fill : .eoFill)
    }

    /// Fills the current path with the even-odd rule.
    public func eoFillPath() {
        drawPath(.eoFill)
    }

    /// Paints a line along the current path with the stroke color, then clears the path.
    public func strokePath() {
        drawPath(.stroke)
    }

    /// Paints the current path as `mode` says, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        drawPath(mode)
    }

    private func drawPath(_ mode: CGPathDrawingMode) {
        let elements = devicePath.elements
        devicePath = CGMutablePath()
        guard !elements.isEmpty else { return }
        let fills = mode != .stroke
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        var bounds = CGPath(elements: elements).boundingBox.applying(deviceTransform.inverted())
        if strokes {
            let pad = state.lineWidth * max(state.miterLimit, 1.5) / 2 + 1
            bounds = bounds.insetBy(dx: -pad, dy: -pad)
        }
        composite(userBounds: bounds) { op in
            let c = cairo.pointer
            cairo_set_operator(c, op)
            cairo.withSavedState {
                cairo_identity_matrix(c)
                cairo.setPath(elements)
            }
            if fills {
                cairo_set_fill_rule(c, (evenOdd ? CGPathFillRule.evenOdd : .winding).cairoValue)
                setPaint(state.fillColor)
                cairo_fill_preserve(c)
            }
            if strokes {
                setPaint(state.strokeColor)
                applyStrokeSettings(for: elements)
                if state.lineWidth == 0 {
                    // CoreGraphics draws the thinnest visible line: one device pixel.
                    cairo.withSavedState {
                        cairo_identity_matrix(c)
                        cairo_set_line_width(c, 1)
                        PieceStroke.stroke(c, elementCount: elements.count, preserve: true)
                    }
                } else {
                    PieceStroke.stroke(c, elementCount: elements.count, preserve: true)
                }
            }
            cairo_new_path(c)
        }
    }

    /// Sends the line settings of the graphics state to Cairo (in the current user space) for
    /// stroking `elements` (device space); a dash pattern that would make more than
    /// ``CGPath/maximumDashCount`` dashes along them is left out.
    func applyStrokeSettings(for elements: [PathElement]) {
        let c = cairo.pointer
        cairo_set_line_width(c, Double(state.lineWidth))
        cairo_set_line_cap(c, state.lineCap.cairoValue)
        cairo_set_line_join(c, state.lineJoin.cairoValue)
        cairo_set_miter_limit(c, Double(max(1, state.miterLimit)))
        var dashes = state.dashLengths.map(Double.init)
        let scale = abs(deviceTransform.determinant).squareRoot()
        if !dashes.isEmpty, !elements.isEmpty,
            !CGPath.dashCountFits(
                elements, period: state.dashLengths.reduce(0, +) * scale, segments: state.dashLengths.count)
        {
            dashes = []
        }
        dashes.withUnsafeBufferPointer {
            cairo_set_dash(c, $0.baseAddress, Int32($0.count), Double(state.dashPhase))
        }
    }

    // MARK: Convenience painting

    /// Fills a rectangle with the fill color; the current path is left alone.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills rectangles with the fill color; the current path is left alone.
    public func fill(_ rects: [CGRect]) {
        withCurrentPathSaved {
            addRects(rects)
            fillPath()
        }
    }

    /// Strokes a rectangle with the stroke color; the current path is left alone.
    public func stroke(_ rect: CGRect) {
        withCurrentPathSaved {
            addRect(rect)
            strokePath()
        }
    }

    /// Strokes a rectangle with a line `width` wide; the line width of the state is unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        withCurrentPathSaved {
            addEllipse(in: rect)
            fillPath()
        }
    }

    /// Strokes an ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        withCurrentPathSaved {
            addEllipse(in: rect)
            strokePath()
        }
    }

    /// Strokes line segments between pairs of points: 0 to 1, 2 to 3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        withCurrentPathSaved {
            var index = 0
            while index + 1 < points.count {
                move(to: points[index])
                addLine(to: points[index + 1])
                index += 2
            }
            strokePath()
        }
    }

    /// Paints `rect` transparent, whatever the blend mode; shadows and alpha do not apply.
    public func clear(_ rect: CGRect) {
        guard canDraw, rect.isFiniteRect else { return }
        let c = cairo.pointer
        cairo.withSavedState {
            cairo_set_operator(c, CAIRO_OPERATOR_CLEAR)
            cairo_new_path(c)
            cairo_rectangle(c, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_fill(c)
        }
        didDraw()
    }

    private func withCurrentPathSaved(_ body: () -> Void) {
        let saved = devicePath
        devicePath = CGMutablePath()
        body()
        devicePath = saved
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let elements = devicePath.elements
        devicePath = CGMutablePath()
        guard canDraw else { return }
        let c = cairo.pointer
        cairo.withSavedState {
            cairo_identity_matrix(c)
            cairo.setPath(elements)
        }
        cairo_set_fill_rule(c, rule.cairoValue)
        cairo_set_antialias(c, cairoAntialias)
        // An empty path clips everything away, as in CoreGraphics.
        cairo_clip(c)
    }

    /// Intersects the clip with the current path using the even-odd rule.
    public func eoClip() {
        clip(using: .evenOdd)
    }

    /// Intersects the clip with a rectangle; the current path is left alone.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of rectangles; the current path is left alone.
    public func clip(to rects: [CGRect]) {
        withCurrentPathSaved {
            addRects(rects)
            clip()
        }
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        guard canDraw else { return .null }
        return deviceClipBounds.applying(deviceTransform.inverted())
    }

    /// Resets the clip to the whole drawing area (an addition CoreGraphics has as
    /// `resetClip()`, available since macOS 10.13).
    public func resetClip() {
        cairo_reset_clip(cairo.pointer)
        state.maskClip = nil
    }

    /// Intersects the clip with an image used as a mask over `rect`.
    ///
    /// A gray image without alpha masks by its gray values (white paints, black masks); an
    /// image with alpha masks by its alpha. Outside `rect` everything is masked, as in
    /// CoreGraphics. The mask is rasterized at device resolution.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard canDraw, rect.isFiniteRect,
            let coverage = try? CairoSurface(
                format: CAIRO_FORMAT_A8, width: max(1, Int(deviceSize.width.rounded(.up))),
                height: max(1, Int(deviceSize.height.rounded(.up)))),
            let maskContext = try? CairoContext(target: coverage),
            let source = try? MaskSource(mask)
        else { return }
        let m = maskContext.pointer
        maskContext.setMatrix(deviceTransform)
        let pattern = imagePattern(
            source.surface, in: rect, tiled: false, quality: state.interpolationQuality)
        cairo_set_source(m, pattern)
        cairo_rectangle(m, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(m)
        cairo_pattern_destroy(pattern)
        if let existing = state.maskClip {
            cairo_identity_matrix(m)
            cairo_set_operator(m, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(m, existing.pointer, 0, 0)
            cairo_paint(m)
        }
        cairo_surface_flush(coverage.pointer)
        state.maskClip = coverage
    }

    // MARK: Images

    /// Draws an image into `rect`, its top row at the rectangle's maximum y, as CoreGraphics
    /// does (upright in a y-up space, upside down in a flipped one); with `byTiling`, repeats
    /// the image at that size over the whole clip.
    ///
    /// An alpha-only image paints the fill color through its alpha.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return }
        let quality: CGInterpolationQuality = image.shouldInterpolate ? state.interpolationQuality : .none
        let pattern = imagePattern(image.drawingSurface, in: rect, tiled: byTiling, quality: quality)
        let alphaOnly = image.surface.format == CAIRO_FORMAT_A8
        composite(userBounds: byTiling ? nil : rect) { op in
            let c = cairo.pointer
            cairo_set_operator(c, op)
            cairo.withSavedState {
                if !byTiling {
                    cairo_rectangle(
                        c, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                    cairo_clip(c)
                }
                if alphaOnly {
                    setPaint(state.fillColor)
                    cairo_mask(c, pattern)
                } else {
                    cairo_set_source(c, pattern)
                    cairo_paint_with_alpha(c, Double(state.alpha))
                }
            }
        }
        cairo_pattern_destroy(pattern)
    }

    /// A pattern that maps `surface` onto `rect` in the current user space, top row at maxY.
    private func imagePattern(
        _ surface: CairoSurface, in rect: CGRect, tiled: Bool, quality: CGInterpolationQuality
    ) -> OpaquePointer? {
        let pattern = cairo_pattern_create_for_surface(surface.pointer)
        let sx = CGFloat(surface.width) / rect.width
        let sy = CGFloat(surface.height) / rect.height
        // User → image pixels: u = (x − minX)·sx, v = (maxY − y)·sy.
        var matrix = cairo_matrix_t(
            xx: Double(sx), yx: 0, xy: 0, yy: Double(-sy), x0: Double(-rect.minX * sx),
            y0: Double(rect.maxY * sy))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, quality.cairoFilter)
        return pattern
    }
}
