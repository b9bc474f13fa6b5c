import CLamina
import LaminaGraphics

/// Where a render pass draws: a Cairo context, and how its pixels relate to the device space
/// of the final output.
///
/// Device space is the output's Cairo device space (pixels of a bitmap, points of a PDF). An
/// offscreen canvas covers part of it: its pixel `(0, 0)` is at device point `origin`, with
/// `pixelScale` pixels per device unit.
package struct RenderCanvas {
    /// The context drawn into.
    package let cairo: OpaquePointer
    /// The device point at the canvas's pixel (0, 0).
    package let origin: CGPoint
    /// Canvas pixels per device unit.
    package let pixelScale: CGFloat
    /// A bound of the clip, in device space.
    package var clip: CGRect
    /// Whether the canvas is a vector surface (PDF, SVG) where groups stay vector.
    package let isVector: Bool
    /// A bound of the whole frame's clip, in device space (`clip` is a band or a group of it):
    /// effects that spread, such as a shadow's blur, are computed within it wherever the
    /// canvas is, so that every band of a frame computes them alike.
    package var frameClip: CGRect
    /// A bound, in device space, outside which layers are not drawn at all (a frame
    /// sequence's damaged area). Unlike ``clip`` it never changes how a drawn layer looks
    /// (group areas, blur areas, Cairo's clip stay the band's), so the pixels inside it are
    /// those of the whole band.
    package var cull: CGRect

    /// A canvas drawing through `cairo`, whose pixel (0, 0) is at device point `origin`.
    package init(
        cairo: OpaquePointer, origin: CGPoint, pixelScale: CGFloat, clip: CGRect, isVector: Bool,
        frameClip: CGRect = .infinite, cull: CGRect = .infinite
    ) {
        self.cairo = cairo
        self.origin = origin
        self.pixelScale = pixelScale
        self.clip = clip
        self.isVector = isVector
        self.frameClip = frameClip
        self.cull = cull
    }

    /// Scoped access to the context: saved states and groups that always end.
    package var scoped: CairoCanvas { CairoCanvas(cairo) }

    /// The transform from device space to the canvas's own space.
    package var deviceToCanvas: CGAffineTransform {
        CGAffineTransform(
            a: pixelScale, b: 0, c: 0, d: pixelScale, tx: -origin.x * pixelScale, ty: -origin.y * pixelScale)
    }

    /// Sets Cairo's matrix to map a layer's space (`toDevice` maps it to device space).
    package func setMatrix(_ toDevice: CGAffineTransform) {
        var matrix = cairo_matrix_t(canvasMap(toDevice))
        cairo_set_matrix(cairo, &matrix)
    }

    /// The map from a layer's space to the canvas's own space (`toDevice` maps the layer to
    /// device space).
    ///
    /// The paint pass's common drawings (backgrounds, borders, shape layers, gradients) map
    /// their points through it themselves and give Cairo canvas coordinates under an identity
    /// matrix: Cairo then neither transforms every point it is given nor, for a stroke, every
    /// segment's direction back and forth, which costs as much again as placing the layer.
    package func canvasMap(_ toDevice: CGAffineTransform) -> CGAffineTransform {
        if pixelScale == 1, origin == .zero { return toDevice }
        return toDevice.concatenating(deviceToCanvas)
    }

    /// Sets Cairo's matrix to the canvas's device mapping (for painting device-space surfaces).
    package func setDeviceMatrix() {
        setMatrix(.identity)
    }
}

extension RenderCanvas {
    /// Replaces Cairo's path with path elements mapped by `map` into Cairo's current user
    /// space (the identity: the elements are in that space).
    ///
    /// `freeStart` says that where a closed subpath starts does not change what is drawn (a
    /// fill, a stroke without dashes or trimming): a closed subpath that starts in the
    /// middle of a straight side is then given to Cairo from that side's end (see
    /// ``SubpathStart``).
    package func setPath(
        _ elements: [PathElement], mapping map: CGAffineTransform = .identity, freeStart: Bool = false
    ) {
        cairo_new_path(cairo)
        // Whether a point lands past what Cairo can hold (see `FarPathClipping`), checked in
        // Cairo's device space: the user space itself under the identity matrix.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let identity =
            matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
            && matrix.x0 == 0 && matrix.y0 == 0
        var far = false
        @inline(__always) func check(_ q: (x: Double, y: Double)) {
            var (x, y) = q
            if !identity { cairo_matrix_transform_point(&matrix, &x, &y) }
            if FarPathClipping.isFar(x, y) { far = true }
        }
        var current = CGPoint.zero
        var start = CGPoint.zero
        var skipped = -1
        for (index, element) in elements.enumerated() where index > skipped {
            switch element {
            case .move(var p):
                if freeStart, let sideEnd = SubpathStart.sideEnd(of: elements, movingAt: index) {
                    p = sideEnd
                    skipped = index + 1
                }
                let q = map.mapping(p)
                check(q)
                cairo_move_to(cairo, q.x, q.y)
                current = p
                start = p
            case .line(let p):
                let q = map.mapping(p)
                check(q)
                cairo_line_to(cairo, q.x, q.y)
                current = p
            case .quad(let q, let p):
                let (c1, c2) = PathGeometry.cubicControls(from: current, quad: q, to: p)
                curve(map.mapping(c1), map.mapping(c2), map.mapping(p), check)
                current = p
            case .cubic(let c1, let c2, let p):
                curve(map.mapping(c1), map.mapping(c2), map.mapping(p), check)
                current = p
            case .close:
                cairo_close_path(cairo)
                current = start
            }
        }
        if far { FarPathClipping.setPath(elements, mapping: map, on: cairo) }
    }

    @inline(__always)
    private func curve(
        _ c1: (x: Double, y: Double), _ c2: (x: Double, y: Double), _ p: (x: Double, y: Double),
        _ check: ((x: Double, y: Double)) -> Void
    ) {
        check(c1)
        check(c2)
        check(p)
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }
}

/// An offscreen image surface covering a device rectangle, with its context.
package final class OffscreenSurface {
    package let surface: CairoSurface
    package let context: CairoContext
    /// The device rectangle covered, in whole canvas pixels.
    package let deviceRect: CGRect
    package let pixelScale: CGFloat

    /// A surface covering `deviceRect` at `pixelScale` pixels per device unit; `nil` when the
    /// area is empty or beyond Cairo's limits.
    package init?(
        covering deviceRect: CGRect, pixelScale: CGFloat, format: cairo_format_t = CAIRO_FORMAT_ARGB32
    ) {
        guard !deviceRect.isNull, deviceRect.isFiniteRect, deviceRect.width > 0, deviceRect.height > 0 else {
            return nil
        }
        // Align to the canvas's pixel grid so pixels land where they would have on the canvas.
        let left = (deviceRect.minX * pixelScale).rounded(.down)
        let top = (deviceRect.minY * pixelScale).rounded(.down)
        let right = (deviceRect.maxX * pixelScale).rounded(.up)
        let bottom = (deviceRect.maxY * pixelScale).rounded(.up)
        // Beyond Cairo's largest surface (or not a number), there is no surface to make.
        guard right - left <= CGFloat(CairoSurface.maximumDimension),
            bottom - top <= CGFloat(CairoSurface.maximumDimension)
        else { return nil }
        let width = Int(right - left)
        let height = Int(bottom - top)
        guard width > 0, height > 0,
            let surface = try? CairoSurface(format: format, width: width, height: height),
            let context = try? CairoContext(target: surface)
        else { return nil }
        self.surface = surface
        self.context = context
        self.pixelScale = pixelScale
        self.deviceRect = CGRect(
            x: left / pixelScale, y: top / pixelScale, width: CGFloat(width) / pixelScale,
            height: CGFloat(height) / pixelScale)
    }

    /// A raster canvas drawing into this surface.
    package var canvas: RenderCanvas {
        RenderCanvas(
            cairo: context.pointer, origin: deviceRect.origin, pixelScale: pixelScale, clip: deviceRect,
            isVector: false)
    }

    /// A raster canvas drawing into this surface, in the device space of `parent` (a group of
    /// it), sharing its frame clip and cull bound.
    package func canvas(within parent: RenderCanvas) -> RenderCanvas {
        var canvas = self.canvas
        canvas.frameClip = parent.frameClip
        canvas.cull = parent.cull
        return canvas
    }

    /// A pattern of the surface placed in `canvas`'s space.
    package func pattern(in canvas: RenderCanvas) -> OpaquePointer? {
        cairo_surface_flush(surface.pointer)
        let pattern = cairo_pattern_create_for_surface(surface.pointer)
        // Pattern space = this surface's pixels; user space = the canvas's pixels.
        let canvasToDevice = canvas.deviceToCanvas.inverted()
        let deviceToSurface = CGAffineTransform(
            a: pixelScale, b: 0, c: 0, d: pixelScale, tx: -deviceRect.minX * pixelScale,
            ty: -deviceRect.minY * pixelScale)
        let t = canvasToDevice.concatenating(deviceToSurface)
        var matrix = cairo_matrix_t(t)
        cairo_pattern_set_matrix(pattern, &matrix)
        if pixelScale != canvas.pixelScale { cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD) }
        return pattern
    }
}
