import Lamina
import Testing

/// `CAReplicatorLayer.instanceDelay`: each instance shows its sublayers' animations
/// `i × instanceDelay` seconds late, as a loading indicator's dots do.
@Suite struct ReplicatorDelayTests {
    /// Eight dots in a row, each fading from opacity 0 to 1 over 0.8 s, 0.1 s apart.
    func loader(delay: CFTimeInterval) -> (root: CALayer, start: CFTimeInterval) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 20)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 8
        replicator.instanceDelay = delay
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 2, y: 2, width: 16, height: 16)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.8
        fade.beginTime = 10
        dot.add(fade, forKey: "fade")
        return (root, 10)
    }

    /// The darkness (0 white … 1 black) at the centre of each dot.
    func darkness(_ image: CGImage) -> [Double] {
        (0..<8).map { 1 - Double(image.pixel(x: 20 * $0 + 10, y: 10)!.red) / 255 }
    }

    @Test func eachInstanceIsSampledLater() throws {
        let (root, start) = loader(delay: 0.1)
        let values = darkness(try LayerRenderer().image(of: root, atTime: start + 0.75))
        // Instance i is at (0.75 − 0.1 i) / 0.8 of its fade; before its start it shows the model.
        let expected = (0..<8).map { i -> Double in
            let local = 0.75 - 0.1 * Double(i)
            return local < 0 ? 1 : local / 0.8
        }
        for (value, want) in zip(values, expected) {
            #expect(abs(value - want) < 0.02, "darkness \(values), expected \(expected)")
        }
        #expect(Set(values.map { Int($0 * 100) }).count == 8, "eight different phases: \(values)")
    }

    @Test func withoutDelayEveryInstanceMatches() throws {
        let (root, start) = loader(delay: 0)
        let values = darkness(try LayerRenderer().image(of: root, atTime: start + 0.4))
        for value in values { #expect(abs(value - 0.5) < 0.02) }
    }
}
