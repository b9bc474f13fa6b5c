import Lamina
import Testing

/// Core Animation trims a stroke by arc length between segments and by the curve parameter
/// within one: `strokeEnd` 0.5 of a single cubic ends at the cubic's point at t = 0.5. Lottie
/// writes straight lines as cubics whose control points sit at their ends; their trims land
/// where iOS draws them only so (lottie-ios's issue_1979 check mark, bounce_strokes).
@Suite struct StrokeTrimSpacingTests {
    /// The columns of row 10 that a 6-point black stroke of `path` (butt caps), trimmed to
    /// `start`…`end`, inks in a render `width` points wide.
    func inkedColumns(of path: CGPath, start: CGFloat = 0, end: CGFloat, width: Int) throws -> [Int] {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: 20)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.path = path
        shape.strokeColor = CGColor(gray: 0, alpha: 1)
        shape.lineWidth = 6
        shape.strokeStart = start
        shape.strokeEnd = end
        root.addSublayer(shape)
        let image = try LayerRenderer(scale: 1).image(of: root)
        return (0..<width).filter { rgbaAt(image, $0, 10)[3] > 64 }
    }

    /// A 100-point horizontal cubic from x = 10, both control points at its end, trimmed to
    /// `start`…`end`: its inked columns.
    func inkedColumns(start: CGFloat, end: CGFloat) throws -> [Int] {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addCurve(
            to: CGPoint(x: 110, y: 10), control1: CGPoint(x: 110, y: 10), control2: CGPoint(x: 110, y: 10))
        return try inkedColumns(of: path, start: start, end: end, width: 120)
    }

    @Test func aTrimCutsACubicAtItsCurveParameter() throws {
        // x(t) = 10 + 100 (1 − (1 − t)³): t = 0.5 is at x = 97.5, where half the arc length
        // is at x = 60.
        let half = try inkedColumns(start: 0, end: 0.5)
        #expect(half.first == 10)
        #expect(half.last == 97)
        // t = 0.2 is at x = 58.8.
        let tail = try inkedColumns(start: 0.2, end: 1)
        #expect(tail.first == 59)
        #expect(tail.last == 109)
    }

    @Test func segmentsAreStillFoundByArcLength() throws {
        // Two straight lines, 100 and 300 points long: a trim to 0.5 ends 100 points into the
        // second, which a line places at that length.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 110, y: 10))
        path.addLine(to: CGPoint(x: 410, y: 10))
        let inked = try inkedColumns(of: path, end: 0.5, width: 420)
        #expect(inked.last == 209)
    }
}
