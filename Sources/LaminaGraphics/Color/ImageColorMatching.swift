import CLamina
import CLaminaColor
import Foundation

/// Matches the pixels of images in other color spaces to sRGB, the space Lamina draws in, with
/// Little CMS, as CoreGraphics color-matches an image to the context it is drawn into.
///
/// An image's space is read from its ICC profile when it has one (an embedded PNG or JPEG
/// profile, ``CGColorSpace/init(iccData:)``), else built from what Lamina knows of the named
/// space (``CGColorSpace/colorProfile``). Spaces with sRGB's definition, HDR spaces, gray and
/// CMYK images are drawn as they are. The intent is relative colorimetric, which for the
/// matrix/TRC profiles of displays and photographs is also what perceptual gives.
package enum ImageColorMatching {
    /// A copy of `surface` (Cairo ARGB32, premultiplied) with its pixels, in `space`, matched
    /// to sRGB; `nil` when they are sRGB already or cannot be matched.
    package static func sRGBCopy(of surface: CairoSurface, in space: CGColorSpace) -> CairoSurface? {
        guard surface.format == CAIRO_FORMAT_ARGB32, needsMatching(space), let source = space.colorProfile,
            let destination = CGColorSpace.sharedSRGB.colorProfile
        else { return nil }
        let format =
            UInt32(littleEndian: 1) == 1 ? LaminaTypeBGRA8Premultiplied : LaminaTypeARGB8Premultiplied
        guard
            let transform = cmsCreateTransformTHR(
                ColorProfile.context, source.handle, format, destination.handle, format,
                UInt32(INTENT_RELATIVE_COLORIMETRIC), UInt32(cmsFLAGS_COPY_ALPHA))
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
        return !definition.transfer.isHDR
            && !(definition.transfer == .sRGB && definition.hasSamePrimaries(as: .deviceRGB))
    }
}
