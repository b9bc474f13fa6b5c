import Foundation

/// The type of an element in a path.
///
/// Mirrors CoreGraphics's `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at one point.
    case moveToPoint = 0
    /// A straight line to one point.
    case addLineToPoint = 1
    /// A quadratic curve: one control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points, then the end point.
    case addCurveToPoint = 3
    /// Closes the current subpath; no points.
    case closeSubpath = 4
}

/// One element of a path, as ``CGPath/applyWithBlock(_:)`` hands it out.
///
/// Mirrors CoreGraphics's `CGPathElement`: `points` is valid only during the call.
public struct CGPathElement {
    /// The type of the element.
    public var type: CGPathElementType
    /// The element's points: one, two or three (end point last), or none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from its type and points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The rule that decides which points are inside a path that crosses itself.
///
/// Mirrors CoreGraphics's `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding number: inside when the path winds around the point at all.
    case winding = 0
    /// Even-odd: inside when a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// The shape of the ends of a stroked line.
///
/// Mirrors CoreGraphics's `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The line ends exactly at the end point.
    case butt = 0
    /// A half circle of the line width's diameter ends the line.
    case round = 1
    /// A half square extends the line by half the line width.
    case square = 2
}

/// The shape of the joints between connected segments of a stroked path.
///
/// Mirrors CoreGraphics's `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, beveled when longer than the miter limit allows.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A squared-off corner.
    case bevel = 2
}

/// One element of a path, as Lamina stores it.
package enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element with every point mapped by `transform`.
    package func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(transform))
        case .line(let p): return .line(p.applying(transform))
        case .quad(let c, let p): return .quad(c.applying(transform), p.applying(transform))
        case .cubic(let c1, let c2, let p):
            return .cubic(c1.applying(transform), c2.applying(transform), p.applying(transform))
        case .close: return .close
        }
    }

    /// The element's end point, if it has one.
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }
}
