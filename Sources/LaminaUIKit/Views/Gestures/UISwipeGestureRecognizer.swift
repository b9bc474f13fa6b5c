import Foundation

/// Recognizes a quick stroke in a direction: a discrete gesture.
///
/// Mirrors UIKit's `UISwipeGestureRecognizer`: it recognizes when the fingers have moved at
/// least 50 points in an allowed direction (mostly along it) within 0.5 s.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe. Mirrors UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count: `.right` by default.
    open var direction: Direction = .right
    /// The fingers needed: 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if start == nil { start = (location(in: nil), event.timestamp) }
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        check(event, final: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        check(event, final: true)
    }

    private func check(_ event: UIEvent, final: Bool) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > 0.5 {
            state = .failed
            return
        }
        let point = location(in: nil)
        let dx = point.x - start.point.x
        let dy = point.y - start.point.y
        let moved: Direction? =
            abs(dx) >= 50 && abs(dx) > 2 * abs(dy)
            ? (dx > 0 ? .right : .left)
            : abs(dy) >= 50 && abs(dy) > 2 * abs(dx) ? (dy > 0 ? .down : .up) : nil
        if let moved, numberOfTouches == numberOfTouchesRequired {
            state = direction.contains(moved) ? .recognized : .failed
        } else if final {
            state = .failed
        }
    }

    open override func reset() {
        start = nil
    }
}
