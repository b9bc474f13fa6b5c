import CLamina
import LaminaGraphics

/// Bounds of what layers draw, for sizing offscreen groups.
package enum PaintBounds {
    /// A bound of what a node's layer draws itself (not its sublayers), in its own
    /// coordinates, given what the prepare pass decided it draws (its paint and content;
    /// `shapes`: the tree's table of shapes).
    package static func own(of node: UnsafePointer<RenderNode>, shapes: UnsafeMutablePointer<ShapePaint>)
        -> CGRect
    {
        var bounds = CGRect.null
        let rect = node.pointee.paint.shape.rect
        if node.pointee.paint.background != nil { bounds = rect }
        if node.pointee.paint.borderWidth > 0 { bounds = bounds.union(rect) }
        switch node.pointee.content.drawing {
        case .none: break
        case .gradient, .text: bounds = bounds.union(rect)
        case .shape(let index):
            let shape = shapes + index
            var box = shape.pointee.pathBounds
            if shape.pointee.stroke != nil {
                let pad = shape.pointee.lineWidth / 2 * max(shape.pointee.miterLimit, 1.5)
                box = box.insetBy(dx: -pad, dy: -pad)
            }
            bounds = bounds.union(box)
        }
        switch node.pointee.content.image {
        case .backingStore?: bounds = bounds.union(rect)
        case .contents(let image)?:
            bounds = bounds.union(
                ContentsPlacement(
                    layer: node.pointee.layer, imageSize: CGSize(width: image.width, height: image.height)
                ).destination)
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
    /// Replaces Cairo's path with path elements mapped by `map` into Cairo's current user
    /// space (the identity: the elements are in that space).
    package func setPath(_ elements: [PathElement], mapping map: CGAffineTransform = .identity) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                let q = map.mapping(p)
                cairo_move_to(cairo, q.x, q.y)
                current = p
                start = p
            case .line(let p):
                let q = map.mapping(p)
                cairo_line_to(cairo, q.x, q.y)
                current = p
            case .quad(let q, let p):
                let (c1, c2) = PathGeometry.cubicControls(from: current, quad: q, to: p)
                curve(map.mapping(c1), map.mapping(c2), map.mapping(p))
                current = p
            case .cubic(let c1, let c2, let p):
                curve(map.mapping(c1), map.mapping(c2), map.mapping(p))
                current = p
            case .close:
                cairo_close_path(cairo)
                current = start
            }
        }
    }

    private func curve(
        _ c1: (x: Double, y: Double), _ c2: (x: Double, y: Double), _ p: (x: Double, y: Double)
    ) {
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }
}

extension CGAffineTransform {
    /// `point` mapped, as Cairo maps a user-space point to device space (the linear part
    /// first, then the translation), so that a path mapped here draws what it would under
    /// this matrix in Cairo.
    @inline(__always)
    package func mapping(_ point: CGPoint) -> (x: Double, y: Double) {
        mapping(x: Double(point.x), y: Double(point.y))
    }

    /// The point `(x, y)` mapped, as Cairo maps a user-space point to device space.
    @inline(__always)
    package func mapping(x: Double, y: Double) -> (x: Double, y: Double) {
        ((Double(a) * x + Double(c) * y) + Double(tx), (Double(b) * x + Double(d) * y) + Double(ty))
    }
}
