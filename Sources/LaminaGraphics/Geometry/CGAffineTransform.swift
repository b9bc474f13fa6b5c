import Foundation

#if !canImport(CoreGraphics)
    /// An affine transformation matrix for use in drawing 2D graphics.
    ///
    /// Mirrors CoreGraphics's `CGAffineTransform`: the matrix
    /// `[a b 0; c d 0; tx ty 1]` maps a point `(x, y)` to
    /// `(a·x + c·y + tx, b·x + d·y + ty)`. Only defined where no platform module provides it.
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        /// The entry at position [1,1] in the matrix.
        public var a: CGFloat
        /// The entry at position [1,2] in the matrix.
        public var b: CGFloat
        /// The entry at position [2,1] in the matrix.
        public var c: CGFloat
        /// The entry at position [2,2] in the matrix.
        public var d: CGFloat
        /// The entry at position [3,1] in the matrix: the x translation.
        public var tx: CGFloat
        /// The entry at position [3,2] in the matrix: the y translation.
        public var ty: CGFloat

        /// Creates an affine transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Creates an affine transform from its six matrix entries, without labels.
        public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
            self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        }

        /// Creates the identity transform.
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Creates a transform that translates by `tx` and `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// Creates a transform that scales by `sx` and `sy`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// Creates a transform that rotates by `angle` radians.
        ///
        /// As in CoreGraphics, a positive angle rotates counterclockwise in a y-up space
        /// (and therefore clockwise on a y-down screen).
        public init(rotationAngle angle: CGFloat) {
            let cosine = cos(angle)
            let sine = sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether the transform is the identity.
        public var isIdentity: Bool { self == .identity }

        /// Returns `self` followed by `t2`: a point is mapped by `self` first, then by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// Returns the inverse transform, or `self` unchanged when it cannot be inverted,
        /// as CoreGraphics does.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant,
                b: -b / determinant,
                c: -c / determinant,
                d: a / determinant,
                tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant
            )
        }

        /// Returns a transform that translates by `tx`, `ty` and then applies `self`.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// Returns a transform that scales by `sx`, `sy` and then applies `self`.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// Returns a transform that rotates by `angle` and then applies `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }

    extension CGPoint {
        /// Returns the point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// Returns the size mapped by the linear part of `t` (translation ignored), as
        /// CoreGraphics does; components may become negative.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// Returns the smallest rectangle that contains the four transformed corners.
        ///
        /// As in CoreGraphics, the null rectangle stays null and the result is standardized.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull { return self }
            if isInfinite { return self }
            let x0 = minX
            let x1 = maxX
            let y0 = minY
            let y1 = maxY
            // The four corners, without an array: this runs for every layer drawn.
            let ax = t.a * x0
            let bx = t.a * x1
            let cy = t.c * y0
            let dy = t.c * y1
            let px = t.b * x0
            let qx = t.b * x1
            let ry = t.d * y0
            let sy = t.d * y1
            let xs = (ax + cy, bx + cy, ax + dy, bx + dy)
            let ys = (px + ry, qx + ry, px + sy, qx + sy)
            let lowX = min(min(xs.0, xs.1), min(xs.2, xs.3)) + t.tx
            let highX = max(max(xs.0, xs.1), max(xs.2, xs.3)) + t.tx
            let lowY = min(min(ys.0, ys.1), min(ys.2, ys.3)) + t.ty
            let highY = max(max(ys.0, ys.1), max(ys.2, ys.3)) + t.ty
            return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
        }
    }
#endif

extension CGAffineTransform {
    /// Whether all six entries are finite.
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant of the linear part.
    package var determinant: CGFloat { a * d - b * c }

    /// Whether the transform maps the plane onto itself one-to-one.
    package var isInvertible: Bool {
        isFinite && determinant != 0 && determinant.isFinite
    }
}
