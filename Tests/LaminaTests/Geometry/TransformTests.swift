import Lamina
import Testing

@Suite struct CATransform3DTests {
    func near(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [
            (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
            (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
            (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
        ]
        return pairs.allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func constructorsPutEntriesWhereQuartzCoreDoes() {
        let move = CATransform3DMakeTranslation(1, 2, 3)
        #expect(move.m41 == 1 && move.m42 == 2 && move.m43 == 3)
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 4)
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(rotation.m12 - 1) < 1e-12 && abs(rotation.m21 + 1) < 1e-12)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(move))
    }

    @Test func concatenationAppliesTheFirstArgumentFirst() {
        // Scale, then translate: the translation is not scaled.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(t.m41 == 10 && t.m11 == 2)
        // CATransform3DTranslate(t, …) translates first, then applies t.
        let u = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(u.m41 == 20)
        let v = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 3, 3, 3)
        #expect(v.m41 == 10 && v.m11 == 3)
        let w = CATransform3DRotate(CATransform3DIdentity, .pi, 0, 0, 1)
        #expect(abs(w.m11 + 1) < 1e-12)
    }

    @Test func inversionAndAffineConversions() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.7, 1, 2, 3)
        t.m34 = -1 / 400
        #expect(near(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let lifted = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(lifted))
        #expect(CATransform3DGetAffineTransform(lifted) == affine)
        #expect(!CATransform3DIsAffine(t))
        #expect(CATransform3DEqualToTransform(lifted, lifted))
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func decompositionRecomposesTheTransform(seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        func random(_ range: ClosedRange<CGFloat>) -> CGFloat {
            range.lowerBound + CGFloat(generator.next() % 10_000) / 10_000
                * (range.upperBound - range.lowerBound)
        }
        var t = CATransform3DMakeScale(random(0.5...2), random(0.5...2), random(0.5...2))
        t = CATransform3DRotate(t, random(-3...3), random(-1...1), random(-1...1), random(0.1...1))
        t = CATransform3DTranslate(t, random(-50...50), random(-50...50), random(-50...50))
        if seed % 2 == 1 { t.m34 = -1 / random(200...900) }
        let recomposed = try #require(DecomposedTransform(t)?.transform)
        #expect(near(recomposed, t, 1e-9), "\(t) became \(recomposed)")
    }
}

/// A small deterministic generator for test inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
