import LaminaGraphics

extension CGRect {
    /// Whether the two rectangles share some area: unlike `intersects(_:)`, which is also true
    /// of rectangles that only touch along an edge, as a drawing whose reach ends where a band
    /// begins touches it and paints nothing there.
    @inline(__always)
    package func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
