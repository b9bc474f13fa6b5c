import Foundation
import Lamina
import Testing

/// Frame sequences repaint only what changed, and every frame is byte for byte the full
/// render of that tree at that time.
@Suite struct FrameSequenceTests {
    let renderer = LayerRenderer(scale: 1, backgroundColor: CGColor(gray: 0.95, alpha: 1))

    /// Six bands tall: a card near the top, a shape in the middle, a shadowed tile at the
    /// bottom.
    func scene() -> (root: CALayer, card: CALayer, shape: CAShapeLayer, tile: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 760)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 120, height: 60)
        card.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.cornerRadius = 10
        card.borderWidth = 2
        card.borderColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(card)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20, y: 320, width: 120, height: 80)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 120, height: 80), transform: nil)
        shape.fillColor = CGColor(srgbRed: 0.9, green: 0.5, blue: 0.1, alpha: 1)
        root.addSublayer(shape)
        let tile = CALayer()
        tile.frame = CGRect(x: 30, y: 640, width: 100, height: 80)
        tile.backgroundColor = CGColor(srgbRed: 0.1, green: 0.7, blue: 0.3, alpha: 1)
        tile.shadowOpacity = 0.6
        tile.shadowRadius = 6
        tile.shadowOffset = CGSize(width: 0, height: 4)
        root.addSublayer(tile)
        return (root, card, shape, tile)
    }

    /// Renders `times` through one sequence and checks each frame against a full render.
    func expectFullRenders(
        of root: CALayer, atTimes times: [CFTimeInterval], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [CGRect] {
        let sequence = renderer.frameSequence(of: root)
        var repainted: [CGRect] = []
        for time in times {
            let frame = try sequence.image(atTime: time).pngData()
            let full = try renderer.pngData(of: root, atTime: time)
            #expect(frame == full, "frame at \(time)", sourceLocation: sourceLocation)
            repainted.append(sequence.repaintedRect)
        }
        return repainted
    }

    func animation(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.beginTime = 100
        animation.duration = 1
        return animation
    }

    @Test func animatedFramesMatchFullRendersAndRepaintOnlyTheirRectangle() throws {
        let (root, card, shape, tile) = scene()
        card.add(animation("opacity", from: 1, to: 0.2), forKey: "fade")
        card.add(
            animation("backgroundColor", from: CGColor(gray: 0, alpha: 1), to: CGColor(gray: 1, alpha: 1)),
            forKey: "colour")
        let times = LayerRenderer.frameTimes(from: 99.9, to: 101.1, count: 8)
        let repainted = try expectFullRenders(of: root, atTimes: times)
        // The first frame is whole; the card's changes reach its band only, never the shape's
        // or the tile's.
        #expect(repainted[0] == CGRect(x: 0, y: 0, width: 160, height: 760))
        // The card (20, 20, 120, 60) and four pixels round it for antialiasing.
        #expect(repainted[2] == CGRect(x: 16, y: 16, width: 128, height: 68))
        for rect in repainted.dropFirst() { #expect(rect.isNull || rect.maxY <= 84) }
        // Once the animations are finished, nothing changes.
        root.advanceAnimations(to: 102)
        let sequence = renderer.frameSequence(of: root)
        _ = try sequence.image(atTime: 102)
        _ = try sequence.image(atTime: 103)
        #expect(sequence.repaintedRect == .null)
        _ = (shape, tile)
    }

    @Test func aTurningCubeMatchesFullRenders() throws {
        // 3D reaches past its faces' own bounds: every frame, on every band, as a full render.
        let (root, _) = BandedPaintingTests.cube()
        let cube = try #require(root.sublayers?.first?.sublayers?.first as? CATransformLayer)
        cube.add(animation("transform.rotation.y", from: 0, to: CGFloat.pi / 2), forKey: "turn")
        _ = try expectFullRenders(
            of: root, atTimes: LayerRenderer.frameTimes(from: 99.9, to: 101.1, count: 6))
    }

    @Test func positionPathShadowAndColourAnimations() throws {
        let (root, card, shape, tile) = scene()
        card.add(
            animation("position", from: CGPoint(x: 80, y: 50), to: CGPoint(x: 80, y: 300)), forKey: "move")
        let wider = CGPath(rect: CGRect(x: -10, y: 10, width: 140, height: 40), transform: nil)
        shape.add(animation("path", from: shape.path!, to: wider), forKey: "path")
        shape.add(
            animation("fillColor", from: CGColor(gray: 0, alpha: 1), to: CGColor(gray: 0.8, alpha: 1)),
            forKey: "fill")
        tile.add(animation("shadowRadius", from: 0, to: 20), forKey: "blur")
        tile.add(
            animation("shadowOffset", from: CGSize(width: 0, height: -30), to: CGSize(width: 10, height: 10)),
            forKey: "offset")
        let times = LayerRenderer.frameTimes(from: 99.8, to: 101.2, count: 9)
        _ = try expectFullRenders(of: root, atTimes: times)
        // Out of order too.
        _ = try expectFullRenders(of: root, atTimes: times.reversed())
    }

    /// A still subtree is copied from the previous frame with the bounds its many sublayers
    /// are culled by: a change beside it repaints its cards as a full render draws them.
    @Test func aChangeBesideManyStillSublayersMatchesAFullRender() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 300)
        let container = CALayer()
        container.frame = root.bounds
        for index in 0..<12 {
            let card = CALayer()
            card.frame = CGRect(
                x: 10 + CGFloat(index % 3) * 50, y: 10 + CGFloat(index / 3) * 70, width: 40, height: 60)
            card.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            card.cornerRadius = 6
            container.addSublayer(card)
        }
        root.addSublayer(container)
        let badge = CALayer()
        badge.frame = CGRect(x: 30, y: 100, width: 100, height: 20)
        badge.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(badge)
        let sequence = renderer.frameSequence(of: root)
        _ = try sequence.image()
        for step in 1...3 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            badge.backgroundColor = CGColor(srgbRed: 1, green: CGFloat(step) / 4, blue: 0, alpha: 1)
            CATransaction.commit()
            let frame = try sequence.image().pngData()
            #expect(frame == (try renderer.pngData(of: root)), "step \(step)")
            #expect(sequence.reusedNodeCount >= 12, "step \(step): the cards were copied")
        }
    }

    @Test func changesToTheModelBetweenFrames() throws {
        let (root, card, shape, tile) = scene()
        let sequence = renderer.frameSequence(of: root)
        func expectFull(_ what: String) throws -> CGRect {
            let frame = try sequence.image().pngData()
            #expect(frame == (try renderer.pngData(of: root)), "\(what)")
            return sequence.repaintedRect
        }
        _ = try expectFull("first")
        #expect(try expectFull("unchanged") == .null)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.fillColor = CGColor(srgbRed: 0.3, green: 0.3, blue: 0.3, alpha: 1)
        CATransaction.commit()
        // Only the shape (20, 320, 120, 80) and its margin.
        #expect(try expectFull("fill colour") == CGRect(x: 16, y: 316, width: 128, height: 88))
        CATransaction.setDisableActions(true)
        let badge = CALayer()
        badge.frame = CGRect(x: 100, y: 500, width: 30, height: 30)
        badge.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(badge)
        _ = try expectFull("sublayer added")
        root.sublayers?.removeAll { $0 === card }
        _ = try expectFull("sublayer removed")
        tile.isHidden = true
        _ = try expectFull("hidden")
        tile.isHidden = false
        tile.shadowOffset = CGSize(width: 0, height: -40)
        _ = try expectFull("shadow moved")
        shape.zPosition = 10
        shape.position.y = 620
        _ = try expectFull("moved over the tile")
        root.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        _ = try expectFull("sublayer transform")
        root.bounds.size.height = 700
        #expect(try expectFull("resized") == CGRect(x: 0, y: 0, width: 160, height: 700))
    }

    @Test func aChangeUnderALayerTurnedInPerspectiveInAMaskOrIn3DRepaintsWhereItShows() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 600)
        // A panel tilted away in perspective, a dot inside it.
        let panel = CALayer()
        panel.frame = CGRect(x: 20, y: 20, width: 160, height: 200)
        panel.backgroundColor = CGColor(gray: 0.8, alpha: 1)
        var tilt = CATransform3DIdentity
        tilt.m34 = -1 / 300
        panel.transform = CATransform3DRotate(tilt, .pi / 4, 1, 0, 0)
        root.addSublayer(panel)
        let dot = CALayer()
        dot.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        panel.addSublayer(dot)
        // A layer masked by a layer with a sublayer: the mask's sublayer changes.
        let masked = CALayer()
        masked.frame = CGRect(x: 20, y: 300, width: 160, height: 200)
        masked.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        let mask = CALayer()
        mask.frame = masked.bounds
        let hole = CALayer()
        hole.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        hole.backgroundColor = CGColor(gray: 0, alpha: 1)
        mask.addSublayer(hole)
        masked.mask = mask
        root.addSublayer(masked)
        // A transform layer turned about y (no perspective: placed affinely) whose sublayer
        // stands 80 points in front of it: drawn 69 points to the side of its own plane.
        let stage = CATransformLayer()
        stage.frame = CGRect(x: 40, y: 520, width: 60, height: 60)
        stage.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(stage)
        let card = CALayer()
        card.frame = stage.bounds
        card.zPosition = 80
        card.backgroundColor = CGColor(srgbRed: 0.9, green: 0.5, blue: 0.1, alpha: 1)
        stage.addSublayer(card)
        let sequence = renderer.frameSequence(of: root)
        _ = try sequence.image()
        CATransaction.setDisableActions(true)
        dot.frame.origin = CGPoint(x: 100, y: 120)
        #expect(try sequence.image().pngData() == (try renderer.pngData(of: root)), "dot moved")
        #expect(!sequence.repaintedRect.isNull)
        hole.frame.origin = CGPoint(x: 90, y: 120)
        #expect(try sequence.image().pngData() == (try renderer.pngData(of: root)), "mask's sublayer moved")
        card.backgroundColor = CGColor(srgbRed: 0.1, green: 0.7, blue: 0.3, alpha: 1)
        #expect(try sequence.image().pngData() == (try renderer.pngData(of: root)), "3D sublayer recoloured")
    }

    @Test func aChangeUnderAShadowedOrReplicatedLayerRepaintsItsWholeExtent() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 600)
        let group = CALayer()
        group.frame = CGRect(x: 20, y: 20, width: 160, height: 300)
        group.shadowOpacity = 1
        group.shadowRadius = 10
        group.shadowOffset = CGSize(width: 0, height: 200)
        root.addSublayer(group)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        group.addSublayer(dot)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 400, width: 200, height: 40)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 60, 0)
        let bar = CALayer()
        bar.frame = CGRect(x: 10, y: 0, width: 50, height: 20)
        bar.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        replicator.addSublayer(bar)
        root.addSublayer(replicator)
        let sequence = renderer.frameSequence(of: root)
        _ = try sequence.image()
        CATransaction.setDisableActions(true)
        // The dot's shadow falls 200 points lower, in other bands.
        dot.frame.origin.x = 100
        #expect(try sequence.image().pngData() == (try renderer.pngData(of: root)))
        // The bar's copies reach bands below its own.
        bar.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        #expect(try sequence.image().pngData() == (try renderer.pngData(of: root)))
    }

    @Test func contactSheetsAndAnimatedPNGsUseSequences() throws {
        let (root, card, _, _) = scene()
        card.add(animation("opacity", from: 1, to: 0), forKey: "fade")
        let times = LayerRenderer.frameTimes(from: 100, to: 101, count: 4)
        let sheet = try renderer.contactSheet(of: root, atTimes: times, columns: 4, spacing: 0)
        for (index, time) in times.enumerated() {
            let full = try renderer.image(of: root, atTime: time)
            for y in [10, 50, 400, 700] {
                #expect(sheet.pixel(x: index * 160 + 80, y: y)! == full.pixel(x: 80, y: y)!)
            }
        }
    }

    /// An image a sequence gave out shares its pixels until the next frame: it never changes,
    /// whether it is kept while later frames are drawn or drawn itself in between.
    @Test func imagesGivenOutNeverChange() throws {
        let (root, card, _, _) = scene()
        let sequence = renderer.frameSequence(of: root)
        let first = try sequence.image()
        let firstBytes = try first.pngData()
        CATransaction.setDisableActions(true)
        card.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let second = try sequence.image()
        #expect(try first.pngData() == firstBytes)
        #expect(try second.pngData() == (try renderer.pngData(of: root)))
        // An image drawn into a context that outlives it.
        let context = try #require(CGContext.makeImageContext(size: CGSize(width: 160, height: 760)))
        context.draw(second, in: CGRect(x: 0, y: 0, width: 160, height: 760))
        let secondBytes = try second.pngData()
        card.backgroundColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
        let third = try sequence.image()
        #expect(try second.pngData() == secondBytes)
        #expect(try third.pngData() == (try renderer.pngData(of: root)))
        // Dropped images let the sequence draw over their pixels: frames stay right.
        for step in 0..<3 {
            card.backgroundColor = CGColor(gray: CGFloat(step) / 3, alpha: 1)
            #expect(try sequence.image().pngData() == (try renderer.pngData(of: root)))
        }
    }

    /// A wide scene of gradients (masked by strokes, radial, conic, turned), text and shadows,
    /// whose changes are repainted as small rectangles cutting through every kind of drawing:
    /// each frame is still the full render, byte for byte, on one thread and on several, at
    /// two scales.
    @Test(arguments: [(1.0, 1), (2.0, 1), (2.0, 4)])
    func smallRepaintsThroughGradientsTextAndShadowsMatchFullRenders(scale: CGFloat, threads: Int) throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 620, height: 300)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        var cards: [CALayer] = []
        for index in 0..<12 {
            let card = CALayer()
            card.frame = CGRect(
                x: 10 + CGFloat(index % 6) * 100, y: 10 + CGFloat(index / 6) * 140, width: 90, height: 120)
            card.cornerRadius = 8
            card.borderWidth = 1
            card.borderColor = CGColor(gray: 0.8, alpha: 1)
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.shadowOpacity = index % 3 == 0 ? 0.4 : 0
            card.shadowRadius = 5
            let gradient = CAGradientLayer()
            gradient.frame = card.bounds
            gradient.colors = [
                CGColor(srgbRed: 0.39, green: 0.54, blue: 0.98, alpha: 1),
                CGColor(srgbRed: 0.56, green: 0.67, blue: 1, alpha: 1),
            ]
            gradient.type = [.axial, .radial, .conic][index % 3]
            gradient.startPoint = index % 3 == 0 ? CGPoint(x: 0, y: 0.5) : CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            if index % 2 == 0 {
                let border = CAShapeLayer()
                border.lineWidth = 3
                border.fillColor = nil
                border.strokeColor = CGColor(gray: 0, alpha: 1)
                border.path = CGPath(
                    roundedRect: card.bounds.insetBy(dx: 2, dy: 2), cornerWidth: 8, cornerHeight: 8,
                    transform: nil)
                gradient.mask = border
            } else {
                gradient.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
            }
            let text = CATextLayer()
            text.frame = CGRect(x: 8, y: 80, width: 80, height: 30)
            text.string = "Card \(index)"
            text.fontSize = 15
            text.foregroundColor = CGColor(gray: 0.1, alpha: 1)
            card.addSublayer(gradient)
            card.addSublayer(text)
            root.addSublayer(card)
            cards.append(card)
        }
        let renderer = LayerRenderer(scale: scale, maximumConcurrency: threads)
        let sequence = renderer.frameSequence(of: root)
        _ = try sequence.image()
        for (step, index) in [3, 7, 8, 0, 11].enumerated() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            cards[index].backgroundColor = CGColor(
                srgbRed: 1, green: 0.9, blue: 0.8 - 0.1 * CGFloat(step), alpha: 1)
            (cards[(index + 5) % 12].sublayers?[1] as? CATextLayer)?.string = "Step \(step)"
            CATransaction.commit()
            let frame = try sequence.image().pngData()
            #expect(frame == (try renderer.pngData(of: root)), "step \(step)")
            // Only part of the frame was painted.
            #expect(sequence.repaintedRect.width < root.bounds.width * scale)
        }
    }

}
