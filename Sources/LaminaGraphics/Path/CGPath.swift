import Foundation
import Synchronization

/// An immutable graphics path: a mathematical description of shapes or lines to be drawn.
///
/// Mirrors CoreGraphics's `CGPath`. A path is a sequence of subpaths made of lines, quadratic
/// and cubic Bézier curves; build one with ``CGMutablePath``. Two paths are equal when they
/// have the same elements with the same points, as `CGPathEqualToPath` decides.
///
/// Like CoreGraphics's, a `CGMutablePath` is not safe to mutate from several threads at once;
/// an immutable `CGPath` may be shared freely.
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements, in order. Read without Swift's dynamic exclusivity checks: a render reads
    /// them on several threads, and only a `CGMutablePath`, which one thread at a time may
    /// change, ever writes them.
    @exclusivity(unchecked)
    package var elements: [PathElement] {
        didSet {
            sharpJoins.store(0, ordering: .relaxed)
            hasBounds.store(false, ordering: .releasing)
            changeCount.add(1, ordering: .relaxed)
        }
    }

    /// How many times the elements changed (only a `CGMutablePath`'s do).
    private let changeCount = Atomic<UInt64>(0)
    /// The immutable copy ``snapshot`` last made, and the ``changeCount`` it was made at.
    private let lastSnapshot = Mutex<(copy: CGPath, changeCount: UInt64)?>(nil)

    /// The bounds, control points included and excluded, computed once (a render asks for
    /// them every frame).
    private let bounds = Mutex<(box: CGRect, tight: CGRect)>((.null, .null))
    /// Whether ``bounds`` holds the current elements' bounds.
    private let hasBounds = Atomic<Bool>(false)

    /// The path's bounds, control points included (`box`) and excluded (`tight`).
    private var measuredBounds: (box: CGRect, tight: CGRect) {
        if hasBounds.load(ordering: .acquiring) { return bounds.withLock { $0 } }
        let measured = (PathGeometry.controlBounds(of: elements), PathGeometry.tightBounds(of: elements))
        bounds.withLock { $0 = measured }
        hasBounds.store(true, ordering: .releasing)
        return measured
    }

    /// Whether the path has corners where a miter could reach out (computed once, safely
    /// shared between threads).
    package var hasSharpJoins: Bool {
        switch sharpJoins.load(ordering: .relaxed) {
        case 1: return false
        case 2: return true
        default:
            let value = PathGeometry.hasSharpJoins(elements)
            sharpJoins.store(value ? 2 : 1, ordering: .relaxed)
            return value
        }
    }

    /// 0: not computed; 1: no sharp joins; 2: sharp joins.
    private let sharpJoins = Atomic<UInt8>(0)

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// Creates a path that is a rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path that is an ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path that is a rounded rectangle, optionally transformed.
    ///
    /// - Precondition: each corner dimension is at least 0 and at most half the rectangle's
    ///   dimension on its axis, as CoreGraphics asserts.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element, or the start of the last subpath after
    /// a close; `.zero` for an empty path.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) ?? .zero }

    /// The smallest rectangle that contains every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { measuredBounds.box }

    /// The smallest rectangle that contains the path's curves (control points excluded);
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { measuredBounds.tight }

    /// Whether `point` is inside the area the path would fill with `rule`.
    ///
    /// Open subpaths are closed implicitly, as when filling. `transform` is applied to the path
    /// before testing.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        guard point.isFinite else { return false }
        let inverse = transform.inverted()
        let local = transform.isInvertible ? point.applying(inverse) : point
        let winding = PathGeometry.windingNumber(of: local, in: elements)
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Calls `block` once for each element, in order.
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p):
                type = .moveToPoint
                points[0] = p
            case .line(let p):
                type = .addLineToPoint
                points[0] = p
            case .quad(let c, let p):
                type = .addQuadCurveToPoint
                points[0] = c
                points[1] = p
            case .cubic(let c1, let c2, let p):
                type = .addCurveToPoint
                points[0] = c1
                points[1] = c2
                points[2] = p
            case .close:
                type = .closeSubpath
            }
            var value = CGPathElement(type: type, points: points)
            block(&value)
        }
    }

    /// Returns an immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// Returns an immutable copy of the path with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// The path as it is now, for keeping: the path itself when it is immutable, an immutable
    /// copy of a `CGMutablePath` (which shares its elements until either changes). A mutable
    /// path that did not change since its last snapshot gives the same copy again, whose
    /// bounds are then measured already: a frame reads every shape's path.
    package final var snapshot: CGPath {
        guard self is CGMutablePath else { return self }
        let count = changeCount.load(ordering: .relaxed)
        return lastSnapshot.withLock { last in
            if let last, last.changeCount == count { return last.copy }
            let copy = CGPath(elements: elements)
            last = (copy, count)
            return copy
        }
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Returns a mutable copy of the path with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(transform) })
    }

    /// Whether the path is exactly one axis-aligned rectangle; if so, stores it in `rect`.
    ///
    /// Mirrors `CGPathIsRect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = PathGeometry.rectangle(in: elements) else { return false }
        rect?.pointee = found
        return true
    }

    /// Two paths are equal when their elements and points are equal.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    /// Hashes the number of elements and the end points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for element in elements {
            if let point = element.endPoint {
                hasher.combine(point.x)
                hasher.combine(point.y)
            }
        }
    }

    /// The elements, one per line, in the form of SVG path data.
    public var description: String {
        "<CGPath \(svgPathData)>"
    }
}

/// Accumulates the bounds of a set of points.
package struct BoundingBox {
    private var minX = CGFloat.infinity
    private var minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity
    private var maxY = -CGFloat.infinity

    package init() {}

    package mutating func add(_ point: CGPoint) {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    /// The bounds, or `CGRect.null` when no point was added.
    package var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
