import LaminaGraphics

extension CGAffineTransform {
    /// `point` mapped, as Cairo maps a user-space point to device space (the linear part
    /// first, then the translation), so that a path mapped here draws what it would under
    /// this matrix in Cairo.
    @inline(__always)
    package func mapping(_ point: CGPoint) -> (x: Double, y: Double) {
        mapping(x: Double(point.x), y: Double(point.y))
    }

    /// The point `(x, y)` mapped, as Cairo maps a user-space point to device space.
    @inline(__always)
    package func mapping(x: Double, y: Double) -> (x: Double, y: Double) {
        ((Double(a) * x + Double(c) * y) + Double(tx), (Double(b) * x + Double(d) * y) + Double(ty))
    }
}
