import Foundation

/// The content headroom CoreGraphics assumes for an HDR image that does not state its own:
/// the ratio of 1000 cd/m², the usual mastering peak of HDR video, to the 203 cd/m² of HDR
/// reference white (ITU-R BT.2408), about 4.93.
///
/// Mirrors CoreGraphics's constant (a `var` there, a constant in Lamina).
public let kCGDefaultHDRImageContentHeadroom: Float = 1000.0 / 203.0

extension CGContext {
    /// The headroom, above standard-dynamic-range white, that HDR content drawn in the context
    /// is tone mapped to; 1 (no headroom) until ``setEDRTargetHeadroom(_:)`` changes it.
    ///
    /// Mirrors CoreGraphics's property (iOS 18). Lamina keeps the value, which saving and
    /// restoring the graphics state leave alone; its contexts hold standard dynamic range, so
    /// drawing does not depend on it.
    public var edrTargetHeadroom: Float { parameters.edrTargetHeadroom }

    /// Sets the headroom HDR content is tone mapped to; returns whether the value was taken.
    ///
    /// Mirrors CoreGraphics's method (iOS 18): the headroom is a ratio to SDR white, so values
    /// below 1, and values that are not finite, are refused (the method returns `false` and the
    /// headroom is unchanged).
    @discardableResult
    public func setEDRTargetHeadroom(_ headroom: Float) -> Bool {
        guard headroom.isFinite, headroom >= 1 else { return false }
        parameters.edrTargetHeadroom = headroom
        return true
    }

    /// Draws an image in a rectangle, mapping its dynamic range to the context's with
    /// `toneMapping`; returns whether the image was drawn.
    ///
    /// Mirrors CoreGraphics's method (iOS 18). Lamina's images and contexts are standard
    /// dynamic range: tone mapping SDR content to an SDR context leaves its colors as they are
    /// whatever the method, so the image is drawn as ``draw(_:in:byTiling:)`` draws it (colors
    /// of other spaces converted to sRGB, values outside 0…1 clipped), and `options`
    /// (CoreGraphics's EXR and ITU tone-mapping keys) are accepted and not used. Returns `false`,
    /// drawing nothing, when `rect` is not finite.
    @discardableResult
    public func draw(
        _ image: CGImage, in rect: CGRect, by toneMapping: CGToneMapping = .default, options: [String: Any]?
    ) -> Bool {
        guard rect.isFiniteRect else { return false }
        draw(image, in: rect)
        return true
    }
}
