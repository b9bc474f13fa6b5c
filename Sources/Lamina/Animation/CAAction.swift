import Foundation

/// An object that responds to an event of a layer, such as a property change: usually an
/// animation.
///
/// Mirrors QuartzCore's `CAAction`.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action stops the search for an action, as on Apple's
    /// platforms.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
