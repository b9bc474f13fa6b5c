import CLamina
import Foundation

extension CGContext {
    /// Runs one painting operation with the state's shadow, mask clip and blend mode.
    ///
    /// `body` paints with the operator it is given. Without a shadow or mask clip it paints
    /// straight onto the target with the blend mode's operator: no offscreen group. A shadow
    /// needs the painted pixels (a group) to cast from; a mask clip needs a group to mask.
    ///
    /// - Parameters:
    ///   - userBounds: A bound of what `body` paints in user space, to size the shadow's
    ///     raster; `nil` when unknown.
    ///   - body: Paints using the operator passed in.
    package func composite(userBounds: CGRect?, _ body: (cairo_operator_t) -> Void) {
        guard canDraw else { return }
        let c = cairo.pointer
        let blend = state.blendMode.cairoOperator
        cairo_set_antialias(c, cairoAntialias)
        cairo_set_tolerance(c, Double(max(0.01, min(state.flatness, 1))) / 5)
        let mask = state.maskClip
        let shadow = state.shadow
        if mask == nil, shadow == nil {
            body(blend)
            didDraw()
            return
        }
        if mask != nil { cairo_push_group(c) }
        let inner = mask == nil ? blend : CAIRO_OPERATOR_OVER
        if let shadow {
            cairo_push_group(c)
            body(CAIRO_OPERATOR_OVER)
            let content = popGroupInDeviceSpace()
            paintShadow(shadow, of: content, userBounds: userBounds, operator: inner)
            cairo.withSavedState {
                cairo_identity_matrix(c)
                cairo_set_source(c, content)
                cairo_set_operator(c, inner)
                cairo_paint(c)
            }
            cairo_pattern_destroy(content)
        } else {
            body(inner)
        }
        if let mask {
            cairo_pop_group_to_source(c)
            cairo_set_operator(c, blend)
            cairo.withSavedState {
                cairo_identity_matrix(c)
                cairo_mask_surface(c, mask.pointer, 0, 0)
            }
        }
        didDraw()
    }

    /// The clip's bounds in Cairo device space.
    package var deviceClipBounds: CGRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo.withSavedState {
            cairo_identity_matrix(cairo.pointer)
            cairo_clip_extents(cairo.pointer, &x1, &y1, &x2, &y2)
        }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            .intersection(CGRect(origin: .zero, size: deviceSize))
    }

    /// Paints the shadow that `content` (a pattern of painted pixels) casts.
    private func paintShadow(
        _ shadow: GraphicsState.Shadow, of content: OpaquePointer?, userBounds: CGRect?,
        operator: cairo_operator_t
    ) {
        guard let content else { return }
        // Offsets and blur are in base space: map through the base CTM and the device flip.
        let baseToDevice = baseCTM.concatenating(deviceFlip)
        let offset = CGPoint(x: shadow.offset.width, y: shadow.offset.height)
        let deviceOffset = CGPoint(
            x: baseToDevice.a * offset.x + baseToDevice.c * offset.y,
            y: baseToDevice.b * offset.x + baseToDevice.d * offset.y)
        let sigma = shadow.blur / 2 * abs(baseToDevice.determinant).squareRoot()
        let spread = GaussianBlur.extent(sigma: sigma)
        let painted =
            userBounds.map { $0.applying(deviceTransform) } ?? CGRect(origin: .zero, size: deviceSize)
        let visible = painted.insetBy(dx: -spread, dy: -spread)
            .offsetBy(dx: deviceOffset.x, dy: deviceOffset.y)
            .intersection(deviceClipBounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let area = visible.integral
        let scale = rasterScale
        let pixelWidth = Int((area.width * scale).rounded(.up))
        let pixelHeight = Int((area.height * scale).rounded(.up))
        guard let raster = try? CairoSurface(format: CAIRO_FORMAT_A8, width: pixelWidth, height: pixelHeight),
            let rasterContext = try? CairoContext(target: raster)
        else { return }
        // Raster pixel = scale × (device point − area origin + offset).
        let toRaster = CGAffineTransform(
            translationX: deviceOffset.x - area.minX, y: deviceOffset.y - area.minY
        )
        .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        rasterContext.setMatrix(toRaster)
        cairo_set_source(rasterContext.pointer, content)
        cairo_paint(rasterContext.pointer)
        cairo_surface_flush(raster.pointer)
        GaussianBlur.apply(to: raster, sigma: sigma * scale)
        let c = cairo.pointer
        cairo.withSavedState {
            cairo_identity_matrix(c)
            cairo.setSource(shadow.color)
            cairo_set_operator(c, `operator`)
            let pattern = cairo_pattern_create_for_surface(raster.pointer)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(scale), Double(scale))
            cairo_matrix_translate(&matrix, -Double(area.minX), -Double(area.minY))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_mask(c, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Pops the current group as a pattern whose space is Cairo's device space.
    private func popGroupInDeviceSpace() -> OpaquePointer? {
        let pattern = cairo_pop_group(cairo.pointer)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(pattern, &identity)
        return pattern
    }

    // MARK: Transparency layers

    /// Begins a transparency layer: drawing until ``endTransparencyLayer()`` is composited as
    /// one image, with the alpha, shadow, blend mode and clip in effect now.
    ///
    /// Inside the layer, alpha is 1, there is no shadow and the blend mode is normal, as in
    /// CoreGraphics.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        transparencyLayers.append((state, gStateDepth))
        cairo_save(cairo.pointer)
        cairo_push_group(cairo.pointer)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.maskClip = nil
    }

    /// Begins a transparency layer bounded by `rect`; see ``beginTransparencyLayer(auxiliaryInfo:)``.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Ends a transparency layer and composites it; does nothing when none is open.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else { return }
        restoreGState(toDepth: layer.depth)
        let content = popGroupInDeviceSpace()
        cairo_restore(cairo.pointer)
        state = layer.state
        applyMatrix()
        let alpha = state.alpha
        composite(userBounds: nil) { op in
            cairo.withSavedState {
                cairo_identity_matrix(cairo.pointer)
                cairo_set_source(cairo.pointer, content)
                cairo_set_operator(cairo.pointer, op)
                cairo_paint_with_alpha(cairo.pointer, Double(alpha))
            }
        }
        cairo_pattern_destroy(content)
    }
}
