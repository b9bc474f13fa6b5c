import Foundation

/// Recognizes a finger held still: a continuous gesture.
///
/// Mirrors UIKit's `UILongPressGestureRecognizer`: it begins once the fingers have been down
/// ``minimumPressDuration`` seconds without moving more than ``allowableMovement`` points,
/// changes as they move, and ends when they lift. Lamina checks the time when touches arrive:
/// a finger held still is sent again each tenth of a second by ``TouchSequence/longPress(at:duration:)``.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The seconds the fingers must be down: 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points: 10 by default.
    open var allowableMovement: CGFloat = 10
    /// The fingers needed: 1 by default.
    open var numberOfTouchesRequired = 1
    /// The taps before the press: 0 by default.
    open var numberOfTapsRequired = 0

    private var start: CGPoint?
    private var downTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if start == nil {
            start = location(in: nil)
            downTime = event.timestamp
        }
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let point = location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                state = .failed
            } else if event.timestamp - downTime >= minimumPressDuration,
                numberOfTouches == numberOfTouchesRequired
            {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if event.timestamp - downTime >= minimumPressDuration, numberOfTouches == numberOfTouchesRequired
            {
                state = .began
                state = .ended
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func reset() {
        start = nil
    }
}
