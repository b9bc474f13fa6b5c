import CLamina
import LaminaGraphics

/// Bounds of what layers draw, for sizing offscreen groups.
package enum PaintBounds {
    /// A bound of what the layer draws itself (not its sublayers), in its own coordinates,
    /// given what the prepare pass decided it draws.
    package static func own(of layer: CALayer, content: LayerContent) -> CGRect {
        var bounds = CGRect.null
        let rect = layer.bounds.standardized
        if let background = layer.backgroundColor, background.alpha > 0 { bounds = rect }
        if layer.borderWidth > 0 { bounds = bounds.union(rect) }
        switch content.drawing {
        case .none: break
        case .gradient, .text: bounds = bounds.union(rect)
        case .shape:
            let shape = unsafeDowncast(layer, to: CAShapeLayer.self)
            if let path = shape.path {
                var box = path.boundingBoxOfPath
                if shape.strokeColor != nil {
                    let pad = shape.lineWidth / 2 * max(shape.miterLimit, 1.5)
                    box = box.insetBy(dx: -pad, dy: -pad)
                }
                bounds = bounds.union(box)
            }
        }
        switch content.image {
        case .backingStore?: bounds = bounds.union(rect)
        case .contents(let image)?:
            bounds = bounds.union(
                ContentsPlacement(layer: layer, imageSize: CGSize(width: image.width, height: image.height))
                    .destination)
        case nil: break
        }
        return bounds
    }

    /// The union of `bounds` under every instance transform of a replicator.
    package static func replicated(_ bounds: CGRect, by replicator: CAReplicatorLayer) -> CGRect {
        var result = bounds
        var step = CATransform3DIdentity
        for _ in 1..<min(replicator.instanceCount, 10_000) {
            step = step.concatenating(replicator.instanceTransform)
            let about = replicator.mapping.aboutAnchor(step)
            guard let mapped = Homography(about).boundingBox(of: bounds) else { return .infinite }
            result = result.union(mapped)
        }
        return result
    }
}

extension Homography {
    /// Whether the map shows the back of the plane over `rect`: it reverses orientation.
    package func facesAway(over rect: CGRect) -> Bool {
        // The sign of the Jacobian at the rectangle's centre.
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let x = center.x * m[0] + center.y * m[3] + m[6]
        let y = center.x * m[1] + center.y * m[4] + m[7]
        let w = center.x * m[2] + center.y * m[5] + m[8]
        guard w > 0 else { return true }
        // d(x/w)/du etc.: J = (A·w − (x,y)ᵀ·(w_u, w_v)) / w².
        let dxu = (m[0] * w - x * m[2])
        let dyu = (m[1] * w - y * m[2])
        let dxv = (m[3] * w - x * m[5])
        let dyv = (m[4] * w - y * m[5])
        return dxu * dyv - dyu * dxv < 0
    }
}

extension RenderCanvas {
    /// Replaces Cairo's path with path elements, in the current user space.
    package func setPath(_ elements: [PathElement]) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cairo, Double(p.x), Double(p.y))
                current = p
                start = p
            case .line(let p):
                cairo_line_to(cairo, Double(p.x), Double(p.y))
                current = p
            case .quad(let q, let p):
                let (c1, c2) = PathGeometry.cubicControls(from: current, quad: q, to: p)
                cairo_curve_to(
                    cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(
                    cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cairo)
                current = start
            }
        }
    }
}
