import Foundation

/// An object that describes a single user interaction with your app.
///
/// Mirrors UIKit's `UIEvent` for touches: ``UIWindow/send(_:)`` delivers one with its touches
/// to the views they began in; you may also create one to pass to `hitTest(_:with:)` and
/// `point(inside:with:)`, or pass `nil`.
open class UIEvent: NSObject {
    /// The kinds of event. Mirrors UIKit's `UIEvent.EventType`, with Apple's raw values.
    public enum EventType: Int, Sendable {
        /// A touch event.
        case touches = 0
        /// A motion event.
        case motion = 1
        /// A remote-control event.
        case remoteControl = 2
        /// A physical button press.
        case presses = 3
    }

    /// Creates a touch event at time 0. An addition to UIKit's API (UIKit creates events itself).
    public override init() {
        super.init()
    }

    /// The event's type. Mirrors UIKit's `type`: `.touches` here.
    open var type: EventType { .touches }

    /// When the event happened, in seconds. Mirrors UIKit's `timestamp`.
    open internal(set) var timestamp: TimeInterval = 0

    /// The touches of the event.
    var touchSet: Set<UITouch> = []

    /// Every touch of the event. Mirrors UIKit's `allTouches`.
    open var allTouches: Set<UITouch>? { touchSet }

    /// The touches that began in `view`. Mirrors UIKit's method.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view }
    }

    /// The touches in `window`. Mirrors UIKit's method.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet.filter { $0.window === window }
    }

    /// The touches a gesture recognizer receives. Mirrors UIKit's method.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false }
    }
}
