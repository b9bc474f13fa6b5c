import Foundation
import LaminaUIKit
import Testing

@Suite struct UIImageTests {
    /// 2 × 1 pixels: red on the left, blue on the right.
    func redBlue() throws -> CGImage {
        try makeImage(width: 2, height: 1) { x, _ in x == 0 ? opaqueRed : opaqueBlue }
    }

    @Test func sizeIsPixelsOverScaleSwappedForSideways() throws {
        let cg = try makeImage(width: 40, height: 20) { _, _ in opaqueRed }
        #expect(UIImage(cgImage: cg).size == CGSize(width: 40, height: 20))
        #expect(UIImage(cgImage: cg).scale == 1)
        let retina = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(retina.size == CGSize(width: 20, height: 10))
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .right).size == CGSize(width: 10, height: 20))
        #expect(
            UIImage(cgImage: cg, scale: 2, orientation: .leftMirrored).size == CGSize(width: 10, height: 20))
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .down).size == CGSize(width: 20, height: 10))
        #expect(UIImage().size == .zero)
        #expect(UIImage.Orientation.right.rawValue == 3 && UIImage.Orientation.rightMirrored.rawValue == 7)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    @Test func pngDataRoundTripsAndFilesReadTheirScale() throws {
        let image = UIImage(cgImage: try redBlue())
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 2, height: 1))
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 1, height: 0.5))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try data.write(to: folder.appendingPathComponent("icon@2x.png"))
        try data.write(to: folder.appendingPathComponent("plain.png"))
        let file = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("icon@2x.png").path))
        #expect(file.scale == 2)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)

        let bundle = try #require(Bundle(path: folder.path))
        let named = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(named.scale == 2 && named.size == CGSize(width: 1, height: 0.5))
        #expect(UIImage(named: "plain", in: bundle, compatibleWith: nil)?.scale == 1)
        #expect(UIImage(named: "plain.png", in: bundle, compatibleWith: nil)?.scale == 1)
        #expect(UIImage(named: "nothing-\(UUID().uuidString)") == nil)
    }

    @Test func drawInRectIsUprightInUIKitsSpace() throws {
        // 1 × 2 pixels: red on top, blue below.
        let cg = try makeImage(width: 1, height: 2) { _, y in y == 0 ? opaqueRed : opaqueBlue }
        let image = try drawn(CGSize(width: 2, height: 4)) { _ in
            UIImage(cgImage: cg).draw(in: CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(colorName(image, 0, 0) == "red")
        #expect(colorName(image, 1, 0) == "red")
        #expect(colorName(image, 0, 3) == "blue")
        // draw(at:) uses the size in points.
        let small = try drawn(CGSize(width: 3, height: 3)) { _ in
            UIImage(cgImage: cg).draw(at: CGPoint(x: 2, y: 1))
        }
        #expect(colorName(small, 2, 1) == "red")
        #expect(colorName(small, 2, 2) == "blue")
        #expect(colorName(small, 1, 1) == "clear")
    }

    @Test(arguments: [
        // (orientation, expected colours of the 1 × 2 / 2 × 1 result, row by row)
        (UIImage.Orientation.up, ["red", "blue"]), (.down, ["blue", "red"]), (.upMirrored, ["blue", "red"]),
        (.downMirrored, ["red", "blue"]),
        // Turned 90° clockwise: the stored left pixel goes to the top.
        (.right, ["red", "blue"]), (.left, ["blue", "red"]), (.leftMirrored, ["red", "blue"]),
        (.rightMirrored, ["blue", "red"]),
    ])
    func orientationTurnsThePixels(orientation: UIImage.Orientation, expected: [String]) throws {
        let image = UIImage(cgImage: try redBlue(), scale: 1, orientation: orientation)
        let size = image.size
        let picture = try drawn(size) { _ in image.draw(at: .zero) }
        let colours =
            orientation.rawValue >= 2 && orientation != .upMirrored && orientation != .downMirrored
            ? [colorName(picture, 0, 0), colorName(picture, 0, 1)]
            : [colorName(picture, 0, 0), colorName(picture, 1, 0)]
        #expect(colours == expected)
    }

    @Test func blendModeAndAlpha() throws {
        let cg = try makeImage(width: 1, height: 1) { _, _ in opaqueRed }
        let picture = try drawn(CGSize(width: 1, height: 1)) { _ in
            UIImage(cgImage: cg).draw(
                in: CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: .normal, alpha: 0.5)
        }
        let pixel = try #require(picture.pixel(x: 0, y: 0))
        #expect(abs(Int(pixel.alpha) - 128) <= 1 && abs(Int(pixel.red) - 128) <= 1)
    }

    @Test func tintColorPaintsTheOpaquePixels() throws {
        let cg = try makeImage(width: 2, height: 1) { x, _ in x == 0 ? opaqueRed : nil }
        let template = UIImage(cgImage: cg).withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        let tinted = template.withTintColor(.green)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(
            template.withTintColor(.green, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let pixels = try #require(tinted.cgImage)
        #expect(colorName(pixels, 0, 0) == "green")
        #expect(colorName(pixels, 1, 0) == "clear")
    }

    @Test func resizableImagesKeepTheirCaps() throws {
        // 3 × 3: a blue border around a red middle.
        let cg = try makeImage(width: 3, height: 3) { x, y in x == 1 && y == 1 ? opaqueRed : opaqueBlue }
        let image = UIImage(cgImage: cg).resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(image.resizingMode == .tile)
        #expect(
            image.resizableImage(withCapInsets: .zero, resizingMode: .stretch).resizingMode == .stretch)
        for mode in [UIImage.ResizingMode.tile, .stretch] {
            let resizable = UIImage(cgImage: cg).resizableImage(
                withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: mode)
            let picture = try drawn(CGSize(width: 8, height: 6)) { _ in
                resizable.draw(in: CGRect(x: 0, y: 0, width: 8, height: 6))
            }
            #expect(colorName(picture, 0, 0) == "blue")
            #expect(colorName(picture, 7, 5) == "blue")
            #expect(colorName(picture, 0, 3) == "blue")
            #expect(colorName(picture, 4, 0) == "blue")
            #expect(colorName(picture, 1, 1) == "red")
            #expect(colorName(picture, 6, 4) == "red")
        }
    }

    @Test func capInsetsMapOntoContentsCenter() throws {
        let cg = try makeImage(width: 40, height: 20) { _, _ in opaqueRed }
        let image = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(image.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        let resizable = image.resizableImage(
            withCapInsets: UIEdgeInsets(top: 2, left: 5, bottom: 3, right: 10))
        // 20 × 10 points: the middle is 5 points wide from x = 5, 5 points tall from y = 2.
        #expect(resizable.contentsCenter == CGRect(x: 0.25, y: 0.2, width: 0.25, height: 0.5))
        // Caps that cover everything leave a one-pixel middle.
        let full = image.resizableImage(withCapInsets: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(full.contentsCenter.width == 0.5 / 20)
        #expect(full.contentsCenter.height == 0.5 / 10)
    }
}
