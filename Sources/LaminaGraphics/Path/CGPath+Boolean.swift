import Foundation

extension CGPath {
    /// Returns a new weakly simple copy of the path: the same filled region, bounded by
    /// loops that do not cross.
    ///
    /// Mirrors CoreGraphics's `normalized(using:)` (iOS 16). Like every boolean operation of
    /// Lamina's, the result is polygonal: curves are flattened first, within 1/2000 of the
    /// paths' size (at most 0.05 units), where CoreGraphics keeps curves. Outer loops wind
    /// counterclockwise (y up) and holes clockwise, so the result fills the same with either
    /// rule; open subpaths are closed, as filling closes them.
    /// - Parameter rule: How the path's own filled region is decided.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        overlay(CGPath(elements: []), rule) { a, _ in a }
    }

    /// Returns the filled region of the path split into its connected components, each
    /// an outer loop with its holes; see ``normalized(using:)``.
    ///
    /// Mirrors CoreGraphics's `componentsSeparated(using:)` (iOS 16). Regions that touch only
    /// at a point are separate components.
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        let tolerance = PolygonOverlay.tolerance(elements, [])
        let loops = PolygonOverlay.overlay(
            PolygonOverlay.rings(of: elements, tolerance: tolerance), [], rule: rule
        ) { a, _ in a }
        return PolygonOverlay.components(of: loops).map { CGPath(elements: PolygonOverlay.elements(of: $0)) }
    }

    /// Returns a path whose filled region is the regions of both paths together.
    ///
    /// Mirrors CoreGraphics's `union(_:using:)` (iOS 16); polygonal, see
    /// ``normalized(using:)``.
    /// - Parameters:
    ///   - other: The other path.
    ///   - rule: How each path's filled region is decided.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        overlay(other, rule) { $0 || $1 }
    }

    /// Returns a path whose filled region is where both paths fill.
    ///
    /// Mirrors CoreGraphics's `intersection(_:using:)` (iOS 16); polygonal, see
    /// ``normalized(using:)``.
    /// - Parameters:
    ///   - other: The other path.
    ///   - rule: How each path's filled region is decided.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        overlay(other, rule) { $0 && $1 }
    }

    /// Returns a path whose filled region is this path's without the other's.
    ///
    /// Mirrors CoreGraphics's `subtracting(_:using:)` (iOS 16); polygonal, see
    /// ``normalized(using:)``.
    /// - Parameters:
    ///   - other: The path to take away.
    ///   - rule: How each path's filled region is decided.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        overlay(other, rule) { $0 && !$1 }
    }

    /// Returns a path whose filled region is where exactly one of the paths fills.
    ///
    /// Mirrors CoreGraphics's `symmetricDifference(_:using:)` (iOS 16); polygonal, see
    /// ``normalized(using:)``.
    /// - Parameters:
    ///   - other: The other path.
    ///   - rule: How each path's filled region is decided.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        overlay(other, rule) { $0 != $1 }
    }

    /// Returns the parts of this path's lines that lie in the other path's filled region.
    ///
    /// Mirrors CoreGraphics's `lineIntersection(_:using:)` (iOS 16). This path counts as
    /// lines, not as a region: open subpaths stay open. The result is polylines (curves
    /// flattened, see ``normalized(using:)``).
    /// - Parameters:
    ///   - other: The path whose region keeps the lines.
    ///   - rule: How the other path's filled region is decided.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        clipLines(by: other, rule, keepInside: true)
    }

    /// Returns the parts of this path's lines that lie outside the other path's filled
    /// region; see ``lineIntersection(_:using:)``.
    ///
    /// Mirrors CoreGraphics's `lineSubtracting(_:using:)` (iOS 16).
    /// - Parameters:
    ///   - other: The path whose region removes the lines.
    ///   - rule: How the other path's filled region is decided.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        clipLines(by: other, rule, keepInside: false)
    }

    /// Returns whether the filled regions of the two paths overlap (touching edges do not).
    ///
    /// Mirrors CoreGraphics's `intersects(_:using:)` (iOS 16).
    /// - Parameters:
    ///   - other: The other path.
    ///   - rule: How each path's filled region is decided.
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        guard boundingBoxOfPath.intersects(other.boundingBoxOfPath) else { return false }
        return !intersection(other, using: rule).isEmpty
    }

    private func overlay(_ other: CGPath, _ rule: CGPathFillRule, _ operation: (Bool, Bool) -> Bool) -> CGPath
    {
        let tolerance = PolygonOverlay.tolerance(elements, other.elements)
        let loops = PolygonOverlay.overlay(
            PolygonOverlay.rings(of: elements, tolerance: tolerance),
            PolygonOverlay.rings(of: other.elements, tolerance: tolerance), rule: rule, operation: operation)
        return CGPath(elements: PolygonOverlay.elements(of: loops))
    }

    private func clipLines(by other: CGPath, _ rule: CGPathFillRule, keepInside: Bool) -> CGPath {
        let tolerance = PolygonOverlay.tolerance(elements, other.elements)
        let lines = PathGeometry.flatten(elements, tolerance: tolerance)
        let kept = PolygonOverlay.clipLines(
            lines, by: PolygonOverlay.rings(of: other.elements, tolerance: tolerance), rule: rule,
            keepInside: keepInside)
        var result: [PathElement] = []
        for line in kept where line.points.count > 1 {
            result.append(.move(line.points[0]))
            for point in line.points.dropFirst() { result.append(.line(point)) }
            if line.isClosed { result.append(.close) }
        }
        return CGPath(elements: result)
    }
}
