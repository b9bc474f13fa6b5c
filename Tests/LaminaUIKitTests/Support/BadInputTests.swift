import Foundation
import LaminaUIKit
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// UIKit's surfaces given values a careless caller might pass: each works as UIKit documents
/// or stops with a message naming the problem, never a bare trap.
@Suite struct BadInputTests {
    func rgba(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    /// Apple: on iOS 10 and later the components are never clamped (alpha is); values that
    /// are not numbers must still give a colour.
    @Test func hueSaturationAndBrightnessAreNotClampedAndNonFiniteIsZero() {
        #expect(rgba(UIColor(hue: .nan, saturation: .nan, brightness: .nan, alpha: .nan)) == [0, 0, 0, 0])
        #expect(rgba(UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
        #expect(rgba(UIColor(hue: 0.5, saturation: .infinity, brightness: 1, alpha: 1)) == [1, 1, 1, 1])
        // Extended: brightness 2 at saturation 1 gives red 2; saturation 2 gives negative green
        // and blue; the hue wraps round the circle.
        #expect(rgba(UIColor(hue: 0, saturation: 1, brightness: 2, alpha: 2)) == [2, 0, 0, 1])
        #expect(rgba(UIColor(hue: 0, saturation: 2, brightness: 1, alpha: 1)) == [1, -1, -1, 1])
        #expect(rgba(UIColor(hue: -0.5, saturation: 1, brightness: 1, alpha: 1)) == [0, 1, 1, 1])
        #expect(rgba(UIColor(hue: 1e300, saturation: 1, brightness: 1, alpha: 1)).allSatisfy { $0.isFinite })
    }

    @Test func aDynamicColourThatResolvesItselfStopsNamingTheProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var color: UIColor!
            color = UIColor { traits in color.resolvedColor(with: traits) }
            _ = color.cgColor
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("returns or resolves its own colour"))
    }

    @Test func dynamicColoursMayResolveOneAnotherWithinTheLimit() {
        var color = UIColor.red
        for _ in 0..<(LaminaLimits.dynamicColorDepth - 1) {
            let inner = color
            color = UIColor { _ in inner }
        }
        #expect(rgba(color) == [1, 0, 0, 1])
    }

    @Test(arguments: [
        "", "../x", String(repeating: "a", count: 100_000), "@3x", "~ipad", "a\0b", "a\0b.png", "/", ".",
    ])
    func oddImageNamesNameNothing(name: String) {
        #expect(UIImage(named: name) == nil)
    }

    /// A sparse file of 3 GB whose PNG header claims 100,000 × 100,000 pixels: refused from
    /// its header, without reading the file into memory.
    @Test(.enabled(if: !underASanitizer, "a data limit leaves no room for a sanitizer's shadow memory"))
    func anImageFileClaimingAHugeImageIsRefusedInBoundedMemory() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-sparse-\(getpid()).png"
        ).path
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 0x86,
            0xA0,
            0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0,
        ]
        #expect(FileManager.default.createFile(atPath: path, contents: Data(header)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 3_000_000_000)
        try handle.close()
        await #expect(processExitsWith: .success) {
            var limit = rlimit(rlim_cur: 512 << 20, rlim_max: 512 << 20)
            setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lamina-sparse-\(getppid()).png"
            ).path
            exit(UIImage(contentsOfFile: file) == nil ? 0 : 1)
        }
    }

    /// Views drawn while the main screen's scale is at the edges of arithmetic: labels lay out
    /// and draw, image renderers make images or nothing, never a trap. In a child process: the
    /// main screen is shared by every test.
    @Test func viewsDrawAtExtremeScreenScales() async {
        await #expect(processExitsWith: .success) {
            for scale in [1e-9, 1e-300, 0, -1, .nan, .infinity, 1e9, 1e300] as [CGFloat] {
                UIScreen.main.scale = scale
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                label.text = "Hello"
                _ = try? LayerRenderer(scale: 2).image(of: label.layer)
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
                _ = renderer.image { _ in label.draw(CGRect(x: 0, y: 0, width: 10, height: 10)) }
            }
        }
    }
}
