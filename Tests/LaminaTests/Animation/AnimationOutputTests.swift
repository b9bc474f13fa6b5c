import Foundation
import Lamina
import Testing

/// `contactSheet(of:atTimes:)` and animated PNGs: every frame, in the order asked, with the
/// loop count and delay asked.
@Suite struct AnimationOutputTests {
    /// A 10 × 10 black square whose opacity runs from 0 at t = 50 to 1 at t = 51.
    func fadingSquare() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 50
        fade.duration = 1
        fade.fillMode = .both
        root.add(fade, forKey: "fade")
        return root
    }

    /// The times of the frames, deliberately not in increasing order.
    let times: [CFTimeInterval] = [50.75, 50.25, 51, 50.5, 50]

    /// The alpha a frame at `time` shows.
    func expectedAlpha(_ time: CFTimeInterval) -> Int { Int(((time - 50) * 255).rounded()) }

    @Test func contactSheetKeepsEveryFrameInTheOrderAsked() throws {
        let root = fadingSquare()
        let sheet = try LayerRenderer().contactSheet(of: root, atTimes: times, columns: 3, spacing: 2)
        // Three columns, two rows, 2-point gaps: (3 × 10 + 4 × 2) × (2 × 10 + 3 × 2).
        #expect(sheet.width == 38 && sheet.height == 26)
        for (index, time) in times.enumerated() {
            let x = 2 + (index % 3) * 12 + 5
            let y = 2 + (index / 3) * 12 + 5
            let alpha = Int(try #require(sheet.pixel(x: x, y: y)).alpha)
            #expect(abs(alpha - expectedAlpha(time)) <= 1, "frame \(index) at t = \(time)")
        }
        // The sixth cell is empty.
        #expect(sheet.pixel(x: 2 + 2 * 12 + 5, y: 2 + 12 + 5)?.alpha == 0)
    }

    @Test func sheetsSampleWithoutFinishingAnything() throws {
        let root = fadingSquare()
        root.animation(forKey: "fade")?.isRemovedOnCompletion = true
        _ = try LayerRenderer().contactSheet(of: root, atTimes: [50.5, 50.25])
        #expect(root.animationKeys() == ["fade"])
        _ = try LayerRenderer().contactSheet(of: root, atTimes: [52, 50.5])
        #expect(root.animationKeys() == ["fade"])
        root.advanceAnimations(to: 52)
        #expect(root.animationKeys() == nil)
    }

    @Test func animatedPNGHasEveryFrameTheLoopCountAndTheDelay() throws {
        let data = try LayerRenderer().animatedPNGData(
            of: fadingSquare(), atTimes: times, frameDuration: 1.0 / 30, loopCount: 3)
        let png = try APNGReader(data)
        #expect(png.frameCount == UInt32(times.count))
        #expect(png.loopCount == 3)
        #expect(png.frameControls.count == times.count)
        for control in png.frameControls {
            #expect(control.delay == (1, 30))
            #expect(control.width == 10 && control.height == 10 && control.x == 0 && control.y == 0)
        }
        // Sequence numbers run 0, 1, 2… over fcTL and fdAT chunks alike.
        #expect(png.sequenceNumbers == Array(0..<UInt32(png.sequenceNumbers.count)))
        let frames = try png.frameImages()
        #expect(frames.count == times.count)
        for (frame, time) in zip(frames, times) {
            let alpha = Int(try #require(frame.pixel(x: 5, y: 5)).alpha)
            #expect(abs(alpha - expectedAlpha(time)) <= 1, "frame at t = \(time)")
        }
    }

    /// After the first, frames carry only the pixels that changed; showing them as a player
    /// does (each rectangle copied over the last picture) gives every frame whole.
    @Test func framesCarryOnlyWhatChanged() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 20, y: 30, width: 16, height: 16)
        dot.backgroundColor = CGColor(srgbRed: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        root.addSublayer(dot)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 28
        move.toValue = 100
        move.beginTime = 50
        move.duration = 1
        dot.add(move, forKey: "move")
        let times = [49.0, 50.25, 50.5, 50.5, 51]
        let renderer = LayerRenderer()
        let png = try APNGReader(renderer.animatedPNGData(of: root, atTimes: times, frameDuration: 0.1))
        let controls = png.frameControls
        #expect(controls[0].width == 200 && controls[0].height == 120)
        // From x = 28 to 46 (centre), the dot covers x 20…54: rows 30…45 only.
        #expect(controls[1].y == 30 && controls[1].height == 16)
        #expect(controls[1].x >= 20 && controls[1].x + controls[1].width <= 56)
        // A frame like the one before carries one pixel.
        #expect(controls[3].width == 1 && controls[3].height == 1)
        let rectangles = try png.frameImages()
        var shown = [[UInt8]](repeating: [0, 0, 0, 0], count: 200 * 120)
        for (index, (rectangle, control)) in zip(rectangles, controls).enumerated() {
            for y in 0..<Int(control.height) {
                for x in 0..<Int(control.width) {
                    let p = try #require(rectangle.pixel(x: x, y: y))
                    shown[(Int(control.y) + y) * 200 + Int(control.x) + x] = [
                        p.red, p.green, p.blue, p.alpha,
                    ]
                }
            }
            let whole = try CGImage(pngData: renderer.pngData(of: root, atTime: times[index]))
            var mismatches = 0
            for y in 0..<120 {
                for x in 0..<200 {
                    let p = try #require(whole.pixel(x: x, y: y))
                    if shown[y * 200 + x] != [p.red, p.green, p.blue, p.alpha] { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "frame \(index)")
        }
    }

    @Test(arguments: [(0.1, (1, 10)), (1.0 / 16, (1, 16)), (2.5, (5, 2)), (0.0333, (333, 10_000))])
    func delaysAreExactFractions(duration: Double, fraction: (Int, Int)) throws {
        let data = try LayerRenderer().animatedPNGData(
            of: fadingSquare(), atTimes: [50], frameDuration: duration)
        let png = try APNGReader(data)
        #expect(png.loopCount == 0)
        let delay = try #require(png.frameControls.first?.delay)
        #expect(delay == (UInt16(fraction.0), UInt16(fraction.1)))
    }

    @Test func badDurationsAndLoopCountsAreRefused() {
        for duration in [0, -1, .nan, .infinity, 70_000] {
            #expect(throws: LayerRenderer.Error.self) {
                try LayerRenderer().animatedPNGData(
                    of: fadingSquare(), atTimes: [50], frameDuration: duration)
            }
        }
        #expect(throws: LayerRenderer.Error.self) {
            try LayerRenderer().animatedPNGData(
                of: fadingSquare(), atTimes: [50], frameDuration: 0.1, loopCount: -1)
        }
    }
}

/// Reads the animation chunks of an APNG, independently of the writer.
struct APNGReader {
    struct FrameControl {
        var width: UInt32
        var height: UInt32
        var x: UInt32
        var y: UInt32
        var delay: (UInt16, UInt16)
    }

    var frameCount: UInt32 = 0
    var loopCount: UInt32 = 0
    var frameControls: [FrameControl] = []
    var sequenceNumbers: [UInt32] = []
    /// The header chunk and each frame's compressed data.
    var header = Data()
    var frameData: [Data] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        try #require(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func word(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
                | UInt32(bytes[at + 3])
        }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(word(offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            switch type {
            case "IHDR": header = Data(bytes[body..<(body + length)])
            case "acTL":
                frameCount = word(body)
                loopCount = word(body + 4)
            case "fcTL":
                sequenceNumbers.append(word(body))
                let delay = (
                    UInt16(bytes[body + 20]) << 8 | UInt16(bytes[body + 21]),
                    UInt16(bytes[body + 22]) << 8 | UInt16(bytes[body + 23])
                )
                frameControls.append(
                    FrameControl(
                        width: word(body + 4), height: word(body + 8), x: word(body + 12), y: word(body + 16),
                        delay: delay))
                frameData.append(Data())
            case "IDAT": frameData[frameData.count - 1].append(contentsOf: bytes[body..<(body + length)])
            case "fdAT":
                sequenceNumbers.append(word(body))
                frameData[frameData.count - 1].append(contentsOf: bytes[(body + 4)..<(body + length)])
            default: break
            }
            offset = body + length + 4
        }
    }

    /// Each frame's rectangle as a PNG of its own, decoded.
    func frameImages() throws -> [CGImage] {
        try zip(frameData, frameControls).map { idat, control in
            var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            var frameHeader = header
            for (offset, value) in [(0, control.width), (4, control.height)] {
                for byte in 0..<4 {
                    frameHeader[offset + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte))
                }
            }
            for (type, body) in [("IHDR", frameHeader), ("IDAT", idat), ("IEND", Data())] {
                var length = UInt32(body.count).bigEndian
                png.append(Data(bytes: &length, count: 4))
                let typed = Data(type.utf8) + body
                png.append(typed)
                var crc = crc32(typed).bigEndian
                png.append(Data(bytes: &crc, count: 4))
            }
            return try CGImage(pngData: png)
        }
    }

    func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
