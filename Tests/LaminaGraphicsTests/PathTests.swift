import Foundation
import LaminaGraphics
import Testing

@Suite struct PathTests {
    func approximately(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    @Test func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        // Lines need a current point: ignored on an empty path, as in CoreGraphics.
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty)
    }

    @Test func rectangleElementsAndBounds() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        let list = elements(of: path)
        #expect(
            list.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(list[1].1 == [CGPoint(x: 40, y: 20)])
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        var found = CGRect.zero
        #expect(path.isRect(&found) && found == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    /// Both bounds are measured once, and again after every change of a mutable path.
    @Test func boundsFollowEveryChangeOfAMutablePath() {
        let path = CGMutablePath()
        #expect(path.boundingBox.isNull && path.boundingBoxOfPath.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 5))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 5))
        path.addCurve(
            to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 20), control2: CGPoint(x: 18, y: 20))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        // The curve's peak: y = 15.6… near t = 0.45, below the control points' 20.
        let tight = path.boundingBoxOfPath
        #expect(tight.width == 20 && tight.height > 15.5 && tight.height < 16)
        // A copy keeps the bounds of what it copied.
        let copy = path.copy()!
        path.addLine(to: CGPoint(x: 30, y: -5))
        #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(path.boundingBox == CGRect(x: 0, y: -5, width: 30, height: 25))
    }

    @Test func curveBoundsExcludeControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(
            to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's peak is at t = 0.5: y = 0.75 · 100.
        #expect(approximately(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75)))
    }

    @Test func ellipseStartsAtMaxXAndBoundsAreTight() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let list = elements(of: path)
        #expect(list.first?.1 == [CGPoint(x: 100, y: 25)])
        #expect(list.filter { $0.0 == .addCurveToPoint }.count == 4)
        // The first quarter runs toward increasing y.
        #expect(list[1].1[2].y > 25 - 1e-9 && abs(list[1].1[2].x - 50) < 1e-9)
        #expect(approximately(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func arcDirectionFollowsCoreGraphics() {
        // Counterclockwise (angles increasing) from 0 to π/2 passes through 45°.
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(approximately(ccw.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10)))
        // Clockwise (angles decreasing) from 0 to π/2 goes the long way, three quarters round.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(approximately(cw.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
        #expect(abs(cw.currentPoint.x) < 1e-9 && abs(cw.currentPoint.y - 10) < 1e-9)
        // 0 → 2π is a full circle either way round (as on iOS, where loaders draw their balls
        // with UIKit's `clockwise: false`, CoreGraphics's `true`); equal angles draw nothing.
        for clockwise in [false, true] {
            let full = CGMutablePath()
            full.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            #expect(approximately(full.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 10, height: 10)))
            #expect(elements(of: full).count == 5)
            let back = CGMutablePath()
            back.addArc(center: .zero, radius: 5, startAngle: 2 * .pi, endAngle: 0, clockwise: !clockwise)
            #expect(approximately(back.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 10, height: 10)))
        }
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 5, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(elements(of: none).map(\.0) == [.moveToPoint])
    }

    @Test func arcAfterAPointAddsALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -50, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let list = elements(of: path)
        #expect(list[1].0 == .addLineToPoint && list[1].1 == [CGPoint(x: 10, y: 0)])
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let list = elements(of: path)
        #expect(list[1].0 == .addLineToPoint)
        #expect(abs(list[1].1[0].x - 80) < 1e-9 && abs(list[1].1[0].y) < 1e-9)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
    }

    @Test func relativeArcAndRoundedRect() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)
        #expect(abs(path.currentPoint.y - -1) < 1e-9)
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 20,
            transform: nil)
        #expect(approximately(rounded.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 60)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 10, y: 20)))
    }

    @Test func containsWithBothFillRules() {
        // Two nested squares wound the same way: winding fills the hole, even-odd does not.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let center = CGPoint(x: 50, y: 50)
        #expect(path.contains(center, using: .winding))
        #expect(!path.contains(center, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        // Transform applies to the path.
        #expect(path.contains(CGPoint(x: 210, y: 10), transform: CGAffineTransform(translationX: 200, y: 0)))
        // An open subpath is closed implicitly.
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(open.contains(CGPoint(x: 8, y: 2)))
        #expect(!open.contains(CGPoint(x: 2, y: 8)))
    }

    @Test func transformsApplyToAddedPoints() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
        var move = CGAffineTransform(translationX: 5, y: 5)
        #expect(path.copy(using: &move)?.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 30))
        let combined = CGMutablePath()
        combined.addPath(path, transform: CGAffineTransform(translationX: -20, y: 0))
        #expect(combined.boundingBox.minX == -20)
    }

    @Test func equality() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let b = CGMutablePath()
        b.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.addLine(to: CGPoint(x: 5, y: 5))
        #expect(a != b)
        #expect(a.mutableCopy() == a)
    }

    @Test func dashingSplitsByLength() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
        let moves = elements(of: dashed).filter { $0.0 == .moveToPoint }.map { $0.1[0].x }
        #expect(moves == [0, 15, 30, 45, 60, 75, 90])
        #expect(dashed.boundingBox.maxX == 100)
        // A phase shifts the pattern: the first dash is 4 long.
        let shifted = line.copy(dashingWithPhase: 6, lengths: [10, 5])
        let first = elements(of: shifted).prefix(2).map(\.1)
        #expect(first[0] == [CGPoint(x: 0, y: 0)] && first[1] == [CGPoint(x: 4, y: 0)])
        // Dashes of a curve stay curves.
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let dashedCircle = circle.copy(dashingWithPhase: 0, lengths: [20, 20])
        #expect(elements(of: dashedCircle).contains { $0.0 == .addCurveToPoint })
        #expect(elements(of: dashedCircle).filter { $0.0 == .moveToPoint }.count == 8)
    }

    @Test func strokingOutlineCoversTheStroke() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 50, y: 4.9)))
        #expect(!butt.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!butt.contains(CGPoint(x: -2, y: 0)))
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4.9, y: 0)) && !round.contains(CGPoint(x: -4.9, y: 4.9)))
        // A right-angle corner: miter fills the outer corner, bevel cuts it.
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        let outerCorner = CGPoint(x: 104.5, y: -4.5)
        #expect(miter.contains(outerCorner))
        #expect(!bevel.contains(outerCorner))
        // A miter limit below √2 bevels a right angle.
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
        #expect(!limited.contains(outerCorner))
    }

    @Test func svgPathDataAllCommands() throws {
        let path = try CGPath(
            svgPathData:
                "M10,10 h80 v80 H10 Z m5 5 l10 0 L25 25 c0 5 5 5 5 0 s5 -5 5 0 q5 5 10 0 t10 0 a5 5 0 0 1 10 0 A5 5 0 1 0 80 20 V 30 z"
        )
        let types = elements(of: path).map(\.0)
        #expect(types.first == .moveToPoint)
        #expect(types.contains(.addQuadCurveToPoint) && types.contains(.addCurveToPoint))
        #expect(types.filter { $0 == .closeSubpath }.count == 2)
        #expect(path.boundingBox.minX == 10)
        // Relative moveto after a close starts from the closed subpath's start.
        let second = elements(of: path).first { $0.0 == .moveToPoint && $0.1[0] != CGPoint(x: 10, y: 10) }
        #expect(second?.1 == [CGPoint(x: 15, y: 15)])
    }

    @Test func svgPathDataPastTheElementLimitIsRefused() throws {
        // Each coordinate pair after the first is a command of its own (an implicit lineto).
        let atLimit = "M0 0" + String(repeating: " 1 1", count: LaminaLimits.pathElements - 1)
        #expect(try CGPath(svgPathData: atLimit).elements.count == LaminaLimits.pathElements)
        let past = atLimit + " L2 2"
        #expect {
            try CGPath(svgPathData: past)
        } throws: { error in
            let error = error as? SVGPathError
            return error?.offset == atLimit.utf8.count + 1
                && error?.reason.contains("LaminaLimits.pathElements") == true
        }
    }

    @Test func svgArcEndsAtItsEndPoint() throws {
        let path = try CGPath(svgPathData: "M0 0 A50 50 0 0 1 100 0")
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y) < 1e-9)
        // Sweep flag 1 in SVG's y-down space passes through positive y... here y = −50 (above).
        #expect(approximately(path.boundingBoxOfPath, CGRect(x: 0, y: -50, width: 100, height: 50), 1e-6))
        let implicit = try CGPath(svgPathData: "M 0 0 10 0 10 10")
        #expect(elements(of: implicit).map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(try CGPath(svgPathData: "M1e1-2.5.5.5").currentPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(try CGPath(svgPathData: "  ").isEmpty)
    }

    @Test(arguments: [
        ("L 10 10", 0), ("M 10", 4), ("M 10 10 X 5", 8), ("M 0 0 A 5 5 0 2 0 1 1", 14), ("M 0 0 L 1 e", 10),
        ("M 0 0 Z 5", 8),
    ])
    func svgPathDataErrorsNameTheOffset(input: String, offset: Int) {
        #expect(throws: SVGPathError.self) { try CGPath(svgPathData: input) }
        do {
            _ = try CGPath(svgPathData: input)
        } catch let error as SVGPathError {
            #expect(error.offset == offset, "\(error)")
            #expect(error.description.contains("offset \(offset)"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func svgRoundTrip() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1.5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 5, y: 6))
        path.addCurve(
            to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()
        #expect(try CGPath(svgPathData: path.svgPathData) == path)
    }
}
