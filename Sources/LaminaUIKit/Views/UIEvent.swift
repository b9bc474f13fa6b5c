import Foundation

/// An object that describes a single user interaction with your app.
///
/// Mirrors UIKit's `UIEvent` as far as headless views need it: the parameter of
/// `UIView.hitTest(_:with:)` and `point(inside:with:)`. Lamina has no event loop, so nothing
/// delivers events; you may create one to pass to those methods, or pass `nil`.
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

    /// When the event happened, in seconds of the media clock. Mirrors UIKit's `timestamp`.
    open var timestamp: TimeInterval { 0 }
}
