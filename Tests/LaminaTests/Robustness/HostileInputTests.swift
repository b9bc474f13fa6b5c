import Foundation
import Lamina
import Testing

/// Data and values a careless user or an attacker might hand Lamina: each gives an error or a
/// documented result, never a crash.
@Suite struct HostileInputTests {
    @Test(arguments: [
        "M10,1 11 0h6h8 Q1e308 11 008 4", "M10,1t 02e250 ,02e25", "M0 0 C1e308 1e308 -1e308 1e308 1 1",
        "M0 0 A1e308 1e308 0 1 1 1e-308 1", "M0 0 A0.000001 1e300 45 1 0 10 10 Z",
        "M1e308 1e308 L-1e308 -1e308",
    ])
    func svgPathDataWithHugeNumbersDegradesGracefully(data: String) throws {
        guard let path = try? CGPath(svgPathData: data) else { return }
        _ = path.boundingBox
        _ = path.boundingBoxOfPath
        _ = path.contains(CGPoint(x: 5, y: 5))
        _ = path.contains(CGPoint(x: 5, y: 5), using: .evenOdd)
        _ = path.copy(dashingWithPhase: 0, lengths: [2, 3])
        _ = path.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.path = path
        layer.strokeColor = CGColor(gray: 0, alpha: 1)
        layer.strokeEnd = 0.5
        _ = try LayerRenderer().image(of: layer)
    }

    @Test func absurdImageSizesAreRefused() {
        let provider = CGDataProvider(data: Data([0, 0, 0, 0]) as CFData)!
        #expect(
            CGImage(
                width: Int.max, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: Int.max,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 1),
                provider: provider,
                decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
        #expect(
            CGContext(
                data: nil, width: Int.max / 2, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1) == nil)
    }

    /// A PNG signature, then an IHDR chunk that claims 2 GB of data.
    @Test func pngChunksLongerThanTheFileAreRefusedCheaply() {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += [0x7F, 0xFF, 0xFF, 0xF0] + Array("IHDR".utf8) + [UInt8](repeating: 0, count: 135)
        #expect(throws: GraphicsError.self) { try CGImage(pngData: Data(bytes)) }
    }

    @Test func nonFiniteDrawingValuesDrawSomething() throws {
        for value in [CGFloat.nan, .infinity, -.infinity, 1e300] {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            layer.cornerRadius = value
            layer.borderWidth = value
            layer.borderColor = CGColor(gray: 0, alpha: 1)
            layer.shadowOpacity = 1
            layer.shadowRadius = value
            layer.shadowOffset = CGSize(width: value, height: value)
            layer.contentsRect = CGRect(x: value, y: 0, width: value, height: 1)
            layer.contentsCenter = CGRect(x: 0, y: value, width: 1, height: value)
            _ = try LayerRenderer().image(of: layer)
            _ = try LayerRenderer().pngData(of: layer, atTime: 10)
        }
    }

    @Test func renderingAtAnyTimeSamples() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0
        pulse.toValue = 1
        pulse.duration = 1e-300
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        layer.add(pulse, forKey: "pulse")
        let nan = CABasicAnimation(keyPath: "position")
        nan.fromValue = CGPoint(x: CGFloat.nan, y: 0)
        nan.toValue = CGPoint(x: 1, y: 1)
        nan.duration = .nan
        layer.add(nan, forKey: "nan")
        for time in [1e300, -1e300, 1e18, .greatestFiniteMagnitude, .nan, .infinity] {
            _ = try LayerRenderer().image(of: layer, atTime: time)
            _ = layer.presentation(atTime: time)
        }
    }

    /// FreeType refuses sizes of 65,536 pixels per em, and Cairo then fails the font face it
    /// shares between all sizes of the font: huge text must not take other text with it.
    @Test func hugeTextLeavesOtherTextDrawn() throws {
        let small = CATextLayer()
        small.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        small.string = "Small"
        small.fontSize = 20
        small.foregroundColor = CGColor(gray: 0, alpha: 1)
        let reference = try LayerRenderer().pngData(of: small)
        let huge = CATextLayer()
        huge.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        huge.string = "Huge"
        let root = CALayer()
        root.bounds = huge.bounds
        root.addSublayer(huge)
        // Too large to lay out; too large once drawn at the output scale; too large once
        // drawn through a layer's transform.
        for (size, scale) in [(CGFloat(1e9), CGFloat(1)), (70_000, 1), (30_000, 3), (1_000, 100)] {
            huge.fontSize = size
            huge.setAffineTransform(CGAffineTransform(scaleX: scale, y: scale))
            _ = try? LayerRenderer(scale: 3).image(of: root)
            _ = try? LayerRenderer().pdfData(of: root)
            // While the huge text lives, other text in the same font still draws.
            #expect(try LayerRenderer().pngData(of: small) == reference, "font size \(size) × \(scale)")
        }
    }

    /// A text layer's backing-store scale at the edges of arithmetic (tiny, zero, negative,
    /// non-finite, huge) draws or is ignored, never traps, and leaves other text as it was.
    @Test func textAtExtremeContentsScalesNeverTraps() throws {
        let small = CATextLayer()
        small.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        small.string = "Small"
        small.foregroundColor = CGColor(gray: 0, alpha: 1)
        let reference = try LayerRenderer(scale: 2).pngData(of: small)
        let text = CATextLayer()
        text.bounds = small.bounds
        text.string = "Scaled"
        for scale in [1e-9, 1e-300, 0, -1, .nan, .infinity, -.infinity, 1e9, 1e300] as [CGFloat] {
            text.contentsScale = scale
            _ = try? LayerRenderer(scale: 2).image(of: text)
            _ = try? LayerRenderer().pdfData(of: text)
            #expect(try LayerRenderer(scale: 2).pngData(of: small) == reference, "contentsScale \(scale)")
        }
    }

    @Test func hugeTextWritesADocumentOrAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.string = "Huge"
        layer.fontSize = 1e9
        for format in ["pdf", "svg"] {
            let url = folder.appendingPathComponent("huge.\(format)")
            do {
                if format == "pdf" {
                    try LayerRenderer().writePDF(of: layer, to: url)
                } else {
                    try LayerRenderer().writeSVG(of: layer, to: url)
                }
            } catch let error as LayerRenderer.Error {
                #expect(!error.description.isEmpty)
            }
        }
        let text = NSMutableAttributedString(string: "underlined")
        text.addAttribute(.underlineStyle, value: Double.nan, range: NSRange(location: 0, length: 4))
        text.addAttribute(.underlineStyle, value: Int.max, range: NSRange(location: 4, length: 4))
        text.addAttribute(.kern, value: CGFloat.infinity, range: NSRange(location: 0, length: 2))
        layer.string = text
        layer.fontSize = 12
        _ = try LayerRenderer().image(of: layer)
        // Found by the text fuzzer: a NaN font size once trapped in the shaping budget.
        layer.fontSize = .nan
        #expect(layer.fontSize == 12)
        layer.isWrapped = true
        layer.bounds.size.height = .greatestFiniteMagnitude
        _ = layer.preferredFrameSize()
    }
}

/// Bounded decoding of PNG files whose header promises more than Lamina decodes.
@Suite struct PNGBoundsTests {
    /// A PNG with a valid header of `width` × `height` and no image data.
    func header(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        bytes += be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + be(0)
        bytes += be(0) + Array("IEND".utf8) + be(0)
        return Data(bytes)
    }

    @Test func decompressionBombsAreRefusedBeforeDecoding() {
        for (width, height) in [(20_000, 20_000), (40_000, 1), (1, 40_000)] as [(UInt32, UInt32)] {
            #expect {
                try CGImage(pngData: header(width: width, height: height))
            } throws: { error in
                (error as? GraphicsError)?.detail.contains("Lamina decodes at most") == true
            }
        }
    }

    @Test func truncatedFilesAreRefused() throws {
        let png = try LayerRenderer().pngData(
            of: {
                let l = CALayer()
                l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
                return l
            }())
        _ = try CGImage(pngData: png)
        for cut in [7, 20, 40, png.count - 5] {
            #expect(throws: GraphicsError.self) { try CGImage(pngData: png.prefix(cut)) }
        }
    }
}
