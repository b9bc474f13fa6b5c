import LaminaGraphics

/// A projective map of the plane: a 3 × 3 matrix acting on row vectors `(x, y, 1)`.
///
/// What a layer's 4 × 4 transform becomes once its result is flattened onto a plane (z
/// dropped), as Core Animation flattens every layer but a `CATransformLayer` into its
/// superlayer's plane.
package struct Homography: Equatable, Sendable {
    package var m: [CGFloat]

    package init(_ m: [CGFloat]) {
        self.m = m
    }

    /// The plane part of a 3D transform: rows and columns x, y and w.
    package init(_ t: CATransform3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }

    /// The map of an affine transform.
    package init(_ t: CGAffineTransform) {
        m = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1]
    }

    package static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// Whether the map is affine (no perspective).
    package var isAffine: Bool { m[2] == 0 && m[5] == 0 && m[8] == 1 }

    /// The affine transform equal to this map, when it is affine.
    package var affineTransform: CGAffineTransform? {
        guard isAffine else { return nil }
        return CGAffineTransform(a: m[0], b: m[1], c: m[3], d: m[4], tx: m[6], ty: m[7])
    }

    /// Maps a point; `nil` when it lands at infinity or behind the viewer (w ≤ 0).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let x = p.x * m[0] + p.y * m[3] + m[6]
        let y = p.x * m[1] + p.y * m[4] + m[7]
        let w = p.x * m[2] + p.y * m[5] + m[8]
        guard w > 1e-12, w.isFinite else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }

    /// `self` followed by `other`.
    package func concatenating(_ other: Homography) -> Homography {
        var r = [CGFloat](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                r[row * 3 + column] = (0..<3).reduce(0) { $0 + m[row * 3 + $1] * other.m[$1 * 3 + column] }
            }
        }
        return Homography(r)
    }

    /// The inverse map, or `nil` when it is singular.
    package var inverse: Homography? {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let cofactorA = e * i - f * h
        let cofactorB = -(d * i - f * g)
        let cofactorC = d * h - e * g
        let determinant = a * cofactorA + b * cofactorB + c * cofactorC
        guard determinant != 0, determinant.isFinite else { return nil }
        let inv: [CGFloat] = [
            cofactorA, -(b * i - c * h), b * f - c * e,
            cofactorB, a * i - c * g, -(a * f - c * d),
            cofactorC, -(a * h - b * g), a * e - b * d,
        ]
        return Homography(inv.map { $0 / determinant })
    }

    /// The bounding box of a rectangle's mapped corners; `nil` when a corner does not map.
    package func boundingBox(of rect: CGRect) -> CGRect? {
        var box = BoundingBox()
        for corner in [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ] {
            guard let mapped = apply(corner) else { return nil }
            box.add(mapped)
        }
        return box.rect
    }
}
