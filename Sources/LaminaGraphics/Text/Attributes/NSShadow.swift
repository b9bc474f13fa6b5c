import Foundation

/// A shadow drawn behind text: the `.shadow` attribute's value.
///
/// Mirrors UIKit's `NSShadow`. The offset is in the drawing's user space (with UIKit's y-down
/// coordinates, a positive height moves the shadow down), the blur radius in points.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// The shadow's offset from the text; `.zero` by default.
    open var shadowOffset: CGSize = .zero
    /// The blur radius, in points; 0 (a sharp shadow) by default.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor` or `CGColor`; `nil` draws it black at one-third alpha.
    open var shadowColor: Any?

    /// Creates a shadow with the default values: no offset, no blur, the default colour.
    public override init() {
        super.init()
    }

    /// Returns a copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
