import Foundation

/// A finger on the screen: where it is, in which phase, in which view.
///
/// Mirrors UIKit's `UITouch`. Touches are made by ``UIWindow/send(_:)`` (Lamina has no
/// screen), which hit-tests where the finger lands and delivers the touch to that view's
/// `touchesBegan…` methods as UIKit's event dispatch does.
open class UITouch: NSObject {
    /// The phase of a touch. Mirrors UIKit's `UITouch.Phase`, with Apple's raw values.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (indirect pointers).
        case regionEntered = 5
        /// A pointer moved in a region.
        case regionMoved = 6
        /// A pointer left a region.
        case regionExited = 7
    }

    /// The kind of touch. Mirrors UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// An indirect pointer (mouse, trackpad).
        case indirectPointer = 3
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// The number of taps in a row at this place (1 for a single tap).
    open internal(set) var tapCount = 1
    /// When the touch last changed, in seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// The kind of touch: `.direct`.
    open var type: TouchType { .direct }
    /// The view the touch began in (its hit-test view).
    open internal(set) weak var view: UIView?
    /// The window of the touch.
    open internal(set) weak var window: UIWindow?
    /// The pressure of the touch: 0 (no pressure sensing).
    open var force: CGFloat { 0 }
    /// The greatest possible force: 0.
    open var maximumPossibleForce: CGFloat { 0 }
    /// The touch's radius, in points.
    open var majorRadius: CGFloat { 20 }
    /// The tolerance of ``majorRadius``.
    open var majorRadiusTolerance: CGFloat { 5 }
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Where the touch is, in the window's coordinates.
    var windowLocation: CGPoint = .zero
    /// Where it was before the last change, in the window's coordinates.
    var previousWindowLocation: CGPoint = .zero

    /// Creates a touch. An addition to UIKit's API (UIKit makes touches itself).
    public override init() {
        super.init()
    }

    /// Where the touch is, in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// Where the touch was before its last change, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    /// The location with sub-point precision: ``location(in:)``.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location with sub-point precision: ``previousLocation(in:)``.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
