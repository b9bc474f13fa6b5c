import Foundation
import LaminaUIKit
import Testing

/// A path element as the public CGPath API reports it.
struct Element: Equatable {
    var type: CGPathElementType
    var points: [CGPoint]
}

func elements(of path: UIBezierPath) -> [Element] {
    var result: [Element] = []
    path.cgPath.applyWithBlock { pointer in
        let element = pointer.pointee
        let count: Int
        switch element.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        }
        result.append(Element(type: element.type, points: (0..<count).map { element.points[$0] }))
    }
    return result
}

/// The point of a cubic at parameter t.
func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let s = 1 - t
    let a = s * s * s
    let b = 3 * s * s * t
    let c = 3 * s * t * t
    let d = t * t * t
    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
}

func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-3) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite struct UIBezierPathTests {
    @Test func defaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.currentPoint == .zero)
    }

    @Test func clockwiseIsClockwiseOnScreen() throws {
        let center = CGPoint(x: 50, y: 50)
        let r: CGFloat = 20
        let path = UIBezierPath(
            arcCenter: center, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let parts = elements(of: path)
        #expect(parts.first == Element(type: .moveToPoint, points: [CGPoint(x: 70, y: 50)]))
        #expect(isClose(path.currentPoint, CGPoint(x: 50, y: 70)))
        // A quarter turn is one cubic; its middle is at π/4: the bottom-right quadrant on screen.
        let curve = try #require(parts.last)
        #expect(parts.count == 2 && curve.type == .addCurveToPoint)
        let middle = cubicPoint(CGPoint(x: 70, y: 50), curve.points[0], curve.points[1], curve.points[2], 0.5)
        #expect(isClose(middle, CGPoint(x: 50 + r * cos(.pi / 4), y: 50 + r * sin(.pi / 4)), 0.01))
        // Counterclockwise takes the long way, through the top of the circle (y = 30).
        let long = UIBezierPath(
            arcCenter: center, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isClose(long.currentPoint, CGPoint(x: 50, y: 70)))
        #expect(abs(long.bounds.minY - 30) < 0.01)
        #expect(abs(path.bounds.minY - 50) < 0.01)
        // Apple's example: 0 to π clockwise is the bottom half of the circle.
        let bottom = UIBezierPath(arcCenter: center, radius: r, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(bottom.bounds.minY - 50) < 0.01 && abs(bottom.bounds.maxY - 70) < 0.5)
        let top = UIBezierPath(arcCenter: center, radius: r, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(top.bounds.maxY - 50) < 0.01)
    }

    @Test func aWholeTurnIsACircleEitherWay() {
        // Activity-indicator loaders draw their balls as 0 → 2π with `clockwise: false`.
        for clockwise in [false, true] {
            let ball = UIBezierPath(
                arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: 2 * .pi,
                clockwise: clockwise)
            #expect(abs(ball.bounds.width - 16) < 0.01 && abs(ball.bounds.height - 16) < 0.01)
            #expect(ball.contains(CGPoint(x: 10, y: 10)))
        }
    }

    @Test func addArcFollowsTheCurrentPointWithALine() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(
            withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        let parts = elements(of: path)
        #expect(parts[1] == Element(type: .addLineToPoint, points: [CGPoint(x: 40, y: 50)]))
        // From π to 0 clockwise on screen passes over the top (y = 40).
        #expect(abs(path.bounds.minY - 0) < 0.01)
        #expect(path.contains(CGPoint(x: 50, y: 42)) || !path.contains(CGPoint(x: 50, y: 58)))
        #expect(isClose(path.currentPoint, CGPoint(x: 60, y: 50)))
    }

    @Test func rectangleStartsAtTheOriginAndRunsClockwise() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(
            elements(of: path) == [
                Element(type: .moveToPoint, points: [CGPoint(x: 1, y: 2)]),
                Element(type: .addLineToPoint, points: [CGPoint(x: 11, y: 2)]),
                Element(type: .addLineToPoint, points: [CGPoint(x: 11, y: 22)]),
                Element(type: .addLineToPoint, points: [CGPoint(x: 1, y: 22)]),
                Element(type: .closeSubpath, points: []),
            ])
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.contains(CGPoint(x: 5, y: 10)))
        #expect(!path.contains(CGPoint(x: 0, y: 10)))
    }

    @Test func ovalIsInscribed() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
        #expect(path.contains(CGPoint(x: 39, y: 10)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(
            isClose(path.bounds.origin, .zero)
                && isClose(CGPoint(x: path.bounds.maxX, y: path.bounds.maxY), CGPoint(x: 40, y: 20)))
    }

    @Test func roundedRectangleHasContinuousCornersAndAClampedRadius() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let rounded = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        // The corner is continuous: it starts 1.528665 radii from the corner (Core
        // Animation's expansion factor), not 1 (circular).
        let start = elements(of: rounded)[0]
        #expect(start.type == .moveToPoint && isClose(start.points[0], CGPoint(x: 15.28665, y: 0)))
        #expect(rounded.contains(CGPoint(x: 50, y: 50)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 50, y: 0.5)))
        #expect(rounded.bounds == rect)
        // A radius larger than half the shorter side is clamped: a 40 × 20 capsule.
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        #expect(
            isClose(capsule.bounds.origin, .zero)
                && isClose(CGPoint(x: capsule.bounds.maxX, y: capsule.bounds.maxY), CGPoint(x: 40, y: 20)))
        // The corners no longer fit a continuous curve: they become half circles.
        #expect(isClose(elements(of: capsule)[0].points[0], CGPoint(x: 10, y: 0)))
        #expect(capsule.contains(CGPoint(x: 20, y: 10)))
        #expect(capsule.contains(CGPoint(x: 1, y: 10)))
        #expect(!capsule.contains(CGPoint(x: 1, y: 1)))
        // Radius zero is a plain rectangle.
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 0).cgPath == UIBezierPath(rect: rect).cgPath)
    }

    @Test func roundingChosenCornersUsesTheRadiiWidth() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 20, height: 5))
        let same = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 20, height: 20))
        #expect(path.cgPath == same.cgPath)
        // Quarter circles of radius 20: the top-left corner starts 20 points along the top edge.
        #expect(isClose(elements(of: path)[0].points[0], CGPoint(x: 20, y: 0)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 98, y: 58)))
        #expect(path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 59)))
        // On the quarter circle of the top-left corner: centre (20, 20), radius 20.
        let offset = 20 * cos(CGFloat.pi / 4)
        let onArc = CGPoint(x: 20 - offset, y: 20 - offset)
        #expect(path.contains(CGPoint(x: onArc.x + 0.2, y: onArc.y + 0.2)))
        #expect(!path.contains(CGPoint(x: onArc.x - 0.2, y: onArc.y - 0.2)))
        let all = UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 100, height: 0))
        #expect(all.contains(CGPoint(x: 50, y: 30)) && !all.contains(CGPoint(x: 3, y: 3)))
    }

    @Test func containsHonoursTheFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        // A reversed inner square makes a hole under the winding rule too.
        let donut = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        donut.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)).reversing())
        #expect(!donut.contains(CGPoint(x: 15, y: 15)))
        #expect(donut.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2),
            controlPoint2: CGPoint(x: 12, y: 8))
        path.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 5, y: 12))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.lineWidth == 3)
        #expect(
            elements(of: reversed) == [
                Element(type: .moveToPoint, points: [CGPoint(x: 0, y: 10)]),
                Element(type: .addQuadCurveToPoint, points: [CGPoint(x: 5, y: 12), CGPoint(x: 10, y: 10)]),
                Element(
                    type: .addCurveToPoint,
                    points: [CGPoint(x: 12, y: 8), CGPoint(x: 12, y: 2), CGPoint(x: 10, y: 0)]),
                Element(type: .addLineToPoint, points: [CGPoint(x: 0, y: 0)]),
            ])
        #expect(reversed.reversing().cgPath == path.cgPath)
        let closed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2)).reversing()
        #expect(
            elements(of: closed) == [
                Element(type: .moveToPoint, points: [CGPoint(x: 0, y: 2)]),
                Element(type: .addLineToPoint, points: [CGPoint(x: 4, y: 2)]),
                Element(type: .addLineToPoint, points: [CGPoint(x: 4, y: 0)]),
                Element(type: .addLineToPoint, points: [CGPoint(x: 0, y: 0)]),
                Element(type: .closeSubpath, points: []),
            ])
    }

    @Test func editingAndTransforming() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(path.bounds == CGRect(x: 5, y: 7, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 1))
        #expect(path.bounds == CGRect(x: 10, y: 7, width: 20, height: 10))
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(copy.bounds == CGRect(x: 10, y: 7, width: 20, height: 10))
        path.removeAllPoints()
        #expect(path.isEmpty)
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 1, y: 1))
        open.addLine(to: CGPoint(x: 4, y: 5))
        #expect(open.currentPoint == CGPoint(x: 4, y: 5))
        open.close()
        #expect(open.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test func copiesAndDashes() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.usesEvenOddFillRule = true
        let dashes: [CGFloat] = [3, 1, 2]
        path.setLineDash(dashes, count: 3, phase: 1.5)
        var pattern = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == dashes && count == 3 && phase == 1.5)
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy !== path)
        #expect(copy.lineWidth == 4 && copy.lineCapStyle == .round && copy.usesEvenOddFillRule)
        copy.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3)
        copy.move(to: CGPoint(x: 9, y: 9))
        #expect(path.currentPoint != CGPoint(x: 9, y: 9))
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test func fillStrokeAndClipDrawInTheCurrentContext() throws {
        let picture = try drawn(CGSize(width: 10, height: 10)) { context in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 3)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 6))
            line.addLine(to: CGPoint(x: 10, y: 6))
            line.lineWidth = 2
            line.stroke()
            // fill() and stroke() leave the graphics state as it was.
            #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10))
            context.saveGState()
            UIBezierPath(rect: CGRect(x: 0, y: 8, width: 5, height: 2)).addClip()
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 8, width: 10, height: 2))
            context.restoreGState()
        }
        #expect(colorName(picture, 0, 0) == "red")
        #expect(colorName(picture, 9, 2) == "red")
        #expect(colorName(picture, 5, 3) == "clear")
        #expect(colorName(picture, 5, 5) == "blue")
        #expect(colorName(picture, 5, 6) == "blue")
        #expect(colorName(picture, 5, 7) == "clear")
        #expect(colorName(picture, 2, 9) == "green")
        #expect(colorName(picture, 7, 9) == "clear")
        let faded = try drawn(CGSize(width: 2, height: 2)) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill(with: .normal, alpha: 0.5)
        }
        #expect(abs(Int(faded.pixel(x: 1, y: 1)?.alpha ?? 0) - 128) <= 1)
    }
}
