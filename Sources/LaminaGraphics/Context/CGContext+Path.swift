import Foundation

extension CGContext {
    /// Runs `body` with the current path and the transform that takes user space to the
    /// device space the path is stored in; skipped while the CTM cannot be inverted.
    private func buildPath(_ body: (CGMutablePath, CGAffineTransform) -> Void) {
        guard canDraw else { return }
        body(devicePath, deviceTransform)
    }

    /// Discards the current path.
    public func beginPath() {
        devicePath = CGMutablePath()
    }

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint) {
        buildPath { $0.move(to: point, transform: $1) }
    }

    /// Appends a straight line to `point`.
    public func addLine(to point: CGPoint) {
        buildPath { $0.addLine(to: point, transform: $1) }
    }

    /// Moves to the first point and appends lines through the others.
    public func addLines(between points: [CGPoint]) {
        buildPath { $0.addLines(between: points, transform: $1) }
    }

    /// Appends a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        buildPath { $0.addCurve(to: end, control1: control1, control2: control2, transform: $1) }
    }

    /// Appends a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        buildPath { $0.addQuadCurve(to: end, control: control, transform: $1) }
    }

    /// Appends a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        buildPath { $0.addRect(rect, transform: $1) }
    }

    /// Appends each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        buildPath { $0.addRects(rects, transform: $1) }
    }

    /// Appends an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        buildPath { $0.addEllipse(in: rect, transform: $1) }
    }

    /// Appends an arc of a circle; see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        buildPath {
            $0.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise,
                transform: $1)
        }
    }

    /// Appends an arc tangent to two lines; see ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        buildPath {
            $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: $1)
        }
    }

    /// Appends a path, in the current user space.
    public func addPath(_ path: CGPath) {
        buildPath { $0.addPath(path, transform: $1) }
    }

    /// Closes the current subpath.
    public func closePath() {
        devicePath.closeSubpath()
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint {
        devicePath.currentPoint.applying(deviceTransform.inverted())
    }

    /// The bounding box of the current path in user space, control points included;
    /// `CGRect.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        userPath?.boundingBox ?? .null
    }

    /// A copy of the current path in user space, or `nil` when it is empty.
    public var path: CGPath? {
        userPath
    }

    private var userPath: CGPath? {
        guard !devicePath.isEmpty, canDraw else { return nil }
        var inverse = deviceTransform.inverted()
        return devicePath.copy(using: &inverse)
    }

    /// Whether `point` (in user space) is inside the area `mode` would paint with the current
    /// path.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard let path = userPath else { return false }
        let inFill: Bool
        switch mode {
        case .fill, .fillStroke: inFill = path.contains(point, using: .winding)
        case .eoFill, .eoFillStroke: inFill = path.contains(point, using: .evenOdd)
        case .stroke: inFill = false
        }
        if inFill { return true }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return false }
        return strokedOutline(of: path).contains(point, using: .winding)
    }

    /// Replaces the current path with the outline that stroking it would paint.
    public func replacePathWithStrokedPath() {
        guard let path = userPath else { return }
        let outline = strokedOutline(of: path)
        devicePath = CGMutablePath()
        addPath(outline)
    }

    /// The outline of `path` stroked with the current line settings, dashes included.
    private func strokedOutline(of path: CGPath) -> CGPath {
        var source = path
        if !state.dashLengths.isEmpty {
            source = path.copy(dashingWithPhase: state.dashPhase, lengths: state.dashLengths)
        }
        return source.copy(
            strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
            miterLimit: state.miterLimit)
    }
}
