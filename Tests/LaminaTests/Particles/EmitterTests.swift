import Lamina
import Testing

/// `CAEmitterLayer` and `CAEmitterCell`: Apple's defaults, and particle systems that are a
/// pure function of the properties, the seed and the time.
@Suite struct EmitterTests {
    /// A 4 × 4 white square image.
    static let dot: CGImage = {
        let context = CGContext.makeImageContext(size: CGSize(width: 4, height: 4), scale: 1)!
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return context.makeImage()!
    }()

    /// An emitter at the centre of a 200 × 200 layer whose one cell shoots white dots to the
    /// right at 50 points per second, 10 a second, each living 2 s; emission starts at
    /// `beginTime` 100.
    func emitter() -> (layer: CAEmitterLayer, cell: CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        layer.beginTime = 100
        let cell = CAEmitterCell()
        cell.name = "dot"
        cell.contents = Self.dot
        cell.birthRate = 10
        cell.lifetime = 2
        cell.velocity = 50
        layer.emitterCells = [cell]
        return (layer, cell)
    }

    /// How many pixels are not transparent.
    func coverage(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) > 0 { count += 1 }
        }
        return count
    }

    @Test func defaultsAreApples() {
        let layer = CAEmitterLayer()
        #expect(layer.emitterCells == nil)
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1)
        #expect(layer.scale == 1 && layer.spin == 1 && layer.seed == 0)
        #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero && layer.emitterDepth == 0)
        #expect(
            layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(CAEmitterLayerEmitterShape.rectangle.rawValue == "rectangle")
        #expect(CAEmitterLayerEmitterMode.outline.rawValue == "outline")
        #expect(CAEmitterLayerRenderMode.oldestFirst.rawValue == "oldestFirst")
        #expect(CAEmitterLayer.defaultValue(forKey: "birthRate") as? Float == 1)
        let cell = CAEmitterCell()
        #expect(cell.isEnabled && cell.birthRate == 0 && cell.lifetime == 0 && cell.velocity == 0)
        #expect(cell.scale == 1 && cell.contentsScale == 1 && cell.spin == 0)
        #expect(cell.color == CGColor(gray: 1, alpha: 1))
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear")
        #expect(cell.duration == 0 && cell.speed == 1 && cell.fillMode == .removed)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
    }

    @Test func theSameTimeGivesTheSamePictureAndAnotherTimeAnother() throws {
        let (layer, _) = emitter()
        let renderer = LayerRenderer()
        let first = try renderer.pngData(of: layer, atTime: 101)
        let again = try renderer.pngData(of: layer, atTime: 101)
        let fresh = try renderer.pngData(of: emitter().layer, atTime: 101)
        #expect(first == again)
        #expect(first == fresh)
        #expect(first != (try renderer.pngData(of: layer, atTime: 101.5)))
        // Before emission starts, nothing.
        #expect(coverage(try renderer.image(of: layer, atTime: 99)) == 0)
    }

    @Test func particlesMoveAtTheirVelocity() throws {
        let (layer, _) = emitter()
        // At t = 101 (1 s in) the oldest dot, born at 0 s, is 50 points right of the centre;
        // the youngest, born at 1 s, is at the centre. Dots are 4 points wide.
        let image = try LayerRenderer().image(of: layer, atTime: 101)
        #expect((image.pixel(x: 150, y: 100)?.alpha ?? 0) > 0)
        #expect((image.pixel(x: 100, y: 100)?.alpha ?? 0) > 0)
        #expect(image.pixel(x: 156, y: 100)?.alpha == 0)
        #expect(image.pixel(x: 100, y: 106)?.alpha == 0)
        // After 3 s the first dots have died (lifetime 2 s): none beyond 100 + 2 × 50.
        let later = try LayerRenderer().image(of: layer, atTime: 103)
        #expect(later.pixel(x: 199, y: 100)?.alpha == 0)
        #expect((later.pixel(x: 195, y: 100)?.alpha ?? 0) > 0)
    }

    @Test func birthRatesMultiplyThroughLayerAndCell() throws {
        let (layer, cell) = emitter()
        cell.velocity = 0
        cell.velocityRange = 0
        layer.emitterShape = .line
        layer.emitterSize = CGSize(width: 180, height: 0)
        let renderer = LayerRenderer()
        let base = coverage(try renderer.image(of: layer, atTime: 100.95))
        layer.birthRate = 3
        let tripled = coverage(try renderer.image(of: layer, atTime: 100.95))
        #expect(tripled > base * 2, "\(base) → \(tripled)")
        cell.isEnabled = false
        #expect(coverage(try renderer.image(of: layer, atTime: 100.95)) == 0)
    }

    @Test func keyPathsReachCellsAndTheSeedDecides() throws {
        let (layer, cell) = emitter()
        layer.setValue(0, forKeyPath: "emitterCells.dot.birthRate")
        #expect(cell.birthRate == 0)
        #expect(layer.value(forKeyPath: "emitterCells.dot.lifetime") as? Float == 2)
        layer.setValue(10, forKeyPath: "emitterCells.dot.birthRate")
        cell.emissionRange = .pi * 2
        let renderer = LayerRenderer()
        let seeded = try renderer.pngData(of: layer, atTime: 101.5)
        layer.seed = 7
        #expect(seeded != (try renderer.pngData(of: layer, atTime: 101.5)))
    }

    @Test func colorsTintWhiteContentsAndSubCellsEmitFromParticles() throws {
        let (layer, cell) = emitter()
        cell.color = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let image = try LayerRenderer().image(of: layer, atTime: 101)
        let pixel = try #require(image.pixel(x: 150, y: 100))
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0)
        // A spark cell emitted by each dot, falling straight down from it.
        let spark = CAEmitterCell()
        spark.contents = Self.dot
        spark.birthRate = 20
        spark.lifetime = 1
        spark.velocity = 40
        spark.emissionLongitude = .pi / 2
        cell.contents = nil
        cell.emitterCells = [spark]
        let sparks = try LayerRenderer().image(of: layer, atTime: 101)
        // The parents draw nothing; sparks appear on and below the parents' path only.
        #expect(coverage(sparks) > 50)
        #expect((0..<200).allSatisfy { sparks.pixel(x: $0, y: 90)?.alpha == 0 })
    }

    @Test func emissionStartsAtTheFirstCommit() throws {
        let (layer, _) = emitter()
        layer.beginTime = 0
        let root = CALayer()
        root.bounds = layer.bounds
        layer.position = CGPoint(x: 100, y: 100)
        root.addSublayer(layer)
        CATransaction.flush()
        let now = CACurrentMediaTime()
        // Started by the commit: at most a few milliseconds of particles now, a second's worth later.
        let renderer = LayerRenderer()
        let early = coverage(try renderer.image(of: root, atTime: now))
        let later = coverage(try renderer.image(of: root, atTime: now + 1))
        #expect(early <= 16)
        #expect(later > 100)
        // Emitting never changes the model: the same time gives the same picture again.
        #expect(coverage(try renderer.image(of: root, atTime: now + 1)) == later)
    }
}
