import Foundation

/// A conversion between two color spaces, for services that convert many colors at once.
///
/// Mirrors CoreGraphics's `CGColorConversionInfo`. Lamina converts as
/// ``CGColor/converted(to:intent:options:)`` does (with Little CMS, relative colorimetric);
/// the options are accepted and ignored.
public final class CGColorConversionInfo: Sendable {
    /// The space colors are converted from.
    package let source: CGColorSpace
    /// The space colors are converted to.
    package let destination: CGColorSpace

    /// Creates a conversion from `src` to `dst`, or returns `nil` when no conversion between
    /// them is allowed.
    ///
    /// As CoreGraphics documents, both spaces must be calibrated: device spaces, pattern
    /// spaces, and spaces that are neither gray, RGB, CMYK, Lab nor XYZ are refused.
    public convenience init?(src: CGColorSpace, dst: CGColorSpace) {
        self.init(optionsSrc: src, dst: dst, options: nil)
    }

    /// Creates a conversion from `src` to `dst` with options (accepted and ignored); `nil` as
    /// ``init(src:dst:)`` says.
    public init?(optionsSrc src: CGColorSpace, dst: CGColorSpace, options: [String: Any]?) {
        guard Self.isCalibrated(src), Self.isCalibrated(dst) else { return nil }
        self.source = src
        self.destination = dst
    }

    private static func isCalibrated(_ space: CGColorSpace) -> Bool {
        guard !space.isDeviceDependent else { return false }
        switch space.model {
        case .monochrome, .rgb, .cmyk, .lab, .XYZ: return true
        case .pattern, .deviceN, .indexed, .unknown: return false
        }
    }

    /// Converts the components (alpha excluded) of one color.
    package func convert(_ components: [CGFloat]) -> [CGFloat]? {
        guard components.count == source.numberOfComponents else { return nil }
        return ColorConversion.convert(components, from: source, to: destination)
    }
}

/// The role of a color space in a list of conversion steps.
///
/// Mirrors CoreGraphics's `CGColorConversionInfoTransformType`.
public enum CGColorConversionInfoTransformType: UInt32, Sendable {
    /// Convert from this space (the first step).
    case transformFromSpace = 0
    /// Convert to this space (the last step).
    case transformToSpace = 1
    /// Apply this space (a step in between).
    case transformApplySpace = 2
}
