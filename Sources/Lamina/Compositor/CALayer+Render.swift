import LaminaGraphics

extension CALayer {
    /// The implementation of `render(in:)`.
    package func renderModel(in ctx: CGContext) {
        TransactionStack.current.flush()
        render(in: ctx, presentation: PresentationTree())
    }

    /// Renders the tree into `ctx` through a presentation (empty: the model), committing it.
    package func render(in ctx: CGContext, presentation: PresentationTree) {
        // Rendering commits: the tree's layers now run implicit animations when changed.
        markCommitted()
        guard ctx.canDraw else { return }
        let toDevice = ctx.deviceTransform
        let outputScale = max(abs(toDevice.determinant).squareRoot(), 0.01)
        let depth = RenderPreparation.prepare(self, outputScale: outputScale)
        let canvas = RenderCanvas(
            cairo: ctx.cairo.pointer, origin: .zero, pixelScale: 1, clip: ctx.deviceClipBounds,
            isVector: ctx.isVectorTarget)
        let compositor = Compositor(
            outputScale: outputScale, vectorRasterScale: max(2, outputScale), presentation: presentation)
        DeepStack.run(depth: depth) {
            ctx.cairo.withSavedState {
                compositor.drawRoot(self, in: canvas, toDevice: toDevice)
            }
        }
        ctx.didDraw()
    }
}
