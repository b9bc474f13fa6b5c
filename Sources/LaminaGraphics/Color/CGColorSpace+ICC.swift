import Foundation

// Color spaces made from ICC profiles, read by Little CMS (ColorProfile); the space keeps the
// profile's bytes for `copyICCData()`.
extension CGColorSpace {
    /// Creates a color space from an ICC profile: `data` is a `Data`, `NSData` or a
    /// ``CGDataProvider`` of the profile's bytes.
    ///
    /// Mirrors CoreGraphics's initializer (`CGColorSpaceCreateWithICCData`). Little CMS reads
    /// the profile: ICC versions 2 and 4, matrix/TRC and lookup-table profiles of gray, RGB,
    /// CMYK, Lab and XYZ spaces, which colors are then converted through (with the rendering
    /// intent asked for). It returns `nil` for data that is not a profile, for profiles of
    /// other spaces, for profiles colors cannot be converted from (device links, abstract
    /// profiles) and for data larger than `LaminaLimits.iccProfileBytes`. The space keeps the
    /// bytes: ``copyICCData()`` returns them.
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
        guard let profile = ColorProfile(iccData: bytes) else { return nil }
        self.init(name: nil, definition: Self.definition(of: profile), iccProfile: bytes)
        profileSlot.preset(profile)
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
        if let declared = ColorProfile.componentCount(ofICCData: bytes), declared != nComponents {
            return nil
        }
        if let read = ColorProfile(iccData: bytes) {
            self.init(name: nil, definition: Self.definition(of: read), iccProfile: bytes)
            profileSlot.preset(read)
        } else if let alternate, alternate.numberOfComponents == nComponents {
            self.init(
                name: alternate.name, definition: alternate.definition, base: alternate.baseColorSpace,
                isDevice: alternate.isDeviceDependent, iccProfile: bytes)
        } else {
            return nil
        }
    }

    /// What Lamina keeps of a profile beside it: its model, and an RGB matrix/TRC profile's
    /// colorants (for its linear variant).
    private static func definition(of profile: ColorProfile) -> ColorSpaceDefinition {
        ColorSpaceDefinition(model: profile.model, colorants: profile.colorants)
    }

    /// The ICC profile the space was made from; see ``copyICCData()``.
    ///
    /// Mirrors CoreGraphics's deprecated property.
    public var iccData: CFData? { iccProfile.map { $0 as NSData } }
}
