import Foundation

/// What Lamina reads of an ICC profile (ICC.1, versions 2 and 4): the matrix/TRC model of RGB
/// and gray display profiles. An RGB profile gives its colorants (`rXYZ`, `gXYZ`, `bXYZ`,
/// relative to D50) and a tone curve per channel (`rTRC`, `gTRC`, `bTRC`); a gray profile a
/// tone curve (`kTRC`). Profiles of other kinds (CMYK, Lab, lookup tables only) are not read.
package struct ICCProfile {
    /// The color space the profile describes, ready for conversions.
    package let definition: ColorSpaceDefinition

    /// Reads `data`; `nil` when it is not an ICC profile or not one of the kinds Lamina reads.
    package init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 132, Self.uint32(bytes, 0) <= bytes.count, Self.tag(bytes, 36) == "acsp",
            Self.tag(bytes, 20) == "XYZ "
        else { return nil }
        var tags: [String: ArraySlice<UInt8>] = [:]
        let count = Int(Self.uint32(bytes, 128))
        guard count <= 1024, 132 + count * 12 <= bytes.count else { return nil }
        for index in 0..<count {
            let entry = 132 + index * 12
            let offset = Int(Self.uint32(bytes, entry + 4))
            let size = Int(Self.uint32(bytes, entry + 8))
            guard offset >= 0, size >= 8, offset + size <= bytes.count else { return nil }
            tags[Self.tag(bytes, entry)] = bytes[offset..<(offset + size)]
        }
        switch Self.tag(bytes, 16) {
        case "RGB ":
            guard let red = tags["rXYZ"].flatMap(Self.xyz), let green = tags["gXYZ"].flatMap(Self.xyz),
                let blue = tags["bXYZ"].flatMap(Self.xyz), let redCurve = tags["rTRC"].flatMap(Self.curve),
                let greenCurve = tags["gTRC"].flatMap(Self.curve),
                let blueCurve = tags["bTRC"].flatMap(Self.curve)
            else { return nil }
            let matrix = ColorMatrix([
                red[0], green[0], blue[0], red[1], green[1], blue[1], red[2], green[2], blue[2],
            ])
            let inverseWhite = matrix.inverse.apply(ColorSpaceDefinition.d50)
            guard inverseWhite.0.isFinite, inverseWhite.1.isFinite, inverseWhite.2.isFinite else {
                return nil
            }
            var definition = ColorSpaceDefinition(model: .rgb, rgbToPCS: matrix)
            if redCurve == greenCurve, greenCurve == blueCurve {
                definition.transfer = redCurve
            } else {
                definition.channelTransfers = [redCurve, greenCurve, blueCurve]
            }
            self.definition = definition
        case "GRAY":
            guard let curve = tags["kTRC"].flatMap(Self.curve) else { return nil }
            self.definition = ColorSpaceDefinition(model: .monochrome, transfer: curve)
        default:
            return nil
        }
    }

    /// The number of color components of the profile's space, read from its header; `nil`
    /// when the header is not an ICC profile's.
    package static func componentCount(_ data: Data) -> Int? {
        let bytes = [UInt8](data.prefix(40))
        guard bytes.count >= 40, tag(bytes, 36) == "acsp" else { return nil }
        switch tag(bytes, 16) {
        case "GRAY": return 1
        case "RGB ", "Lab ", "XYZ ", "YCbr", "Yxy ", "Luv ", "HSV ", "HLS ", "CMY ": return 3
        case "CMYK": return 4
        default: return nil
        }
    }

    /// An `XYZType` tag's first value.
    private static func xyz(_ tag: ArraySlice<UInt8>) -> [CGFloat]? {
        let bytes = Array(tag)
        guard bytes.count >= 20, Self.tag(bytes, 0) == "XYZ " else { return nil }
        return [s15Fixed16(bytes, 8), s15Fixed16(bytes, 12), s15Fixed16(bytes, 16)]
    }

    /// A `curveType` or `parametricCurveType` tag as a transfer function, recognising the sRGB
    /// curve and pure gammas.
    private static func curve(_ tag: ArraySlice<UInt8>) -> ColorTransfer? {
        let bytes = Array(tag)
        guard bytes.count >= 12 else { return nil }
        switch Self.tag(bytes, 0) {
        case "curv":
            let count = Int(uint32(bytes, 8))
            guard 12 + count * 2 <= bytes.count else { return nil }
            if count == 0 { return .linear }
            if count == 1 { return gamma(CGFloat(uint16(bytes, 12)) / 256) }
            let table = (0..<count).map { CGFloat(uint16(bytes, 12 + $0 * 2)) / 65535 }
            guard zip(table, table.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
            return .sampled(table)
        case "para":
            let type = Int(uint16(bytes, 8))
            let counts = [1, 3, 4, 5, 7]
            guard type < counts.count, 12 + counts[type] * 4 <= bytes.count else { return nil }
            let p = (0..<counts[type]).map { s15Fixed16(bytes, 12 + $0 * 4) }
            let g = p[0]
            guard g > 0 else { return nil }
            switch type {
            case 0:
                return gamma(g)
            case 1:
                guard p[1] != 0 else { return nil }
                return .parametric(g: g, a: p[1], b: p[2], c: 0, d: -p[2] / p[1], e: 0, f: 0)
            case 2:
                guard p[1] != 0 else { return nil }
                return .parametric(g: g, a: p[1], b: p[2], c: 0, d: -p[2] / p[1], e: p[3], f: p[3])
            case 3:
                // sRGB's curve, to the precision of the format.
                let sRGB: [CGFloat] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
                if zip(p, sRGB).allSatisfy({ abs($0 - $1) < 0.0005 }) { return .sRGB }
                return .parametric(g: g, a: p[1], b: p[2], c: p[3], d: p[4], e: 0, f: 0)
            default:
                return .parametric(g: g, a: p[1], b: p[2], c: p[3], d: p[4], e: p[5], f: p[6])
            }
        default:
            return nil
        }
    }

    private static func gamma(_ value: CGFloat) -> ColorTransfer? {
        guard value > 0 else { return nil }
        return value == 1 ? .linear : .gamma(value)
    }

    private static func tag(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private static func s15Fixed16(_ bytes: [UInt8], _ offset: Int) -> CGFloat {
        CGFloat(Int32(bitPattern: uint32(bytes, offset))) / 65536
    }
}
