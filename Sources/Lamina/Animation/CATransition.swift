import LaminaGraphics

/// The kind of a transition.
///
/// Mirrors QuartzCore's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a type from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition.
///
/// Mirrors QuartzCore's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a subtype from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge (the minimum-y edge on iOS).
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated transition between the layer's appearance before and after a change.
///
/// Mirrors QuartzCore's `CATransition`. When added to a layer it captures the layer's subtree
/// as it is at that moment; while it runs, the compositor draws the captured appearance and the
/// current one through the effect of `type` and `subtype`, from `startProgress` to
/// `endProgress`. The key is always ``kCATransition``, as on Apple's platforms.
open class CATransition: CAAnimation {
    /// The kind of transition. Default: `.fade`.
    open var type: CATransitionType = .fade
    /// The direction of movement; `nil` is from the left. Default: `nil`.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1. Default: 0.
    open var startProgress: Float = 0
    /// Where the transition ends, 0…1. Default: 1.
    open var endProgress: Float = 1

    /// The layer's subtree when the transition was added.
    package var snapshot: CALayer?

    /// A copy of the transition.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? CATransition {
            copy.type = type
            copy.subtype = subtype
            copy.startProgress = startProgress
            copy.endProgress = endProgress
            copy.snapshot = snapshot
        }
        return copy
    }

    /// The transition's progress at a local time, or `nil` outside it.
    package func progress(at localTime: CFTimeInterval) -> CGFloat? {
        guard
            case .active(let progress, _) = MediaTiming.phase(
                at: localTime, self, holdsAfterEnd: !isRemovedOnCompletion)
        else { return nil }
        let eased = timingFunction?.value(at: progress) ?? progress
        return CGFloat(startProgress) + (CGFloat(endProgress) - CGFloat(startProgress)) * CGFloat(eased)
    }
}

/// The key every transition is stored under, whatever key it was added with: `"transition"`.
public let kCATransition = "transition"
