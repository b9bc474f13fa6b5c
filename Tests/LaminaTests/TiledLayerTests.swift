import Lamina
import Testing

/// `CATiledLayer`: Apple's defaults, and `draw(in:)` called once per tile, clipped to it, at
/// the output's scale.
@Suite struct TiledLayerTests {
    /// A tiled layer that records the clip of each call and fills it with a colour per tile.
    final class CheckerLayer: CATiledLayer {
        var clips: [CGRect] = []

        override func draw(in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath
            clips.append(clip)
            let even = (Int(clip.minX / 50) + Int(clip.minY / 50)) % 2 == 0
            ctx.setFillColor(
                even ? CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) : CGColor(gray: 0, alpha: 1))
            ctx.fill(CGRect(x: -1000, y: -1000, width: 3000, height: 3000))
        }
    }

    @Test func defaults() {
        let layer = CATiledLayer()
        #expect(layer.tileSize == CGSize(width: 256, height: 256))
        #expect(layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(CATiledLayer.defaultValue(forKey: "tileSize") as? CGSize == CGSize(width: 256, height: 256))
    }

    @Test func eachTileIsDrawnClippedToItself() throws {
        let layer = CheckerLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
        layer.tileSize = CGSize(width: 100, height: 100)
        layer.setNeedsDisplay()
        // At scale 2 a 100-pixel tile is 50 points: 3 × 2 tiles, the last column 20 wide.
        let image = try LayerRenderer(scale: 2).image(of: layer)
        #expect(layer.clips.count == 6)
        #expect(layer.clips.contains(CGRect(x: 0, y: 0, width: 50, height: 50)))
        #expect(layer.clips.contains(CGRect(x: 100, y: 50, width: 20, height: 10)))
        // Each tile got its own colour: a checkerboard.
        #expect(image.pixel(x: 50, y: 50)?.red == 255)
        #expect(image.pixel(x: 150, y: 50)?.red == 0)
        #expect(image.pixel(x: 150, y: 110)?.red == 255)
    }
}
