import Foundation

/// How ``CGContext/draw(_:in:by:options:)`` maps an image's dynamic range to the context's.
///
/// Mirrors CoreGraphics's `CGToneMapping` (iOS 18), with its raw values. Lamina's contexts and
/// images are standard dynamic range, where every method leaves colors as they are.
public enum CGToneMapping: UInt32, Sendable {
    /// The system's default tone mapping.
    case `default` = 0
    /// Scaling of luminance by the image's own tone-mapping metadata (as in ISO gain maps).
    case imageSpecificLumaScaling = 1
    /// Tone mapping that keeps the reference white of the content.
    case referenceWhiteBased = 2
    /// The tone mapping the ITU recommends (ITU-R BT.2100 and BT.2390).
    case ituRecommended = 3
    /// The tone mapping of OpenEXR's viewers: exposure and gamma.
    case exrGamma = 4
    /// No tone mapping: values are clipped to the context's range.
    case none = 5
}
