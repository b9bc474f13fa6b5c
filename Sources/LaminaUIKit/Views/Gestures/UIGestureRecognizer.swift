import Foundation

/// Recognizes a gesture from the touches of a view and its subviews, then runs its actions.
///
/// Mirrors UIKit's `UIGestureRecognizer` with its state machine: a recognizer starts
/// `.possible`; a discrete gesture (a tap, a swipe) ends `.recognized` (`.ended`) or
/// `.failed`; a continuous one (a pan, a long press) goes `.began`, `.changed`… then `.ended`
/// or `.cancelled`. Actions run on every state but `.possible` and `.failed`. Touches reach
/// recognizers before their view; one that begins or recognizes with ``cancelsTouchesInView``
/// cancels the view's touches, and makes the other recognizers of those touches fail unless the
/// delegate lets them recognize simultaneously. ``require(toFail:)`` holds a recognition until
/// the other recognizer fails.
///
/// Actions are closures (``addTarget(_:)``, ``init(handler:)``): the target-action initializer
/// needs `#selector`, which Linux has not. Subclasses set ``state`` from the `touches…` methods,
/// as with UIKit's `UIGestureRecognizerSubclass`.
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer. Mirrors UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not yet recognized: the default.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A gesture ended (a discrete gesture is recognized).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture recognized: `.ended`.
        public static let recognized = State.ended
    }

    private var handlers: [(UIGestureRecognizer) -> Void] = []
    /// The recognizers that must fail before this one recognizes.
    private var prerequisites: [WeakRecognizer] = []
    /// A recognition held until the prerequisites fail.
    private var pendingState: State?
    /// The touches the recognizer is following.
    var trackedTouches: [UITouch] = []

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the recognizer receives touches; disabling it cancels a gesture in progress.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { state = .cancelled }
        }
    }
    /// Whether a recognized gesture cancels its touches in the view (`touchesCancelled`):
    /// true by default.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails (kept; touches reach the
    /// view at once).
    open var delaysTouchesBegan = false
    /// Whether ended touches reach the view only after the gesture fails (kept).
    open var delaysTouchesEnded = true
    /// The delegate that may stop the gesture or let it recognize with others.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?
    /// Whether the recognizer takes one kind of touch at a time (kept).
    open var requiresExclusiveTouchType = true

    /// The recognizer's state; setting it runs the actions for `.began`, `.changed`, `.ended`
    /// and `.cancelled`.
    open var state: State = .possible {
        didSet { stateDidChange(from: oldValue) }
    }

    /// Creates a recognizer with no action.
    public override init() {
        super.init()
    }

    /// Creates a recognizer that runs `handler` on each change of state. An addition to UIKit's
    /// API, for the target-action pair.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        super.init()
        handlers.append(handler)
    }

    /// Adds an action. An addition to UIKit's API (`addTarget(_:action:)` needs `#selector`).
    open func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every action.
    open func removeAllTargets() {
        handlers.removeAll()
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        prerequisites.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The centroid of the touches, in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        let points = trackedTouches.map { $0.location(in: view) }
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// Where one touch is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            ProgrammerError.stop(
                "UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) beyond \(numberOfTouches) touches"
            )
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The number of touches the recognizer follows.
    open var numberOfTouches: Int { trackedTouches.count }

    /// Clears the recognizer's state after a gesture: subclasses reset their own. Called by the
    /// system when the touches end; do not call it.
    open func reset() {}

    /// Tells the recognizer to ignore a touch.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer may stop `preventedGestureRecognizer` by recognizing: true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may stop this one by recognizing: true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Touches began. Subclasses override it (and call `super`) to follow them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where !trackedTouches.contains(where: { $0 === touch }) {
            trackedTouches.append(touch)
        }
    }

    /// Touches moved. Subclasses override it.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches ended. Subclasses override it (and call `super`).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches were cancelled: the gesture is cancelled or fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    // MARK: State changes

    /// Whether the recognizer is still waiting on a prerequisite that has not failed.
    private var waitsForPrerequisites: Bool {
        let others =
            prerequisites.compactMap(\.recognizer)
            + (TouchDispatch.current?.recognizers ?? []).filter {
                $0 !== self && delegate?.gestureRecognizer(self, shouldRequireFailureOf: $0) == true
            }
        return others.contains { $0.state != .failed }
    }

    private func stateDidChange(from oldValue: State) {
        guard state != oldValue else { return }
        // Beginning or recognizing asks the delegate, then waits for prerequisites.
        if oldValue == .possible, state == .began || state == .ended {
            if delegate?.gestureRecognizerShouldBegin(self) == false
                || view?.gestureRecognizerShouldBegin(self) == false
            {
                state = .failed
                return
            }
            if waitsForPrerequisites {
                pendingState = state
                state = .possible
                return
            }
            GestureArena.recognizerDidBegin(self)
        }
        if state == .failed { GestureArena.recognizerDidFail(self) }
        switch state {
        case .began, .changed, .ended, .cancelled:
            for handler in handlers { handler(self) }
        case .possible, .failed:
            break
        }
    }

    /// A prerequisite changed: a held recognition happens when all failed, and is dropped when
    /// one recognized.
    func prerequisiteDidChange() {
        guard let pending = pendingState else { return }
        let others = (TouchDispatch.current?.recognizers ?? []).filter { requiresFailure(of: $0) }
        if others.contains(where: { $0.state == .began || $0.state == .ended }) {
            pendingState = nil
            state = .failed
        } else if !waitsForPrerequisites {
            pendingState = nil
            state = pending
        }
    }

    /// Whether this recognizer waits for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        prerequisites.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
    }

    /// After the touches end, first: a recognizer still undecided (and not holding a
    /// recognition) fails, which lets those waiting for it recognize.
    func failIfUndecided() {
        if state == .possible, pendingState == nil { state = .failed }
    }

    /// After the touches end, last: a held recognition is settled, a recognizer still possible
    /// fails, then it resets.
    func finishGesture() {
        if pendingState != nil { prerequisiteDidChange() }
        if state == .possible { state = .failed }
        pendingState = nil
        reset()
        trackedTouches.removeAll()
        // Back to possible: no action runs for it.
        if state != .possible { state = .possible }
    }

    private struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }
}
