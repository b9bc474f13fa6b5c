import CLamina
import LaminaGraphics

extension Compositor {
    /// Draws a layer through its mask the way the prepare pass planned (``ShapeMask``): its one
    /// paint filled or stroked through the mask's path, without offscreen work.
    ///
    /// - Returns: whether the layer was drawn; `false` (a gradient under group opacity) leaves
    ///   the general path to draw it.
    package func drawMaskedByShape(
        _ index: Int, plan: ShapeMask, in canvas: RenderCanvas, toDevice: CGAffineTransform, alpha: CGFloat
    ) -> Bool {
        let node = tree.node(index)
        guard let maskIndex = node.pointee.mask else { return false }
        let maskNode = tree.node(maskIndex)
        let isGradient: Bool
        if case .gradient = node.pointee.content.drawing {
            // A gradient's stops carry their own alpha: fading it needs the group.
            guard alpha == 1 else { return false }
            isGradient = true
        } else {
            isGradient = false
        }
        guard case .shape(let shapeIndex) = maskNode.pointee.content.drawing,
            let maskMap = maskNode.pointee.affinePlacement
        else { return false }
        let maskToDevice = maskMap.concatenating(toDevice)
        guard maskToDevice.isInvertible else { return true }
        let mask = tree.shape(shapeIndex)
        let c = canvas.cairo
        let map = canvas.canvasMap(toDevice)
        let shape = node.pointee.paint.shape
        func paint() {
            cairo_identity_matrix(c)
            if isGradient, case .gradient(let gradient) = node.pointee.content.drawing {
                guard
                    GradientStops.setSource(of: tree.gradient(gradient), in: shape.rect, toCanvas: map, on: c)
                else { return }
            } else if let background = node.pointee.paint.background {
                background.setSource(opacity: alpha, on: c)
            }
            if plan.clips {
                cairo_new_path(c)
                shape.addPath(to: c, mapping: map)
                cairo_clip(c)
            }
            if plan.fills {
                canvas.setPath(
                    mask.pointee.path.elements, mapping: canvas.canvasMap(maskToDevice), freeStart: true)
                cairo_set_fill_rule(c, mask.pointee.fillRule.cairoValue)
                cairo_fill(c)
                cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
            } else {
                strokeShapePath(mask, in: canvas, toDevice: maskToDevice)
            }
        }
        // Only a clip needs undoing: what follows sets its own source and matrix.
        if plan.clips {
            canvas.scoped.withSavedState { paint() }
        } else {
            paint()
        }
        return true
    }
}
