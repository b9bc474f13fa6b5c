import LaminaGraphics

/// The standard transform matrix used throughout Core Animation.
///
/// Mirrors QuartzCore's `CATransform3D`: a 4 × 4 matrix acting on row vectors, so a point
/// `(x, y, z, 1)` maps to `(x, y, z, 1) · M`, translations live in `m41…m43`, and perspective in
/// `m34` (commonly `-1 / distance`). `CATransform3DConcat(a, b)` applies `a` first.
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4.
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Creates the identity transform.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0,
            m42: 0, m43: 0, m44: 1)
    }

    /// The identity transform.
    public static let identity = CATransform3D()

    /// The entries row by row.
    package var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen entries, row by row.
    package init(entries e: [CGFloat]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7], m31: e[8],
            m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Whether every entry is finite.
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// `self · b`: a point is mapped by `self` first, then by `b`.
    package func concatenating(_ b: CATransform3D) -> CATransform3D {
        CATransform3D(
            m11: m11 * b.m11 + m12 * b.m21 + m13 * b.m31 + m14 * b.m41,
            m12: m11 * b.m12 + m12 * b.m22 + m13 * b.m32 + m14 * b.m42,
            m13: m11 * b.m13 + m12 * b.m23 + m13 * b.m33 + m14 * b.m43,
            m14: m11 * b.m14 + m12 * b.m24 + m13 * b.m34 + m14 * b.m44,
            m21: m21 * b.m11 + m22 * b.m21 + m23 * b.m31 + m24 * b.m41,
            m22: m21 * b.m12 + m22 * b.m22 + m23 * b.m32 + m24 * b.m42,
            m23: m21 * b.m13 + m22 * b.m23 + m23 * b.m33 + m24 * b.m43,
            m24: m21 * b.m14 + m22 * b.m24 + m23 * b.m34 + m24 * b.m44,
            m31: m31 * b.m11 + m32 * b.m21 + m33 * b.m31 + m34 * b.m41,
            m32: m31 * b.m12 + m32 * b.m22 + m33 * b.m32 + m34 * b.m42,
            m33: m31 * b.m13 + m32 * b.m23 + m33 * b.m33 + m34 * b.m43,
            m34: m31 * b.m14 + m32 * b.m24 + m33 * b.m34 + m34 * b.m44,
            m41: m41 * b.m11 + m42 * b.m21 + m43 * b.m31 + m44 * b.m41,
            m42: m41 * b.m12 + m42 * b.m22 + m43 * b.m32 + m44 * b.m42,
            m43: m41 * b.m13 + m42 * b.m23 + m43 * b.m33 + m44 * b.m43,
            m44: m41 * b.m14 + m42 * b.m24 + m43 * b.m34 + m44 * b.m44)
    }

    /// Whether the transform acts only in the plane (the entries outside the affine part are
    /// those of the identity).
    package var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0
            && m44 == 1
    }

    /// Maps a homogeneous point `(x, y, z, w)`.
    package func apply(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat = 1) -> (
        CGFloat, CGFloat, CGFloat, CGFloat
    ) {
        (
            x * m11 + y * m21 + z * m31 + w * m41, x * m12 + y * m22 + z * m32 + w * m42,
            x * m13 + y * m23 + z * m33 + w * m43, x * m14 + y * m24 + z * m34 + w * m44
        )
    }

    /// The matrix, row by row.
    public var description: String {
        func f(_ v: CGFloat) -> String { LayerFormat.number(v) }
        return "[\(f(m11)) \(f(m12)) \(f(m13)) \(f(m14)); \(f(m21)) \(f(m22)) \(f(m23)) \(f(m24)); "
            + "\(f(m31)) \(f(m32)) \(f(m33)) \(f(m34)); \(f(m41)) \(f(m42)) \(f(m43)) \(f(m44))]"
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform, as QuartzCore's constant of that name.
public let CATransform3DIdentity = CATransform3D.identity
