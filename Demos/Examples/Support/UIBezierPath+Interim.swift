import LaminaUIKit

/// A stand-in for UIKit's `UIBezierPath`, with only what the first seed article uses.
///
/// LaminaUIKit's own `UIBezierPath` is on its way; until it lands, the seed's
/// `UIBezierPath(roundedRect:cornerRadius:).cgPath` compiles against this one (a type of this
/// module hides one of the same name from LaminaUIKit, so nothing breaks when it arrives;
/// delete this file then).
final class UIBezierPath {
    /// The path, as a `CGPath`. Mirrors UIKit's `cgPath`.
    let cgPath: CGPath

    /// A rectangle with circular corners. Mirrors UIKit's `init(roundedRect:cornerRadius:)`
    /// (the radius is at most half the shorter side).
    init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        cgPath = CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }
}
