import Foundation
import LaminaUIKit
import Testing

/// A view that records the touches it is sent, in its own coordinates.
private final class RecordingView: UIView {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first!.location(in: self)
        log.append("began \(Int(point.x)),\(Int(point.y))")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first!.location(in: self)
        log.append("ended \(Int(point.x)),\(Int(point.y))")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled")
    }
}

@Suite struct TouchDeliveryTests {
    func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.isHidden = false
        return window
    }

    @Test func aTapReachesTheButtonUnderItInsideATransformedSuperview() {
        let window = window()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // centred at (100, 100)
        window.addSubview(container)
        let left = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIButton(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        container.addSubview(left)
        container.addSubview(right)
        var taps: [String] = []
        left.addAction(UIAction { _ in taps.append("left") }, for: .touchUpInside)
        right.addAction(UIAction { _ in taps.append("right") }, for: .touchUpInside)
        // The container shows at (50, 50)–(150, 150): its right half starts at x = 100.
        window.send(.tap(at: CGPoint(x: 120, y: 70)))
        #expect(taps == ["right"])
        window.send(.tap(at: CGPoint(x: 60, y: 70)))
        #expect(taps == ["right", "left"])
        window.send(.tap(at: CGPoint(x: 20, y: 20)))
        #expect(taps == ["right", "left"])
        #expect(!left.isHighlighted && !right.isHighlighted)
    }

    @Test func aDragOffAControlEndsOutsideAndDraggingBackSendsEnterAndExit() {
        let window = window()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(button)
        var events: [String] = []
        for (name, event) in [
            ("down", UIControl.Event.touchDown), ("exit", .touchDragExit), ("upInside", .touchUpInside),
            ("upOutside", .touchUpOutside),
        ] {
            button.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        window.send(.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 250, y: 30)))
        #expect(events == ["down", "exit", "upOutside"])
    }

    @Test func viewsGetTheirTouchesInOrderInTheirCoordinates() {
        let window = window()
        let view = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        window.send(.drag(from: CGPoint(x: 110, y: 120), to: CGPoint(x: 150, y: 120), steps: 2))
        #expect(view.log == ["began 10,20", "moved", "moved", "ended 50,20"])
    }

    @Test func aTapRecognizerRecognizesAndCancelsTheViewsTouches() {
        let window = window()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(tap)
        window.send(.tap(at: CGPoint(x: 50, y: 50)))
        #expect(states == [.ended])
        #expect(view.log == ["began 50,50", "cancelled"])
        #expect(tap.state == .possible)
        // A finger that moves 20 points is no tap.
        view.log = []
        window.send(.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 70, y: 50), duration: 0.1, steps: 2))
        #expect(states == [.ended])
        #expect(view.log.last?.hasPrefix("ended") == true)
    }

    @Test func aPanReportsItsTranslationAndVelocity() {
        let window = window()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var log: [(UIGestureRecognizer.State, CGPoint)] = []
        let pan = UIPanGestureRecognizer()
        pan.addTarget { recognizer in
            log.append((recognizer.state, (recognizer as! UIPanGestureRecognizer).translation(in: view)))
        }
        view.addGestureRecognizer(pan)
        window.send(.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 70), duration: 0.5, steps: 10))
        #expect(log.first?.0 == .began)
        #expect(log.last?.0 == .ended)
        #expect(log.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
        let end = log.last!.1
        #expect(abs(end.x - 100) < 0.01 && abs(end.y - 50) < 0.01)
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let window = window()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var fired: [String] = []
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        window.send(.tap(at: CGPoint(x: 40, y: 40), count: 2))
        #expect(fired == ["double"])
        window.send(.tap(at: CGPoint(x: 40, y: 40)))
        #expect(fired == ["double", "single"])
    }

    @Test func longPressSwipeAndPinch() {
        let window = window()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var fired: [String] = []
        let press = UILongPressGestureRecognizer { if $0.state == .began { fired.append("press") } }
        let swipe = UISwipeGestureRecognizer { _ in fired.append("swipe") }
        var scale: CGFloat = 0
        let pinch = UIPinchGestureRecognizer { scale = ($0 as! UIPinchGestureRecognizer).scale }
        for recognizer in [press, swipe, pinch] as [UIGestureRecognizer] {
            view.addGestureRecognizer(recognizer)
        }
        window.send(.tap(at: CGPoint(x: 50, y: 50)))
        #expect(fired.isEmpty)
        window.send(.longPress(at: CGPoint(x: 50, y: 50), duration: 0.8))
        #expect(fired == ["press"])
        window.send(.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2))
        #expect(fired == ["press", "swipe"])
        window.send(.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 20, y: 100), duration: 0.2))
        #expect(fired == ["press", "swipe"])
        window.send(.pinch(center: CGPoint(x: 150, y: 150), from: 50, to: 100))
        #expect(abs(scale - 2) < 0.01)
    }
}
