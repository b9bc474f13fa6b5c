import Foundation
import LaminaGraphics
import Testing

@Suite struct GeometryTests {
    @Test func vectors() throws {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        let double: Double = 1.5
        #expect(CGVector(dx: double, dy: double).dx == 1.5)
        let cg: CGFloat = 2.5
        #expect(CGVector(dx: cg, dy: 0).dx == 2.5)
        let data = try JSONEncoder().encode(CGVector(dx: 3, dy: -4))
        #expect(String(decoding: data, as: UTF8.self) == "[3,-4]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 3, dy: -4))
    }

    @Test func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 2).equalTo(CGRect(x: 2, y: 2, width: -2, height: -2)))
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect.null.equalTo(.zero))
        #expect(!CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 0)))
    }

    @Test func rectDivision() {
        // Foundation on Linux provides CGRectEdge and divided(atDistance:from:).
        let (slice, remainder) = CGRect(x: 0, y: 0, width: 10, height: 4).divided(
            atDistance: 3, from: .maxXEdge)
        #expect(slice == CGRect(x: 7, y: 0, width: 3, height: 4))
        #expect(remainder == CGRect(x: 0, y: 0, width: 7, height: 4))
    }

    func expectClose(_ t: CGAffineTransform, _ u: CGAffineTransform) {
        for (x, y) in [(t.a, u.a), (t.b, u.b), (t.c, u.c), (t.d, u.d), (t.tx, u.tx), (t.ty, u.ty)] {
            #expect(abs(x - y) < 1e-9, "\(t) is not \(u)")
        }
    }

    @Test func componentsComposeInOrder() {
        // `init()` zeroes every field, as the imported C structure does: a zero scale.
        #expect(
            CGAffineTransform(CGAffineTransformComponents())
                == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        let identity = CGAffineTransformComponents(
            scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: CGVector())
        #expect(CGAffineTransform(identity) == .identity)
        let components = CGAffineTransformComponents(
            scale: CGSize(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 6,
            translation: CGVector(dx: 7, dy: -1))
        let expected = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 7, y: -1))
        expectClose(CGAffineTransform(components), expected)
    }

    @Test(arguments: [
        CGAffineTransform(a: 2, b: 0.3, c: -0.7, d: 1.5, tx: 4, ty: 5),
        CGAffineTransform(rotationAngle: 2.5).scaledBy(x: 3, y: 0.5),
        CGAffineTransform(scaleX: 1, y: -1).translatedBy(x: 0, y: -20),
        CGAffineTransform(a: 0, b: 0, c: 1, d: 1, tx: 0, ty: 0),
        CGAffineTransform.identity,
    ])
    func decompositionRoundTrips(transform: CGAffineTransform) {
        let components = transform.decomposed()
        #expect(components.scale.width >= 0)
        #expect(abs(components.rotation) <= .pi)
        expectClose(CGAffineTransform(components), transform)
    }

    @Test func decompositionOfSimpleTransforms() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 3).decomposed()
        #expect(abs(rotation.rotation - .pi / 3) < 1e-12)
        #expect(abs(rotation.scale.width - 1) < 1e-12 && abs(rotation.scale.height - 1) < 1e-12)
        #expect(abs(rotation.horizontalShear) < 1e-12)
        let scale = CGAffineTransform(scaleX: 2, y: 5).translatedBy(x: 1, y: 1).decomposed()
        #expect(scale.scale == CGSize(width: 2, height: 5))
        #expect(scale.translation == CGVector(dx: 2, dy: 5))
        #expect(scale.rotation == 0 && scale.horizontalShear == 0)
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0).decomposed()
        #expect(shear.horizontalShear == 0.25)
    }
}
