import Foundation

/// Recognizes taps: fingers down and up without moving, a number of times.
///
/// Mirrors UIKit's `UITapGestureRecognizer`, a discrete gesture: it recognizes when the last
/// required tap lifts, and fails when a finger moves more than 10 points, stays down more than
/// 0.5 s, or the next tap does not come within 0.35 s.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed: 1 by default.
    open var numberOfTapsRequired = 1
    /// The fingers needed: 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var downTime: TimeInterval = 0
    private var taps = 0
    private var lastUp: TimeInterval?
    private var fingersDown = 0
    private var mostFingers = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let lastUp, event.timestamp - lastUp > 0.35 {
            state = .failed
            return
        }
        if fingersDown == 0 {
            downTime = event.timestamp
            mostFingers = 0
        }
        fingersDown += touches.count
        mostFingers = max(mostFingers, fingersDown)
        if start == nil { start = location(in: nil) }
        if mostFingers > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let point = location(in: nil)
        if hypot(point.x - start.x, point.y - start.y) > 10 { state = .failed }
        if event.timestamp - downTime > 0.5 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(0, fingersDown - touches.count)
        touchesMoved(touches, with: event)
        guard state == .possible, fingersDown == 0 else { return }
        guard mostFingers == numberOfTouchesRequired, event.timestamp - downTime <= 0.5 else {
            state = .failed
            return
        }
        taps += 1
        lastUp = event.timestamp
        if taps >= numberOfTapsRequired { state = .recognized }
    }

    open override func reset() {
        start = nil
        taps = 0
        lastUp = nil
        fingersDown = 0
        mostFingers = 0
    }
}
