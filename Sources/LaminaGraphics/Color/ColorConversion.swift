import CLaminaColor
import Foundation

/// Converts color components between color spaces with Little CMS, through each space's
/// profile (``CGColorSpace/colorProfile``).
///
/// Two kinds of space have no profile and are converted around one: a Lab space made from a
/// white point (its components become XYZ relative to that white with Little CMS's
/// `cmsLab2XYZ`, adapted to D50 with its Bradford transform, then converted as XYZ), and the
/// generic and device CMYK spaces, for which Linux has no profile (converted as the
/// complement of sRGB scaled by the black, no ink model).
package enum ColorConversion {
    /// `components` (alpha excluded) of a color in `source`, converted to `destination` with
    /// `intent`; `nil` when either space cannot take part in a conversion (patterns, DeviceN,
    /// indexed destinations). Components outside 0…1 are clipped to it unless `destination`
    /// has extended range.
    package static func convert(
        _ components: [CGFloat], from source: CGColorSpace, to destination: CGColorSpace,
        intent: CGColorRenderingIntent = .defaultIntent
    ) -> [CGFloat]? {
        if let table = source.definition.indexedTable {
            // An index: look its color up, then convert from the base space.
            guard let first = components.first else { return nil }
            return convert(table.baseComponents(at: first), from: table.base, to: destination, intent: intent)
        }
        guard components.count == source.numberOfComponents,
            let (profile, values) = entering(components, source),
            let (target, leave) = leaving(destination),
            let converted = profile.convert(values, to: target, intent: intent).map(leave)
        else { return nil }
        guard !destination.definition.isExtended else { return converted }
        return converted.map { max(0, min(1, $0)) }
    }

    /// The profile `components` of `space` are converted from, and the components in it.
    private static func entering(_ components: [CGFloat], _ space: CGColorSpace) -> (ColorProfile, [CGFloat])?
    {
        if let profile = space.colorProfile { return (profile, components) }
        let definition = space.definition
        switch space.model {
        case .lab:
            // a* and b* are clipped to the space's range.
            let range = definition.labRange
            let white = definition.labWhitePoint ?? ColorProfile.d50
            var whiteXYZ = cmsCIEXYZ(X: Double(white[0]), Y: Double(white[1]), Z: Double(white[2]))
            var lab = cmsCIELab(
                L: Double(components[0]), a: Double(min(max(components[1], range[0]), range[1])),
                b: Double(min(max(components[2], range[2]), range[3])))
            var xyz = cmsCIEXYZ()
            cmsLab2XYZ(&whiteXYZ, &xyz, &lab)
            let relative = [CGFloat(xyz.X), CGFloat(xyz.Y), CGFloat(xyz.Z)]
            return (ColorProfile.xyz, ColorProfile.adapt(relative, from: white, to: ColorProfile.d50))
        case .cmyk:
            guard let sRGB = CGColorSpace.sharedSRGB.colorProfile else { return nil }
            let k = 1 - components[3]
            return (sRGB, [(1 - components[0]) * k, (1 - components[1]) * k, (1 - components[2]) * k])
        default:
            return nil
        }
    }

    /// The profile colors are converted to for `space`, and what turns its components into
    /// the space's.
    private static func leaving(_ space: CGColorSpace) -> (ColorProfile, ([CGFloat]) -> [CGFloat])? {
        if let profile = space.colorProfile { return (profile, { $0 }) }
        let definition = space.definition
        switch space.model {
        case .lab:
            let white = definition.labWhitePoint ?? ColorProfile.d50
            return (
                ColorProfile.xyz,
                { values in
                    let adapted = ColorProfile.adapt(values, from: ColorProfile.d50, to: white)
                    var whiteXYZ = cmsCIEXYZ(X: Double(white[0]), Y: Double(white[1]), Z: Double(white[2]))
                    var xyz = cmsCIEXYZ(X: Double(adapted[0]), Y: Double(adapted[1]), Z: Double(adapted[2]))
                    var lab = cmsCIELab()
                    cmsXYZ2Lab(&whiteXYZ, &lab, &xyz)
                    return [CGFloat(lab.L), CGFloat(lab.a), CGFloat(lab.b)]
                }
            )
        case .cmyk:
            guard let sRGB = CGColorSpace.sharedSRGB.colorProfile else { return nil }
            return (
                sRGB,
                { rgb in
                    let (r, g, b) = (max(0, min(1, rgb[0])), max(0, min(1, rgb[1])), max(0, min(1, rgb[2])))
                    let k = 1 - max(r, g, b)
                    guard k < 1 else { return [0, 0, 0, 1] }
                    return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k]
                }
            )
        default:
            return nil
        }
    }
}
