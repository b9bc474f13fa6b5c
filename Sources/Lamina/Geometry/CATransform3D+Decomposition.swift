import LaminaGraphics

/// A transform split into translation, scale, skew, perspective and a rotation quaternion,
/// after the decomposition of CSS Transforms Level 2 (row-vector convention, as
/// `CATransform3D`).
///
/// Core Animation interpolates transforms in this form; key paths such as
/// `transform.rotation.z` and `transform.scale` read and write its parts.
package struct DecomposedTransform: Equatable, Sendable {
    package var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    package var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    /// The xy, xz and yz shear factors.
    package var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (0, 0, 0)
    package var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)
    /// A unit quaternion `(x, y, z, w)`.
    package var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)

    package init() {}

    package static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.perspective == b.perspective
            && a.quaternion == b.quaternion
    }

    /// Decomposes `transform`, or returns `nil` when it cannot be: its w scale is zero, or it
    /// has a perspective and its linear part is singular. A transform that scales an axis to
    /// zero decomposes with that scale at zero (its rotation read from the other axes), as a
    /// `transform.scale.x` of 0 must read back.
    ///
    /// A transform that mirrors (a negative determinant) decomposes with every scale negated,
    /// as CSS's 3D decomposition does: a rotation that varies continuously then decomposes
    /// into continuously varying parts, which interpolation needs. With `flipsOneAxis`, a mirror
    /// within the plane decomposes as CSS's 2D rule does instead (the axis whose unit vector
    /// points most away from its own is flipped back): what `transform.scale.x = -1` sets then
    /// reads back as -1 and survives setting `transform.scale.y` (the key paths' parts).
    package init?(_ transform: CATransform3D, flipsOneAxis: Bool = false) {
        var m = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        let e = transform.entries
        for i in 0..<4 { for j in 0..<4 { m[i][j] = e[i * 4 + j] } }
        guard m[3][3] != 0 else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= e[15] } }
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
        perspectiveMatrix[3][3] = 1
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let flat = perspectiveMatrix.flatMap { $0 }
            guard let inversePerspective = CATransform3D(entries: flat).inverse else { return nil }
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            let inv = inversePerspective.entries
            // rhs · transpose(inverse): component i = Σ_k rhs[k] · inv[i][k].
            var p = [CGFloat](repeating: 0, count: 4)
            for i in 0..<4 { for k in 0..<4 { p[i] += rhs[k] * inv[i * 4 + k] } }
            perspective = (p[0], p[1], p[2], p[3])
        }
        translation = (m[3][0], m[3][1], m[3][2])
        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        func length(_ v: [CGFloat]) -> CGFloat { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func normalized(_ v: [CGFloat]) -> [CGFloat] {
            let l = length(v)
            return l == 0 ? v : v.map { $0 / l }
        }
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [CGFloat], _ b: [CGFloat], _ sa: CGFloat, _ sb: CGFloat) -> [CGFloat] {
            (0..<3).map { sa * a[$0] + sb * b[$0] }
        }
        scale.x = length(row[0])
        row[0] = normalized(row[0])
        skew.xy = dot(row[0], row[1])
        row[1] = combine(row[1], row[0], 1, -skew.xy)
        scale.y = length(row[1])
        row[1] = normalized(row[1])
        if scale.y != 0 { skew.xy /= scale.y }
        skew.xz = dot(row[0], row[2])
        row[2] = combine(row[2], row[0], 1, -skew.xz)
        skew.yz = dot(row[1], row[2])
        row[2] = combine(row[2], row[1], 1, -skew.yz)
        scale.z = length(row[2])
        row[2] = normalized(row[2])
        if scale.z != 0 {
            skew.xz /= scale.z
            skew.yz /= scale.z
        }
        func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
            [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
        }
        // An axis scaled to zero leaves no direction: the rotation takes the one the other two
        // axes give it (none when two are zero: the rotation is then the identity).
        let zeros = [scale.x, scale.y, scale.z].map { $0 == 0 }
        switch (zeros[0], zeros[1], zeros[2]) {
        case (true, false, false): row[0] = normalized(cross(row[1], row[2]))
        case (false, true, false): row[1] = normalized(cross(row[2], row[0]))
        case (false, false, true): row[2] = normalized(cross(row[0], row[1]))
        case (false, false, false): break
        default: row = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        }
        if dot(row[0], cross(row[1], row[2])) < 0 {
            if flipsOneAxis, row[0][2] == 0, row[1][2] == 0, row[2][0] == 0, row[2][1] == 0 {
                if row[0][0] < row[1][1] {
                    scale.x = -scale.x
                    row[0] = row[0].map { -$0 }
                } else {
                    scale.y = -scale.y
                    row[1] = row[1].map { -$0 }
                }
            } else {
                scale = (-scale.x, -scale.y, -scale.z)
                row = row.map { $0.map { -$0 } }
            }
        }
        // Shepperd's method: from the largest of w, x, y and z, the others by the off-diagonal
        // sums, so that their signs agree even for half turns (w = 0), where the signs of the
        // differences say nothing.
        let r = row
        let trace = r[0][0] + r[1][1] + r[2][2]
        let qx: CGFloat
        let qy: CGFloat
        let qz: CGFloat
        let qw: CGFloat
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            (qw, qx, qy, qz) = (
                s / 4, (r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s
            )
        } else if r[0][0] >= r[1][1], r[0][0] >= r[2][2] {
            let s = 2 * max(1 + r[0][0] - r[1][1] - r[2][2], 0).squareRoot()
            (qw, qx, qy, qz) = (
                (r[1][2] - r[2][1]) / s, s / 4, (r[0][1] + r[1][0]) / s, (r[0][2] + r[2][0]) / s
            )
        } else if r[1][1] >= r[2][2] {
            let s = 2 * max(1 + r[1][1] - r[0][0] - r[2][2], 0).squareRoot()
            (qw, qx, qy, qz) = (
                (r[2][0] - r[0][2]) / s, (r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s
            )
        } else {
            let s = 2 * max(1 + r[2][2] - r[0][0] - r[1][1], 0).squareRoot()
            (qw, qx, qy, qz) = (
                (r[0][1] - r[1][0]) / s, (r[0][2] + r[2][0]) / s, (r[1][2] + r[2][1]) / s, s / 4
            )
        }
        // One sign for the same rotation: w ≥ 0.
        let sign: CGFloat = qw < 0 ? -1 : 1
        quaternion = (sign * qx, sign * qy, sign * qz, sign * qw)
    }

    /// The rotation as a 3 × 3 matrix in the row-vector convention.
    package var rotationMatrix: [[CGFloat]] {
        let (x, y, z, w) = quaternion
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// The transform these parts compose.
    package var transform: CATransform3D {
        var m = [[CGFloat]]([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        let p = [perspective.x, perspective.y, perspective.z, perspective.w]
        for i in 0..<4 { m[i][3] = p[i] }
        let t = [translation.x, translation.y, translation.z]
        for i in 0..<4 { for j in 0..<3 { m[3][i] += t[j] * m[j][i] } }
        func multiply(_ a: [[CGFloat]], _ b: [[CGFloat]]) -> [[CGFloat]] {
            (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        var rotation = [[CGFloat]]([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        let r = rotationMatrix
        for i in 0..<3 { for j in 0..<3 { rotation[i][j] = r[i][j] } }
        m = multiply(rotation, m)
        if skew.yz != 0 {
            var shear = [[CGFloat]]([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
            shear[2][1] = skew.yz
            m = multiply(shear, m)
        }
        if skew.xz != 0 {
            var shear = [[CGFloat]]([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
            shear[2][0] = skew.xz
            m = multiply(shear, m)
        }
        if skew.xy != 0 {
            var shear = [[CGFloat]]([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
            shear[1][0] = skew.xy
            m = multiply(shear, m)
        }
        let s = [scale.x, scale.y, scale.z]
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= s[i] } }
        return CATransform3D(entries: m.flatMap { $0 })
    }

    /// The rotation as angles about x, y and z, applied in that order.
    package var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        let r = rotationMatrix
        let y = asin(max(-1, min(1, -r[0][2])))
        if abs(r[0][2]) < 0.999_999 {
            return (atan2(r[1][2], r[2][2]), y, atan2(r[0][1], r[0][0]))
        }
        // Gimbal lock: fold the x rotation into z.
        return (0, y, atan2(-r[1][0], r[1][1]))
    }

    /// Sets the rotation from angles about x, y and z, applied in that order.
    package mutating func setEulerAngles(x: CGFloat, y: CGFloat, z: CGFloat) {
        let rx = CATransform3DMakeRotation(x, 1, 0, 0)
        let ry = CATransform3DMakeRotation(y, 0, 1, 0)
        let rz = CATransform3DMakeRotation(z, 0, 0, 1)
        guard let rotation = DecomposedTransform(rx.concatenating(ry).concatenating(rz)) else { return }
        quaternion = rotation.quaternion
    }

    // MARK: Named fields

    /// A named part, as Core Animation's key paths read it (`rotation.z`, `scale.x`,
    /// `translation`…, the components after `transform.`); `nil` for another name.
    package func field(_ name: String) -> Any? {
        let angles = eulerAngles
        switch name {
        case "rotation.x": return angles.x
        case "rotation.y": return angles.y
        case "rotation.z", "rotation": return angles.z
        case "scale.x": return scale.x
        case "scale.y": return scale.y
        case "scale.z": return scale.z
        case "scale": return (scale.x + scale.y + scale.z) / 3
        case "translation.x": return translation.x
        case "translation.y": return translation.y
        case "translation.z": return translation.z
        case "translation": return CGSize(width: translation.x, height: translation.y)
        default: return nil
        }
    }

    /// Sets a named part (see ``field(_:)``) to `value`, the others kept; `false` when the name
    /// or the value does not fit (`translation` takes a size or a point, the others a number).
    package mutating func setField(_ name: String, to value: Any?) -> Bool {
        if name == "translation" {
            guard let size = value.flatMap(KeyPathValues.translation) else { return false }
            translation.x = size.width
            translation.y = size.height
            return true
        }
        guard let number = value.flatMap(CGFloat.unbox) else { return false }
        var angles = eulerAngles
        switch name {
        case "rotation.x": angles.x = number
        case "rotation.y": angles.y = number
        case "rotation.z", "rotation": angles.z = number
        case "scale.x": scale.x = number
        case "scale.y": scale.y = number
        case "scale.z": scale.z = number
        case "scale": scale = (number, number, number)
        case "translation.x": translation.x = number
        case "translation.y": translation.y = number
        case "translation.z": translation.z = number
        default: return false
        }
        if name.hasPrefix("rotation") { setEulerAngles(x: angles.x, y: angles.y, z: angles.z) }
        return true
    }
}
