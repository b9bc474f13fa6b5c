import Foundation

/// Recognizes fingers dragged across the view: a continuous gesture.
///
/// Mirrors UIKit's `UIPanGestureRecognizer`: it begins when the fingers have moved 10 points
/// (UIKit's hysteresis), reports each move as `.changed`, and ends when they lift.
/// ``translation(in:)`` is measured from where they went down (until ``setTranslation(_:in:)``
/// resets it), ``velocity(in:)`` from the last two moves.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers: 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers: unlimited by default.
    open var maximumNumberOfTouches = Int.max

    private var origin: CGPoint?
    private var last: (point: CGPoint, time: TimeInterval)?
    private var previous: (point: CGPoint, time: TimeInterval)?

    /// How far the fingers moved since the gesture began (or the translation was last set), in
    /// `view`'s coordinate axes.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let last else { return .zero }
        return delta(from: origin, to: last.point, in: view)
    }

    /// Makes the current translation `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let last else { return }
        let offset = delta(from: .zero, to: translation, in: view, inverse: true)
        origin = CGPoint(x: last.point.x - offset.x, y: last.point.y - offset.y)
    }

    /// The fingers' speed, in points per second in `view`'s axes.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last, let previous, last.time > previous.time else { return .zero }
        let d = delta(from: previous.point, to: last.point, in: view)
        let dt = CGFloat(last.time - previous.time)
        return CGPoint(x: d.x / dt, y: d.y / dt)
    }

    /// A window-space movement in `view`'s axes (or back).
    private func delta(from a: CGPoint, to b: CGPoint, in view: UIView?, inverse: Bool = false) -> CGPoint {
        guard let view, let window = view.window else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        if inverse {
            let p = window.convert(b, from: view)
            let o = window.convert(a, from: view)
            return CGPoint(x: p.x - o.x, y: p.y - o.y)
        }
        let p = view.convert(b, from: window)
        let o = view.convert(a, from: window)
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let point = location(in: nil)
        if origin == nil { origin = point }
        last = (point, event.timestamp)
        if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        previous = last
        last = (point, event.timestamp)
        switch state {
        case .possible:
            guard let origin, numberOfTouches >= minimumNumberOfTouches else { return }
            if hypot(point.x - origin.x, point.y - origin.y) >= 10 { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        if let last, last.point != point {
            previous = last
            self.last = (point, event.timestamp)
        }
        let remaining = trackedTouches.filter { touch in !touches.contains(touch) }
        switch state {
        case .began, .changed:
            if remaining.count < minimumNumberOfTouches { state = .ended }
        case .possible:
            if remaining.isEmpty { state = .failed }
        default:
            break
        }
    }

    open override func reset() {
        origin = nil
        last = nil
        previous = nil
    }
}
