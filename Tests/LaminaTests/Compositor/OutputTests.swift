import Foundation
import Lamina
import TestSupport
import Testing

/// Runs one of poppler's tools; a missing tool fails the test that needs it, naming it.
func runTool(_ tool: String, _ arguments: [String]) throws -> String {
    try ExternalTool(name: tool).output(arguments)
}

func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite struct OutputTests {
    @Test func pdfOfAShapeSceneIsVectorAndMatchesThePNG() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (root, renderer) = FidelityScenes.masksToBounds()
        let pdf = folder.appendingPathComponent("scene.pdf")
        try renderer.writePDF(of: root, to: pdf)
        let data = try Data(contentsOf: pdf)
        #expect(data.starts(with: Data("%PDF".utf8)))
        let listing = try runTool("pdfimages", ["-list", pdf.path])
        #expect(listing.split(separator: "\n").count == 2, "images in a vector scene:\n\(listing)")
        // Rasterized by poppler at 72 dpi, the PDF matches the PNG.
        let pagePrefix = folder.appendingPathComponent("page").path
        _ = try runTool("pdftoppm", ["-png", "-r", "72", "-singlefile", pdf.path, pagePrefix])
        let page = try CGImage(contentsOfPNGFile: folder.appendingPathComponent("page.png"))
        let png = try renderer.image(of: root)
        #expect(page.width == png.width && page.height == png.height)
        let metrics = ImageComparison.metrics(page, png)
        #expect(metrics.psnr > 30, "\(metrics)")
    }

    @Test func pdfPageIsTheSizeOfTheBoundsAndBlursAreBitmaps() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shadow.pdf")
        try LayerRenderer().writePDF(of: CompositorScenes.shadows(), to: url)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 240 120 ]"))
        let listing = try runTool("pdfimages", ["-list", url.path])
        #expect(listing.split(separator: "\n").count > 2, "the shadows should be images")
    }

    @Test func svgStaysVector() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.svg")
        let (root, renderer) = FidelityScenes.seedTextfield()
        try renderer.writeSVG(of: root, to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("<svg") && text.contains("width=\"320px\""))
        #expect(text.contains("linearGradient"))
        #expect(!text.contains("<image"))
        // A general mask (a subtree) stays a vector mask too.
        let masked = folder.appendingPathComponent("mask.svg")
        try LayerRenderer().writeSVG(of: CompositorScenes.maskWithClip(), to: masked)
        let maskText = try String(contentsOf: masked, encoding: .utf8)
        #expect(maskText.contains("<mask") && !maskText.contains("<image"))
    }

    @Test func badSizesThrowClearErrors() throws {
        let empty = CALayer()
        #expect(throws: LayerRenderer.Error.emptyBounds(.zero)) { try LayerRenderer().image(of: empty) }
        let huge = CALayer()
        huge.bounds = CGRect(x: 0, y: 0, width: 100_000, height: 10)
        #expect(throws: LayerRenderer.Error.self) { try LayerRenderer().image(of: huge) }
        do {
            huge.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
            _ = try LayerRenderer().image(of: huge)
            Issue.record("a 20,000² image was allocated")
        } catch let error as LayerRenderer.Error {
            #expect(error.description.contains("exceeds"))
        }
        let small = CALayer()
        small.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: LayerRenderer.Error.invalidScale(0)) { try LayerRenderer(scale: 0).image(of: small) }
        // An empty tree of some size is a transparent image of that size.
        small.bounds = CGRect(x: 0, y: 0, width: 10.2, height: 3)
        let image = try LayerRenderer(scale: 2).image(of: small)
        #expect(image.width == 21 && image.height == 6)
        #expect(image.pixel(x: 3, y: 3)!.alpha == 0)
    }

    @Test func degenerateLayersDrawNothingAndSpareTheRest() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let collapsed = CALayer()
        collapsed.frame = root.bounds
        collapsed.backgroundColor = rgba(1, 0, 0)
        collapsed.transform = CATransform3DMakeScale(0, 1, 1)
        let far = CALayer()
        far.frame = CGRect(x: 1e12, y: -1e12, width: 1e9, height: 1e9)
        far.backgroundColor = rgba(1, 0, 0)
        let fine = CALayer()
        fine.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        fine.backgroundColor = rgba(0, 0, 1)
        root.sublayers = [collapsed, far, fine]
        let image = try LayerRenderer().image(of: root)
        #expect(rgbaAt(image, 2, 2)[3] == 0)
        #expect(rgbaAt(image, 10, 10) == [0, 0, 255, 255])
    }

    @Test func failedWritesLeaveNoFileAndKeepTheOldOne() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.png")
        #expect(throws: LayerRenderer.Error.self) { try LayerRenderer().writePNG(of: layer, to: missing) }
        #expect(throws: LayerRenderer.Error.self) { try LayerRenderer().writePDF(of: layer, to: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("keep.png")
        try Data("old".utf8).write(to: url)
        // A render that fails before writing leaves the old file.
        #expect(throws: LayerRenderer.Error.self) { try LayerRenderer().writePNG(of: CALayer(), to: url) }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        try LayerRenderer().writePNG(of: layer, to: url)
        #expect(try CGImage(contentsOfPNGFile: url).width == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.png"])
    }

    @Test func drawnContentsAreCachedAndRedrawnAtTheOutputScale() throws {
        final class Dot: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(rgba(1, 0, 0))
                ctx.fillEllipse(in: bounds)
            }
        }
        let dot = Dot()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.setNeedsDisplay()
        _ = try LayerRenderer().image(of: dot)
        _ = try LayerRenderer().image(of: dot)
        #expect(dot.draws == 1)
        let sharp = try LayerRenderer(scale: 3).image(of: dot)
        #expect(dot.draws == 2)
        #expect(sharp.width == 30 && rgbaAt(sharp, 15, 15) == [255, 0, 0, 255])
        // A layer that was never marked draws nothing, as on Apple's platforms.
        let unmarked = Dot()
        unmarked.bounds = dot.bounds
        #expect(rgbaAt(try LayerRenderer().image(of: unmarked), 5, 5)[3] == 0)
        #expect(unmarked.draws == 0)
    }

    @Test func deepTreesRenderOnADefaultStack() throws {
        // 300 nested layers, each rotated and translucent, on a thread with an 8 MiB stack.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        var parent = root
        for depth in 0..<300 {
            let layer = CALayer()
            layer.frame = parent.bounds.insetBy(dx: 0.6, dy: 0.6)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: 1.2 * .pi / 180))
            layer.opacity = 0.97
            layer.cornerRadius = 8
            layer.borderWidth = 1
            layer.backgroundColor = rgba(CGFloat(depth % 7) / 7, 0.5, 0.5)
            layer.masksToBounds = depth % 10 == 0
            parent.addSublayer(layer)
            parent = layer
        }
        nonisolated(unsafe) var result: Result<CGImage, any Error>?
        nonisolated(unsafe) let tree = root
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = Result { try LayerRenderer().image(of: tree) }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        let image = try #require(try result?.get())
        #expect(image.pixel(x: 200, y: 200)!.alpha > 0)
    }

    @Test func documentsAsBytes() throws {
        let (root, renderer) = FidelityScenes.masksToBounds()
        let pdf = try renderer.pdfData(of: root)
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(pdf == (try renderer.pdfData(of: root)), "the same tree gives the same bytes")
        let svg = String(decoding: try renderer.svgData(of: root), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("<path"))
        #expect(throws: LayerRenderer.Error.self) { try renderer.pdfData(of: CALayer()) }
    }
}
