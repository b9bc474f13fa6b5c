import Foundation

/// How extended-dynamic-range content should be tone mapped (HDR10 or HLG metadata).
///
/// Mirrors QuartzCore's `CAEDRMetadata`. Lamina's output is standard dynamic range, so the
/// metadata is kept (for code that sets it on layers) but never applied, and
/// ``isAvailable`` is false.
public final class CAEDRMetadata: NSObject, NSCopying, @unchecked Sendable {
    /// The kind of metadata, with its values.
    package enum Kind: Equatable {
        case hdr10(minLuminance: Float, maxLuminance: Float, opticalOutputScale: Float)
        case hdr10Info(displayInfo: Data?, contentInfo: Data?, opticalOutputScale: Float)
        case hlg(ambientViewingEnvironment: Data?)
    }

    /// What the metadata holds.
    package let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// HDR10 metadata from the mastering display's luminance range, in nits.
    public class func hdr10(minLuminance: Float, maxLuminance: Float, opticalOutputScale scale: Float)
        -> CAEDRMetadata
    {
        CAEDRMetadata(
            kind: .hdr10(minLuminance: minLuminance, maxLuminance: maxLuminance, opticalOutputScale: scale))
    }

    /// HDR10 metadata from SEI mastering-display and content-light-level messages.
    public class func hdr10(displayInfo: Data?, contentInfo: Data?, opticalOutputScale scale: Float)
        -> CAEDRMetadata
    {
        CAEDRMetadata(
            kind: .hdr10Info(displayInfo: displayInfo, contentInfo: contentInfo, opticalOutputScale: scale))
    }

    /// Metadata for hybrid log-gamma content.
    public class var hlg: CAEDRMetadata { CAEDRMetadata(kind: .hlg(ambientViewingEnvironment: nil)) }

    /// Metadata for hybrid log-gamma content in a given viewing environment.
    public class func hlg(ambientViewingEnvironment data: Data) -> CAEDRMetadata {
        CAEDRMetadata(kind: .hlg(ambientViewingEnvironment: data))
    }

    /// Whether the platform can show EDR content: always false on Lamina.
    public class var isAvailable: Bool { false }

    /// The metadata itself (it is immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
