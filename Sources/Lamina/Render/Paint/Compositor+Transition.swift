import CLamina
import LaminaGraphics

extension Compositor {
    /// Draws a layer in a running `CATransition`: its captured old appearance and its current
    /// one, through the transition's effect.
    ///
    /// `fade` cross-dissolves (`old · (1 − p) + new · p`); `push` moves both, `moveIn` slides
    /// the new over the old, `reveal` slides the old off the new, toward the edge opposite the
    /// `subtype` (from the left when `nil`), by the layer's bounds.
    package func drawTransition(
        _ current: Int, state: TransitionNode, in canvas: inout RenderCanvas, toDevice: CGAffineTransform,
        alpha: CGFloat
    ) {
        let p = max(0, min(1, state.progress))
        let old = state.old
        let size = tree.node(current).pointee.paint.shape.rect.size
        let direction: CGPoint
        switch state.transition.subtype {
        case .fromRight?: direction = CGPoint(x: 1, y: 0)
        case .fromTop?: direction = CGPoint(x: 0, y: -1)
        case .fromBottom?: direction = CGPoint(x: 0, y: 1)
        default: direction = CGPoint(x: -1, y: 0)
        }
        func shifted(_ amount: CGFloat) -> CGAffineTransform {
            CGAffineTransform(
                translationX: direction.x * size.width * amount, y: direction.y * size.height * amount
            )
            .concatenating(toDevice)
        }
        switch state.transition.type {
        case .push:
            drawLayer(old, in: &canvas, toDevice: shifted(-p), alpha: alpha)
            drawLayer(current, in: &canvas, toDevice: shifted(1 - p), alpha: alpha, transitions: false)
        case .moveIn:
            drawLayer(old, in: &canvas, toDevice: toDevice, alpha: alpha)
            drawLayer(current, in: &canvas, toDevice: shifted(1 - p), alpha: alpha, transitions: false)
        case .reveal:
            drawLayer(current, in: &canvas, toDevice: toDevice, alpha: alpha, transitions: false)
            drawLayer(old, in: &canvas, toDevice: shifted(-p), alpha: alpha)
        default:
            // A true cross-dissolve: the two are summed, not layered.
            let area = deviceBounds(of: old, toDevice: toDevice).union(
                deviceBounds(of: current, toDevice: toDevice)
            )
            .intersection(canvas.clip)
            guard !area.isNull, area.width > 0, area.height > 0 else { return }
            withGroup(in: &canvas, covering: area) { group in
                withGroup(in: &group, covering: area) { inner in
                    drawLayer(old, in: &inner, toDevice: toDevice, alpha: 1)
                } paint: { oldGroup, target in
                    paintGroup(oldGroup, in: target, alpha: 1 - p)
                }
                withGroup(in: &group, covering: area) { inner in
                    drawLayer(current, in: &inner, toDevice: toDevice, alpha: 1, transitions: false)
                } paint: { newGroup, target in
                    target.scoped.withSavedState {
                        cairo_set_operator(target.cairo, CAIRO_OPERATOR_ADD)
                        paintGroup(newGroup, in: target, alpha: p)
                    }
                }
            } paint: { group, target in
                paintGroup(group, in: target, alpha: alpha)
            }
        }
    }
}
