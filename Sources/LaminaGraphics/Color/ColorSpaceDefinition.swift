import Foundation

/// What Lamina knows of a color space: its model, transfer curve, range and, for RGB, its
/// primaries as a matrix to the profile connection space (CIE XYZ relative to D50, as ICC
/// profiles use). Conversions are Little CMS's, through the profile built from it
/// (``ColorProfile``).
package struct ColorSpaceDefinition: Equatable, Sendable {
    package var model: CGColorSpaceModel
    package var transfer: ColorTransfer = .linear
    /// Whether components may leave 0…1 (conversions into other spaces clip them to it).
    package var isExtended = false
    package var isWideGamut = false
    /// Linear RGB to D50 XYZ, row by row (each column a primary's XYZ); `nil` for other
    /// models.
    package var colorants: [CGFloat]?
    /// The transfer function of each channel of a calibrated RGB space whose channels have
    /// different gammas; `nil` when ``transfer`` applies to every channel.
    package var channelTransfers: [ColorTransfer]?
    /// The white point (CIE XYZ) a Lab space's components are relative to; `nil` for D50.
    package var labWhitePoint: [CGFloat]?
    /// The range of a Lab space's a* and b* components: `[aMin, aMax, bMin, bMax]`.
    package var labRange: [CGFloat] = [-100, 100, -100, 100]
    /// The color table of an indexed space; `nil` for other models.
    package var indexedTable: IndexedColorTable?

    private static let d65: (CGFloat, CGFloat) = (0.3127, 0.3290)

    /// An RGB space from chromaticities, adapted to D50 with the Bradford transform.
    private static func rgb(
        _ transfer: ColorTransfer, red: (CGFloat, CGFloat), green: (CGFloat, CGFloat),
        blue: (CGFloat, CGFloat), white: (CGFloat, CGFloat) = d65, extended: Bool = false, wide: Bool = true
    ) -> ColorSpaceDefinition {
        ColorSpaceDefinition(
            model: .rgb, transfer: transfer, isExtended: extended, isWideGamut: wide,
            colorants: ColorProfile.colorants(white: white, red: red, green: green, blue: blue))
    }

    private static func sRGBPrimaries(_ transfer: ColorTransfer, extended: Bool = false)
        -> ColorSpaceDefinition
    {
        rgb(
            transfer, red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), extended: extended,
            wide: extended)
    }

    private static func p3(_ transfer: ColorTransfer, extended: Bool = false) -> ColorSpaceDefinition {
        rgb(transfer, red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), extended: extended)
    }

    private static func bt2020(_ transfer: ColorTransfer, extended: Bool = false) -> ColorSpaceDefinition {
        rgb(transfer, red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), extended: extended)
    }

    private static func gray(_ transfer: ColorTransfer, extended: Bool = false) -> ColorSpaceDefinition {
        ColorSpaceDefinition(model: .monochrome, transfer: transfer, isExtended: extended)
    }

    /// The device and generic RGB spaces, which Lamina treats as sRGB.
    package static let deviceRGB = sRGBPrimaries(.sRGB)
    /// The device gray space, which Lamina treats as gray with the sRGB curve.
    package static let deviceGray = gray(.sRGB)

    /// The definition of each named space.
    package static let named: [String: ColorSpaceDefinition] = {
        typealias Space = CGColorSpace
        let table: [String: ColorSpaceDefinition] = [
            Space.sRGB: sRGBPrimaries(.sRGB),
            Space.extendedSRGB: sRGBPrimaries(.sRGB, extended: true),
            Space.linearSRGB: sRGBPrimaries(.linear),
            Space.extendedLinearSRGB: sRGBPrimaries(.linear, extended: true),
            Space.genericRGB: sRGBPrimaries(.sRGB),
            Space.genericRGBLinear: sRGBPrimaries(.linear),
            Space.itur_709: sRGBPrimaries(.rec709),
            Space.itur_709_PQ: sRGBPrimaries(.pq),
            Space.itur_709_HLG: sRGBPrimaries(.hlg),
            Space.displayP3: p3(.sRGB),
            Space.extendedDisplayP3: p3(.sRGB, extended: true),
            Space.linearDisplayP3: p3(.linear),
            Space.extendedLinearDisplayP3: p3(.linear, extended: true),
            Space.displayP3_PQ: p3(.pq),
            Space.displayP3_HLG: p3(.hlg),
            Space.dcip3: rgb(
                .gamma(2.6), red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060),
                white: (0.314, 0.351)),
            Space.itur_2020: bt2020(.rec709),
            Space.extendedITUR_2020: bt2020(.rec709, extended: true),
            Space.linearITUR_2020: bt2020(.linear),
            Space.extendedLinearITUR_2020: bt2020(.linear, extended: true),
            Space.itur_2020_sRGBGamma: bt2020(.sRGB),
            Space.itur_2100_PQ: bt2020(.pq),
            Space.itur_2100_HLG: bt2020(.hlg),
            // The deprecated names of the same spaces.
            "kCGColorSpaceITUR_2020_PQ": bt2020(.pq),
            "kCGColorSpaceITUR_2020_HLG": bt2020(.hlg),
            "kCGColorSpaceITUR_2020_PQ_EOTF": bt2020(.pq),
            "kCGColorSpaceDisplayP3_PQ_EOTF": p3(.pq),
            Space.adobeRGB1998: rgb(
                .gamma(563.0 / 256), red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06)),
            Space.rommrgb: rgb(
                .gamma(1.8), red: (0.7347, 0.2653), green: (0.1596, 0.8404), blue: (0.0366, 0.0001),
                white: (0.3457, 0.3585)),
            Space.acescgLinear: rgb(
                .linear, red: (0.713, 0.293), green: (0.165, 0.830), blue: (0.128, 0.044),
                white: (0.32168, 0.33767)),
            Space.coreMedia709: sRGBPrimaries(.gamma(1.961)),
            Space.genericGrayGamma2_2: gray(.gamma(2.2)),
            Space.extendedGray: gray(.gamma(2.2), extended: true),
            Space.linearGray: gray(.linear),
            Space.extendedLinearGray: gray(.linear, extended: true),
            Space.genericCMYK: ColorSpaceDefinition(model: .cmyk),
            Space.genericLab: ColorSpaceDefinition(model: .lab, isExtended: true),
            Space.genericXYZ: ColorSpaceDefinition(model: .XYZ, isExtended: true),
        ]
        return table
    }()

    /// Whether two definitions share primaries.
    package func hasSamePrimaries(as other: ColorSpaceDefinition) -> Bool {
        colorants != nil && colorants == other.colorants && channelTransfers == nil
            && other.channelTransfers == nil
    }

    /// A calibrated RGB space (PDF's CalRGB): components raised to their gammas, then mapped to
    /// XYZ relative to `whitePoint` by `matrix` (CoreGraphics's order, `[Xr Yr Zr Xg Yg Zg Xb Yb
    /// Zb]`), then adapted to D50 with the Bradford transform.
    package static func calibratedRGB(
        whitePoint: [CGFloat], gamma: [CGFloat], matrix: [CGFloat]
    ) -> ColorSpaceDefinition {
        // Each primary's XYZ, adapted to D50, is a column of the matrix.
        var colorants = [CGFloat](repeating: 0, count: 9)
        for primary in 0..<3 {
            let adapted = ColorProfile.adapt(
                Array(matrix[(primary * 3)..<(primary * 3 + 3)]), from: whitePoint, to: ColorProfile.d50)
            (colorants[primary], colorants[3 + primary], colorants[6 + primary]) = (
                adapted[0], adapted[1], adapted[2]
            )
        }
        var definition = ColorSpaceDefinition(model: .rgb, colorants: colorants)
        if gamma[0] == gamma[1], gamma[1] == gamma[2] {
            definition.transfer = gamma[0] == 1 ? .linear : .gamma(gamma[0])
        } else {
            definition.channelTransfers = gamma.map { $0 == 1 ? .linear : .gamma($0) }
        }
        return definition
    }
}
