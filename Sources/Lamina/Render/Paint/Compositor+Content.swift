import CLamina
import LaminaGraphics

extension Compositor {
    /// Draws what the layer's class draws between its background and its sublayers: a shape
    /// layer's path, a gradient layer's gradient, or the contents image (or drawn backing store).
    /// Cairo's matrix is left as any of them sets it.
    package func drawContent(
        of index: Int, shape: LayerShape, in canvas: RenderCanvas, toDevice: CGAffineTransform,
        alpha: CGFloat
    ) {
        let node = tree.node(index)
        switch node.pointee.content.drawing {
        case .none: break
        case .shape(let shape):
            drawShape(tree.shape(shape), in: canvas, toDevice: toDevice, alpha: alpha)
        case .gradient(let gradient):
            drawGradient(tree.gradient(gradient), shape: shape, in: canvas, toDevice: toDevice, alpha: alpha)
        case .text(let text):
            canvas.setMatrix(toDevice)
            drawText(tree.text(text), in: canvas, toDevice: toDevice, alpha: alpha)
        }
        guard let image = node.pointee.content.image else { return }
        canvas.setMatrix(toDevice)
        drawImage(
            tree.image(image), clipped: node.pointee.paint.masksToBounds, shape: shape, in: canvas,
            toDevice: toDevice, alpha: alpha)
    }

    // MARK: Shape layers

    private func drawShape(
        _ shape: UnsafePointer<ShapePaint>, in canvas: RenderCanvas, toDevice: CGAffineTransform,
        alpha: CGFloat
    ) {
        // A path reaching past Cairo's coordinates is clipped to them (`FarPathClipping`).
        guard shape.pointee.pathBox.applying(toDevice).isFiniteRect else { return }
        let c = canvas.cairo
        // The stroke outlines the same mapped path as the fill: the fill keeps it for it.
        var strokePathIsSet = false
        if let fill = shape.pointee.fill {
            let map = canvas.canvasMap(toDevice)
            let sharesPath =
                shape.pointee.stroke != nil && shape.pointee.strokeStart == 0 && shape.pointee.strokeEnd == 1
                && Self.evenScale(of: map) != nil
            cairo_identity_matrix(c)
            // Dashes start where the path starts.
            canvas.setPath(
                shape.pointee.path.elements, mapping: map,
                freeStart: !sharesPath || shape.pointee.dashes.isEmpty)
            cairo_set_fill_rule(c, shape.pointee.fillRule.cairoValue)
            fill.setSource(opacity: alpha, on: c)
            if sharesPath { cairo_fill_preserve(c) } else { cairo_fill(c) }
            cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
            strokePathIsSet = sharesPath
        }
        guard let stroke = shape.pointee.stroke else { return }
        stroke.setSource(opacity: alpha, on: c)
        strokeShapePath(shape, in: canvas, toDevice: toDevice, pathIsSet: strokePathIsSet)
    }

    /// The scale of `map` when it only scales evenly (by a positive factor) and moves.
    private static func evenScale(of map: CGAffineTransform) -> Double? {
        map.b == 0 && map.c == 0 && map.a == map.d && map.a > 0 ? Double(map.a) : nil
    }

    /// Strokes a shape layer's path (between its `strokeStart` and `strokeEnd`) with its line
    /// settings and the current source, `toDevice` mapping the layer's space to device space.
    ///
    /// Where that map only scales evenly and moves, the path and the line settings are mapped
    /// into the canvas and stroked under an identity matrix (the same outline, found without
    /// Cairo mapping each segment back); otherwise Cairo's matrix is set to the layer's space.
    /// `pathIsSet` says that Cairo already holds the whole path so mapped (kept by a fill).
    package func strokeShapePath(
        _ shape: UnsafePointer<ShapePaint>, in canvas: RenderCanvas, toDevice: CGAffineTransform,
        pathIsSet: Bool = false
    ) {
        let c = canvas.cairo
        let start = shape.pointee.strokeStart
        let end = shape.pointee.strokeEnd
        guard end > start else { return }
        var map = canvas.canvasMap(toDevice)
        let scale: Double
        if let even = Self.evenScale(of: map) {
            scale = even
            cairo_identity_matrix(c)
        } else {
            scale = 1
            canvas.setMatrix(toDevice)
            map = .identity
        }
        if !pathIsSet {
            let elements = shape.pointee.path.elements
            if start == 0, end == 1 {
                // Dashes start where the path starts.
                canvas.setPath(elements, mapping: map, freeStart: shape.pointee.dashes.isEmpty)
            } else {
                canvas.setPath(
                    PathMeasure(elements).elements(
                        fromFraction: start, toFraction: end, spacing: .curveParameter),
                    mapping: map)
            }
        }
        cairo_set_line_width(c, Double(shape.pointee.lineWidth) * scale)
        cairo_set_line_cap(c, shape.pointee.lineCap.cairoValue)
        cairo_set_line_join(c, shape.pointee.lineJoin.cairoValue)
        cairo_set_miter_limit(c, Double(shape.pointee.miterLimit))
        if !shape.pointee.dashes.isEmpty {
            let phase = Double(shape.pointee.dashPhase) * scale
            if scale == 1 {
                shape.pointee.dashes.withUnsafeBufferPointer {
                    cairo_set_dash(c, $0.baseAddress, Int32($0.count), phase)
                }
            } else {
                shape.pointee.dashes.map { $0 * scale }.withUnsafeBufferPointer {
                    cairo_set_dash(c, $0.baseAddress, Int32($0.count), phase)
                }
            }
        }
        PieceStroke.stroke(c, elementCount: shape.pointee.path.elements.count, preserve: false)
        if !shape.pointee.dashes.isEmpty { cairo_set_dash(c, nil, 0, 0) }
    }

    // MARK: Text layers

    /// Draws a text layer's text from the top-left of its bounds, clipped to them (Core
    /// Animation draws text into a backing store of the bounds' size). On bitmaps, a
    /// `contentsScale` below the output's makes the text as soft as on Apple's platforms; on
    /// PDF and SVG the text stays text.
    private func drawText(
        _ text: UnsafePointer<TextPaint>, in canvas: RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let layout = text.pointee.block
        let bounds = text.pointee.bounds
        let origin = text.pointee.origin
        let contentsScale = text.pointee.contentsScale
        let c = canvas.cairo
        let scale = abs(toDevice.determinant).squareRoot() * canvas.pixelScale
        let softened = !canvas.isVector && contentsScale > 0 && contentsScale < scale * 0.99
        canvas.scoped.withSavedState {
            cairo_new_path(c)
            cairo_rectangle(
                c, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(c)
            let lowScale = canvas.pixelScale * contentsScale / scale
            // Two low-resolution pixels of margin: scaling up samples beyond the clip's edge.
            let margin = 2 / lowScale
            if softened,
                let offscreen = OffscreenSurface(
                    covering: bounds.applying(toDevice).intersection(canvas.frameClip).intersection(
                        canvas.clip.insetBy(dx: -margin, dy: -margin)),
                    pixelScale: lowScale)
            {
                // Drawn at contentsScale, then scaled up to the output.
                let inner = offscreen.canvas
                inner.setMatrix(toDevice)
                layout.draw(in: inner.cairo, at: origin)
                cairo_identity_matrix(c)
                let pattern = offscreen.pattern(in: canvas)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
                cairo_set_source(c, pattern)
                cairo_paint_with_alpha(c, Double(alpha))
                cairo_pattern_destroy(pattern)
                return
            }
            // Overlapping glyphs fade together.
            canvas.scoped.paintThroughGroup(alpha: alpha) { layout.draw(in: c, at: origin) }
        }
    }

    // MARK: Gradient layers

    private func drawGradient(
        _ gradient: UnsafePointer<GradientPaint>, shape: LayerShape, in canvas: RenderCanvas,
        toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        guard shape.rect.width > 0, shape.rect.height > 0 else { return }
        let c = canvas.cairo
        let map = canvas.canvasMap(toDevice)
        cairo_identity_matrix(c)
        guard GradientStops.setSource(of: gradient, in: shape.rect, toCanvas: map, on: c) else { return }
        cairo_new_path(c)
        shape.addPath(to: c, mapping: map)
        canvas.scoped.fill(alpha: alpha)
    }

    // MARK: Contents

    /// Draws an image as the layer's contents, placed by `contentsGravity`, cropped by
    /// `contentsRect`, nine-sliced by `contentsCenter` and clipped under `masksToBounds`.
    ///
    /// - Parameter clipped: whether the layer masks to its bounds (`shape`).
    private func drawImage(
        _ paint: UnsafePointer<ImagePaint>, clipped: Bool, shape: LayerShape, in canvas: RenderCanvas,
        toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let c = canvas.cairo
        let image = paint.pointee.image
        let placement = paint.pointee.placement
        guard placement.destination.width > 0, placement.destination.height > 0 else { return }
        let scoped = canvas.scoped
        scoped.withSavedState { drawSlices() }
        func drawSlices() {
            if clipped {
                cairo_new_path(c)
                shape.addPath(to: c)
                cairo_clip(c)
            }
            let magnifying = placement.destination.width * outputScale >= placement.source.width
            let filter = magnifying ? paint.pointee.magnificationFilter : paint.pointee.minificationFilter
            for slice in placement.slices {
                guard slice.destination.width > 0, slice.destination.height > 0, slice.source.width > 0,
                    slice.source.height > 0
                else { continue }
                if magnifying, filter != .nearest, !canvas.isVector,
                    ContentsMagnifier.draw(
                        image.drawingSurface.pointer, source: slice.source, destination: slice.destination,
                        map: canvas.canvasMap(toDevice), in: canvas, alpha: alpha)
                {
                    continue
                }
                let pattern = cairo_pattern_create_for_surface(image.drawingSurface.pointer)
                // Layer space → image pixels for this slice.
                let sx = slice.source.width / slice.destination.width
                let sy = slice.source.height / slice.destination.height
                var matrix = cairo_matrix_t(
                    xx: Double(sx), yx: 0, xy: 0, yy: Double(sy),
                    x0: Double(slice.source.minX - slice.destination.minX * sx),
                    y0: Double(slice.source.minY - slice.destination.minY * sy))
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(
                    pattern, filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
                cairo_new_path(c)
                cairo_rectangle(
                    c, Double(slice.destination.minX), Double(slice.destination.minY),
                    Double(slice.destination.width),
                    Double(slice.destination.height))
                cairo_set_source(c, pattern)
                scoped.fill(alpha: alpha)
                cairo_pattern_destroy(pattern)
            }
        }
    }
}

extension CAShapeLayerLineCap {
    /// The CoreGraphics cap of the same name.
    var lineCap: CGLineCap {
        switch self {
        case .round: return .round
        case .square: return .square
        default: return .butt
        }
    }
}

extension CAShapeLayerLineJoin {
    /// The CoreGraphics join of the same name.
    var lineJoin: CGLineJoin {
        switch self {
        case .round: return .round
        case .bevel: return .bevel
        default: return .miter
        }
    }
}

extension CAShapeLayerFillRule {
    /// The CoreGraphics fill rule of the same name.
    var pathFillRule: CGPathFillRule {
        self == .evenOdd ? .evenOdd : .winding
    }
}
