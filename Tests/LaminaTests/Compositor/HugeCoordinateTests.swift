import Foundation
import Lamina
import Testing

/// Huge but finite coordinates (inverted masks drawn as a rectangle millions of points wide,
/// as lottie-ios draws them) draw as on iOS: Cairo's fixed-point range never loses them.
@Suite struct HugeCoordinateTests {
    /// A 40 × 40 red layer masked by a mask whose sublayer (or the mask itself) fills a huge
    /// square with a 20-point hole in its middle (even-odd): the red shows round the hole.
    func invertedMask(extent: CGFloat, inSublayer: Bool) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let layer = CALayer()
        layer.frame = root.bounds
        layer.backgroundColor = rgba(1, 0, 0)
        let hole = CGMutablePath()
        hole.addRect(CGRect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent))
        hole.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.path = hole
        shape.fillRule = .evenOdd
        if inSublayer {
            let mask = CALayer()
            mask.frame = root.bounds
            mask.addSublayer(shape)
            layer.mask = mask
        } else {
            layer.mask = shape
        }
        root.addSublayer(layer)
        return root
    }

    @Test(arguments: [1e6, 1e7, 1e9, 1e15], [false, true])
    func invertedMasksKeepTheirShape(_ extent: CGFloat, _ inSublayer: Bool) throws {
        let image = try LayerRenderer(scale: 2).image(
            of: invertedMask(extent: extent, inSublayer: inSublayer))
        #expect(rgbaAt(image, 8, 8) == [255, 0, 0, 255], "extent \(extent), sublayer \(inSublayer)")
        #expect(rgbaAt(image, 72, 72) == [255, 0, 0, 255])
        #expect(rgbaAt(image, 40, 40)[3] == 0)
    }

    /// A shape layer over a 40 × 40 root, drawn at 2×.
    func render(_ path: CGPath, fill: CGColor?, stroke: CGColor? = nil) throws -> CGImage {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.path = path
        shape.fillColor = fill
        shape.strokeColor = stroke
        shape.lineWidth = 4
        root.addSublayer(shape)
        return try LayerRenderer(scale: 2).image(of: root)
    }

    @Test func aSlantedLineToFarAwayKeepsItsSlope() throws {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 1e9, y: 5e8))
        let image = try render(line, fill: nil, stroke: rgba(0, 0, 0))
        // Through (20, 10) and (40, 20) in points, not toward a clamped corner.
        #expect(rgbaAt(image, 40, 20)[3] == 255)
        #expect(rgbaAt(image, 78, 39)[3] == 255)
        #expect(rgbaAt(image, 40, 40)[3] == 0)
    }

    @Test func aHugeCircleShowsItsEdge() throws {
        // A circle of radius 10⁸ whose top passes through y = 20.
        let circle = CGPath(
            ellipseIn: CGRect(x: 20 - 1e8, y: 20, width: 2e8, height: 2e8), transform: nil)
        let image = try render(circle, fill: rgba(0, 0, 0))
        #expect(rgbaAt(image, 40, 30)[3] == 0)
        #expect(rgbaAt(image, 40, 50)[3] == 255)
        #expect(rgbaAt(image, 2, 78)[3] == 255)
        // A circle far away entirely draws nothing, and nothing garbled.
        let away = CGPath(ellipseIn: CGRect(x: 1e9, y: 1e9, width: 1e9, height: 1e9), transform: nil)
        let empty = try render(away, fill: rgba(0, 0, 0))
        #expect(rgbaAt(empty, 40, 40)[3] == 0 && rgbaAt(empty, 0, 0)[3] == 0)
    }
}
