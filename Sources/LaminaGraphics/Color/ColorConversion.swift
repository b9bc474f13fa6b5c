import Foundation

/// Converts color components between color spaces through CIE XYZ relative to D50 (the ICC
/// profile connection space), with each space's transfer function and primaries.
package enum ColorConversion {
    typealias XYZ = (CGFloat, CGFloat, CGFloat)

    /// `components` (alpha excluded) of a color in `source`, converted to `destination`;
    /// `nil` when either space cannot take part in a conversion (patterns, DeviceN, indexed).
    package static func convert(
        _ components: [CGFloat], from source: ColorSpaceDefinition, to destination: ColorSpaceDefinition
    ) -> [CGFloat]? {
        if let table = source.indexedTable {
            // An index: look its color up, then convert from the base space.
            guard let first = components.first else { return nil }
            return convert(table.baseComponents(at: first), from: table.base.definition, to: destination)
        }
        let converted: [CGFloat]
        if source.model == .rgb, destination.model == .rgb, source.hasSamePrimaries(as: destination) {
            // Same primaries: only the transfer functions differ, no matrix rounding.
            converted = components.map { destination.transfer.encode(source.transfer.decode($0)) }
        } else if source.model == .monochrome, destination.model == .monochrome {
            converted = components.map { destination.transfer.encode(source.transfer.decode($0)) }
        } else if source.model == .monochrome, destination.model == .rgb {
            // Gray is neutral: equal linear components keep the destination's white.
            let light = source.transfer.decode(components[0])
            converted = Array(repeating: destination.transfer.encode(light), count: 3)
        } else {
            guard let xyz = toPCS(components, source), let values = fromPCS(xyz, destination) else {
                return nil
            }
            converted = values
        }
        guard !destination.isExtended else { return converted }
        return converted.map { max(0, min(1, $0)) }
    }

    /// The D50 XYZ of components in `space`.
    private static func toPCS(_ c: [CGFloat], _ space: ColorSpaceDefinition) -> XYZ? {
        let white = ColorSpaceDefinition.d50
        switch space.model {
        case .monochrome:
            let y = space.transfer.decode(c[0])
            return (white.0 * y, y, white.2 * y)
        case .rgb:
            guard let matrix = space.rgbToPCS else { return nil }
            return matrix.apply(space.decodeRGB(c))
        case .cmyk:
            // Naive: no ink model, the complement of sRGB scaled by the black.
            let k = 1 - c[3]
            return toPCS([(1 - c[0]) * k, (1 - c[1]) * k, (1 - c[2]) * k], sRGB)
        case .lab:
            // a* and b* are clipped to the space's range; XYZ is relative to its white point,
            // then adapted to D50.
            let range = space.labRange
            let a = min(max(c[1], range[0]), range[1])
            let b = min(max(c[2], range[2]), range[3])
            let labWhite = space.labWhitePoint.map { ($0[0], $0[1], $0[2]) } ?? white
            let fy = (c[0] + 16) / 116
            let fx = fy + a / 500
            let fz = fy - b / 200
            let xyz = (labWhite.0 * labInverse(fx), labWhite.1 * labInverse(fy), labWhite.2 * labInverse(fz))
            guard space.labWhitePoint != nil else { return xyz }
            return ColorMatrix.bradford(from: labWhite, to: white).apply(xyz)
        case .XYZ:
            return (c[0], c[1], c[2])
        case .deviceN, .indexed, .pattern, .unknown:
            return nil
        }
    }

    /// Components in `space` of a D50 XYZ.
    private static func fromPCS(_ xyz: XYZ, _ space: ColorSpaceDefinition) -> [CGFloat]? {
        let white = ColorSpaceDefinition.d50
        switch space.model {
        case .monochrome:
            return [space.transfer.encode(xyz.1)]
        case .rgb:
            guard let matrix = space.rgbToPCS else { return nil }
            return space.encodeRGB(matrix.inverse.apply(xyz))
        case .cmyk:
            guard let rgb = fromPCS(xyz, sRGB) else { return nil }
            let r = max(0, min(1, rgb[0]))
            let g = max(0, min(1, rgb[1]))
            let b = max(0, min(1, rgb[2]))
            let k = 1 - max(r, g, b)
            guard k < 1 else { return [0, 0, 0, 1] }
            return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k]
        case .lab:
            let labWhite = space.labWhitePoint.map { ($0[0], $0[1], $0[2]) } ?? white
            let adapted =
                space.labWhitePoint == nil ? xyz : ColorMatrix.bradford(from: white, to: labWhite).apply(xyz)
            let fx = labForward(adapted.0 / labWhite.0)
            let fy = labForward(adapted.1 / labWhite.1)
            let fz = labForward(adapted.2 / labWhite.2)
            return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
        case .XYZ:
            return [xyz.0, xyz.1, xyz.2]
        case .deviceN, .indexed, .pattern, .unknown:
            return nil
        }
    }

    private static let sRGB = ColorSpaceDefinition.deviceRGB

    private static let labDelta: CGFloat = 6.0 / 29

    private static func labForward(_ t: CGFloat) -> CGFloat {
        t > labDelta * labDelta * labDelta ? cbrt(t) : t / (3 * labDelta * labDelta) + 4.0 / 29
    }

    private static func labInverse(_ t: CGFloat) -> CGFloat {
        t > labDelta ? t * t * t : 3 * labDelta * labDelta * (t - 4.0 / 29)
    }
}
