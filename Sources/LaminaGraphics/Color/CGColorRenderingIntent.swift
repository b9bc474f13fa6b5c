import Foundation

/// How to map colors between color spaces.
///
/// Mirrors CoreGraphics's `CGColorRenderingIntent`. Lamina accepts every intent and converts
/// colorimetrically with each.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default intent of the context.
    case defaultIntent = 0
    /// Map colors outside the gamut to the nearest color inside it, keeping the white point
    /// of the source.
    case absoluteColorimetric
    /// Map colors relative to the white points of the two spaces.
    case relativeColorimetric
    /// Preserve the visual relationship between colors.
    case perceptual
    /// Preserve saturation.
    case saturation
}
