import Foundation

// Color spaces made from ICC profiles: Lamina reads the matrix/TRC model of RGB and gray
// display profiles (ICCProfile), and keeps the profile's bytes for `copyICCData()`.
extension CGColorSpace {
    /// Creates a color space from an ICC profile: `data` is a `Data`, `NSData` or a
    /// ``CGDataProvider`` of the profile's bytes.
    ///
    /// Mirrors CoreGraphics's initializer (`CGColorSpaceCreateWithICCData`). Lamina reads the
    /// profiles of RGB and gray displays (ICC versions 2 and 4): an RGB profile's colorants and
    /// per-channel tone curves (parametric curves, gammas and sampled tables; sRGB's curve is
    /// recognised), a gray profile's tone curve. It returns `nil` for other profiles (CMYK,
    /// Lab, lookup-table-only profiles) and for data that is not a profile. The space keeps
    /// the bytes: ``copyICCData()`` returns them.
    public convenience init?(iccData data: CFTypeRef) {
        let bytes: Data
        switch data {
        case let value as NSData: bytes = value as Data
        case let value as CGDataProvider:
            guard let contents = value.data else { return nil }
            bytes = contents
        default:
            guard let value = data as? Data else { return nil }
            bytes = value
        }
        guard let profile = ICCProfile(bytes) else { return nil }
        self.init(name: nil, definition: profile.definition, iccProfile: bytes)
    }

    /// Creates a color space from ICC profile data; see ``init(iccData:)``.
    ///
    /// Mirrors CoreGraphics's deprecated initializer (`CGColorSpaceCreateWithICCProfile`).
    public convenience init?(iccProfileData data: CFData) {
        self.init(iccData: data)
    }

    /// Creates a color space from an ICC profile with `nComponents` components, or `alternate`
    /// when Lamina cannot read the profile.
    ///
    /// Mirrors CoreGraphics's initializer (`CGColorSpaceCreateICCBased`). The profile is read
    /// as ``init(iccData:)`` reads it; when it cannot be, the space is `alternate`'s, which
    /// must have `nComponents` components (CoreGraphics uses the alternate space where it
    /// cannot use the profile). Returns `nil` when `nComponents` is not 1, 3 or 4 or differs
    /// from the profile's header, and when neither the profile nor an alternate can be used.
    /// `range` (the components' minimum and maximum, in pairs) is accepted and not used:
    /// components are clipped as the space's model clips them.
    public convenience init?(
        iccBasedNComponents nComponents: Int, range: UnsafePointer<CGFloat>?, profile: CGDataProvider,
        alternate: CGColorSpace?
    ) {
        guard [1, 3, 4].contains(nComponents), let bytes = profile.data else { return nil }
        if let declared = ICCProfile.componentCount(bytes), declared != nComponents { return nil }
        if let read = ICCProfile(bytes) {
            self.init(name: nil, definition: read.definition, iccProfile: bytes)
        } else if let alternate, alternate.numberOfComponents == nComponents {
            self.init(
                name: alternate.name, definition: alternate.definition, base: alternate.baseColorSpace,
                isDevice: alternate.isDeviceDependent, iccProfile: bytes)
        } else {
            return nil
        }
    }

    /// The ICC profile the space was made from; see ``copyICCData()``.
    ///
    /// Mirrors CoreGraphics's deprecated property.
    public var iccData: CFData? { iccProfile.map { $0 as NSData } }
}
