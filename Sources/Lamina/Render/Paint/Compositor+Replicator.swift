import CLamina
import LaminaGraphics

extension Compositor {
    /// Draws a replicator's sublayers once per instance: instance `i` transformed by
    /// `instanceTransform` applied `i` times about the anchor point, its colors multiplied by
    /// `instanceColor` plus `i` times the offsets, and, when drawing a moment of the
    /// animations, its sublayers' animations sampled `i × instanceDelay` seconds earlier.
    package func drawReplicas(
        of index: Int, in canvas: inout RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) {
        let node = tree.node(index)
        let replicator = unsafeDowncast(node.pointee.layer, to: CAReplicatorLayer.self)
        let count = replicator.drawnInstanceCount
        guard count > 0 else { return }
        let base = (replicator.instanceColor ?? CGColor(gray: 1, alpha: 1)).sRGBA
        let sublayerPlane = sublayerPlane(of: index, toDevice: toDevice)
        var step = CATransform3DIdentity
        for instance in 0..<count {
            if instance > 0 { step = step.concatenating(replicator.instanceTransform) }
            let i = CGFloat(instance)
            let tint = (
                red: clamp(base.red + i * CGFloat(replicator.instanceRedOffset)),
                green: clamp(base.green + i * CGFloat(replicator.instanceGreenOffset)),
                blue: clamp(base.blue + i * CGFloat(replicator.instanceBlueOffset)),
                alpha: clamp(base.alpha + i * CGFloat(replicator.instanceAlphaOffset))
            )
            guard tint.alpha > 0 else { continue }
            var placement = instance == 0 ? nil : replicator.mapping.aboutAnchor(step)
            if let accumulated = sublayerPlane.accumulated {
                placement = (placement ?? .identity).concatenating(accumulated)
            }
            let plane = Plane(toDevice: sublayerPlane.toDevice, accumulated: placement)
            // With an `instanceDelay`, each instance has sublayers sampled at its own time.
            let children = node.pointee.instanceChildren?[instance] ?? node.pointee.children
            if tint.red >= 1, tint.green >= 1, tint.blue >= 1 {
                for child in children {
                    draw(child, in: &canvas, plane: plane, alpha: alpha * tint.alpha)
                }
                continue
            }
            // A colored tint multiplies every pixel of the instance: draw it offscreen first.
            var bounds = CGRect.null
            for child in children where tree.node(child).pointee.isVisible {
                let layer = tree.node(child).pointee.layer
                let map = Homography(layer.mapping.toParentPlane.concatenating(placement ?? .identity))
                if let mapped = map.boundingBox(of: tree.node(child).pointee.paintBounds) {
                    bounds = bounds.union(mapped)
                }
            }
            guard !bounds.isNull else { continue }
            let margin = DeviceMargin.antialiasing
            let area = bounds.applying(sublayerPlane.toDevice).insetBy(dx: -margin, dy: -margin)
                .intersection(canvas.clip)
            let pixelScale = canvas.isVector ? vectorRasterScale : canvas.pixelScale
            guard let offscreen = OffscreenSurface(covering: area, pixelScale: pixelScale) else { continue }
            var inner = offscreen.canvas(within: canvas)
            for child in children {
                draw(child, in: &inner, plane: plane, alpha: 1)
            }
            PixelTint.multiply(offscreen.surface, red: tint.red, green: tint.green, blue: tint.blue)
            paintGroup(Group(offscreen: offscreen), in: canvas, alpha: alpha * tint.alpha)
        }
    }

    private func clamp(_ value: CGFloat) -> CGFloat { max(0, min(1, value)) }
}

/// Per-pixel color operations on premultiplied ARGB32 surfaces.
package enum PixelTint {
    /// Multiplies the color channels of every pixel (alpha unchanged).
    package static func multiply(_ surface: CairoSurface, red: CGFloat, green: CGFloat, blue: CGFloat) {
        guard let pixels = surface.pixels else { return }
        let r = UInt32(max(0, min(1, red)) * 256)
        let g = UInt32(max(0, min(1, green)) * 256)
        let b = UInt32(max(0, min(1, blue)) * 256)
        for row in 0..<surface.height {
            let line = UnsafeMutableRawPointer(pixels + row * surface.stride).assumingMemoryBound(
                to: UInt32.self)
            for column in 0..<surface.width {
                let word = line[column]
                let a = word >> 24
                let pr = ((word >> 16 & 0xFF) * r) >> 8
                let pg = ((word >> 8 & 0xFF) * g) >> 8
                let pb = ((word & 0xFF) * b) >> 8
                line[column] = a << 24 | pr << 16 | pg << 8 | pb
            }
        }
        surface.markDirty()
    }
}
