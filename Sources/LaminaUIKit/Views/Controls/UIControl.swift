import Foundation

/// The base class of controls: views with states that send actions on events.
///
/// Mirrors UIKit's `UIControl`: ``isEnabled``, ``isHighlighted`` and ``isSelected`` make up
/// ``state``, and may be overridden with observers (`override var isHighlighted: Bool { didSet
/// { … } }`), which run after the control has updated itself for the new state. Actions are
/// `UIAction` closures: `addTarget(_:action:for:)` is not available, because a `#selector`
/// needs the Objective-C runtime.
open class UIControl: UIView {
    private var registered: [(action: UIAction, events: Event)] = []

    /// Creates a control. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The control's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with an action for `.primaryActionTriggered`. Mirrors UIKit's
    /// `init(frame:primaryAction:)`.
    /// - Parameters:
    ///   - frame: The control's frame.
    ///   - primaryAction: The action, or `nil`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control is enabled; true by default. Mirrors UIKit's `isEnabled`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted (pressed); false by default. Mirrors UIKit's
    /// `isHighlighted`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected; false by default. Mirrors UIKit's `isSelected`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// The control's state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``. Mirrors
    /// UIKit's `state`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How the content is placed horizontally; `.center` by default. Mirrors UIKit's
    /// `contentHorizontalAlignment`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How the content is placed vertically; `.center` by default. Mirrors UIKit's
    /// `contentVerticalAlignment`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Called when ``state`` changed, before subclasses' observers run; subclasses update
    /// their appearance here.
    func controlStateDidChange() {}

    // MARK: Actions

    /// Adds an action for events; an action with the same identifier is replaced. Mirrors
    /// UIKit's `addAction(_:for:)`.
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registered.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registered[index] = (action, controlEvents)
        } else {
            registered.append((action, controlEvents))
        }
    }

    /// Removes an action from events; it stays for its other events. Mirrors UIKit's
    /// `removeAction(_:for:)`.
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events it no longer runs for.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier from events. Mirrors UIKit's
    /// `removeAction(identifiedBy:for:)`.
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events it no longer runs for.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registered = registered.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let events = entry.events.subtracting(controlEvents)
            return events.isEmpty ? nil : (entry.action, events)
        }
    }

    /// Runs every action registered for any of `controlEvents`, in the order they were
    /// added. Mirrors UIKit's `sendActions(for:)`.
    /// - Parameter controlEvents: The events that happened.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in registered where !events.isDisjoint(with: controlEvents) {
            sendAction(action)
        }
    }

    /// Runs an action with the control as its sender. Mirrors UIKit's `sendAction(_:)`.
    /// - Parameter action: The action.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// The events that have actions. Mirrors UIKit's `allControlEvents`.
    open var allControlEvents: Event {
        registered.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    // MARK: Tracking touches

    /// Whether the control is following a touch. Mirrors UIKit's `isTracking`.
    open private(set) var isTracking = false

    /// Whether the tracked touch is inside the control (its bounds widened by 70 points, as
    /// UIKit's tolerance for lifting a finger that slid off a control). Mirrors UIKit's
    /// `isTouchInside`.
    open private(set) var isTouchInside = false

    /// A touch began in the control: true to follow it. Mirrors UIKit's method (true by
    /// default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved: true to keep following it. Mirrors UIKit's method.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended. Mirrors UIKit's method.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled. Mirrors UIKit's method.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `touch` is within the control's touch area.
    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
    }

    /// Starts tracking: `.touchDown` (or `.touchDownRepeat`), highlighted. Mirrors UIKit's
    /// implementation for controls.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        isTracking = beginTracking(touch, with: event)
    }

    /// Follows the touch: drag events, highlighted while inside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    /// Ends tracking: `.touchUpInside` (and `.primaryActionTriggered`) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = isInside(touch)
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        sendActions(for: isTouchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
        isTouchInside = false
    }

    /// Cancels tracking: `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }
}
