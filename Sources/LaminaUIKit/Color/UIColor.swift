import Foundation
import LaminaGraphics

/// An object that stores colour data and sometimes opacity.
///
/// Mirrors UIKit's `UIColor`. A colour is either fixed — a `CGColor` in a colour space with its
/// components — or dynamic, resolved from the current ``UITraitCollection`` when it is used.
/// As in UIKit (iOS 10 and later), ``init(red:green:blue:alpha:)`` makes colours in the extended
/// sRGB space and ``init(white:alpha:)`` in the extended gray space: components outside 0…1 are
/// kept. Two fixed colours are equal when their colour spaces and components are, so
/// `UIColor.black` (gray) differs from `UIColor(red: 0, green: 0, blue: 0, alpha: 1)` (RGB),
/// exactly as on iOS.
///
/// Lamina renders the light appearance: the system colours resolve to their iOS 17 light
/// values in every trait collection.
open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is made of.
    enum Storage {
        /// A fixed colour.
        case fixed(CGColor)
        /// A colour resolved from traits; `name` identifies system colours for equality.
        case dynamic(name: String?, provider: (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    /// Creates a colour from red, green, blue and alpha components in the extended sRGB colour
    /// space. Mirrors UIKit's `init(red:green:blue:alpha:)`: components are never clamped;
    /// alpha is clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(
            CGColor(
                space: ColorSpaces.extendedSRGB, components: [red, green, blue, ColorSpaces.clamp(alpha)]))
        super.init()
    }

    /// Creates a colour from a grayscale value and alpha in the extended gray colour space.
    /// Mirrors UIKit's `init(white:alpha:)`: `white` is never clamped; alpha is clamped to 0…1.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .fixed(
            CGColor(space: ColorSpaces.extendedGray, components: [white, ColorSpaces.clamp(alpha)]))
        super.init()
    }

    /// Creates a colour from hue, saturation, brightness (each 0…1) and alpha, stored as
    /// extended sRGB. Mirrors UIKit's `init(hue:saturation:brightness:alpha:)`: the hue wraps,
    /// saturation and brightness are not clamped (iOS 10 and later), alpha is clamped to 0…1;
    /// a NaN or infinite component is taken as 0, so any input gives a colour.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
        storage = .fixed(
            CGColor(
                space: ColorSpaces.extendedSRGB, components: [red, green, blue, ColorSpaces.clamp(alpha)]))
        super.init()
    }

    /// Creates a colour from a Core Graphics colour, kept as it is (same space and components).
    /// Mirrors UIKit's `init(cgColor:)`.
    public init(cgColor: CGColor) {
        storage = .fixed(cgColor)
        super.init()
    }

    /// Creates a colour from Display P3 components.
    ///
    /// Mirrors UIKit's `init(displayP3Red:green:blue:alpha:)`: the `cgColor` is in the Display
    /// P3 space, and `getRed(_:green:blue:alpha:)` reads it converted to extended sRGB (P3
    /// colours outside the sRGB gamut give components outside 0…1).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(
            CGColor(space: ColorSpaces.displayP3, components: [red, green, blue, ColorSpaces.clamp(alpha)]))
        super.init()
    }

    /// Creates a colour that asks `dynamicProvider` for its value whenever it is resolved.
    ///
    /// Mirrors UIKit's `init(dynamicProvider:)`. The provider receives the trait collection the
    /// colour is resolved with: ``UITraitCollection/current`` (the light appearance unless set)
    /// when you read ``cgColor`` or draw with the colour.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(name: nil, provider: dynamicProvider)
        super.init()
    }

    /// A dynamic colour with a name that identifies it for equality (system colours).
    init(name: String, provider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(name: name, provider: provider)
        super.init()
    }

    /// Creates a colour from an asset catalog; always `nil` in Lamina.
    ///
    /// Mirrors UIKit's `init(named:)`. Linux has no asset catalogs, so there is nothing to
    /// look the name up in: the initializer returns `nil`, as UIKit does for a name that is
    /// not in the bundle. Code that falls back (`UIColor(named: "Brand") ?? .systemBlue`)
    /// keeps working.
    public convenience init?(named name: String) {
        return nil
    }

    /// Creates a colour from an asset catalog; always `nil` in Lamina, as ``init(named:)``.
    /// Mirrors UIKit's `init(named:in:compatibleWith:)`.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        return nil
    }

    /// The colour as a Core Graphics colour; a dynamic colour is resolved with
    /// ``UITraitCollection/current`` first. Mirrors UIKit's `cgColor`.
    open var cgColor: CGColor {
        switch storage {
        case .fixed(let color): return color
        case .dynamic: return resolvedColor(with: UITraitCollection.current).cgColor
        }
    }

    /// The colour for a trait collection: a fixed colour returns itself, a dynamic one asks its
    /// provider. Mirrors UIKit's `resolvedColor(with:)`.
    ///
    /// A provider may return or resolve other dynamic colours, up to
    /// `LaminaLimits.dynamicColorDepth` deep on one thread; a provider that returns or
    /// resolves its own colour stops the program with a message saying so, instead of
    /// overflowing the stack.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .dynamic(_, let provider) = storage else { return self }
        let depth = Self.resolutionDepth.value
        ProgrammerError.require(
            depth.value < LaminaLimits.dynamicColorDepth,
            "UIColor.resolvedColor(with:): dynamic colours resolved more than \(LaminaLimits.dynamicColorDepth) deep; "
                + "a dynamic provider returns or resolves its own colour (\(description))")
        depth.value += 1
        defer { depth.value -= 1 }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// How many dynamic resolutions are under way on this thread.
    private static let resolutionDepth = ThreadLocal { Box(0) }

    /// Returns the colour with a different alpha (a dynamic colour stays dynamic). Mirrors
    /// UIKit's `withAlphaComponent(_:)`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let color):
            return UIColor(cgColor: color.copy(alpha: ColorSpaces.clamp(alpha)) ?? color)
        case .dynamic(let name, let provider):
            let derived: (UITraitCollection) -> UIColor = { provider($0).withAlphaComponent(alpha) }
            guard let name else { return UIColor(dynamicProvider: derived) }
            return UIColor(name: "\(name) alpha \(alpha)", provider: derived)
        }
    }

    /// Two colours are equal when both are fixed with equal colour spaces and components, or
    /// both are the same system colour. Mirrors UIKit's `isEqual(_:)`; other dynamic colours
    /// are equal only to themselves.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.dynamic(let a?, _), .dynamic(let b?, _)): return a == b
        default: return false
        }
    }

    /// A hash consistent with ``isEqual(_:)``. Mirrors UIKit's `hash`.
    open override var hash: Int {
        switch storage {
        case .fixed(let color): return color.hashValue
        case .dynamic(let name?, _): return name.hashValue
        case .dynamic(nil, _): return ObjectIdentifier(self).hashValue
        }
    }

    /// The colour space and components, as UIKit prints them (`UIExtendedSRGBColorSpace 1 0 0 1`).
    open override var description: String {
        switch storage {
        case .fixed(let color):
            let values = (color.components ?? []).map { String(format: "%g", Double($0)) }.joined(
                separator: " ")
            return "\(ColorSpaces.uiKitName(of: color.colorSpace)) \(values)"
        case .dynamic(let name?, _):
            return "<UIDynamicSystemColor; name = \(name)>"
        case .dynamic(nil, _):
            return "<UIDynamicProviderColor; provider = <closure>>"
        }
    }
}
