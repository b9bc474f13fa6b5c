import Lamina
import Testing

/// A trim that is empty within single precision strokes nothing, as Core Animation's render
/// server (which keeps `strokeStart` and `strokeEnd` as floats) draws it: eased keyframes that
/// end a trim at 1 leave `strokeStart` a hair below it, and a round cap must not draw a dot
/// there (lottie-ios's issue_2342 sample at its last frame).
@Suite struct StrokeTrimPrecisionTests {
    func whitePixels(strokeStart: CGFloat, strokeEnd: CGFloat) throws -> Int {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let ring = CAShapeLayer()
        ring.frame = root.bounds
        ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(gray: 1, alpha: 1)
        ring.lineWidth = 14
        ring.lineCap = .round
        ring.strokeStart = strokeStart
        ring.strokeEnd = strokeEnd
        root.addSublayer(ring)
        let image = try LayerRenderer(scale: 1).image(of: root)
        var count = 0
        for y in 0..<60 {
            for x in 0..<60 where rgbaAt(image, x, y)[0] > 128 { count += 1 }
        }
        return count
    }

    @Test func aTrimEmptyInSinglePrecisionStrokesNothing() throws {
        #expect(try whitePixels(strokeStart: 0.9999999999999893, strokeEnd: 1) == 0)
        #expect(try whitePixels(strokeStart: 0.25, strokeEnd: 0.25 + 1e-10) == 0)
    }

    @Test func aShortTrimBeyondAFloatsStepDrawsItsCaps() throws {
        // A trim of a millionth of the path is longer than a float's step: its round caps show.
        let dot = try whitePixels(strokeStart: 0.5, strokeEnd: 0.500001)
        #expect(dot > 100 && dot < 200)
        #expect(try whitePixels(strokeStart: 0, strokeEnd: 1) > 1000)
    }
}
