import CLamina
import CLaminaColor
import Foundation

/// Matches the pixels of images in other color spaces to sRGB, the space Lamina draws in, with
/// Little CMS, as CoreGraphics color-matches an image to the context it is drawn into.
///
/// An image's space is read from its ICC profile when it has one (an embedded PNG or JPEG
/// profile, ``CGColorSpace/init(iccData:)``), else built from what Lamina knows of the named
/// space (its primaries and transfer curve, as an ICC matrix/TRC profile). Spaces with sRGB's
/// definition, and spaces Lamina cannot describe to Little CMS (HDR curves, gray, CMYK), are
/// drawn as they are. The intent is relative colorimetric, which for the matrix/TRC profiles of
/// displays and photographs is also what perceptual gives.
package enum ImageColorMatching {
    /// A copy of `surface` (Cairo ARGB32, premultiplied) with its pixels, in `space`, matched
    /// to sRGB; `nil` when they are sRGB already or cannot be matched.
    package static func sRGBCopy(of surface: CairoSurface, in space: CGColorSpace) -> CairoSurface? {
        guard surface.format == CAIRO_FORMAT_ARGB32, needsMatching(space),
            let source = profile(for: space)
        else { return nil }
        defer { cmsCloseProfile(source) }
        guard let destination = cmsCreate_sRGBProfile() else { return nil }
        defer { cmsCloseProfile(destination) }
        let format =
            UInt32(littleEndian: 1) == 1 ? LaminaTypeBGRA8Premultiplied : LaminaTypeARGB8Premultiplied
        guard
            let transform = cmsCreateTransform(
                source, format, destination, format, UInt32(INTENT_RELATIVE_COLORIMETRIC),
                UInt32(cmsFLAGS_COPY_ALPHA))
        else { return nil }
        defer { cmsDeleteTransform(transform) }
        guard
            let copy = try? CairoSurface(
                format: CAIRO_FORMAT_ARGB32, width: surface.width, height: surface.height),
            let input = surface.pixels, let output = copy.pixels, copy.stride == surface.stride
        else { return nil }
        let stride = UInt32(surface.stride)
        cmsDoTransformLineStride(
            transform, input, output, UInt32(surface.width), UInt32(surface.height), stride, stride, 0, 0)
        copy.markDirty()
        return copy
    }

    /// Whether pixels in `space` differ from sRGB's meaning of them.
    private static func needsMatching(_ space: CGColorSpace) -> Bool {
        guard space.model == .rgb else { return false }
        if space.iccProfile != nil { return true }
        let definition = space.definition
        return !definition.transfer.isHDR && definition.channelTransfers == nil
            && (definition.transfer != ColorSpaceDefinition.deviceRGB.transfer
                || definition.rgbToPCS != ColorSpaceDefinition.deviceRGB.rgbToPCS)
    }

    /// A Little CMS profile for `space`: its ICC profile, or a matrix/TRC profile built from
    /// its primaries and curve.
    private static func profile(for space: CGColorSpace) -> cmsHPROFILE? {
        if let icc = space.iccProfile {
            return icc.withUnsafeBytes { raw in
                raw.baseAddress.flatMap { cmsOpenProfileFromMem($0, UInt32(raw.count)) }
            }
        }
        let definition = space.definition
        guard let matrix = definition.rgbToPCS?.entries, let curve = toneCurve(definition.transfer) else {
            return nil
        }
        defer { cmsFreeToneCurve(curve) }
        guard let profile = cmsCreateProfilePlaceholder(nil) else { return nil }
        cmsSetProfileVersion(profile, 4.3)
        cmsSetDeviceClass(profile, cmsSigDisplayClass)
        cmsSetColorSpace(profile, cmsSigRgbData)
        cmsSetPCS(profile, cmsSigXYZData)
        var white = cmsCIEXYZ(X: 0.9642, Y: 1, Z: 0.8249)
        var written = cmsWriteTag(profile, cmsSigMediaWhitePointTag, &white) != 0
        // Each primary's XYZ (relative to D50) is a column of the matrix to the PCS.
        for (column, tag) in [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag]
            .enumerated()
        {
            var xyz = cmsCIEXYZ(
                X: Double(matrix[column]), Y: Double(matrix[3 + column]), Z: Double(matrix[6 + column]))
            written = written && cmsWriteTag(profile, tag, &xyz) != 0
        }
        for tag in [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag] {
            written = written && cmsWriteTag(profile, tag, UnsafeMutableRawPointer(curve)) != 0
        }
        guard written else {
            cmsCloseProfile(profile)
            return nil
        }
        return profile
    }

    /// Little CMS's curve for an SDR transfer function; `nil` for HDR curves.
    private static func toneCurve(_ transfer: ColorTransfer) -> OpaquePointer? {
        func parametric(_ type: Int32, _ values: [Double]) -> OpaquePointer? {
            values.withUnsafeBufferPointer { cmsBuildParametricToneCurve(nil, type, $0.baseAddress) }
        }
        switch transfer {
        case .linear: return cmsBuildGamma(nil, 1)
        case .gamma(let gamma): return cmsBuildGamma(nil, Double(gamma))
        // IEC 61966-2-1: Y = ((aX + b)^g) for X ≥ d, else cX.
        case .sRGB: return parametric(4, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])
        // ITU-R BT.709's inverse: Y = ((X + 0.099) / 1.099)^(1/0.45) for X ≥ 0.081, else X / 4.5.
        case .rec709: return parametric(4, [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081])
        case .parametric(let g, let a, let b, let c, let d, let e, let f):
            return parametric(5, [g, a, b, c, d, e, f].map(Double.init))
        case .sampled(let table):
            let values = table.map { Float($0) }
            return values.withUnsafeBufferPointer {
                cmsBuildTabulatedToneCurveFloat(nil, UInt32($0.count), $0.baseAddress)
            }
        case .pq, .hlg: return nil
        }
    }
}
