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
    package var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// `self · other`: a point is mapped by `self` first, then by `other`.
    package func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = entries
        let m = b.entries
        var r = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * m[k * 4 + column] }
                r[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: r)
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
