import LaminaGraphics

extension CALayer {
    /// Where the layer sits, by its current values (see ``LayerMapping``).
    package var mapping: LayerMapping { LayerMapping(self) }

    /// The map from the layer's bounds coordinates into its superlayer's bounds coordinates;
    /// a mask maps into its owner's space without the owner's sublayer space.
    package var transformToSuperlayer: CATransform3D {
        guard let parent, parent.maskLayer !== self else { return mapping.toParentPlane }
        return mapping.toSuperlayer(of: parent.mapping)
    }

    /// The plane map from the layer's bounds coordinates into the space its root layer sits
    /// in (the root's superlayer space), flattening at every layer that is not a
    /// `CATransformLayer`, as Core Animation composites.
    package var mapToRootSpace: Homography {
        var matrix = transformToSuperlayer
        var current = parent
        while let layer = current {
            if !(layer is CATransformLayer) { matrix = LayerMapping.flattened(matrix) }
            matrix = matrix.concatenating(layer.transformToSuperlayer)
            current = layer.parent
        }
        return Homography(matrix)
    }

    /// What setting `frame` does.
    package func applyFrame(_ newValue: CGRect) {
        LayerValidation.require(newValue, "frame", self)
        let placement = mapping.placement(forFrame: newValue)
        bounds = placement.bounds
        position = placement.position
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
