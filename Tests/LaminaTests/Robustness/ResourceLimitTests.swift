import Foundation
import Lamina
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Input that claims more than Lamina will make, and values at the edge of arithmetic: each is
/// refused before allocation or drawn within a bound, never a trap.
@Suite struct ResourceLimitTests {
    /// Limits the child process's heap and anonymous mappings, so that a test fails if the code
    /// under test allocates what the input claims instead of what the output needs.
    static func limitHeap(toMegabytes megabytes: Int) {
        var limit = rlimit(rlim_cur: rlim_t(megabytes << 20), rlim_max: rlim_t(megabytes << 20))
        setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
    }

    @Test func anImageContextTooLargeToMakeIsNil() {
        #expect(CGContext.makeImageContext(size: CGSize(width: 1e20, height: 1e20)) == nil)
        #expect(CGContext.makeImageContext(size: CGSize(width: 1e300, height: 1), scale: 1e10) == nil)
        #expect(CGContext.makeImageContext(size: CGSize(width: 40_000, height: 1)) == nil)
        #expect(CGContext.makeImageContext(size: CGSize(width: 10, height: 10), scale: 2) != nil)
    }

    @Test func anEmitterWhoseBirthIndexOverflowsDrawsWithinTheLimit() throws {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        emitter.emitterPosition = CGPoint(x: 20, y: 20)
        let cell = CAEmitterCell()
        cell.birthRate = 1e30
        cell.lifetime = 1e30
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.contents = nil
        emitter.emitterCells = [cell]
        let image = try LayerRenderer().frameSequence(of: emitter).image(atTime: 1e20)
        #expect(image.width == 40)
    }

    @Test func colorsWithNaNComponentsConvertWithoutTrapping() throws {
        let gray = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        let color = try #require(CGColor(colorSpace: gray, components: [.nan, 1]))
        let converted = color.converted(
            to: try #require(CGColorSpace(name: CGColorSpace.sRGB)), intent: .defaultIntent, options: nil)
        #expect(converted?.components?.allSatisfy { !$0.isNaN } == true)
    }

    /// Alternating attribute runs read by every painting thread at once used to race inside
    /// Foundation: the layer now reads its runs once, when the string is set.
    @Test func attributedStringsWithManyRunsDrawOnEveryThread() throws {
        let text = NSMutableAttributedString(string: String(repeating: "ab", count: 20_000))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        for start in stride(from: 0, to: text.length, by: 2) {
            text.addAttribute(.foregroundColor, value: red, range: NSRange(location: start, length: 1))
        }
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        layer.isWrapped = true
        layer.fontSize = 12
        layer.string = text
        // Core Animation copies the string: a later change to it does not reach the layer.
        text.replaceCharacters(in: NSRange(location: 0, length: 2), with: "zz")
        #expect((layer.string as? NSAttributedString)?.string.hasPrefix("ab") == true)
        var renderer = LayerRenderer()
        renderer.maximumConcurrency = 2
        for _ in 0..<5 { _ = try renderer.image(of: layer) }
    }

    @Test(.enabled(if: !underASanitizer, "a data limit leaves no room for a sanitizer's shadow memory"))
    func aContactSheetTooLargeIsRefusedBeforeItsFramesAreRendered() async {
        await #expect(processExitsWith: .success) {
            ResourceLimitTests.limitHeap(toMegabytes: 400)
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            // 400 frames of 780 × 1688 pixels: 2 GB held, before the sheet was found too large.
            do {
                _ = try LayerRenderer(scale: 2).contactSheet(
                    of: layer, atTimes: Array(repeating: 0, count: 400), columns: 20)
                exit(1)
            } catch LayerRenderer.Error.imageTooLarge(let width, let height) {
                exit(width == 15_936 && height == 34_096 ? 0 : 2)
            } catch {
                exit(3)
            }
        }
    }

    @Test(.enabled(if: !underASanitizer, "a data limit leaves no room for a sanitizer's shadow memory"))
    func anAnimatedPNGExportHoldsOneFrameAtATime() async {
        await #expect(processExitsWith: .success) {
            ResourceLimitTests.limitHeap(toMegabytes: 300)
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let box = CALayer()
            box.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(box)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 20, y: 20)
            move.toValue = CGPoint(x: 380, y: 380)
            move.duration = 10
            move.beginTime = 1e-6
            box.add(move, forKey: "move")
            // 600 frames of 400 × 400 pixels: 384 MB if they were all held.
            let times = LayerRenderer.frameTimes(from: 0, to: 10, count: 600)
            guard
                let data = try? LayerRenderer().animatedPNGData(
                    of: root, atTimes: times, frameDuration: 1.0 / 60)
            else { exit(1) }
            exit(data.count > 1000 ? 0 : 2)
        }
    }

    @Test func anAnimatedPNGOfTooManyFramesIsRefused() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        let times = [CFTimeInterval](repeating: 0, count: LaminaLimits.framesPerExport + 1)
        #expect(throws: LayerRenderer.Error.self) {
            try LayerRenderer().animatedPNGData(of: layer, atTimes: times, frameDuration: 0.1)
        }
    }

    @Test func twoHundredThousandSublayersAddInLinearTime() {
        let root = CALayer()
        let start = Date()
        for _ in 0..<200_000 { root.addSublayer(CALayer()) }
        #expect(root.sublayers?.count == 200_000)
        // Linear work takes well under a second even in a debug build; quadratic took minutes.
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// 100,000 combining marks on one letter: HarfBuzz's time is quadratic in a cluster's
    /// length, so marks past the limit are not shaped; the picture is that of the first 64.
    @Test func zalgoTextDrawsItsFirstMarksInLinearTime() throws {
        func image(marks: Int) throws -> Data? {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
            layer.fontSize = 20
            layer.string = "a" + String(repeating: "\u{0301}", count: marks) + "b"
            return try LayerRenderer().image(of: layer).dataProvider?.data
        }
        let start = Date()
        let zalgo = try image(marks: 100_000)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(zalgo == (try image(marks: LaminaLimits.combiningMarksPerCharacter)))
        #expect(zalgo != (try image(marks: 0)))
    }
}
