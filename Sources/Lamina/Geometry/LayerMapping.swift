import LaminaGraphics

/// Where a layer sits: the one rule for mapping a layer's coordinates into its superlayer's,
/// and its sublayers' into its own.
///
/// DESIGN: every consumer of the rule goes through this type: `frame`, `convert(_:to:)`,
/// `hitTest(_:)`, the prepare pass's paint bounds and the compositor. The rule, as Core
/// Animation composites:
///
/// - A point `q` of the layer's bounds lands in its superlayer's *plane* at
///   `position + transform · (q − anchor)`, with `anchor` the anchor point in bounds
///   coordinates at depth `anchorPointZ`, and `zPosition` the depth of `position`
///   (``toParentPlane``).
/// - The superlayer's sublayer space then maps into its bounds: `sublayerTransform` about the
///   superlayer's anchor, then the mirror of a flipped geometry (``sublayerSpace``). A mask
///   maps into its owner's bounds without it.
/// - Every layer that is not a `CATransformLayer` flattens its sublayers onto its plane: z is
///   dropped (``flattened(_:)``) before the next level applies.
package struct LayerMapping {
    /// The layer's bounds.
    package var bounds: CGRect
    /// Where the anchor sits in the superlayer's space.
    package var position: CGPoint
    /// The depth of `position`.
    package var zPosition: CGFloat
    /// The anchor point, in the unit space of the bounds.
    package var anchorPoint: CGPoint
    /// The anchor point's depth.
    package var anchorPointZ: CGFloat
    /// The layer's transform, about the anchor.
    package var transform: CATransform3D
    /// The transform of the sublayers' space, about the anchor.
    package var sublayerTransform: CATransform3D
    /// Whether the sublayers' space is mirrored vertically.
    package var isGeometryFlipped: Bool

    /// The mapping of `layer`'s current values.
    package init(_ layer: CALayer) {
        bounds = layer.bounds
        position = layer.position
        zPosition = layer.zPosition
        anchorPoint = layer.anchorPoint
        anchorPointZ = layer.anchorPointZ
        transform = layer.transform
        sublayerTransform = layer.sublayerTransform
        isGeometryFlipped = layer.isGeometryFlipped
    }

    // MARK: The layer in its superlayer

    /// The anchor point in the layer's bounds coordinates.
    package var anchor: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// `m` applied about the anchor point, depth included: how `sublayerTransform` and a
    /// replicator's `instanceTransform` apply.
    package func aboutAnchor(_ m: CATransform3D) -> CATransform3D {
        let anchor = anchor
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ).concatenating(m)
            .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, anchorPointZ))
    }

    /// The map from the layer's bounds coordinates into its superlayer's plane, before the
    /// superlayer's sublayer space: `position + transform · (q − anchor)`.
    package var toParentPlane: CATransform3D {
        let anchor = anchor
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        if transform == .identity { return toAnchor.concatenating(toPosition) }
        return toAnchor.concatenating(transform).concatenating(toPosition)
    }

    /// ``toParentPlane`` as an affine transform, computed without 4 × 4 matrices, when the
    /// transform is affine; `nil` otherwise.
    package var affineToParentPlane: CGAffineTransform? {
        guard transform.isAffine else { return nil }
        let anchor = anchor
        var result = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        if transform != .identity {
            result = result.concatenating(CATransform3DGetAffineTransform(transform))
        }
        result.tx += position.x
        result.ty += position.y
        return result
    }

    /// The map into the superlayer's bounds coordinates: ``toParentPlane`` then `parent`'s
    /// ``sublayerSpace`` (`nil` for a root layer or a mask).
    package func toSuperlayer(of parent: LayerMapping?) -> CATransform3D {
        guard let parent, parent.hasSublayerSpace else { return toParentPlane }
        return toParentPlane.concatenating(parent.sublayerSpace)
    }

    /// The rectangle `frame` returns: the bounding box of the bounds in the superlayer's plane.
    package var frame: CGRect {
        if transform == .identity {
            let anchor = anchor
            return CGRect(
                x: position.x - (anchor.x - bounds.minX), y: position.y - (anchor.y - bounds.minY),
                width: bounds.width, height: bounds.height)
        }
        return Homography(toParentPlane).boundingBox(of: bounds) ?? .null
    }

    /// The bounds and position that give `frame` (the bounds origin kept): under a transform,
    /// the size is the frame's mapped back through the transform's inverse, and the anchor
    /// goes where it lands when the frame's centre is the transformed bounds' centre.
    package func placement(forFrame frame: CGRect) -> (bounds: CGRect, position: CGPoint) {
        let frame = frame.standardized
        var size = frame.size
        if transform != .identity, let inverse = Homography(transform).inverse,
            let local = inverse.boundingBox(of: CGRect(origin: .zero, size: frame.size))
        {
            size = local.size
        }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let offset = CGPoint(x: (anchorPoint.x - 0.5) * size.width, y: (anchorPoint.y - 0.5) * size.height)
        let t = transform
        let mapped =
            t == .identity
            ? offset : CGPoint(x: offset.x * t.m11 + offset.y * t.m21, y: offset.x * t.m12 + offset.y * t.m22)
        return (
            CGRect(origin: bounds.origin, size: size), CGPoint(x: center.x + mapped.x, y: center.y + mapped.y)
        )
    }

    // MARK: The sublayers' space

    /// Whether the sublayers' space differs from the bounds space.
    package var hasSublayerSpace: Bool { sublayerTransform != .identity || isGeometryFlipped }

    /// How the sublayers' space maps into the bounds space: `sublayerTransform` about the
    /// anchor, then the mirror of a flipped geometry.
    package var sublayerSpace: CATransform3D {
        var result = sublayerTransform == .identity ? CATransform3DIdentity : aboutAnchor(sublayerTransform)
        if isGeometryFlipped {
            result = result.concatenating(
                CATransform3DMakeScale(1, -1, 1).concatenating(
                    CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0)))
        }
        return result
    }

    // MARK: Planes

    /// `m` followed by flattening onto the plane z = 0 (z dropped), as every layer but a
    /// `CATransformLayer` flattens its sublayers.
    package static func flattened(_ m: CATransform3D) -> CATransform3D {
        var m = m
        m.m13 = 0
        m.m23 = 0
        m.m33 = 0
        m.m43 = 0
        return m
    }
}
