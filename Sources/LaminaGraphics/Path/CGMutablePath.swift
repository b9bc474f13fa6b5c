import Foundation

/// A mutable graphics path.
///
/// Mirrors CoreGraphics's `CGMutablePath`. Every method takes an optional `transform` that
/// maps the new points before they are appended. As in CoreGraphics, an element that needs a
/// current point (a line, a curve, a tangent arc) is ignored when the path is empty, and
/// points that are not finite are ignored.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public init() {
        super.init(elements: [])
    }

    override package init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    private func append(_ element: PathElement, _ transform: CGAffineTransform) {
        let mapped = transform.isIdentity ? element : element.applying(transform)
        guard PathGeometry.isFinite(mapped) else { return }
        elements.append(mapped)
    }

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point), transform)
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        append(.line(point), transform)
    }

    /// Moves to the first point and appends lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append(.move(first), transform)
        for point in points.dropFirst() {
            append(.line(point), transform)
        }
    }

    /// Appends a quadratic Bézier curve with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        append(.quad(control, end), transform)
    }

    /// Appends a cubic Bézier curve with two control points.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard hasCurrentPoint else { return }
        append(.cubic(control1, control2, end), transform)
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        if case .close = elements.last { return }
        elements.append(.close)
    }

    /// Appends a rectangle as a closed subpath: minimum corner first, then along increasing x.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        let r = rect.standardized
        append(.move(CGPoint(x: r.minX, y: r.minY)), transform)
        append(.line(CGPoint(x: r.maxX, y: r.minY)), transform)
        append(.line(CGPoint(x: r.maxX, y: r.maxY)), transform)
        append(.line(CGPoint(x: r.minX, y: r.maxY)), transform)
        closeSubpath()
    }

    /// Appends each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects {
            addRect(rect, transform: transform)
        }
    }

    /// Appends an ellipse inscribed in `rect` as a closed subpath of four cubic curves.
    ///
    /// As in CoreGraphics, it starts at the middle of the maximum-x edge and proceeds toward
    /// increasing y (clockwise on a y-down screen).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
        let unit = ArcApproximation.cubics(startAngle: 0, sweep: 2 * .pi)
        append(.move(CGPoint(x: 1, y: 0).applying(scale)), transform)
        for segment in unit {
            append(segment.applying(scale), transform)
        }
        closeSubpath()
    }

    /// Appends a rounded rectangle as a closed subpath.
    ///
    /// The corners are quarter ellipses of `cornerWidth` by `cornerHeight`. It starts at the
    /// middle of the maximum-x edge and proceeds toward increasing y, like an ellipse.
    /// - Precondition: each corner dimension is at least 0 and at most half the rectangle's
    ///   dimension on its axis, as CoreGraphics asserts.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        let r = rect.standardized
        ProgrammerError.require(
            cornerWidth >= 0 && 2 * cornerWidth <= r.width + 1e-9,
            "addRoundedRect: cornerWidth \(cornerWidth) is out of range for a rect \(r.width) wide")
        ProgrammerError.require(
            cornerHeight >= 0 && 2 * cornerHeight <= r.height + 1e-9,
            "addRoundedRect: cornerHeight \(cornerHeight) is out of range for a rect \(r.height) high")
        if cornerWidth == 0 || cornerHeight == 0 {
            addRect(r, transform: transform)
            return
        }
        append(.move(CGPoint(x: r.maxX, y: r.midY)), transform)
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - cornerWidth, y: r.maxY - cornerHeight), 0),
            (CGPoint(x: r.minX + cornerWidth, y: r.maxY - cornerHeight), .pi / 2),
            (CGPoint(x: r.minX + cornerWidth, y: r.minY + cornerHeight), .pi),
            (CGPoint(x: r.maxX - cornerWidth, y: r.minY + cornerHeight), 3 * .pi / 2),
        ]
        for (center, start) in corners {
            let ellipse = CGAffineTransform(
                a: cornerWidth, b: 0, c: 0, d: cornerHeight, tx: center.x, ty: center.y)
            append(.line(CGPoint(x: cos(start), y: sin(start)).applying(ellipse)), transform)
            for segment in ArcApproximation.cubics(startAngle: start, sweep: .pi / 2) {
                append(segment.applying(ellipse), transform)
            }
        }
        closeSubpath()
    }

    /// Appends an arc of a circle, preceded by a line from the current point to its start.
    ///
    /// Angles are in radians from the positive x-axis. As in CoreGraphics, `clockwise` means
    /// decreasing angles (clockwise in a y-up space, counterclockwise to the eye on a y-down
    /// screen). The sweep is reduced to at most one full turn; as in CoreGraphics, an arc whose
    /// angles differ by a nonzero whole number of turns is a full circle whichever the
    /// direction, and equal angles give an empty arc.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = ArcApproximation.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        appendArc(center: center, radius: abs(radius), startAngle: startAngle, sweep: sweep, transform)
    }

    /// Appends an arc of `delta` radians from `startAngle` (positive: increasing angles),
    /// preceded by a line from the current point to its start.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        appendArc(center: center, radius: abs(radius), startAngle: startAngle, sweep: delta, transform)
    }

    private func appendArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, _ transform: CGAffineTransform
    ) {
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(circle)
        append(hasCurrentPoint ? .line(start) : .move(start), transform)
        for segment in ArcApproximation.cubics(startAngle: startAngle, sweep: sweep) {
            append(segment.applying(circle), transform)
        }
    }

    /// Appends an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, preceded by a straight line to the
    /// first tangent point.
    ///
    /// When the three points are collinear or the radius is zero, a line to `tangent1End` is
    /// appended instead, as CoreGraphics does.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard hasCurrentPoint, tangent1End.isFinite, tangent2End.isFinite, radius.isFinite else { return }
        // The current point is stored transformed; work in the caller's space.
        let inverse = transform.inverted()
        let p0 = transform.isInvertible ? currentPoint.applying(inverse) : currentPoint
        guard
            let arc = ArcApproximation.tangentArc(
                from: p0, corner: tangent1End, to: tangent2End, radius: abs(radius))
        else {
            append(.line(tangent1End), transform)
            return
        }
        appendArc(
            center: arc.center, radius: abs(radius), startAngle: arc.startAngle, sweep: arc.sweep, transform)
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            if case .close = element {
                elements.append(.close)
            } else {
                append(element, transform)
            }
        }
    }
}
