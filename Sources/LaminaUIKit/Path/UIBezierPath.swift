import Foundation

/// A path of straight and curved segments, with the line attributes to stroke it, that draws
/// into the current UIKit graphics context.
///
/// Mirrors UIKit's `UIBezierPath` over Lamina's `CGMutablePath`. Angles and `clockwise` are
/// UIKit's: in UIKit's y-down space, `clockwise: true` turns clockwise on screen (through
/// increasing angles), which is CoreGraphics's `clockwise: false`.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's elements.
    var path: CGMutablePath

    /// The width of stroked lines, in points. Default 1. Mirrors UIKit's `lineWidth`.
    open var lineWidth: CGFloat = 1
    /// The shape of the ends of open subpaths when stroked. Default `.butt`. Mirrors UIKit's
    /// `lineCapStyle`.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the joints between segments when stroked. Default `.miter`. Mirrors
    /// UIKit's `lineJoinStyle`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit, in line widths, past which miter joins are beveled. Default 10. Mirrors
    /// UIKit's `miterLimit`.
    open var miterLimit: CGFloat = 10
    /// The accuracy of curves when drawn, in pixels. Default 0.6. Mirrors UIKit's `flatness`.
    open var flatness: CGFloat = 0.6
    /// Whether filling, clipping and hit testing use the even-odd rule rather than the
    /// nonzero winding rule. Default `false`. Mirrors UIKit's `usesEvenOddFillRule`.
    open var usesEvenOddFillRule = false
    /// The dash pattern: painted and unpainted lengths; empty for solid lines.
    var dashPattern: [CGFloat] = []
    /// How far into the dash pattern stroking starts.
    var dashPhase: CGFloat = 0

    /// Creates an empty path. Mirrors UIKit's `init()`.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// Creates a path with the elements of a Core Graphics path. Mirrors UIKit's
    /// `init(cgPath:)`.
    public init(cgPath: CGPath) {
        path = CGMutablePath()
        path.addPath(cgPath)
        super.init()
    }

    /// Creates a closed rectangular subpath that starts at the rectangle's origin and runs
    /// clockwise on screen. Mirrors UIKit's `init(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a closed elliptical subpath inscribed in `rect`. Mirrors UIKit's
    /// `init(ovalIn:)` (the ellipse starts at the middle of the maximum-x edge, as
    /// CoreGraphics's ellipses do).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates an open subpath along an arc of a circle.
    ///
    /// Mirrors UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`. Angles are in
    /// radians from the positive x-axis; in UIKit's y-down space, 0 to π with `clockwise: true`
    /// is the bottom half of the circle, as Apple's documentation shows.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`. Mirrors UIKit's `move(to:)`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Appends a straight line to `point`. Mirrors UIKit's `addLine(to:)`; ignored without a
    /// current point.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Appends a cubic Bézier curve. Mirrors UIKit's `addCurve(to:controlPoint1:controlPoint2:)`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends a quadratic Bézier curve. Mirrors UIKit's `addQuadCurve(to:controlPoint:)`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends an arc, preceded by a line from the current point to its start.
    ///
    /// Mirrors UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`:
    /// `clockwise: true` is clockwise on screen in UIKit's y-down space (increasing angles),
    /// the opposite flag of `CGMutablePath.addArc` for the same angles.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start. Mirrors UIKit's `close()`.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element. Mirrors UIKit's `removeAllPoints()`.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the elements of another path (not its line attributes). Mirrors UIKit's
    /// `append(_:)`.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    // MARK: The path

    /// The path as a Core Graphics path: an immutable copy when read; setting it replaces the
    /// elements. Mirrors UIKit's `cgPath`.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .null, transform: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements. Mirrors UIKit's `isEmpty`.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle enclosing every point of the path, control points included;
    /// `CGRect.null` for an empty path. Mirrors UIKit's `bounds`.
    open var bounds: CGRect { path.boundingBox }

    /// The end point of the last element (the start of the subpath after `close()`); `.zero`
    /// for an empty path. Mirrors UIKit's `currentPoint`.
    open var currentPoint: CGPoint { path.currentPoint }

    // MARK: Copying

    /// A copy with the same elements and line attributes. Mirrors `NSCopying.copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    /// The path's elements, as UIKit prints them.
    open override var description: String {
        "<UIBezierPath: \(Unmanaged.passUnretained(self).toOpaque()); \(path)>"
    }
}
