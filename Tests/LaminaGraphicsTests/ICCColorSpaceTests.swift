import Foundation
import LaminaGraphics
import Testing

@Suite struct ICCColorSpaceTests {
    /// An ICC profile with a header for `space` and the given tags, built byte by byte.
    func profile(space: String, tags: [(String, [UInt8])]) -> Data {
        func be32(_ value: UInt32) -> [UInt8] {
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        var header = [UInt8](repeating: 0, count: 128)
        header.replaceSubrange(8..<12, with: be32(0x0210_0000))
        header.replaceSubrange(12..<16, with: Array("mntr".utf8))
        header.replaceSubrange(16..<20, with: Array(space.utf8))
        header.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
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
}
