import Lamina
import Testing

/// Core Animation's leniency about value shapes, which real code (lottie-ios's Core Animation
/// engine among it) relies on.
@Suite struct LenientValueTests {
    @Test func translationTakesAPointOrASize() throws {
        let layer = CALayer()
        layer.setValue(NSValue(point: CGPoint(x: 30, y: -4)), forKeyPath: "transform.translation")
        #expect(layer.transform.m41 == 30 && layer.transform.m42 == -4)
        layer.setValue(CGSize(width: 5, height: 6), forKeyPath: "transform.translation")
        #expect(layer.transform.m41 == 5 && layer.transform.m42 == 6)
        layer.setValue(CGPoint(x: 7, y: 8), forKeyPath: "transform.translation")
        #expect(layer.transform.m41 == 7 && layer.transform.m42 == 8)
    }

    @Test func translationAnimatesFromPoints() throws {
        let layer = CALayer()
        let move = CAKeyframeAnimation(keyPath: "transform.translation")
        move.values = [NSValue(point: CGPoint(x: 0, y: 0)), NSValue(point: CGPoint(x: 100, y: 50))]
        move.beginTime = 10
        move.duration = 1
        layer.add(move, forKey: "move")
        let presented = try #require(layer.presentation(atTime: 10.5))
        #expect(abs(presented.transform.m41 - 50) < 1e-9)
        #expect(abs(presented.transform.m42 - 25) < 1e-9)
        let basic = CABasicAnimation(keyPath: "transform.translation")
        basic.fromValue = NSValue(point: CGPoint(x: 10, y: 0))
        basic.toValue = NSValue(point: CGPoint(x: 20, y: 0))
        basic.beginTime = 10
        basic.duration = 1
        layer.add(basic, forKey: "move")
        #expect(abs((layer.presentation(atTime: 10.25)?.transform.m41 ?? 0) - 12.5) < 1e-9)
    }

    /// The same number as `NSNumber`, `CGFloat`, `Double` and `Float`.
    static let halves: [@Sendable () -> Any] = [
        { NSNumber(value: 0.5) }, { CGFloat(0.5) }, { 0.5 as Double }, { Float(0.5) },
    ]

    @Test(arguments: 0..<4) func anyNumberIsANumber(_ kind: Int) throws {
        let value = Self.halves[kind]()
        let layer = CALayer()
        layer.setValue(value, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = value
        fade.toValue = 1 as Int
        fade.beginTime = 1
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        #expect(abs((layer.presentation(atTime: 1.5)?.opacity ?? 0) - 0.75) < 1e-6)
    }
}
