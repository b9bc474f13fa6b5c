import LaminaGraphics

/// A projective map of the plane: a 3 × 3 matrix acting on row vectors `(x, y, 1)`.
///
/// What a layer's 4 × 4 transform becomes once its result is flattened onto a plane (z
/// dropped), as Core Animation flattens every layer but a `CATransformLayer` into its
/// superlayer's plane. Rows: `(a b c; d e f; g h i)`, so an affine map has `c = f = 0, i = 1`.
package struct Homography: Equatable, Sendable {
    package var a, b, c, d, e, f, g, h, i: CGFloat

    package init(
        _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ e: CGFloat, _ f: CGFloat, _ g: CGFloat,
        _ h: CGFloat, _ i: CGFloat
    ) {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h, self.i) = (a, b, c, d, e, f, g, h, i)
    }

    /// The plane part of a 3D transform: rows and columns x, y and w.
    package init(_ t: CATransform3D) {
        self.init(t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    /// The map of an affine transform.
    package init(_ t: CGAffineTransform) {
        self.init(t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1)
    }

    package static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// The nine entries, row by row.
    package var m: [CGFloat] { [a, b, c, d, e, f, g, h, i] }

    /// Whether the map is affine (no perspective).
    package var isAffine: Bool { c == 0 && f == 0 && i == 1 }

    /// The affine transform equal to this map, when it is affine.
    package var affineTransform: CGAffineTransform? {
        guard isAffine else { return nil }
        return CGAffineTransform(a: a, b: b, c: d, d: e, tx: g, ty: h)
    }

    /// Maps a point; `nil` when it lands at infinity or behind the viewer (w ≤ 0).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let x = p.x * a + p.y * d + g
        let y = p.x * b + p.y * e + h
        let w = p.x * c + p.y * f + i
        guard w > 1e-12, w.isFinite else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }

    /// `self` followed by `o`.
    package func concatenating(_ o: Homography) -> Homography {
        Homography(
            a * o.a + b * o.d + c * o.g, a * o.b + b * o.e + c * o.h, a * o.c + b * o.f + c * o.i,
            d * o.a + e * o.d + f * o.g, d * o.b + e * o.e + f * o.h, d * o.c + e * o.f + f * o.i,
            g * o.a + h * o.d + i * o.g, g * o.b + h * o.e + i * o.h, g * o.c + h * o.f + i * o.i)
    }

    /// The inverse map, or `nil` when it is singular.
    package var inverse: Homography? {
        let cofactorA = e * i - f * h
        let cofactorB = -(d * i - f * g)
        let cofactorC = d * h - e * g
        let determinant = a * cofactorA + b * cofactorB + c * cofactorC
        guard determinant != 0, determinant.isFinite else { return nil }
        let s = 1 / determinant
        return Homography(
            cofactorA * s, -(b * i - c * h) * s, (b * f - c * e) * s,
            cofactorB * s, (a * i - c * g) * s, -(a * f - c * d) * s,
            cofactorC * s, -(a * h - b * g) * s, (a * e - b * d) * s)
    }

    /// The bounding box of a rectangle's mapped corners; `nil` when a corner does not map.
    package func boundingBox(of rect: CGRect) -> CGRect? {
        if isAffine {
            return rect.applying(CGAffineTransform(a: a, b: b, c: d, d: e, tx: g, ty: h))
        }
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
