import Foundation
import LaminaGraphics
import Testing

@testable import Lamina

/// A raster frame is cut into bands where few drawings cross, and frame sequences repaint the
/// rows whose band changed.
@Suite struct BandLayoutTests {
    /// Rows of 44-point cards every 50 points, as a grid of cards is laid out.
    func grid(rows: Int, top: CGFloat = 3) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: CGFloat(rows) * 50)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        for row in 0..<rows {
            for column in 0..<4 {
                let card = CALayer()
                card.frame = CGRect(
                    x: CGFloat(column) * 50 + 3, y: CGFloat(row) * 50 + top, width: 44, height: 44)
                card.backgroundColor = CGColor(gray: 1, alpha: 1)
                card.cornerRadius = 8
                let dot = CAShapeLayer()
                dot.path = CGPath(ellipseIn: CGRect(x: 16, y: 16, width: 12, height: 12), transform: nil)
                dot.fillColor = CGColor(srgbRed: 0.86, green: 0.18, blue: 0.2, alpha: 1)
                card.addSublayer(dot)
                root.addSublayer(card)
            }
        }
        return root
    }

    /// The layout of a frame with nothing to avoid: a cut every 128 rows.
    func plain(height: Int) -> BandLayout {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: CGFloat(height))
        return BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: height)
    }

    @Test func cutsFallBetweenRowsOfCardsNearEveryNominalBand() throws {
        // At these scales every window of cut rows holds a gap between two rows of cards.
        for scale in [1.0, 0.5] {
            let root = grid(rows: 20)
            let height = Int(root.bounds.height * scale)
            let tree = RenderTree(root: root, atTime: nil)
            let layout = BandLayout(
                tree: tree, toDevice: CGAffineTransform(scaleX: scale, y: scale),
                width: Int(root.bounds.width * scale),
                height: height)
            #expect(layout.count == (height + 127) / 128)
            #expect(layout.starts.first == 0)
            for (band, cut) in layout.starts.enumerated().dropFirst() {
                #expect(abs(cut - band * 128) <= BandLayout.window, "cut \(band) at \(cut)")
                // No card's pixels (one of antialiasing either side) lie on both sides of it.
                for card in root.sublayers ?? [] {
                    let top = Int((card.frame.minY * scale).rounded(.down)) - 1
                    let bottom = Int((card.frame.maxY * scale).rounded(.up)) + 1
                    #expect(
                        !(top < cut && cut < bottom), "cut \(cut) crosses a card at rows \(top)..<\(bottom)")
                }
            }
            // Every row is in exactly one band.
            var covered = 0
            for band in 0..<layout.count { covered += layout.rows(of: band).count }
            #expect(covered == height)
        }
    }

    @Test func withNothingToAvoidTheCutsAreEveryNominalBand() {
        let layout = plain(height: 1000)
        #expect(layout.starts == [0, 128, 256, 384, 512, 640, 768, 896])
        #expect(layout.bands(coveringRows: 127, 129) == 0..<2)
        #expect(layout.bands(coveringRows: 900, 2000) == 7..<8)
        #expect(layout.rows(of: 6..<8) == 768..<1000)
    }

    @Test func aShortLastBandKeepsAQuarterOfTheNominalHeight() {
        // Cards everywhere but rows 258…270: the cut near 256 would move into them, leaving a
        // last band of a few rows; it stays at least 32 rows from the end.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 270)
        let tall = CALayer()
        tall.frame = CGRect(x: 0, y: 0, width: 50, height: 258)
        tall.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(tall)
        let layout = BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: 270)
        #expect(layout.count == 3)
        #expect(layout.rows(of: 2).count >= 32)
    }

    @Test func rowsInOtherBandsAreThoseWhoseBandChanged() {
        let fixed = plain(height: 300)
        #expect(fixed.rowsInOtherBands(than: fixed).isEmpty)
        // A card over rows 110…150 moves the first cut off 128.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 110, width: 50, height: 40)
        card.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(card)
        let moved = BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: 300)
        #expect(moved.starts[1] != 128)
        #expect(moved.starts[2] == 256)
        // Both of the first two bands changed; the last did not.
        #expect(moved.rowsInOtherBands(than: fixed) == 0..<256)
        #expect(fixed.rowsInOtherBands(than: moved) == 0..<256)
        #expect(moved.rowsInOtherBands(than: plain(height: 301)) == 0..<300)
    }

    /// A card moving across a cut moves the cut: a turned gradient that every cut crosses is
    /// then cut elsewhere, and each frame of a sequence is still the full render, byte for
    /// byte.
    @Test(arguments: [1, 2])
    func aSequenceRepaintsTheRowsOfMovedCuts(threads: Int) throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 150, y: 20, width: 120, height: 360)
        gradient.colors = [
            CGColor(srgbRed: 0.1, green: 0.3, blue: 0.9, alpha: 1),
            CGColor(srgbRed: 0.9, green: 0.6, blue: 0.1, alpha: 1),
        ]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.setAffineTransform(CGAffineTransform(rotationAngle: 0.13))
        root.addSublayer(gradient)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 90, width: 60, height: 60)
        card.backgroundColor = CGColor(srgbRed: 0.9, green: 0.2, blue: 0.3, alpha: 1)
        root.addSublayer(card)
        let renderer = LayerRenderer(scale: 1, maximumConcurrency: threads)
        let sequence = renderer.frameSequence(of: root)
        _ = try sequence.image()
        var cuts: Set<Int> = []
        for y in stride(from: 96.0, through: 150, by: 6) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.frame.origin.y = y
            CATransaction.commit()
            let frame = try sequence.image().pngData()
            #expect(frame == (try renderer.pngData(of: root)), "card at \(y)")
            let tree = RenderTree(root: root, atTime: nil)
            cuts.insert(
                BandLayout(tree: tree, toDevice: .identity, width: Int(root.bounds.width), height: 400)
                    .starts[1])
        }
        // The cut did move.
        #expect(cuts.count > 1)
    }

    /// The layout of a 256-row frame whose only layer, `layer`, spans rows 20…236 and so
    /// crosses the cut at row 128 (every row of its window).
    func crossedBy(_ layer: CALayer, atTime time: CFTimeInterval? = nil) -> BandLayout {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 256)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        if layer.bounds.isEmpty { layer.frame = CGRect(x: 10, y: 20, width: 80, height: 216) }
        root.addSublayer(layer)
        return BandLayout(
            tree: RenderTree(root: root, atTime: time), toDevice: .identity, width: 100, height: 256)
    }

    @Test func bandsJoinAcrossSolidDrawingsOnly() {
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        var solid: [(String, CALayer)] = []
        let card = CALayer()
        card.cornerRadius = 12
        card.borderWidth = 2
        card.borderColor = CGColor(gray: 0, alpha: 1)
        card.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 0.5)
        solid.append(("a rounded, bordered, translucent background", card))
        let faded = CALayer()
        faded.backgroundColor = red
        faded.opacity = 0.5
        solid.append(("a faded background (one drawing: no group)", faded))
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 216), transform: nil)
        shape.fillColor = red
        shape.strokeColor = red
        shape.lineDashPattern = [4, 2]
        solid.append(("a filled, dashed shape", shape))
        for (name, layer) in solid {
            let layout = crossedBy(layer)
            #expect(layout.starts == [0, 128], "\(name)")
            #expect(layout.joinsAbove == [false, true], "\(name)")
            #expect(layout.joinedRuns(of: 0..<2) == [0..<2], "\(name)")
        }

        var dependent: [(String, CALayer)] = []
        let gradient = CAGradientLayer()
        gradient.colors = [red, CGColor(gray: 0, alpha: 1)]
        dependent.append(("a gradient", gradient))
        let text = CATextLayer()
        text.string = "Lamina"
        dependent.append(("text", text))
        let image = CALayer()
        let pixels = CGContext.makeImageContext(size: CGSize(width: 4, height: 4))!
        pixels.setFillColor(red)
        pixels.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        image.contents = pixels.makeImage()
        dependent.append(("an image", image))
        let shadowed = CALayer()
        shadowed.backgroundColor = red
        shadowed.shadowOpacity = 0.5
        dependent.append(("a shadow", shadowed))
        let masked = CALayer()
        masked.backgroundColor = red
        masked.mask = CALayer()
        masked.mask?.frame = CGRect(x: 0, y: 0, width: 40, height: 216)
        masked.mask?.backgroundColor = red
        dependent.append(("a mask", masked))
        let group = CALayer()
        group.opacity = 0.5
        for y in [0, 20] as [CGFloat] {
            let overlapping = CALayer()
            overlapping.frame = CGRect(x: 0, y: y, width: 80, height: 150)
            overlapping.backgroundColor = red
            group.addSublayer(overlapping)
        }
        dependent.append(("a group", group))
        let rounded = CALayer()
        rounded.backgroundColor = red
        rounded.cornerRadius = 10
        rounded.masksToBounds = true
        let clipped = CALayer()
        clipped.frame = CGRect(x: 20, y: -10, width: 80, height: 100)
        clipped.backgroundColor = CGColor(gray: 0, alpha: 1)
        rounded.addSublayer(clipped)
        dependent.append(("a rounded clip", rounded))
        let replicator = CAReplicatorLayer()
        let instance = CALayer()
        instance.frame = CGRect(x: 0, y: 0, width: 10, height: 216)
        instance.backgroundColor = red
        replicator.addSublayer(instance)
        dependent.append(("a replicator", replicator))
        let turned = CALayer()
        turned.backgroundColor = red
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        turned.transform = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
        let holder = CALayer()
        holder.addSublayer(turned)
        turned.frame = CGRect(x: 10, y: 10, width: 60, height: 196)
        dependent.append(("a layer turned in perspective", holder))
        let clipping = CALayer()
        clipping.masksToBounds = true
        let inside = CALayer()
        inside.frame = CGRect(x: -10, y: -10, width: 50, height: 300)
        inside.backgroundColor = red
        clipping.addSublayer(inside)
        dependent.append(("a clip to the bounds", clipping))
        let emitter = CAEmitterLayer()
        emitter.backgroundColor = red
        dependent.append(("an emitter", emitter))
        // A solid shape past the output's left side.
        let beyond = CAShapeLayer()
        beyond.path = CGPath(rect: CGRect(x: -30, y: 0, width: 60, height: 216), transform: nil)
        beyond.fillColor = red
        dependent.append(("a shape past the output's side", beyond))
        for (name, layer) in dependent {
            let layout = crossedBy(layer)
            #expect(layout.starts == [0, 128], "\(name)")
            #expect(layout.joinsAbove == [false, false], "\(name)")
            #expect(layout.joinedRuns(of: 0..<2) == [0..<1, 1..<2], "\(name)")
        }
    }

    @Test func aTransitionOrATransformLayerKeepsEveryCut() {
        // Both draw past their paint bounds: a pushed old appearance, sublayers placed in 3D.
        let small = CGRect(x: 10, y: 20, width: 80, height: 30)
        let pushed = CALayer()
        pushed.frame = small
        pushed.backgroundColor = CGColor(gray: 0, alpha: 1)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromBottom
        transition.duration = 1
        transition.beginTime = 50
        pushed.add(transition, forKey: nil)
        let transformLayer = CATransformLayer()
        transformLayer.frame = small
        let face = CALayer()
        face.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        face.backgroundColor = CGColor(gray: 0, alpha: 1)
        transformLayer.addSublayer(face)
        for (name, layer) in [("a transition", pushed), ("a transform layer", transformLayer)] {
            let layout = crossedBy(layer, atTime: 50.5)
            #expect(layout.starts == [0, 128], "\(name)")
            #expect(layout.joinsAbove == [false, false], "\(name)")
        }
        // The same layers without the transition, or as a plain layer, join.
        let still = CALayer()
        still.frame = small
        still.backgroundColor = CGColor(gray: 0, alpha: 1)
        #expect(crossedBy(still).joinsAbove == [false, true])
    }

    @Test func joinedRunsSplitAtEveryCutThatDoesNotJoin() {
        // A gradient across the cut near row 256 only.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 640)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 200, width: 50, height: 100)
        gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        root.addSublayer(gradient)
        let layout = BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: 640)
        #expect(layout.starts == [0, 128, 256, 384, 512])
        #expect(layout.joinsAbove == [false, true, false, true, true])
        #expect(layout.joinedRuns(of: 0..<5) == [0..<2, 2..<5])
        #expect(layout.joinedRuns(of: 1..<4) == [1..<2, 2..<4])
        #expect(layout.joinedRuns(of: 3..<3) == [])
    }
}
