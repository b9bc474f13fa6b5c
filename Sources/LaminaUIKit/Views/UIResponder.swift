import Foundation

/// An abstract interface for responding to and handling events.
///
/// Mirrors UIKit's `UIResponder` for the first-responder protocol: ``becomeFirstResponder()``,
/// ``resignFirstResponder()``, ``isFirstResponder`` and the responder chain's ``next``. There is
/// no event loop and no keyboard: a responder becomes first responder when code asks it to, and
/// the first responder is tracked per thread rather than per window (a view does not need to be
/// in a window to become first responder, as it does on iOS).
open class UIResponder: NSObject {
    /// Creates a responder. Mirrors UIKit's `init()`.
    public override init() {
        super.init()
    }

    // MARK: Interface Builder

    /// Called after the object is loaded from a storyboard or nib. Mirrors UIKit's
    /// `awakeFromNib()`: Lamina loads no nibs, so it is never called; subclasses that set
    /// themselves up in it call their set-up from `init` too.
    open func awakeFromNib() {}

    /// Called when Interface Builder draws the object. Mirrors UIKit's method: never called.
    open func prepareForInterfaceBuilder() {}

    // MARK: Touches

    /// One or more fingers touched the responder's view. Mirrors UIKit's method: the default
    /// passes the touches up the responder chain (``next``).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved. Mirrors UIKit's method: passes them up the responder chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers left the screen. Mirrors UIKit's method: passes them up the responder chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled. Mirrors UIKit's method: passes them up the responder chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Accessibility

    /// Whether assistive technologies treat the object as one element. Mirrors UIKit's
    /// property: false by default (true for labels, buttons and controls, as UIKit's are).
    open var isAccessibilityElement = false
    /// The element's name, as VoiceOver reads it. Mirrors UIKit's property.
    open var accessibilityLabel: String?
    /// What activating the element does. Mirrors UIKit's property.
    open var accessibilityHint: String?
    /// The element's value (a slider's percentage…). Mirrors UIKit's property.
    open var accessibilityValue: String?
    /// What the element is and does. Mirrors UIKit's property.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The element's frame in screen coordinates. Mirrors UIKit's property.
    open var accessibilityFrame: CGRect = .zero
    /// The language the label is spoken in. Mirrors UIKit's property.
    open var accessibilityLanguage: String?
    /// Whether the elements inside are hidden from assistive technologies. Mirrors UIKit's
    /// property.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the element's siblings. Mirrors UIKit's property.
    open var accessibilityViewIsModal = false
    /// Whether the children are read as a group. Mirrors UIKit's property.
    open var shouldGroupAccessibilityChildren = false
    /// The accessibility elements inside, in reading order. Mirrors UIKit's property.
    open var accessibilityElements: [Any]?
    /// The identifier UI tests find the element by. Mirrors UIKit's property.
    open var accessibilityIdentifier: String?
    /// A short label for input (Voice Control). Mirrors UIKit's property.
    open var accessibilityUserInputLabels: [String]!
    /// Whether the element ignores inverted colours. Mirrors UIKit's property.
    open var accessibilityIgnoresInvertColors = false
    /// The element's custom actions. Mirrors UIKit's property.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// The next responder in the chain, or `nil`. Mirrors UIKit's `next`: the base class returns
    /// `nil`; a view returns its view controller or superview.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder. Mirrors UIKit's
    /// `canBecomeFirstResponder`: false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked. Mirrors UIKit's
    /// `canResignFirstResponder`: true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder. Mirrors UIKit's `isFirstResponder`.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Asks the responder to become first responder.
    ///
    /// Mirrors UIKit's `becomeFirstResponder()`: it fails when ``canBecomeFirstResponder`` is
    /// false or when the current first responder refuses to resign; otherwise the current first
    /// responder resigns first.
    /// - Returns: true when the responder is first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponder.current, current !== self {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // A first responder that resigned but did not clear the slot is cleared here.
            if FirstResponder.current === current { FirstResponder.current = nil }
        }
        FirstResponder.current = self
        return true
    }

    /// Gives up first-responder status.
    ///
    /// Mirrors UIKit's `resignFirstResponder()`.
    /// - Returns: true (subclasses return false to refuse).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }
}

/// The first responder of the current thread.
enum FirstResponder {
    private final class Slot {
        weak var responder: UIResponder?
    }

    private static let slot = ThreadLocal { Slot() }

    /// This thread's first responder.
    static var current: UIResponder? {
        get { slot.value.responder }
        set { slot.value.responder = newValue }
    }
}
