import Foundation

/// The settings of an image renderer: scale, opacity and colour range.
///
/// Mirrors UIKit's `UIGraphicsImageRendererFormat`. Lamina's image contexts are always 8 bits
/// per component sRGB, whatever ``preferredRange`` asks for.
open class UIGraphicsImageRendererFormat: NSObject, NSCopying, @unchecked Sendable {
    /// The colour ranges a renderer may use.
    ///
    /// Mirrors UIKit's `UIGraphicsImageRendererFormat.Range`, with Apple's raw values.
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The device decides (sRGB here).
        case automatic = 0
        /// Extended range (not supported by Lamina: drawn as standard).
        case extended = 1
        /// Standard sRGB range.
        case standard = 2
    }

    /// Pixels per point of the images made. Default: ``UIScreen/main``'s scale. Mirrors
    /// UIKit's `scale`.
    open var scale: CGFloat
    /// Whether the images are opaque: undrawn pixels are black instead of transparent.
    /// Default `false`. Mirrors UIKit's `opaque`.
    open var opaque = false
    /// The colour range asked for. Default `.automatic`. Mirrors UIKit's `preferredRange`.
    open var preferredRange: Range = .automatic
    /// The area the renderer draws, in points; set by the renderer. Mirrors UIKit's
    /// `UIGraphicsRendererFormat.bounds`.
    open internal(set) var bounds: CGRect = .zero

    /// Creates a format at the main screen's scale, transparent. Mirrors UIKit's `init()`.
    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// Creates a format for a trait collection's display scale (the main screen's when it
    /// has none). Mirrors UIKit's `init(for:)`.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The default format: the main screen's scale, transparent. Mirrors UIKit's `default()`.
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The format that suits the device best: the same as ``default()`` here. Mirrors UIKit's
    /// `preferred()`.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// A copy of the format. Mirrors `NSCopying.copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }
}
