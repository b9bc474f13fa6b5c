import Foundation

/// A function CoreGraphics calls with each element of a path and the `info` pointer given to
/// ``CGPath/apply(info:function:)``.
///
/// Mirrors CoreGraphics's `CGPathApplierFunction`, as a Swift function type rather than a
/// C function pointer (Lamina's ``CGPathElement`` is a Swift structure, which C cannot
/// take): the closures and functions code passes to CoreGraphics's work unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// A block CoreGraphics calls with each element of a path, as ``CGPath/applyWithBlock(_:)``
/// takes it.
///
/// Mirrors CoreGraphics's `CGPathApplyBlock`.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `function` with `info` and each element of the path, in order.
    ///
    /// Mirrors CoreGraphics's `apply(info:function:)` (`CGPathApply`); the element's points are
    /// valid only during the call.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Returns a copy of the path with its curves replaced by straight lines that stay within
    /// `threshold` of them.
    ///
    /// Mirrors CoreGraphics's `flattened(threshold:)` (iOS 16). Subpaths keep their moves and
    /// closes; a threshold that is not positive and finite is taken as 0.5.
    public func flattened(threshold: CGFloat) -> CGPath {
        let tolerance = threshold > 0 && threshold.isFinite ? threshold : 0.5
        var result: [PathElement] = []
        for polyline in PathGeometry.flatten(elements, tolerance: tolerance) {
            var points = polyline.points
            if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard let first = points.first else { continue }
            result.append(.move(first))
            for point in points.dropFirst() { result.append(.line(point)) }
            if polyline.isClosed { result.append(.close) }
        }
        return CGPath(elements: result)
    }
}
