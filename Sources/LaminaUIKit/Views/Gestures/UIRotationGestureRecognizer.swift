import Foundation

/// Recognizes two fingers turning: a continuous gesture.
///
/// Mirrors UIKit's `UIRotationGestureRecognizer`: it begins when the line between the fingers
/// has turned 0.05 radians, and ``rotation`` is the angle turned since they went down
/// (clockwise positive on the screen).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle turned, in radians (settable to reset it).
    open var rotation: CGFloat = 0
    /// The turn per second, in radians.
    open private(set) var velocity: CGFloat = 0

    private var baseAngle: CGFloat?
    private var lastTime: TimeInterval = 0

    private var angle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].location(in: nil)
        let b = trackedTouches[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let angle, baseAngle == nil {
            baseAngle = angle
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle, let base = baseAngle else { return }
        var turned = angle - base
        while turned > .pi { turned -= 2 * .pi }
        while turned < -.pi { turned += 2 * .pi }
        if event.timestamp > lastTime { velocity = (turned - rotation) / CGFloat(event.timestamp - lastTime) }
        lastTime = event.timestamp
        switch state {
        case .possible:
            guard abs(turned) >= 0.05 else { return }
            rotation = turned
            state = .began
        case .began, .changed:
            rotation = turned
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        baseAngle = nil
        rotation = 0
        velocity = 0
    }
}
