import CLamina
import Foundation
import LaminaGraphics

extension LayerRenderer {
    /// Renders one layer tree frame after frame, repainting only what changed since the
    /// previous frame.
    ///
    /// An addition to Core Animation's API, for rendering an animation or an app's states in a
    /// loop (``LayerRenderer/contactSheet(of:atTimes:columns:spacing:)`` and the animated PNG
    /// methods use one). Each frame is the same, byte for byte, as
    /// ``LayerRenderer/image(of:atTime:)`` gives for the tree and the time: the sequence keeps
    /// the previous frame's pixels and render tree, compares the new render tree with it
    /// (layers that changed, were animated, added or removed), and repaints only the pixels
    /// the changes reach. Frames may be asked for at any times, in any order, and the tree may
    /// change between them.
    ///
    /// ```swift
    /// let frames = LayerRenderer(scale: 2).frameSequence(of: button.layer)
    /// for time in LayerRenderer.frameTimes(from: start, to: start + 0.2, count: 13) {
    ///     try frames.image(atTime: time).pngData().write(to: url(for: time))
    /// }
    /// ```
    ///
    /// A sequence holds one frame's pixels; it is not for use from several threads at once.
    public final class FrameSequence {
        /// The renderer whose settings each frame uses.
        public let renderer: LayerRenderer
        /// The layer rendered, over its bounds.
        public let layer: CALayer
        /// The rectangle of device pixels the latest frame repainted: the whole image for a
        /// first frame or one whose size or placement changed, `.null` when nothing changed,
        /// otherwise the rectangle the changes reach.
        public private(set) var repaintedRect = CGRect.null

        /// The previous frame.
        private var previous: Frame?
        /// How many nodes of the latest frame's render tree were copied from the frame before.
        package var reusedNodeCount: Int { previous?.tree.reusedCount ?? 0 }
        /// Where part of some bands is repainted before its damaged pixels are copied out.
        private var scratch: CairoSurface?

        private struct Frame {
            let tree: RenderTree
            let surface: CairoSurface
            let toDevice: CGAffineTransform
            /// Where the frame was cut into bands.
            let layout: BandLayout
            /// The ``ChangeEpoch`` the frame's preparation started in.
            let epoch: UInt64
        }

        /// A sequence of frames of `layer` drawn with `renderer`'s settings.
        public init(renderer: LayerRenderer, layer: CALayer) {
            self.renderer = renderer
            self.layer = layer
        }

        /// Renders the layer at media time `time` (`nil`: the model values), as
        /// ``LayerRenderer/image(of:atTime:)`` does, repainting only what changed since the
        /// previous frame.
        ///
        /// - Throws: ``LayerRenderer/Error`` when the size is empty, too large or the scale is
        ///   invalid, or drawing fails.
        public func image(atTime time: CFTimeInterval? = nil) throws -> CGImage {
            LayerTreeLock.lock()
            defer { LayerTreeLock.unlock() }
            do {
                return try render(atTime: time)
            } catch let error as GraphicsError {
                throw LayerRenderer.Error.cairo(error)
            }
        }

        private func render(atTime time: CFTimeInterval?) throws -> CGImage {
            let (width, height) = try renderer.pixelSize(of: layer)
            var reused = previous.flatMap {
                $0.surface.width == width && $0.surface.height == height ? $0 : nil
            }
            previous = nil
            let previousTree = reused?.tree
            let previousToDevice = reused?.toDevice
            let previousLayout = reused?.layout
            let previousEpoch = reused?.epoch
            // Changes from now on, this frame's layout and display included, are the next
            // frame's to find.
            let epoch = ChangeEpoch.advance()
            // The last image shares the surface's pixels: they are copied first only while it
            // (or anything else) still holds them, so that an image given out never changes.
            var kept = reused?.surface
            reused = nil
            let surface: CairoSurface
            if kept != nil, isKnownUniquelyReferenced(&kept!),
                cairo_surface_get_reference_count(kept!.pointer) == 1
            {
                surface = kept!
            } else if let shared = kept {
                surface = try Self.copy(of: shared)
            } else {
                surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
            }
            kept = nil
            let context = try CGContext.makeContext(drawingOn: surface, scale: renderer.scale)
            // As LayerRenderer.image(of:atTime:): lay out, commit, place the bounds.
            layer.commitForFrame()
            let bounds = RenderTree.Builder.resolve(layer, at: time).bounds
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            let reusable = previousTree.flatMap { tree in previousEpoch.map { (tree, $0) } }
            guard let tree = layer.prepareFrame(for: context, atTime: time, previous: reusable) else {
                throw LayerRenderer.Error.emptyBounds(bounds.size)
            }
            let toDevice = context.deviceTransform
            let layout = BandLayout(tree: tree, toDevice: toDevice, width: width, height: height)
            let whole = CGRect(x: 0, y: 0, width: width, height: height)
            var damage = whole
            if let previousTree, let previousLayout, previousToDevice == toDevice {
                damage = damagedArea(from: previousTree, to: tree, toDevice: toDevice, within: whole)
                // Rows cut into other bands than last time may differ in the last bits of
                // drawings the cuts cross: they are repainted too.
                let moved = layout.rowsInOtherBands(than: previousLayout)
                if !moved.isEmpty {
                    damage = damage.union(
                        CGRect(x: 0, y: moved.lowerBound, width: width, height: moved.count))
                }
            }
            previous = Frame(tree: tree, surface: surface, toDevice: toDevice, layout: layout, epoch: epoch)
            repaintedRect = damage.isEmpty ? .null : damage
            guard !damage.isEmpty else { return CGImage(surface: surface) }
            let bands = layout.bands(coveringRows: Int(damage.minY), Int(damage.maxY))
            let rows = layout.rows(of: bands)
            let outputScale = CALayer.outputScale(of: context)
            if damage.width >= whole.width {
                // Whole rows: the bands are painted in place.
                repaint(rows: rows, of: surface, with: context, bounds: bounds)
                BandedPainter.paint(
                    tree, into: surface, toDevice: toDevice, clip: context.deviceClipBounds,
                    outputScale: outputScale, concurrency: renderer.maximumConcurrency, layout: layout,
                    bandRange: bands)
                context.didDraw()
                try context.checkStatus()
            } else {
                // Part of some rows: the bands are painted as a whole frame paints them (Cairo's
                // clip decides the last bits of some edges and gradients), between columns no
                // drawing straddles, leaving out the layers that miss the damage, into a scratch
                // surface; the damaged pixels are then copied over.
                let scratch = try scratchSurface(width: width, height: height)
                let scratchContext = try CGContext.makeContext(drawingOn: scratch, scale: renderer.scale)
                scratchContext.translateBy(x: -bounds.minX, y: -bounds.minY)
                let columns = DamageColumns.around(
                    damage, rows: rows, in: tree, toDevice: toDevice, width: width)
                repaint(rows: rows, columns: columns, of: scratch, with: scratchContext, bounds: bounds)
                BandedPainter.paint(
                    tree, into: scratch, toDevice: toDevice, clip: scratchContext.deviceClipBounds,
                    outputScale: outputScale, concurrency: renderer.maximumConcurrency, layout: layout,
                    bandRange: bands, columns: columns,
                    cull: damage.insetBy(dx: -DeviceMargin.damage, dy: -DeviceMargin.damage))
                scratchContext.didDraw()
                try scratchContext.checkStatus()
                Self.copyPixels(damage, from: scratch, to: surface)
            }
            cairo_surface_flush(surface.pointer)
            return CGImage(surface: surface)
        }

        /// The whole device pixels a change between the two trees reaches, within `whole`.
        private func damagedArea(
            from old: RenderTree, to new: RenderTree, toDevice: CGAffineTransform, within whole: CGRect
        ) -> CGRect {
            let region = FrameDamage.region(from: old, to: new)
            if region.isNull { return .null }
            guard !region.isInfinite else { return whole }
            // Antialiasing and softened edges reach a little past the paint bounds.
            let device = region.applying(toDevice).insetBy(dx: -DeviceMargin.damage, dy: -DeviceMargin.damage)
            guard device.isFiniteRect else { return whole }
            return device.integral.intersection(whole)
        }

        /// The sequence's scratch surface, made on first use and when the size changes.
        private func scratchSurface(width: Int, height: Int) throws -> CairoSurface {
            if let scratch, scratch.width == width, scratch.height == height { return scratch }
            let made = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
            scratch = made
            return made
        }

        /// Copies the pixels of `area` (whole pixels inside both surfaces) from one surface to
        /// another of the same size.
        private static func copyPixels(_ area: CGRect, from source: CairoSurface, to target: CairoSurface) {
            cairo_surface_flush(source.pointer)
            cairo_surface_flush(target.pointer)
            guard let from = source.pixels, let to = target.pixels else { return }
            let left = Int(area.minX) * 4
            let count = Int(area.width) * 4
            for row in Int(area.minY)..<Int(area.maxY) {
                (to + row * target.stride + left).update(
                    from: from + row * source.stride + left, count: count)
            }
            target.markDirty()
        }

        /// Clears `rows` (across `columns`, or every column) and fills them with the
        /// renderer's background, as a full render starts.
        private func repaint(
            rows: Range<Int>, columns: Range<Int>? = nil, of surface: CairoSurface, with context: CGContext,
            bounds: CGRect
        ) {
            let columns = columns ?? 0..<surface.width
            if let pixels = surface.pixels {
                if columns == 0..<surface.width {
                    (pixels + rows.lowerBound * surface.stride).initialize(
                        repeating: 0, count: rows.count * surface.stride)
                } else {
                    for row in rows {
                        (pixels + row * surface.stride + columns.lowerBound * 4).initialize(
                            repeating: 0, count: columns.count * 4)
                    }
                }
                surface.markDirty()
            }
            guard let backgroundColor = renderer.backgroundColor else { return }
            let deviceRows = CGRect(
                x: CGFloat(columns.lowerBound), y: CGFloat(rows.lowerBound), width: CGFloat(columns.count),
                height: CGFloat(rows.count))
            context.saveGState()
            context.clip(to: deviceRows.applying(context.deviceTransform.inverted()))
            context.setFillColor(backgroundColor)
            context.fill(bounds)
            context.restoreGState()
        }

        /// A new surface with `surface`'s pixels.
        private static func copy(of surface: CairoSurface) throws -> CairoSurface {
            let copy = try CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: surface.width, height: surface.height)
            copyPixels(
                CGRect(x: 0, y: 0, width: surface.width, height: surface.height), from: surface, to: copy)
            return copy
        }
    }

    /// A sequence of frames of `layer` with this renderer's settings, each repainting only
    /// what changed since the previous one; see ``FrameSequence``.
    public func frameSequence(of layer: CALayer) -> FrameSequence {
        FrameSequence(renderer: self, layer: layer)
    }
}
