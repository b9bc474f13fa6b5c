import Foundation

/// A 3×3 matrix acting on column vectors, for color conversions through CIE XYZ.
package struct ColorMatrix: Equatable, Sendable {
    /// Entries in row-major order.
    private var m: [CGFloat]

    package init(_ entries: [CGFloat]) {
        ProgrammerError.require(entries.count == 9, "a 3×3 matrix has 9 entries")
        m = entries
    }

    package static let identity = ColorMatrix([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The entries in row-major order.
    package var entries: [CGFloat] { m }

    /// The matrix applied to `v`.
    package func apply(_ v: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        (
            m[0] * v.0 + m[1] * v.1 + m[2] * v.2,
            m[3] * v.0 + m[4] * v.1 + m[5] * v.2,
            m[6] * v.0 + m[7] * v.1 + m[8] * v.2
        )
    }

    /// `self · other`: applies `other` first.
    package func multiplied(by other: ColorMatrix) -> ColorMatrix {
        var result = [CGFloat](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                for k in 0..<3 { result[row * 3 + column] += m[row * 3 + k] * other.m[k * 3 + column] }
            }
        }
        return ColorMatrix(result)
    }

    /// The inverse (the matrices built here are never singular).
    package var inverse: ColorMatrix {
        let a = m
        let c0 = a[4] * a[8] - a[5] * a[7]
        let c1 = a[5] * a[6] - a[3] * a[8]
        let c2 = a[3] * a[7] - a[4] * a[6]
        let determinant = a[0] * c0 + a[1] * c1 + a[2] * c2
        let entries = [
            c0, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            c1, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            c2, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return ColorMatrix(entries.map { $0 / determinant })
    }

    /// The XYZ of a chromaticity `xy` with luminance 1.
    package static func xyz(_ xy: (CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        (xy.0 / xy.1, 1, (1 - xy.0 - xy.1) / xy.1)
    }

    /// The matrix from linear RGB with these primaries and white point to XYZ.
    package static func rgbToXYZ(
        red: (CGFloat, CGFloat), green: (CGFloat, CGFloat), blue: (CGFloat, CGFloat),
        white: (CGFloat, CGFloat)
    ) -> ColorMatrix {
        let r = xyz(red)
        let g = xyz(green)
        let b = xyz(blue)
        let primaries = ColorMatrix([r.0, g.0, b.0, r.1, g.1, b.1, r.2, g.2, b.2])
        let s = primaries.inverse.apply(xyz(white))
        return ColorMatrix([
            r.0 * s.0, g.0 * s.1, b.0 * s.2, r.1 * s.0, g.1 * s.1, b.1 * s.2, r.2 * s.0, g.2 * s.1, b.2 * s.2,
        ])
    }

    /// The Bradford chromatic adaptation from white point `source` to `destination` (both XYZ).
    package static func bradford(
        from source: (CGFloat, CGFloat, CGFloat), to destination: (CGFloat, CGFloat, CGFloat)
    ) -> ColorMatrix {
        let cone = ColorMatrix([
            0.8951, 0.2664, -0.1614, -0.7502, 1.7135, 0.0367, 0.0389, -0.0685, 1.0296,
        ])
        let s = cone.apply(source)
        let d = cone.apply(destination)
        let scale = ColorMatrix([d.0 / s.0, 0, 0, 0, d.1 / s.1, 0, 0, 0, d.2 / s.2])
        return cone.inverse.multiplied(by: scale).multiplied(by: cone)
    }
}
