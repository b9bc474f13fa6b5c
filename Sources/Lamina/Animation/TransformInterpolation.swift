import LaminaGraphics

/// Transform interpolation through decomposition: translation, scale, skew and perspective
/// linearly, rotation by spherical interpolation of quaternions, as Core Animation does.
package enum TransformInterpolation {
    package static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        guard let p = DecomposedTransform(a), let q = DecomposedTransform(b) else {
            return t < 0.5 ? a : b
        }
        let f = CGFloat(t)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        var r = DecomposedTransform()
        r.translation = (
            mix(p.translation.x, q.translation.x), mix(p.translation.y, q.translation.y),
            mix(p.translation.z, q.translation.z)
        )
        r.scale = (mix(p.scale.x, q.scale.x), mix(p.scale.y, q.scale.y), mix(p.scale.z, q.scale.z))
        r.skew = (mix(p.skew.xy, q.skew.xy), mix(p.skew.xz, q.skew.xz), mix(p.skew.yz, q.skew.yz))
        r.perspective = (
            mix(p.perspective.x, q.perspective.x), mix(p.perspective.y, q.perspective.y),
            mix(p.perspective.z, q.perspective.z), mix(p.perspective.w, q.perspective.w)
        )
        r.quaternion = slerp(p.quaternion, q.quaternion, f)
        return r.transform
    }

    /// Spherical linear interpolation of unit quaternions, the short way round.
    package static func slerp(
        _ a: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
        _ b: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
        _ t: CGFloat
    ) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        var b = b
        var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if cosine < 0 {
            b = (-b.x, -b.y, -b.z, -b.w)
            cosine = -cosine
        }
        let wa: CGFloat
        let wb: CGFloat
        if cosine > 0.9995 {
            wa = 1 - t
            wb = t
        } else {
            let angle = acos(min(1, cosine))
            let sine = sin(angle)
            wa = sin((1 - t) * angle) / sine
            wb = sin(t * angle) / sine
        }
        var r = (
            x: wa * a.x + wb * b.x, y: wa * a.y + wb * b.y, z: wa * a.z + wb * b.z, w: wa * a.w + wb * b.w
        )
        let length = (r.x * r.x + r.y * r.y + r.z * r.z + r.w * r.w).squareRoot()
        if length > 0 { r = (r.x / length, r.y / length, r.z / length, r.w / length) }
        return r
    }

    /// A distance between transforms, for paced keyframes.
    package static func distance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        let x = [a.m11, a.m12, a.m21, a.m22, a.m41, a.m42, a.m43]
        let y = [b.m11, b.m12, b.m21, b.m22, b.m41, b.m42, b.m43]
        return Double(zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot())
    }
}
