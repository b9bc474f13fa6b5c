import Foundation
import LaminaGraphics
import Testing

@Suite struct TransformTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func identityLeavesPointsAlone() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        // Scale, then translate.
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        // Translate, then scale.
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
        // translatedBy prepends, as CoreGraphics's CGAffineTransformTranslate does.
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 20)) == CGPoint(x: 22, y: 63))
    }

    @Test func rotationIsCounterclockwiseInYUpSpace() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    }

    @Test func inversionRoundTrips() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 4, y: 9)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).a == 1)
        // A singular matrix is returned unchanged, as CoreGraphics does.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesIgnoreTranslationAndRectsBound() {
        let t = CGAffineTransform(translationX: 100, y: 100).rotated(by: .pi / 2)
        let size = CGSize(width: 2, height: 1).applying(t)
        #expect(abs(size.width - -1) < 1e-9 && abs(size.height - 2) < 1e-9)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(
            CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX - -20) < 1e-9 && abs(rect.width - 20) < 1e-9 && abs(rect.height - 10) < 1e-9)
        #expect(CGRect.null.applying(t).isNull)
    }
}
