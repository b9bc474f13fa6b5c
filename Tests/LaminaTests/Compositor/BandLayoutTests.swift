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

    /// The nominal band height.
    let n = BandLayout.nominalHeight

    /// The layout of a frame with nothing to avoid: a cut every nominal band.
    func plain(height: Int) -> BandLayout {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: CGFloat(height))
        return BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: height)
    }

    @Test func cutsFallBetweenRowsOfCardsNearEveryNominalBand() throws {
        // At these scales every window of cut rows holds a gap between two rows of cards.
        for scale in [0.6, 0.5] {
            let root = grid(rows: 20)
            let height = Int(root.bounds.height * scale)
            let tree = RenderTree(root: root, atTime: nil)
            let layout = BandLayout(
                tree: tree, toDevice: CGAffineTransform(scaleX: scale, y: scale),
                width: Int(root.bounds.width * scale),
                height: height)
            #expect(layout.count == (height + n - 1) / n)
            #expect(layout.starts.first == 0)
            for (band, cut) in layout.starts.enumerated().dropFirst() {
                #expect(abs(cut - band * n) <= BandLayout.window, "cut \(band) at \(cut)")
                // No card's pixels lie on both sides of it.
                for card in root.sublayers ?? [] {
                    let top = Int((card.frame.minY * scale).rounded(.down))
                    let bottom = Int((card.frame.maxY * scale).rounded(.up))
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
        let height = 8 * n - 24
        let layout = plain(height: height)
        #expect(layout.starts == Array(stride(from: 0, to: height, by: n)))
        #expect(layout.bands(coveringRows: n - 1, n + 1) == 0..<2)
        #expect(layout.bands(coveringRows: 7 * n + 4, 2 * height) == 7..<8)
        #expect(layout.rows(of: 6..<8) == 6 * n..<height)
    }

    @Test func aShortLastBandKeepsAQuarterOfTheNominalHeight() {
        // A card everywhere but the last 12 rows: the cut near the second nominal one would
        // move past it, leaving a last band of a few rows; it stays a quarter band from the end.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: CGFloat(2 * n + 14))
        let tall = CALayer()
        tall.frame = CGRect(x: 0, y: 0, width: 50, height: CGFloat(2 * n + 2))
        tall.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(tall)
        let layout = BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: 2 * n + 14)
        #expect(layout.count == 3)
        #expect(layout.rows(of: 2).count >= n / 4)
    }

    @Test func rowsInOtherBandsAreThoseWhoseBandChanged() {
        let height = 2 * n + 44
        let fixed = plain(height: height)
        #expect(fixed.rowsInOtherBands(than: fixed).isEmpty)
        // A card over the first cut and the rows just below it moves the cut below the card.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: CGFloat(height))
        let card = CALayer()
        card.frame = CGRect(x: 0, y: CGFloat(n - 18), width: 50, height: 26)
        card.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(card)
        let moved = BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: height)
        #expect(moved.starts[1] != n)
        #expect(moved.starts[2] == 2 * n)
        // Both of the first two bands changed; the last did not.
        #expect(moved.rowsInOtherBands(than: fixed) == 0..<2 * n)
        #expect(fixed.rowsInOtherBands(than: moved) == 0..<2 * n)
        #expect(moved.rowsInOtherBands(than: plain(height: height + 1)) == 0..<height)
    }

    /// A drawing every cut crosses, whose last bits depend on where it is cut: a radial
    /// gradient, or an image scaled and turned (Cairo samples both from the clipped area); and a
    /// turned axial gradient.
    static func crossingDrawing(_ kind: String) -> CALayer {
        let colors = [
            CGColor(srgbRed: 0.1, green: 0.3, blue: 0.9, alpha: 1),
            CGColor(srgbRed: 0.9, green: 0.6, blue: 0.1, alpha: 1),
        ]
        let layer: CALayer
        switch kind {
        case "image":
            layer = CALayer()
            let context = CGContext(
                data: nil, width: 9, height: 13, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            for y in 0..<13 {
                for x in 0..<9 {
                    context.setFillColor(colors[(x + y) % 2])
                    context.fill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
            layer.contents = context.makeImage()
        default:
            let gradient = CAGradientLayer()
            gradient.type = kind == "radial" ? .radial : .axial
            gradient.colors = colors
            gradient.startPoint = CGPoint(x: kind == "radial" ? 0.5 : 0, y: kind == "radial" ? 0.5 : 0)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            layer = gradient
        }
        layer.frame = CGRect(x: 150.3, y: 20.6, width: 120, height: 360)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.13))
        return layer
    }

    /// A card moving across a cut moves the cut: a drawing that every cut crosses is then cut
    /// elsewhere, and each frame of a sequence is still the full render, byte for byte (the
    /// rows whose band changed are repainted).
    @Test(arguments: [1, 2], ["axial", "radial", "image"])
    func aSequenceRepaintsTheRowsOfMovedCuts(threads: Int, drawing: String) throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        root.addSublayer(Self.crossingDrawing(drawing))
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
                    .starts[128 / n])
        }
        // The cut did move.
        #expect(cuts.count > 1)
    }

    /// The layout of a frame two nominal bands high whose only layer, `layer`, spans all but
    /// 20 rows at the top and bottom and so crosses the cut between them (every row of its
    /// window).
    func crossedBy(_ layer: CALayer, atTime time: CFTimeInterval? = nil) -> BandLayout {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: CGFloat(2 * n))
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        if layer.bounds.isEmpty { layer.frame = CGRect(x: 10, y: 20, width: 80, height: CGFloat(2 * n - 40)) }
        root.addSublayer(layer)
        return BandLayout(
            tree: RenderTree(root: root, atTime: time), toDevice: .identity, width: 100, height: 2 * n)
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
            #expect(layout.starts == [0, n], "\(name)")
            #expect(layout.joinsAbove == [false, true], "\(name)")
            #expect(layout.nextChunk(from: 0, of: 0..<2, workers: 1) == 0..<2, "\(name)")
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
            // One cut, through the layer (where its sublayers overlap least).
            #expect(layout.starts.count == 2, "\(name)")
            #expect(layout.joinsAbove == [false, false], "\(name)")
            #expect(layout.nextChunk(from: 0, of: 0..<2, workers: 1) == 0..<1, "\(name)")
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
            #expect(layout.starts == [0, n], "\(name)")
            #expect(layout.joinsAbove == [false, false], "\(name)")
        }
        // The same layers without the transition, or as a plain layer, join.
        let still = CALayer()
        still.frame = small
        still.backgroundColor = CGColor(gray: 0, alpha: 1)
        #expect(crossedBy(still).joinsAbove == [false, true])
    }

    @Test func chunksJoinBandsUpToACutThatDoesNotJoinAndShrinkAsBandsRunOut() {
        // Ten bands; a gradient across the cut near the fourth nominal one only.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: CGFloat(10 * n))
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: CGFloat(4 * n - 56), width: 50, height: 100)
        gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        root.addSublayer(gradient)
        let layout = BandLayout(
            tree: RenderTree(root: root, atTime: nil), toDevice: .identity, width: 50, height: 10 * n)
        #expect(layout.starts == Array(stride(from: 0, to: 10 * n, by: n)))
        #expect(layout.joinsAbove == [false, true, true, true, false, true, true, true, true, true])
        // One thread: every joined band at once.
        #expect(layout.nextChunk(from: 0, of: 0..<10, workers: 1) == 0..<4)
        #expect(layout.nextChunk(from: 4, of: 0..<10, workers: 1) == 4..<10)
        #expect(layout.nextChunk(from: 5, of: 2..<8, workers: 1) == 5..<8)
        // Two threads: a quarter of what is left, at least one band.
        #expect(layout.nextChunk(from: 0, of: 0..<10, workers: 2) == 0..<2)
        #expect(layout.nextChunk(from: 2, of: 0..<10, workers: 2) == 2..<4)
        #expect(layout.nextChunk(from: 4, of: 0..<10, workers: 2) == 4..<5)
        #expect(layout.nextChunk(from: 9, of: 0..<10, workers: 2) == 9..<10)
        #expect(layout.nextChunk(from: 10, of: 0..<10, workers: 2).isEmpty)
    }
}
