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
        guard let replication = node.pointee.replication, replication.count > 0 else { return }
        let sublayerPlane = sublayerPlane(of: index, toDevice: toDevice)
        drawInstance(0, placement: nil)
        replication.forEachPlacement { instance, placement in
            drawInstance(instance, placement: placement)
            return true
        }

        func drawInstance(_ instance: Int, placement: CATransform3D?) {
            let tint = replication.tint(ofInstance: instance)
            guard tint.alpha > 0 else { return }
            var placement = placement
            if let accumulated = sublayerPlane.accumulated {
                placement = (placement ?? .identity).concatenating(accumulated)
            }
            let plane = Plane(
                toDevice: sublayerPlane.toDevice, accumulated: placement, placesReplica: instance > 0)
            // With an `instanceDelay`, each instance has sublayers sampled at its own time.
            let children = node.pointee.instanceChildren?[instance] ?? node.pointee.children
            if tint.keepsColors {
                for child in children {
                    draw(child, in: &canvas, plane: plane, alpha: alpha * tint.alpha)
                }
                return
            }
            // A colored tint multiplies every pixel of the instance: draw it offscreen first.
            var bounds = CGRect.null
            for child in children where tree.node(child).pointee.isVisible {
                let placed = tree.node(child)
                let map = Homography(placed.pointee.toParentPlane.concatenating(placement ?? .identity))
                if let mapped = map.boundingBox(of: placed.pointee.paintBounds) {
                    bounds = bounds.union(mapped)
                }
            }
            guard !bounds.isNull else { return }
            let area = bounds.applying(sublayerPlane.toDevice).intersection(canvas.clip)
            let pixelScale = canvas.isVector ? vectorRasterScale : canvas.pixelScale
            guard let offscreen = OffscreenSurface(covering: area, pixelScale: pixelScale) else { return }
            var inner = offscreen.canvas(within: canvas)
            for child in children {
                draw(child, in: &inner, plane: plane, alpha: 1)
            }
            PixelTint.multiply(offscreen.surface, red: tint.red, green: tint.green, blue: tint.blue)
            paintGroup(Group(offscreen: offscreen), in: canvas, alpha: alpha * tint.alpha)
        }
    }
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
