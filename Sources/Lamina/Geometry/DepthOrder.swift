import LaminaGraphics

/// The order a `CATransformLayer`'s sublayers are drawn in, and hit-tested in reverse: farthest
/// first by the depth of each sublayer's anchor point once placed in 3D, sublayers of equal
/// depth in their order. Drawing and hit testing both sort through here, so the face drawn in
/// front is the one a touch hits.
package enum DepthOrder {
    /// The depth (z over w) of the anchor point (`anchor`, in the sublayer's bounds
    /// coordinates, ``LayerMapping/anchor``) of a sublayer whose bounds space `map` places in
    /// the 3D space its transform layer is flattened into.
    @inline(__always)
    package static func depth(ofAnchor anchor: CGPoint, placedBy map: CATransform3D) -> CGFloat {
        let (_, _, z, w) = map.apply(x: anchor.x, y: anchor.y, z: 0)
        return w != 0 ? z / w : z
    }

    /// The indices of `depths`, farthest (smallest depth) first; ties keep their order.
    package static func backToFront(_ depths: [CGFloat]) -> [Int] {
        depths.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
    }
}
