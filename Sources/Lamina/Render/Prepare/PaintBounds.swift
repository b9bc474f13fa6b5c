import LaminaGraphics

/// Bounds of what layers draw, for sizing offscreen groups.
package enum PaintBounds {
    /// A bound of what a node's layer draws itself (not its sublayers), in its own
    /// coordinates, given what the prepare pass decided it draws (its paint and content;
    /// `shapes`: the tree's table of shapes).
    package static func own(
        of node: UnsafePointer<RenderNode>, shapes: UnsafeMutablePointer<ShapePaint>,
        images: UnsafeMutablePointer<ImagePaint>
    ) -> CGRect {
        var bounds = CGRect.null
        let rect = node.pointee.paint.shape.rect
        if node.pointee.paint.background != nil { bounds = rect }
        if node.pointee.paint.borderWidth > 0 { bounds = bounds.union(rect) }
        switch node.pointee.content.drawing {
        case .none: break
        case .gradient, .text: bounds = bounds.union(rect)
        case .shape(let index):
            let shape = shapes + index
            let reach = shape.pointee.strokeReach
            bounds = bounds.union(shape.pointee.pathBounds.insetBy(dx: -reach, dy: -reach))
        }
        if let index = node.pointee.content.image {
            let image = images + index
            // A backing store covers the bounds; `contents` the rectangle its gravity gives.
            bounds = bounds.union(image.pointee.isBackingStore ? rect : image.pointee.placement.destination)
        }
        return bounds
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
