import Foundation
import LaminaGraphics
import Testing

@Suite struct ICCColorSpaceTests {
    /// An ICC profile with a header for `space` and the given tags, built byte by byte.
    func profile(space: String, pcs: String = "XYZ ", tags: [(String, [UInt8])]) -> Data {
        func be32(_ value: UInt32) -> [UInt8] {
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        var header = [UInt8](repeating: 0, count: 128)
        header.replaceSubrange(8..<12, with: be32(0x0210_0000))
        header.replaceSubrange(12..<16, with: Array("mntr".utf8))
        header.replaceSubrange(16..<20, with: Array(space.utf8))
        header.replaceSubrange(20..<24, with: Array(pcs.utf8))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        var table = be32(UInt32(tags.count))
        var body: [UInt8] = []
        var offset = 128 + 4 + tags.count * 12
        for (signature, bytes) in tags {
            table += Array(signature.utf8) + be32(UInt32(offset)) + be32(UInt32(bytes.count))
            let padded = bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        var all = header + table + body
        all.replaceSubrange(0..<4, with: be32(UInt32(all.count)))
        return Data(all)
    }

    func fixed(_ value: CGFloat) -> [UInt8] {
        let raw = UInt32(bitPattern: Int32((value * 65536).rounded()))
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: raw >> $0) }
    }

    func xyz(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> [UInt8] {
        Array("XYZ ".utf8) + [0, 0, 0, 0] + fixed(x) + fixed(y) + fixed(z)
    }

    /// sRGB's parametric curve (type 3).
    var sRGBCurve: [UInt8] {
        Array("para".utf8) + [0, 0, 0, 0, 0, 3, 0, 0]
            + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(fixed)
    }

    /// A profile describing sRGB: its D50-adapted colorants and its curve.
    var sRGBProfile: Data {
        profile(
            space: "RGB ",
            tags: [
                ("rXYZ", xyz(0.4361, 0.2225, 0.0139)), ("gXYZ", xyz(0.3851, 0.7169, 0.0971)),
                ("bXYZ", xyz(0.1431, 0.0606, 0.7141)), ("rTRC", sRGBCurve), ("gTRC", sRGBCurve),
                ("bTRC", sRGBCurve),
            ])
    }

    func sRGBComponents(_ color: CGColor?) -> [CGFloat] {
        guard let srgb = CGColorSpace(name: CGColorSpace.sRGB),
            let converted = color?.converted(to: srgb, intent: .defaultIntent, options: nil)
        else { return [] }
        return converted.components ?? []
    }

    func close(_ actual: [CGFloat], _ expected: [CGFloat], within tolerance: CGFloat = 0.004) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func anSRGBProfileGivesSRGBColors() throws {
        let data = sRGBProfile
        let space = try #require(CGColorSpace(iccData: data as NSData))
        #expect(space.model == .rgb)
        #expect(space.copyICCData() == data)
        #expect(space.iccData.map { $0 as Data } == data)
        let color = CGColor(colorSpace: space, components: [0.2, 0.6, 0.9, 1])
        #expect(close(sRGBComponents(color), [0.2, 0.6, 0.9, 1]))
        #expect(try #require(CGColorSpace(iccProfileData: data as NSData)).model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.copyICCData() == nil)
    }

    @Test func grayProfilesAndSampledCurves() throws {
        // A gray profile with gamma 563/256 (u8Fixed8 2.2): gray 0.5 is luminance 0.2177.
        let gamma = Array("curv".utf8) + [0, 0, 0, 0, 0, 0, 0, 1, 0x02, 0x33]
        let gray = try #require(
            CGColorSpace(iccData: profile(space: "GRAY", tags: [("kTRC", gamma)]) as NSData))
        #expect(gray.model == .monochrome)
        let linearGray = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        let half = try #require(CGColor(colorSpace: gray, components: [0.5, 1]))
        let linear = try #require(half.converted(to: linearGray, intent: .defaultIntent, options: nil))
        #expect(close(linear.components ?? [], [0.2177, 1], within: 0.0005))
        // A sampled curve 0, 0.25, 1: encoded 0.5 is linear 0.25, and back.
        let table = Array("curv".utf8) + [0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0x40, 0x00, 0xFF, 0xFF]
        let sampled = try #require(
            CGColorSpace(iccData: profile(space: "GRAY", tags: [("kTRC", table)]) as NSData))
        let mid = try #require(CGColor(colorSpace: sampled, components: [0.5, 1]))
        let decoded = try #require(mid.converted(to: linearGray, intent: .defaultIntent, options: nil))
        #expect(close(decoded.components ?? [], [0.25, 1], within: 0.0005))
        let back = try #require(decoded.converted(to: sampled, intent: .defaultIntent, options: nil))
        #expect(close(back.components ?? [], [0.5, 1], within: 0.0005))
    }

    @Test func otherProfilesAreRefusedOrReplacedByTheAlternate() throws {
        let cmyk = profile(space: "CMYK", tags: [])
        #expect(CGColorSpace(iccData: cmyk as NSData) == nil)
        #expect(CGColorSpace(iccData: Data("not a profile".utf8) as NSData) == nil)
        let provider = try #require(CGDataProvider(data: cmyk))
        let alternate = try #require(CGColorSpace(name: CGColorSpace.genericCMYK))
        let based = try #require(
            CGColorSpace(iccBasedNComponents: 4, range: nil, profile: provider, alternate: alternate))
        #expect(based.model == .cmyk)
        #expect(based.copyICCData() == cmyk)
        #expect(CGColorSpace(iccBasedNComponents: 4, range: nil, profile: provider, alternate: nil) == nil)
        #expect(
            CGColorSpace(iccBasedNComponents: 3, range: nil, profile: provider, alternate: alternate) == nil)
        let rgb = try #require(CGDataProvider(data: sRGBProfile))
        #expect(
            try #require(CGColorSpace(iccBasedNComponents: 3, range: nil, profile: rgb, alternate: nil)).model
                == .rgb)
    }

    /// The Lab color of a corner of the CMYK lookup table below: paper white, black ink, and
    /// cyan, magenta and yellow inks that darken and tint it.
    static func lab(c: Int, m: Int, y: Int, k: Int) -> [CGFloat] {
        guard k == 0 else { return [0, 0, 0] }
        let (c, m, y) = (CGFloat(c), CGFloat(m), CGFloat(y))
        return [max(0, 100 - 45 * c - 50 * m - 10 * y), -37 * c + 74 * m - 5 * y, -50 * c - 3 * m + 93 * y]
    }

    /// A CMYK printer profile whose A2B0 tag is a 16-bit lookup table (`mft2`) of 2 grid
    /// points a side, from CMYK to Lab.
    var cmykLookupProfile: Data {
        func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        var lut = Array("mft2".utf8) + [0, 0, 0, 0, 4, 3, 2, 0]
        for row in 0..<3 { for column in 0..<3 { lut += fixed(row == column ? 1 : 0) } }
        lut += be16(2) + be16(2)
        for _ in 0..<4 { lut += be16(0) + be16(0xFFFF) }
        // The first input varies slowest. ICC v2's 16-bit Lab: L 0…100 as 0…0xFF00, a* and b*
        // -128…128 as 0…0xFFFF.
        for c in 0...1 {
            for m in 0...1 {
                for y in 0...1 {
                    for k in 0...1 {
                        let lab = Self.lab(c: c, m: m, y: y, k: k)
                        lut += be16(Int((lab[0] * 0xFF00 / 100).rounded()))
                        lut += be16(Int(((lab[1] + 128) * 256).rounded()))
                        lut += be16(Int(((lab[2] + 128) * 256).rounded()))
                    }
                }
            }
        }
        for _ in 0..<3 { lut += be16(0) + be16(0xFFFF) }
        return profile(space: "CMYK", pcs: "Lab ", tags: [("A2B0", lut), ("wtpt", xyz(0.9642, 1, 0.8249))])
    }

    @Test func aCMYKLookupTableProfileConvertsThroughItsTable() throws {
        let cmyk = try #require(CGColorSpace(iccData: cmykLookupProfile as NSData))
        #expect(cmyk.model == .cmyk && cmyk.numberOfComponents == 4)
        var whitePoint: [CGFloat] = [0.9642, 1, 0.8249]
        let labSpace = try #require(
            whitePoint.withUnsafeMutableBufferPointer {
                CGColorSpace(labWhitePoint: $0.baseAddress!, blackPoint: nil, range: nil)
            })
        // Each ink, and a mix between grid points, is the Lab color the table gives it.
        for (ink, expectedLab) in [
            ([0, 0, 0, 0], Self.lab(c: 0, m: 0, y: 0, k: 0)),
            ([1, 0, 0, 0], Self.lab(c: 1, m: 0, y: 0, k: 0)),
            ([0, 1, 0, 0], Self.lab(c: 0, m: 1, y: 0, k: 0)),
            ([0, 0, 0, 1], Self.lab(c: 0, m: 0, y: 0, k: 1)),
            (
                [0.5, 0, 0, 0],
                zip(Self.lab(c: 0, m: 0, y: 0, k: 0), Self.lab(c: 1, m: 0, y: 0, k: 0)).map { ($0 + $1) / 2 }
            ),
        ] as [([CGFloat], [CGFloat])] {
            let color = try #require(CGColor(colorSpace: cmyk, components: ink + [1]))
            let expected = try #require(CGColor(colorSpace: labSpace, components: expectedLab + [1]))
            #expect(close(sRGBComponents(color), sRGBComponents(expected), within: 0.01), "ink \(ink)")
        }
        // Cyan ink is far from paper white: the components reach the table in its scale.
        #expect(sRGBComponents(CGColor(colorSpace: cmyk, components: [1, 0, 0, 0, 1])).first ?? 1 < 0.3)
    }
}
