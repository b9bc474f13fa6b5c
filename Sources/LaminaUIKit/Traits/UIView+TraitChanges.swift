import Foundation

extension UIView {
    /// Calls `handler` with the view and its previous traits whenever one of `traits`
    /// changes. Mirrors UIKit's `registerForTraitChanges(_:handler:)` (iOS 17); write the
    /// handler's first parameter as `(self: Self, previousTraitCollection: UITraitCollection)`
    /// or with the view's class.
    /// - Parameters:
    ///   - traits: The traits to watch, such as `UITraitUserInterfaceStyle.self`.
    ///   - handler: Called after a change, with the view and the traits before it.
    /// - Returns: The registration, for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<View: UIView>(
        _ traits: [UITrait],
        handler: @escaping (_ view: View, _ previousTraitCollection: UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { owner, previous in
            if let view = owner as? View { handler(view, previous) }
        }
        traitRegistry.add(registration)
        return registration
    }

    /// Calls `action` whenever one of `traits` changes. Mirrors UIKit's
    /// `registerForTraitChanges(_:action:)` with a closure in place of a selector.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping () -> Void)
        -> UITraitChangeRegistration
    {
        let registration = UITraitChangeRegistration(traits: traits) { _, _ in action() }
        traitRegistry.add(registration)
        return registration
    }

    /// Stops a registration. Mirrors UIKit's `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistry.remove(registration)
    }
}

extension UIViewController {
    /// Calls `handler` with the controller and its previous traits whenever one of `traits`
    /// changes. Mirrors UIKit's `registerForTraitChanges(_:handler:)` (iOS 17).
    /// - Parameters:
    ///   - traits: The traits to watch.
    ///   - handler: Called after a change, with the controller and the traits before it.
    /// - Returns: The registration, for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<Controller: UIViewController>(
        _ traits: [UITrait],
        handler: @escaping (_ controller: Controller, _ previousTraitCollection: UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { owner, previous in
            if let controller = owner as? Controller { handler(controller, previous) }
        }
        traitRegistry.add(registration)
        return registration
    }

    /// Calls `action` whenever one of `traits` changes. Mirrors UIKit's
    /// `registerForTraitChanges(_:action:)` with a closure in place of a selector.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping () -> Void)
        -> UITraitChangeRegistration
    {
        let registration = UITraitChangeRegistration(traits: traits) { _, _ in action() }
        traitRegistry.add(registration)
        return registration
    }

    /// Stops a registration. Mirrors UIKit's `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistry.remove(registration)
    }
}
