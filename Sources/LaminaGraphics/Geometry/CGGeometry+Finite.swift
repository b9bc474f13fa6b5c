import Foundation

extension CGPoint {
    /// Whether both coordinates are finite.
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Whether both dimensions are finite.
    package var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// Whether the origin and size are finite (the null and infinite rectangles are not).
    package var isFiniteRect: Bool { origin.isFinite && size.isFinite }
}
