import Foundation

/// Recognizes two fingers moving apart or together: a continuous gesture.
///
/// Mirrors UIKit's `UIPinchGestureRecognizer`: it begins when the distance between the two
/// fingers has changed by 5 %, and ``scale`` is the distance over the starting distance.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance between the fingers over the distance when they went down (settable to
    /// reset it): 1 by default.
    open var scale: CGFloat = 1 {
        didSet { if let distance = currentDistance, scale > 0 { baseDistance = distance / scale } }
    }
    /// The change of scale per second.
    open private(set) var velocity: CGFloat = 0

    private var baseDistance: CGFloat?
    private var currentDistance: CGFloat?
    private var lastTime: TimeInterval = 0

    private var distance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].location(in: nil)
        let b = trackedTouches[1].location(in: nil)
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let distance, baseDistance == nil {
            baseDistance = distance
            currentDistance = distance
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance, let base = baseDistance, base > 0 else { return }
        currentDistance = distance
        let newScale = distance / base
        if event.timestamp > lastTime { velocity = (newScale - scale) / CGFloat(event.timestamp - lastTime) }
        lastTime = event.timestamp
        switch state {
        case .possible:
            guard abs(newScale - 1) >= 0.05 else { return }
            setScale(newScale)
            state = .began
        case .began, .changed:
            setScale(newScale)
            state = .changed
        default:
            break
        }
    }

    private func setScale(_ value: CGFloat) {
        let base = baseDistance
        scale = value
        baseDistance = base
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        baseDistance = nil
        currentDistance = nil
        scale = 1
        velocity = 0
    }
}
