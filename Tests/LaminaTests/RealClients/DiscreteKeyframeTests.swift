import Lamina
import Testing

/// Discrete keyframes as Core Animation steps through them: each value holds from its key time
/// to the next, and discrete mode takes one key time more than values. Code that gives as many
/// key times as values (Lottie's hold keyframes along a path) never reaches the last value.
@Suite struct DiscreteKeyframeTests {
    func position(_ animation: CAKeyframeAnimation, at progress: Double) throws -> CGPoint {
        let layer = CALayer()
        animation.calculationMode = .discrete
        animation.beginTime = 10
        animation.duration = 1
        layer.add(animation, forKey: "move")
        return try #require(layer.presentation(atTime: 10 + progress)).position
    }

    @Test func pathPointsWithAKeyTimeEachNeverReachTheLast() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.keyTimes = [0, 0.25, 0.5]
        #expect(try position(move, at: 0.1) == .zero)
        #expect(try position(move, at: 0.3) == CGPoint(x: 100, y: 0))
        #expect(try position(move, at: 0.75) == CGPoint(x: 100, y: 0))
        // One key time more than points: the last point shows from its key time.
        move.keyTimes = [0, 0.25, 0.5, 1]
        #expect(try position(move, at: 0.75) == CGPoint(x: 100, y: 100))
        // Without key times, each point has an equal step.
        move.keyTimes = nil
        #expect(try position(move, at: 0.7) == CGPoint(x: 100, y: 100))
        #expect(try position(move, at: 0.5) == CGPoint(x: 100, y: 0))
    }

    @Test func valuesWithAKeyTimeEachNeverReachTheLast() throws {
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [CGPoint.zero, CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)]
        move.keyTimes = [0, 0.5, 1]
        #expect(try position(move, at: 0.6) == CGPoint(x: 10, y: 0))
        #expect(try position(move, at: 0.99) == CGPoint(x: 10, y: 0))
        move.keyTimes = [0, 0.25, 0.5, 1]
        #expect(try position(move, at: 0.6) == CGPoint(x: 20, y: 0))
        move.keyTimes = nil
        #expect(try position(move, at: 0.7) == CGPoint(x: 20, y: 0))
    }
}
