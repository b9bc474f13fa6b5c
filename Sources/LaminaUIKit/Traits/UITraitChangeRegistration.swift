import Foundation

/// A registration for trait changes, to unregister later. Mirrors UIKit's
/// `UITraitChangeRegistration` (iOS 17).
public final class UITraitChangeRegistration: Hashable, @unchecked Sendable {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Registrations are equal when they are the same one.
    public static func == (lhs: UITraitChangeRegistration, rhs: UITraitChangeRegistration) -> Bool {
        lhs === rhs
    }

    /// Hashes the registration's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// The registrations of one view or view controller.
final class TraitChangeRegistry {
    private(set) var registrations: [UITraitChangeRegistration] = []

    func add(_ registration: UITraitChangeRegistration) {
        registrations.append(registration)
    }

    func remove(_ registration: UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }

    /// Calls the handlers whose traits changed from `previous` to `current`.
    func notify(_ owner: AnyObject, current: UITraitCollection, previous: UITraitCollection) {
        for registration in registrations where current.differs(from: previous, in: registration.traits) {
            registration.handler(owner, previous)
        }
    }
}
