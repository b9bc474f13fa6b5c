import Foundation
import Lamina
import Testing

/// `compositingFilter` blend modes: the flattened layer composited onto what is behind it.
@Suite struct CompositingFilterTests {
    /// A backdrop of (0.8, 0.6, 0.4) with a layer of `color` over its left half, composited by
    /// `filter`; the layer has a sublayer over its right half, and a mask when `masked`.
    func scene(_ filter: Any?, color: CGColor, masked: Bool = false) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        root.backgroundColor = rgba(0.8, 0.6, 0.4)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = color
        layer.compositingFilter = filter
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 10, y: 0, width: 20, height: 20)
        sublayer.backgroundColor = color
        layer.addSublayer(sublayer)
        if masked {
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
            mask.backgroundColor = rgba(0, 0, 0)
            layer.mask = mask
        }
        root.addSublayer(layer)
        return root
    }

    func color(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] { rgbaAt(image, x, y) }

    @Test(arguments: [
        ("multiplyBlendMode", [102, 77, 51]), ("screenBlendMode", [230, 204, 179]),
        ("CIMultiplyBlendMode", [102, 77, 51]), ("darkenBlendMode", [128, 128, 102]),
        ("lightenBlendMode", [204, 153, 128]), ("differenceBlendMode", [77, 26, 26]),
        ("additionCompositing", [255, 255, 230]),
    ])
    func blendModesComposite(_ filter: String, _ expected: [Int]) throws {
        let image = try LayerRenderer().image(of: scene(filter, color: rgba(0.5, 0.5, 0.5)))
        // Over the layer's own background and over its sublayer: one flattened layer blended
        // once (the sublayer does not blend with the layer's background).
        #expect(close(color(image, 5, 5), expected + [255], 2), "\(filter): \(color(image, 5, 5))")
        #expect(close(color(image, 25, 5), expected + [255], 2), "\(filter): \(color(image, 25, 5))")
        // The backdrop beyond the layer is untouched.
        #expect(close(color(image, 35, 5), [204, 153, 102, 255], 1))
    }

    @Test func overlayBlendsByTheBackdrop() throws {
        // Overlay screens over a backdrop above one half and multiplies (× 2) below it.
        let image = try LayerRenderer().image(of: scene("overlayBlendMode", color: rgba(0.5, 0.5, 0.5)))
        #expect(close(color(image, 5, 5), [204, 153, 102, 255], 2), "\(color(image, 5, 5))")
        let dark = try LayerRenderer().image(of: scene("overlayBlendMode", color: rgba(0.25, 0.25, 0.25)))
        #expect(close(color(dark, 5, 5), [179, 102, 51, 255], 2), "\(color(dark, 5, 5))")
    }

    @Test func unknownFiltersDrawNormally() throws {
        // The non-separable modes among them: Core Animation does not draw them as
        // compositing filters (lottie-ios's iOS snapshot of its blend-mode sample).
        let nonSeparable = ["luminosityBlendMode", "hueBlendMode", "saturationBlendMode", "CIColorBlendMode"]
        for filter: Any? in [nil, "gaussianBlur", "plusD", 42] + nonSeparable {
            let image = try LayerRenderer().image(of: scene(filter, color: rgba(0.5, 0.5, 0.5)))
            #expect(close(color(image, 5, 5), [128, 128, 128, 255], 1))
        }
    }

    @Test func aMaskedLayerBlendsWhereItsMaskShows() throws {
        let root = scene("multiplyBlendMode", color: rgba(0.5, 0.5, 0.5), masked: true)
        let image = try LayerRenderer().image(of: root)
        #expect(close(color(image, 5, 5), [102, 77, 51, 255], 2))
        #expect(close(color(image, 5, 15), [204, 153, 102, 255], 1))
    }

    @Test func opacityAndBlendingTogether() throws {
        let root = scene("multiplyBlendMode", color: rgba(0.5, 0.5, 0.5))
        root.sublayers?.first?.opacity = 0.5
        let image = try LayerRenderer().image(of: root)
        // Half of the multiplied colour over half of the backdrop.
        #expect(close(color(image, 5, 5), [153, 115, 77, 255], 2), "\(color(image, 5, 5))")
    }

    @Test func anXorMatteInvertsAMask() throws {
        // An inverted track matte: the mask holds an opaque layer and, above it, the matte
        // shape composited with "xor", so the mask shows everywhere but the shape.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let content = CALayer()
        content.frame = root.bounds
        content.backgroundColor = rgba(0, 0, 1)
        let mask = CALayer()
        mask.frame = root.bounds
        let full = CALayer()
        full.frame = root.bounds
        full.backgroundColor = rgba(0, 0, 0)
        let matte = CALayer()
        matte.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        matte.backgroundColor = rgba(0, 0, 0)
        matte.compositingFilter = "xor"
        mask.sublayers = [full, matte]
        content.mask = mask
        root.addSublayer(content)
        let image = try LayerRenderer().image(of: root)
        #expect(rgbaAt(image, 5, 5) == [0, 0, 255, 255])
        #expect(rgbaAt(image, 20, 20)[3] == 0)
    }

    @Test func vectorOutputsKeepTheBlendMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("blend.pdf")
        try LayerRenderer().writePDF(of: scene("screenBlendMode", color: rgba(0.5, 0.5, 0.5)), to: url)
        let pdf = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        #expect(pdf.contains("/BM /Screen"))
    }
}
