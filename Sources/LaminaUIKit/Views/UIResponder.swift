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
