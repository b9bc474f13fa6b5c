import Foundation

/// Fingers on the screen over time, for ``UIWindow/send(_:)``: what a test does to a window in
/// place of a person.
///
/// An addition to UIKit's API. Each ``Frame`` says where each finger is at a moment; a finger
/// begins in the first frame that has it, moves in the next ones and ends in the last one
/// (``Finger/lifts``). Locations are in the window's coordinates.
public struct TouchSequence: Sendable {
    /// A finger at one moment.
    public struct Finger: Sendable {
        /// Which finger (fingers keep their number across frames).
        public var id: Int
        /// Where it is, in the window's coordinates.
        public var location: CGPoint
        /// Whether it leaves the screen at this moment.
        public var lifts: Bool

        /// A finger at a place.
        public init(id: Int = 0, location: CGPoint, lifts: Bool = false) {
            self.id = id
            self.location = location
            self.lifts = lifts
        }
    }

    /// The fingers at one moment.
    public struct Frame: Sendable {
        /// Seconds since the sequence began.
        public var time: TimeInterval
        /// The fingers on the screen (or leaving it).
        public var fingers: [Finger]

        /// A moment of the sequence.
        public init(time: TimeInterval, fingers: [Finger]) {
            self.time = time
            self.fingers = fingers
        }
    }

    /// The moments, in time order.
    public var frames: [Frame]

    /// A sequence of moments.
    public init(frames: [Frame]) {
        // In time order; frames at the same time keep their order.
        self.frames = frames.enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }
        .map(\.element)
    }

    /// A tap (or `count` taps 0.1 s apart) at `point`, each 0.05 s long.
    public static func tap(at point: CGPoint, count: Int = 1) -> TouchSequence {
        var frames: [Frame] = []
        for index in 0..<max(1, count) {
            let start = Double(index) * 0.15
            frames.append(Frame(time: start, fingers: [Finger(location: point)]))
            frames.append(Frame(time: start + 0.05, fingers: [Finger(location: point, lifts: true)]))
        }
        return TouchSequence(frames: frames)
    }

    /// A finger held still at `point` for `duration` seconds.
    public static func longPress(at point: CGPoint, duration: TimeInterval = 1) -> TouchSequence {
        let steps = max(2, Int((duration / 0.1).rounded(.up)))
        var frames = (0..<steps).map {
            Frame(time: Double($0) * duration / Double(steps), fingers: [Finger(location: point)])
        }
        frames.append(Frame(time: duration, fingers: [Finger(location: point, lifts: true)]))
        return TouchSequence(frames: frames)
    }

    /// A finger moved in a straight line from `start` to `end` over `duration` seconds, in
    /// `steps` moves, then lifted there.
    public static func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10
    )
        -> TouchSequence
    {
        let count = max(1, steps)
        var frames = [Frame(time: 0, fingers: [Finger(location: start)])]
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            frames.append(Frame(time: duration * Double(t), fingers: [Finger(location: point)]))
        }
        // The finger lifts where it stopped.
        frames.append(Frame(time: duration, fingers: [Finger(location: end, lifts: true)]))
        return TouchSequence(frames: frames)
    }

    /// Two fingers on either side of `center`, horizontally, moving from `startDistance` to
    /// `endDistance` apart over `duration` seconds.
    public static func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval = 0.3,
        steps: Int = 10
    ) -> TouchSequence {
        let count = max(1, steps)
        var frames: [Frame] = []
        for step in 0...count {
            let t = CGFloat(step) / CGFloat(count)
            let half = (startDistance + (endDistance - startDistance) * t) / 2
            frames.append(
                Frame(
                    time: duration * Double(t),
                    fingers: [
                        Finger(id: 0, location: CGPoint(x: center.x - half, y: center.y)),
                        Finger(id: 1, location: CGPoint(x: center.x + half, y: center.y)),
                    ]))
        }
        // Both fingers lift where they stopped.
        frames.append(
            Frame(
                time: duration,
                fingers: [
                    Finger(id: 0, location: CGPoint(x: center.x - endDistance / 2, y: center.y), lifts: true),
                    Finger(id: 1, location: CGPoint(x: center.x + endDistance / 2, y: center.y), lifts: true),
                ]))
        return TouchSequence(frames: frames)
    }
}
