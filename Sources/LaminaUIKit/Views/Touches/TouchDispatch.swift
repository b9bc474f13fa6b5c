import Foundation

/// Delivers a touch sequence to a window as UIKit's event dispatch does: each finger is
/// hit-tested where it lands; its touch goes to the gesture recognizers of that view and its
/// ancestors, then to the view's `touches…` methods (up the responder chain by default), until
/// a recognizer that cancels touches in the view recognizes.
final class TouchDispatch {
    /// The dispatch running on this thread, for recognizers to coordinate through.
    private static let slot = ThreadLocal { Holder() }
    static var current: TouchDispatch? {
        get { slot.value.dispatch }
        set { slot.value.dispatch = newValue }
    }

    private final class Holder {
        var dispatch: TouchDispatch?
    }

    let window: UIWindow
    let event = UIEvent()
    /// The touches by finger.
    private var touches: [Int: UITouch] = [:]
    /// Touches whose view was sent `touchesCancelled`: they reach the view no more.
    private var cancelledInView: Set<ObjectIdentifier> = []
    /// Every recognizer that received touches, in the order it first did.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// Where and when each finger last began, for counting taps.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    init(window: UIWindow) {
        self.window = window
    }

    func run(_ sequence: TouchSequence) {
        let previous = Self.current
        Self.current = self
        defer { Self.current = previous }
        let start = CACurrentMediaTime()
        for frame in sequence.frames {
            deliver(frame, at: start + frame.time)
        }
        // Fingers never lifted are cancelled.
        let remaining = Set(touches.values)
        if !remaining.isEmpty {
            for touch in remaining { touch.phase = .cancelled }
            send(remaining, phase: .cancelled)
            touches.removeAll()
        }
        for recognizer in recognizers { recognizer.failIfUndecided() }
        for recognizer in recognizers { recognizer.finishGesture() }
    }

    private func deliver(_ frame: TouchSequence.Frame, at time: TimeInterval) {
        event.timestamp = time
        var began: Set<UITouch> = []
        var moved: Set<UITouch> = []
        var ended: Set<UITouch> = []
        for finger in frame.fingers {
            if let touch = touches[finger.id] {
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = finger.location
                touch.timestamp = time
                touch.phase =
                    finger.lifts
                    ? .ended : (touch.previousWindowLocation == finger.location ? .stationary : .moved)
                if finger.lifts {
                    ended.insert(touch)
                    touches[finger.id] = nil
                } else {
                    moved.insert(touch)
                }
            } else {
                let touch = makeTouch(at: finger.location, time: time)
                touches[finger.id] = touch
                began.insert(touch)
                if finger.lifts {
                    // Down and up at once: begins, then ends in the same frame.
                    touches[finger.id] = nil
                }
            }
        }
        event.touchSet = Set(touches.values).union(began).union(ended)
        if !began.isEmpty { send(began, phase: .began) }
        if !moved.isEmpty { send(moved, phase: .moved) }
        let lifting = began.filter { $0.phase == .began && !touches.values.contains($0) }
        for touch in lifting { touch.phase = .ended }
        ended.formUnion(lifting)
        if !ended.isEmpty { send(ended, phase: .ended) }
    }

    private func makeTouch(at location: CGPoint, time: TimeInterval) -> UITouch {
        let touch = UITouch()
        touch.window = window
        touch.windowLocation = location
        touch.previousWindowLocation = location
        touch.timestamp = time
        touch.phase = .began
        // Taps within 0.35 s and 20 points of the last one count up.
        if let last = lastTap, time - last.time < 0.35,
            hypot(location.x - last.location.x, location.y - last.location.y) < 20
        {
            touch.tapCount = last.count + 1
        }
        lastTap = (location, time, touch.tapCount)
        touch.view = window.hitTest(location, with: event)
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
                    continue
                }
                recognizers.append(recognizer)
                if !self.recognizers.contains(where: { $0 === recognizer }) {
                    self.recognizers.append(recognizer)
                }
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
        return touch
    }

    /// Sends touches of one phase to their recognizers, then to their views.
    private func send(_ touches: Set<UITouch>, phase: UITouch.Phase) {
        for recognizer in recognizers {
            let mine = touches.filter { $0.gestureRecognizers?.contains { $0 === recognizer } ?? false }
            guard !mine.isEmpty, recognizer.isEnabled,
                recognizer.state != .failed, recognizer.state != .cancelled
            else { continue }
            // A recognizer that ended gets no more touches of this gesture.
            if recognizer.state == .ended { continue }
            switch phase {
            case .began: recognizer.touchesBegan(mine, with: event)
            case .moved, .stationary: recognizer.touchesMoved(mine, with: event)
            case .ended: recognizer.touchesEnded(mine, with: event)
            default: recognizer.touchesCancelled(mine, with: event)
            }
        }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        // Views hear of moves, not of fingers held still (recognizers do, for the time).
        for touch in touches
        where !cancelledInView.contains(ObjectIdentifier(touch)) && touch.phase != .stationary {
            guard let view = touch.view else { continue }
            byView[ObjectIdentifier(view), default: (view, [])].1.insert(touch)
        }
        for (view, viewTouches) in byView.values {
            switch phase {
            case .began: view.touchesBegan(viewTouches, with: event)
            case .moved, .stationary: view.touchesMoved(viewTouches, with: event)
            case .ended: view.touchesEnded(viewTouches, with: event)
            default: view.touchesCancelled(viewTouches, with: event)
            }
        }
        if phase == .ended || phase == .cancelled {
            for touch in touches { cancelledInView.remove(ObjectIdentifier(touch)) }
        }
    }

    /// A recognizer began or recognized: the others on its touches fail unless allowed to
    /// recognize with it, and its touches are cancelled in their views.
    func recognizerDidBegin(_ winner: UIGestureRecognizer) {
        for other in recognizers where other !== winner && other.state == .possible {
            let shared = other.trackedTouches.contains { touch in
                winner.trackedTouches.contains { $0 === touch }
            }
            guard shared || other.trackedTouches.isEmpty else { continue }
            if other.requiresFailure(of: winner) {
                other.prerequisiteDidChange()
                continue
            }
            let simultaneous =
                winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
            if !simultaneous, winner.canPrevent(other), other.canBePrevented(by: winner) {
                other.state = .failed
            }
        }
        guard winner.cancelsTouchesInView else { return }
        let toCancel = winner.trackedTouches.filter { !cancelledInView.contains(ObjectIdentifier($0)) }
        for touch in toCancel { cancelledInView.insert(ObjectIdentifier(touch)) }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        for touch in toCancel {
            guard let view = touch.view else { continue }
            byView[ObjectIdentifier(view), default: (view, [])].1.insert(touch)
        }
        for (view, touches) in byView.values { view.touchesCancelled(touches, with: event) }
    }

    /// A recognizer failed: those waiting for it may recognize.
    func recognizerDidFail(_ failed: UIGestureRecognizer) {
        for other in recognizers where other.requiresFailure(of: failed) {
            other.prerequisiteDidChange()
        }
    }
}

/// Where recognizers tell the running dispatch what happened to them.
enum GestureArena {
    static func recognizerDidBegin(_ recognizer: UIGestureRecognizer) {
        TouchDispatch.current?.recognizerDidBegin(recognizer)
    }

    static func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        TouchDispatch.current?.recognizerDidFail(recognizer)
    }
}
