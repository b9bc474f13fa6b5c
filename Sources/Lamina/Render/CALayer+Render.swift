import CLamina
import LaminaGraphics

extension CALayer {
    /// The implementation of `render(in:)`.
    package func renderModel(in ctx: CGContext) {
        commitForFrame()
        render(in: ctx, atTime: nil)
    }

    /// What a Core Animation commit does before a frame: lays out the tree (and any ancestor
    /// marked for layout) and commits this thread's pending transaction.
    package func commitForFrame() {
        RenderPreparation.layOut(self)
        TransactionStack.current.flush()
    }

    /// Commits the tree and prepares its frame at media time `time` for drawing into `ctx`
    /// (one walk lays out, displays and samples the tree); `nil` when `ctx` cannot draw.
    package func prepareFrame(
        for ctx: CGContext, atTime time: CFTimeInterval?, previous: (tree: RenderTree, epoch: UInt64)? = nil
    ) -> RenderTree? {
        // Rendering commits: the tree's layers now run implicit animations when changed.
        markCommitted()
        guard ctx.canDraw else { return nil }
        return RenderTree(
            root: self, atTime: time, displayScale: Self.outputScale(of: ctx), previous: previous)
    }

    /// Device pixels per point of `ctx`'s current transform.
    package static func outputScale(of ctx: CGContext) -> CGFloat {
        max(abs(ctx.deviceTransform.determinant).squareRoot(), 0.01)
    }

    /// Renders the tree into `ctx` at media time `time` (`nil`: the model values), committing
    /// it: layout and display run first, then a render tree is prepared and painted — in
    /// bands, on up to `concurrency` threads, when `ctx` draws on a renderer's own bitmap.
    package func render(in ctx: CGContext, atTime time: CFTimeInterval?, concurrency: Int = 1) {
        guard let tree = prepareFrame(for: ctx, atTime: time) else { return }
        Self.paint(tree, in: ctx, concurrency: concurrency)
    }

    /// Paints a prepared frame into `ctx`, under its current transform and clip.
    package static func paint(_ tree: RenderTree, in ctx: CGContext, concurrency: Int = 1) {
        guard ctx.canDraw else { return }
        let toDevice = ctx.deviceTransform
        let outputScale = outputScale(of: ctx)
        // A renderer's own bitmap is painted in bands, on as many threads as allowed.
        if case .surface(let surface) = ctx.kind, surface.format == CAIRO_FORMAT_ARGB32 {
            BandedPainter.paint(
                tree, into: surface, toDevice: toDevice, clip: ctx.deviceClipBounds,
                outputScale: outputScale, concurrency: concurrency,
                layout: BandLayout(
                    tree: tree, toDevice: toDevice, width: surface.width, height: surface.height))
            ctx.didDraw()
            return
        }
        let canvas = RenderCanvas(
            cairo: ctx.cairo.pointer, origin: .zero, pixelScale: 1, clip: ctx.deviceClipBounds,
            isVector: ctx.isVectorTarget, frameClip: ctx.deviceClipBounds)
        let compositor = Compositor(
            tree: tree, outputScale: outputScale, vectorRasterScale: max(2, outputScale))
        DeepStack.run(depth: tree.depth) {
            ctx.cairo.withSavedState {
                compositor.drawRoot(in: canvas, toDevice: toDevice)
            }
        }
        ctx.didDraw()
    }
}
