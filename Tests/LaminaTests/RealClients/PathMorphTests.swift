import Lamina
import Testing

/// A shape layer's `path` morphing as Core Animation morphs it (Lottie's shape animations, seen
/// in its iOS snapshots): points on the curve blend linearly; control points turn about them.
@Suite struct PathMorphTests {
    /// The points of each element of `path`, in order.
    func points(_ path: CGPath) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            @unknown default: count = 0
            }
            result.append((0..<count).map { element.pointee.points[$0] })
        }
        return result
    }

    /// The path a shape layer presents half way through a morph from `from` to `to`.
    func halfway(from: CGPath, to: CGPath) throws -> CGPath {
        let layer = CAShapeLayer()
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = from
        morph.toValue = to
        morph.beginTime = 10
        morph.duration = 1
        layer.add(morph, forKey: "morph")
        return try #require(layer.presentation(atTime: 10.5)?.path)
    }

    func expectClose(
        _ actual: [CGPoint], _ expected: [CGPoint], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let close =
            actual.count == expected.count
            && zip(actual, expected).allSatisfy { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) < 1e-6 }
        #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func aLineMorphsIntoACurveThroughCurves() throws {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 60))
        line.addLine(to: CGPoint(x: 110, y: 60))
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: 10, y: 60))
        curve.addCurve(
            to: CGPoint(x: 110, y: 60), control1: CGPoint(x: 40, y: 0), control2: CGPoint(x: 80, y: 0))
        let middle = points(try halfway(from: line, to: curve))
        // The line is the cubic whose control points sit on its ends.
        #expect(middle.count == 2)
        expectClose(middle[1], [CGPoint(x: 25, y: 30), CGPoint(x: 95, y: 30), CGPoint(x: 110, y: 60)])
    }

    @Test func controlPointsTurnAboutTheirPointsOnTheCurve() throws {
        func curve(_ c1: CGPoint, _ c2: CGPoint) -> CGPath {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 60))
            path.addCurve(to: CGPoint(x: 110, y: 60), control1: c1, control2: c2)
            path.closeSubpath()
            return path
        }
        // Both control points 50 pt from their ends: along the chord, then straight up.
        let flat = curve(CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 60))
        let raised = curve(CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10))
        let middle = points(try halfway(from: flat, to: raised))
        // Half way, each has turned 45° and is still 50 pt long (linear blending would give
        // offsets of 35 pt).
        let r = 50 / CGFloat(2).squareRoot()
        expectClose(
            middle[1],
            [CGPoint(x: 10 + r, y: 60 - r), CGPoint(x: 110 - r, y: 60 - r), CGPoint(x: 110, y: 60)])
        #expect(middle.count == 3 && middle[2].isEmpty)
    }

    @Test func pathsThatDoNotPairUpSwitchHalfWay() throws {
        let one = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let other = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(try halfway(from: one, to: other) == other)
    }
}
