import LaminaGraphics

extension CALayer {
    /// The anchor point in the layer's own (bounds) coordinates.
    package var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The map from the layer's bounds coordinates into its superlayer's plane, before the
    /// superlayer's `sublayerTransform`: `position + transform · (q − anchor)`.
    package var transformToParentPlane: CATransform3D {
        let anchor = anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        let t = transform
        if t == .identity { return toAnchor.concatenating(toPosition) }
        return toAnchor.concatenating(t).concatenating(toPosition)
    }

    /// The map from the layer's bounds coordinates into its superlayer's bounds coordinates:
    /// the superlayer's `sublayerTransform` applies about its anchor point, and a flipped
    /// superlayer mirrors its sublayers' space. A mask maps into its owner's space without the
    /// owner's `sublayerTransform`.
    package var transformToSuperlayer: CATransform3D {
        let result = transformToParentPlane
        guard let parent, parent.maskLayer !== self,
            parent.sublayerTransform != .identity || parent.isGeometryFlipped
        else { return result }
        return result.concatenating(parent.sublayerSpaceTransform)
    }

    /// `transformToParentPlane` as an affine transform, computed without 4 × 4 matrices, when
    /// the layer's transform is affine; `nil` otherwise.
    package var affineTransformToParentPlane: CGAffineTransform? {
        let t = transform
        guard t.isAffine else { return nil }
        let anchor = anchorInBounds
        var result = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        if t != .identity { result = result.concatenating(CATransform3DGetAffineTransform(t)) }
        result.tx += position.x
        result.ty += position.y
        return result
    }

    /// How the layer's sublayer space maps into its bounds space: the `sublayerTransform` about
    /// the anchor point, then the mirror of a flipped geometry.
    package var sublayerSpaceTransform: CATransform3D {
        var result = CATransform3DIdentity
        let s = sublayerTransform
        if s != .identity {
            let anchor = anchorInBounds
            result = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ).concatenating(s)
                .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, anchorPointZ))
        }
        if isGeometryFlipped {
            result = result.concatenating(
                CATransform3DMakeScale(1, -1, 1).concatenating(
                    CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0)))
        }
        return result
    }

    /// The plane map from the layer's bounds coordinates into the space its root layer sits
    /// in (the root's superlayer space), flattening at every layer that is not a
    /// `CATransformLayer`, as Core Animation composites.
    package var mapToRootSpace: Homography {
        var matrix = transformToSuperlayer
        var current = parent
        while let layer = current {
            if !(layer is CATransformLayer) {
                // Flatten onto the layer's plane: drop z.
                matrix.m13 = 0
                matrix.m23 = 0
                matrix.m33 = 0
                matrix.m43 = 0
            }
            matrix = matrix.concatenating(layer.transformToSuperlayer)
            current = layer.parent
        }
        return Homography(matrix)
    }

    /// The frame `frame` returns.
    package var derivedFrame: CGRect {
        let t = transform
        if t == .identity {
            let anchor = anchorInBounds
            return CGRect(
                x: position.x - (anchor.x - bounds.minX), y: position.y - (anchor.y - bounds.minY),
                width: bounds.width, height: bounds.height)
        }
        return Homography(transformToParentPlane).boundingBox(of: bounds) ?? .null
    }

    /// What setting `frame` does.
    package func applyFrame(_ newValue: CGRect) {
        LayerValidation.require(newValue, "frame", self)
        let frame = newValue.standardized
        let t = transform
        var size = frame.size
        if t != .identity, let inverse = Homography(t).inverse,
            let local = inverse.boundingBox(
                of: CGRect(origin: .zero, size: frame.size))
        {
            size = local.size
        }
        bounds = CGRect(origin: bounds.origin, size: size)
        // Put the anchor where it lands when the frame's center is the transformed bounds' center.
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let offset = CGPoint(x: (anchorPoint.x - 0.5) * size.width, y: (anchorPoint.y - 0.5) * size.height)
        let mapped =
            t == .identity
            ? offset : CGPoint(x: offset.x * t.m11 + offset.y * t.m21, y: offset.x * t.m12 + offset.y * t.m22)
        position = CGPoint(x: center.x + mapped.x, y: center.y + mapped.y)
    }

    /// The transform as an affine transform (its non-affine entries ignored).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform to an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The map from this layer's coordinates to `layer`'s (`nil`: the space the root layer sits
    /// in); `nil` when it cannot be inverted.
    private func map(to layer: CALayer?) -> Homography? {
        let up = mapToRootSpace
        guard let layer else { return up }
        if layer === self { return .identity }
        guard let down = layer.mapToRootSpace.inverse else { return nil }
        return up.concatenating(down)
    }

    /// The implementation of `convert(_:from:)`.
    package func convertPoint(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let source = l else {
            return mapToRootSpace.inverse?.apply(p) ?? p
        }
        return source.convert(p, to: self)
    }

    /// The implementation of `convert(_:to:)`.
    package func convertPoint(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        map(to: l)?.apply(p) ?? p
    }

    /// The implementation of `convert(_:from:)`.
    package func convertRect(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let source = l else {
            return mapToRootSpace.inverse?.boundingBox(of: r) ?? r
        }
        return source.convert(r, to: self)
    }

    /// The implementation of `convert(_:to:)`.
    package func convertRect(_ r: CGRect, to l: CALayer?) -> CGRect {
        map(to: l)?.boundingBox(of: r) ?? r
    }

    /// The bounds size under the affine part of the transform.
    package func defaultPreferredFrameSize() -> CGSize {
        let size = bounds.size.applying(affineTransform())
        return CGSize(width: abs(size.width), height: abs(size.height))
    }
}
