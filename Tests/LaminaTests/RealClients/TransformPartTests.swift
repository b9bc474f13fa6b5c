import Lamina
import Testing

/// The transform's parts set and animated by key path (`transform.scale.x`,
/// `transform.rotation.z`…), as Lottie's Core Animation engine drives every layer: each part
/// keeps its value whatever the others do, mirrors and zero scales included.
@Suite struct TransformPartTests {
    /// The 2 × 2 linear part of a transform, row by row.
    func linear(_ t: CATransform3D) -> [CGFloat] { [t.m11, t.m12, t.m21, t.m22] }

    func expectClose(
        _ actual: CATransform3D, _ expected: CATransform3D, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pairs = zip(linear(actual), linear(expected))
        #expect(
            pairs.allSatisfy { abs($0 - $1) < 1e-9 }, "\(linear(actual)) is not \(linear(expected))",
            sourceLocation: sourceLocation)
    }

    /// Scale then rotation, as the parts compose.
    func scaled(_ sx: CGFloat, _ sy: CGFloat, rotated angle: CGFloat) -> CATransform3D {
        CATransform3DMakeScale(sx, sy, 1).concatenating(CATransform3DMakeRotation(angle, 0, 0, 1))
    }

    /// A layer whose parts are held at `values` by animations added in order.
    func layer(holding values: [(keyPath: String, value: Double)]) -> (CALayer, CFTimeInterval) {
        let layer = CALayer()
        for (keyPath, value) in values {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = value
            animation.toValue = value
            animation.beginTime = 10
            animation.duration = 1
            animation.fillMode = .both
            layer.add(animation, forKey: keyPath)
        }
        return (layer, 10.5)
    }

    @Test(arguments: [
        (-1.0, 1.0, 0.0), (-1, 1, -30), (1, -1, -30), (-1, -1, -30), (-1, 1, 90), (0.5, -2, 45),
    ])
    func animatedScalesAndRotationComposeAsParts(_ sx: Double, _ sy: Double, _ degrees: Double) throws {
        let angle = CGFloat(degrees) * .pi / 180
        let (layer, time) = layer(holding: [
            ("transform.scale.x", sx), ("transform.scale.y", sy), ("transform.rotation.z", Double(angle)),
        ])
        let presented = try #require(layer.presentation(atTime: time))
        expectClose(presented.transform, scaled(CGFloat(sx), CGFloat(sy), rotated: angle))
    }

    @Test func aMirrorSetByKeyPathTurnsWithAnAnimatedRotation() throws {
        let layer = CALayer()
        layer.setValue(-1, forKeyPath: "transform.scale.x")
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == -1)
        // Setting the other scale keeps the mirror (it is not a half turn about x).
        layer.setValue(1, forKeyPath: "transform.scale.y")
        expectClose(layer.transform, CATransform3DMakeScale(-1, 1, 1))
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = [0, -CGFloat.pi / 6]
        turn.beginTime = 10
        turn.duration = 1
        turn.fillMode = .both
        turn.isRemovedOnCompletion = false
        layer.add(turn, forKey: "turn")
        let end = try #require(layer.presentation(atTime: 11))
        expectClose(end.transform, scaled(-1, 1, rotated: -.pi / 6))
    }

    @Test func aScaleAnimatedFromZeroStartsAtZero() throws {
        let (layer, _) = layer(holding: [])
        for (keyPath, values) in [("transform.scale.x", [0.0, 3.0]), ("transform.scale.y", [1.0, 1.0])] {
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values
            animation.beginTime = 10
            animation.duration = 1
            animation.fillMode = .both
            layer.add(animation, forKey: keyPath)
        }
        let start = try #require(layer.presentation(atTime: 10))
        expectClose(start.transform, CATransform3DMakeScale(0, 1, 1))
        let middle = try #require(layer.presentation(atTime: 10.5))
        expectClose(middle.transform, CATransform3DMakeScale(1.5, 1, 1))
        // A zero scale reads back as zero, and the other parts keep theirs.
        layer.transform = CATransform3DMakeScale(0, 2, 1)
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 0)
        #expect(layer.value(forKeyPath: "transform.scale.y") as? CGFloat == 2)
        layer.setValue(3, forKeyPath: "transform.translation.x")
        expectClose(layer.transform, CATransform3DMakeScale(0, 2, 1))
        #expect(layer.transform.m41 == 3)
    }

    @Test func aWholeTransformAnimationBeforeThePartsIsTheirStart() throws {
        let layer = CALayer()
        let whole = CABasicAnimation(keyPath: "transform")
        whole.fromValue = CATransform3DMakeScale(2, 2, 1)
        whole.toValue = CATransform3DMakeScale(2, 2, 1)
        whole.beginTime = 10
        whole.duration = 1
        whole.fillMode = .both
        layer.add(whole, forKey: "whole")
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = CGFloat.pi / 2
        turn.toValue = CGFloat.pi / 2
        turn.beginTime = 10
        turn.duration = 1
        turn.fillMode = .both
        layer.add(turn, forKey: "turn")
        let presented = try #require(layer.presentation(atTime: 10.5))
        expectClose(presented.transform, scaled(2, 2, rotated: .pi / 2))
    }

    /// A mirrored layer turning through a whole-transform animation (Lottie combines a
    /// layer's transform into one when its parts cannot be animated apart): every moment is
    /// the mirror turned, never squashed through a zero scale.
    @Test func aMirroredTurnInterpolatesAsATurn() throws {
        let layer = CALayer()
        let turn = CAKeyframeAnimation(keyPath: "transform")
        let angles = stride(from: 180.0, through: 450, by: 15).map { CGFloat($0) * .pi / 180 }
        turn.values = angles.map { scaled(-1, 1, rotated: $0) }
        turn.beginTime = 10
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        for index in angles.indices.dropLast() {
            // Half way between two keyframes.
            let time = 10 + (Double(index) + 0.5) / Double(angles.count - 1)
            let presented = try #require(layer.presentation(atTime: time))
            let middle = (angles[index] + angles[index + 1]) / 2
            let t = presented.transform
            #expect(abs(t.m11 * t.m22 - t.m12 * t.m21 + 1) < 1e-9, "squashed at \(middle)")
            expectClose(t, scaled(-1, 1, rotated: middle))
        }
    }
}
