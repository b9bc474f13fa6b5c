import CLaminaColor
import Foundation

/// A Little CMS profile: what a color space's components mean, for conversions between spaces.
///
/// Profiles come from ICC data (any profile Little CMS reads: matrix/TRC and lookup-table
/// profiles, versions 2 and 4, gray, RGB, CMYK, Lab and XYZ) or are built from what Lamina
/// knows of a named or calibrated space (its D50 colorants and transfer curves, or its gray
/// curve). Every profile lives in Lamina's Little CMS context, which knows the curve types of
/// ``ColorTransfer``. A profile keeps the transforms made from it to others.
package final class ColorProfile: @unchecked Sendable {
    /// The `cmsHPROFILE`.
    package let handle: cmsHPROFILE
    /// The color model of the profile's components.
    package let model: CGColorSpaceModel
    /// The number of components of a color.
    package let componentCount: Int
    /// Little CMS's format for one color's components as doubles.
    private let format: UInt32
    /// What a component in 0…1 is multiplied by in that format (CMYK is in percent).
    private let scale: Double
    private let lock = NSLock()
    /// Transforms from this profile, by destination (held weakly: a profile may be freed while
    /// others keep transforms to it) and intent.
    private var transforms: [(destination: Weak, intent: UInt32, handle: cmsHTRANSFORM)] = []

    private final class Weak {
        weak var profile: ColorProfile?
        init(_ profile: ColorProfile) { self.profile = profile }
    }

    /// Lamina's Little CMS context, with the curve types of ``ColorTransfer`` registered.
    /// Little CMS contexts are safe to share between threads.
    nonisolated(unsafe) package static let context: cmsContext? = LaminaColorContext(ColorTransfer.evaluator)

    /// Takes ownership of `handle`; `nil` (the profile closed) when its space is not gray, RGB,
    /// CMYK, Lab or XYZ.
    private init?(handle: cmsHPROFILE) {
        let space = cmsGetColorSpace(handle)
        let formats: [(cmsColorSpaceSignature, CGColorSpaceModel, UInt32, Int, Double)] = [
            (cmsSigGrayData, .monochrome, LaminaTypeGrayDouble, 1, 1),
            (cmsSigRgbData, .rgb, LaminaTypeRGBDouble, 3, 1),
            (cmsSigCmykData, .cmyk, LaminaTypeCMYKDouble, 4, 100),
            (cmsSigLabData, .lab, LaminaTypeLabDouble, 3, 1),
            (cmsSigXYZData, .XYZ, LaminaTypeXYZDouble, 3, 1),
        ]
        guard let entry = formats.first(where: { $0.0 == space }) else {
            cmsCloseProfile(handle)
            return nil
        }
        self.handle = handle
        (model, format, componentCount, scale) = (entry.1, entry.2, entry.3, entry.4)
    }

    deinit {
        for transform in transforms { cmsDeleteTransform(transform.handle) }
        cmsCloseProfile(handle)
    }

    // MARK: Making profiles

    /// The profile in ICC `data`; `nil` when Little CMS cannot read it, its space is not gray,
    /// RGB, CMYK, Lab or XYZ, or colors cannot be converted from it.
    package convenience init?(iccData data: Data) {
        guard data.count >= 132, data.count <= LaminaLimits.iccProfileBytes,
            let handle = data.withUnsafeBytes({ raw in
                raw.baseAddress.flatMap { cmsOpenProfileFromMemTHR(Self.context, $0, UInt32(raw.count)) }
            })
        else { return nil }
        self.init(handle: handle)
        // A profile that cannot take part in a conversion (a device link, an output-only
        // profile, a broken lookup table) is refused here rather than when a color is drawn.
        guard transform(to: Self.xyz, intent: .relativeColorimetric) != nil else { return nil }
    }

    /// The number of components of the space an ICC profile's header names; `nil` when
    /// Little CMS cannot read the header or the space is not one Lamina converts.
    package static func componentCount(ofICCData data: Data) -> Int? {
        guard data.count >= 132, data.count <= LaminaLimits.iccProfileBytes,
            let handle = data.withUnsafeBytes({ raw in
                raw.baseAddress.flatMap { cmsOpenProfileFromMemTHR(context, $0, UInt32(raw.count)) }
            })
        else { return nil }
        return ColorProfile(handle: handle)?.componentCount
    }

    /// A matrix/TRC RGB profile: `colorants` is the matrix from linear RGB to D50 XYZ, row by
    /// row (each column a primary's XYZ), and `curves` the transfer curve of each channel.
    package static func rgb(colorants: [CGFloat], curves: [ColorTransfer]) -> ColorProfile? {
        guard colorants.count == 9, curves.count == 3, let handle = placeholder(cmsSigRgbData) else {
            return nil
        }
        var written = true
        for (column, tag) in [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag]
            .enumerated()
        {
            var xyz = cmsCIEXYZ(
                X: Double(colorants[column]), Y: Double(colorants[3 + column]),
                Z: Double(colorants[6 + column]))
            written = written && cmsWriteTag(handle, tag, &xyz) != 0
        }
        for (curve, tag) in zip(curves, [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag]) {
            written = written && write(curve, to: tag, of: handle)
        }
        guard written else {
            cmsCloseProfile(handle)
            return nil
        }
        return ColorProfile(handle: handle)
    }

    /// A gray profile whose luminance is `curve` of the component.
    package static func gray(_ curve: ColorTransfer) -> ColorProfile? {
        guard let handle = placeholder(cmsSigGrayData) else { return nil }
        guard write(curve, to: cmsSigGrayTRCTag, of: handle) else {
            cmsCloseProfile(handle)
            return nil
        }
        return ColorProfile(handle: handle)
    }

    /// The profile whose components are D50 XYZ.
    package static let xyz: ColorProfile = {
        guard let handle = cmsCreateXYZProfileTHR(context), let profile = ColorProfile(handle: handle) else {
            preconditionFailure("Little CMS cannot make an XYZ profile")
        }
        return profile
    }()

    /// A v4 display profile with D50 media white and no tags but the header's, for a space of
    /// `signature`.
    private static func placeholder(_ signature: cmsColorSpaceSignature) -> cmsHPROFILE? {
        guard let handle = cmsCreateProfilePlaceholder(context) else { return nil }
        cmsSetProfileVersion(handle, 4.3)
        cmsSetDeviceClass(handle, cmsSigDisplayClass)
        cmsSetColorSpace(handle, signature)
        cmsSetPCS(handle, cmsSigXYZData)
        var white = cmsD50_XYZ().pointee
        guard cmsWriteTag(handle, cmsSigMediaWhitePointTag, &white) != 0 else {
            cmsCloseProfile(handle)
            return nil
        }
        return handle
    }

    /// Writes `curve`, as Lamina's curve type, as tag `tag`.
    private static func write(_ curve: ColorTransfer, to tag: cmsTagSignature, of handle: cmsHPROFILE) -> Bool
    {
        let (type, parameter) = curve.curveType
        var parameters = [parameter]
        guard let built = cmsBuildParametricToneCurve(context, type, &parameters) else { return false }
        defer { cmsFreeToneCurve(built) }
        return cmsWriteTag(handle, tag, UnsafeMutableRawPointer(built)) != 0
    }

    // MARK: Colorimetry

    /// The matrix from linear RGB to D50 XYZ of primaries and a white point given as CIE xy
    /// chromaticities, adapted to D50 with the Bradford transform (Little CMS's).
    package static func colorants(
        white: (CGFloat, CGFloat), red: (CGFloat, CGFloat), green: (CGFloat, CGFloat),
        blue: (CGFloat, CGFloat)
    ) -> [CGFloat]? {
        func xyY(_ xy: (CGFloat, CGFloat)) -> cmsCIExyY { cmsCIExyY(x: Double(xy.0), y: Double(xy.1), Y: 1) }
        var whitePoint = xyY(white)
        var primaries = cmsCIExyYTRIPLE(Red: xyY(red), Green: xyY(green), Blue: xyY(blue))
        guard let linear = cmsBuildGamma(context, 1) else { return nil }
        defer { cmsFreeToneCurve(linear) }
        var curves: [OpaquePointer?] = [linear, linear, linear]
        guard let handle = cmsCreateRGBProfileTHR(context, &whitePoint, &primaries, &curves) else {
            return nil
        }
        return ColorProfile(handle: handle)?.colorants
    }

    /// `xyz` seen under `white` adapted to `target` with the Bradford transform (Little
    /// CMS's); `xyz` itself when the white points cannot be used.
    package static func adapt(_ xyz: [CGFloat], from white: [CGFloat], to target: [CGFloat]) -> [CGFloat] {
        var source = cmsCIEXYZ(X: Double(white[0]), Y: Double(white[1]), Z: Double(white[2]))
        var destination = cmsCIEXYZ(X: Double(target[0]), Y: Double(target[1]), Z: Double(target[2]))
        var value = cmsCIEXYZ(X: Double(xyz[0]), Y: Double(xyz[1]), Z: Double(xyz[2]))
        var result = cmsCIEXYZ()
        guard cmsAdaptToIlluminant(&result, &source, &destination, &value) != 0 else { return xyz }
        return [CGFloat(result.X), CGFloat(result.Y), CGFloat(result.Z)]
    }

    /// The D50 white point of the profile connection space.
    package static let d50: [CGFloat] = {
        let white = cmsD50_XYZ().pointee
        return [CGFloat(white.X), CGFloat(white.Y), CGFloat(white.Z)]
    }()

    /// The colorants of an RGB matrix/TRC profile (as ``rgb(colorants:curves:)`` takes them);
    /// `nil` for other profiles.
    package var colorants: [CGFloat]? {
        guard model == .rgb, cmsIsMatrixShaper(handle) != 0 else { return nil }
        var matrix = [CGFloat](repeating: 0, count: 9)
        for (column, tag) in [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag]
            .enumerated()
        {
            guard let xyz = cmsReadTag(handle, tag)?.assumingMemoryBound(to: cmsCIEXYZ.self).pointee else {
                return nil
            }
            (matrix[column], matrix[3 + column], matrix[6 + column]) = (
                CGFloat(xyz.X), CGFloat(xyz.Y), CGFloat(xyz.Z)
            )
        }
        return matrix
    }

    // MARK: Converting

    /// `components` (in 0…1, or beyond for extended spaces; Lab and XYZ as they are) converted
    /// to `destination`'s; `nil` when Little CMS has no transform between the profiles.
    /// Non-finite results become 0.
    package func convert(
        _ components: [CGFloat], to destination: ColorProfile, intent: CGColorRenderingIntent
    ) -> [CGFloat]? {
        guard components.count == componentCount, let transform = transform(to: destination, intent: intent)
        else { return nil }
        var input = components.map { Double($0) * scale }
        var output = [Double](repeating: 0, count: destination.componentCount)
        cmsDoTransform(transform, &input, &output, 1)
        return output.map { $0.isFinite ? CGFloat($0 / destination.scale) : 0 }
    }

    /// The transform to `destination` for `intent`, made the first time it is asked for.
    private func transform(to destination: ColorProfile, intent: CGColorRenderingIntent) -> cmsHTRANSFORM? {
        let lcmsIntent = Self.intent(intent)
        lock.lock()
        defer { lock.unlock() }
        if let kept = transforms.first(where: {
            $0.destination.profile === destination && $0.intent == lcmsIntent
        }) {
            return kept.handle
        }
        // Unoptimized double-precision transforms keep components outside 0…1, as extended
        // spaces need, and do not round through 16-bit tables.
        guard
            let made = cmsCreateTransformTHR(
                Self.context, handle, format, destination.handle, destination.format, lcmsIntent,
                UInt32(cmsFLAGS_NOOPTIMIZE | cmsFLAGS_NOCACHE))
        else { return nil }
        // Transforms to profiles that were freed cannot be asked for again.
        for stale in transforms where stale.destination.profile == nil { cmsDeleteTransform(stale.handle) }
        transforms.removeAll { $0.destination.profile == nil }
        transforms.append((Weak(destination), lcmsIntent, made))
        return made
    }

    /// Little CMS's intent for CoreGraphics's: the default is relative colorimetric.
    private static func intent(_ intent: CGColorRenderingIntent) -> UInt32 {
        switch intent {
        case .defaultIntent, .relativeColorimetric: UInt32(INTENT_RELATIVE_COLORIMETRIC)
        case .absoluteColorimetric: UInt32(INTENT_ABSOLUTE_COLORIMETRIC)
        case .perceptual: UInt32(INTENT_PERCEPTUAL)
        case .saturation: UInt32(INTENT_SATURATION)
        }
    }
}
