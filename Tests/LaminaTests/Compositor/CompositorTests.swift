import Foundation
import Lamina
import Testing

/// The color of one pixel as `[r, g, b, a]`.
func rgbaAt(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    guard let p = image.pixel(x: x, y: y) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// Whether two colors are within `tolerance` on every channel.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct CompositorTests {
    let renderer = LayerRenderer()

    @Test func borderIsInsideTheBoundsAndAboveSublayers() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        card.borderWidth = 4
        card.borderColor = rgba(1, 0, 0)
        let child = CALayer()
        child.frame = CGRect(x: -10, y: 0, width: 40, height: 20)
        child.backgroundColor = rgba(0, 0, 1)
        card.addSublayer(child)
        root.addSublayer(card)
        let image = try renderer.image(of: root)
        // Inside the bounds, over the child: border red.
        #expect(rgbaAt(image, 11, 20) == [255, 0, 0, 255])
        // Just outside the bounds: the child, no border.
        #expect(rgbaAt(image, 8, 20) == [0, 0, 255, 255])
        // Inside the border: the child.
        #expect(rgbaAt(image, 15, 20) == [0, 0, 255, 255])
        #expect(rgbaAt(image, 20, 8)[3] == 0)
    }

    @Test func groupOpacityFlattensTheSubtree() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        let group = CALayer()
        group.frame = root.bounds
        group.opacity = 0.5
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        a.backgroundColor = rgba(0, 0, 0)
        let b = CALayer()
        b.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        b.backgroundColor = rgba(0, 0, 0)
        group.sublayers = [a, b]
        root.addSublayer(group)
        let image = try renderer.image(of: root)
        // The overlap is not darker than the rest: the group is composited once.
        #expect(abs(rgbaAt(image, 15, 5)[3] - 128) <= 1)
        #expect(abs(rgbaAt(image, 5, 5)[3] - 128) <= 1)
        // Without group opacity each sublayer fades on its own and the overlap doubles.
        group.allowsGroupOpacity = false
        let separate = try renderer.image(of: root)
        #expect(abs(rgbaAt(separate, 15, 5)[3] - 191) <= 2)
    }

    @Test func masksToBoundsClipsToTheRoundedShape() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.cornerRadius = 20
        root.masksToBounds = true
        let child = CALayer()
        child.frame = root.bounds
        child.backgroundColor = rgba(0, 1, 0)
        root.addSublayer(child)
        let image = try renderer.image(of: root)
        #expect(rgbaAt(image, 1, 1)[3] == 0)
        #expect(rgbaAt(image, 20, 20) == [0, 255, 0, 255])
        // cornerRadius alone does not clip sublayers.
        root.masksToBounds = false
        #expect(rgbaAt(try renderer.image(of: root), 1, 1) == [0, 255, 0, 255])
    }

    @Test func shadowsFollowAlphaOrPathAndFadeSmoothly() throws {
        let image = try renderer.image(of: CompositorScenes.shadows())
        // Below the card (offset 10 down): shadow darkens the white background.
        let below = rgbaAt(image, 60, 86)
        #expect(below[0] < 200 && below[0] > 20, "\(below)")
        // Far from it: untouched.
        #expect(rgbaAt(image, 60, 115) == [255, 255, 255, 255])
        // The card itself on top.
        #expect(close(rgbaAt(image, 60, 50), [38, 102, 230, 255]))
        // Default shadows rise: a shadowOffset of (0, -3) puts the shadow above the layer.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        card.backgroundColor = rgba(1, 1, 1)
        card.shadowOpacity = 1
        root.addSublayer(card)
        let rising = try renderer.image(of: root)
        #expect(rgbaAt(rising, 20, 8)[3] > rgbaAt(rising, 20, 32)[3])
        // The shadowPath ellipse (red) casts below the empty layer.
        #expect(rgbaAt(image, 180, 75)[0] > 150)
        #expect(rgbaAt(image, 180, 30) == [255, 255, 255, 255])
    }

    @Test func masksToBoundsHidesTheShadowOutside() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        card.backgroundColor = rgba(1, 1, 1)
        card.shadowOpacity = 1
        card.shadowOffset = CGSize(width: 0, height: 5)
        card.masksToBounds = true
        root.addSublayer(card)
        let image = try renderer.image(of: root)
        #expect(rgbaAt(image, 20, 33)[3] == 0)
    }

    @Test func continuousCornersDifferFromCircularOnes() throws {
        // The continuous corner leaves the edge at 1.528665 r (Core Animation's expansion
        // factor; the circular one at r); its middle is the same circle as the circular
        // corner's, so the apex is where the circular one is.
        let reach = 1.528665
        #expect(abs(Double(CALayer.cornerCurveExpansionFactor(.continuous)) - reach) < 1e-12)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        let r = 30.0
        let circular = CornerProfile.circular.segments(radius: r, limit: 100)
        let continuous = CornerProfile.continuous.segments(radius: r, limit: 100)
        #expect(circular.start.u == r)
        #expect(abs(continuous.start.u - reach * r) < 1e-9)
        #expect(continuous.curves.count == 3)
        for end in [continuous.curves[0].2, continuous.curves[1].2] {
            #expect(abs(hypot(end.u - r, end.v - r) - r) < 1e-9, "\(end) is off the corner circle")
        }
        // Tangents are continuous where the easing curves meet the arc, so no kink shows.
        func direction(_ a: (u: Double, v: Double), _ b: (u: Double, v: Double)) -> Double {
            atan2(b.v - a.v, b.u - a.u)
        }
        let (ease, arc, exit) = (continuous.curves[0], continuous.curves[1], continuous.curves[2])
        #expect(abs(direction(ease.1, ease.2) - direction(ease.2, arc.0)) < 1e-9)
        #expect(abs(direction(arc.1, arc.2) - direction(arc.2, exit.0)) < 1e-9)
        // It ends on the outgoing edge at the same reach.
        #expect(abs(exit.2.v - reach * r) < 1e-9 && exit.2.u == 0)
        // Drawn: one radius along the edge from the corner, the circular corner is still on
        // the edge while the continuous one has already curved in by about 0.01 r.
        func corner(_ curve: CALayerCornerCurve) throws -> CGImage {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            layer.cornerRadius = r
            layer.cornerCurve = curve
            layer.backgroundColor = rgba(0, 0, 0)
            return try LayerRenderer(scale: 4).image(of: layer)
        }
        #expect(rgbaAt(try corner(.circular), 120, 0)[3] > 200)
        #expect(rgbaAt(try corner(.continuous), 120, 0)[3] < 60)
        // At 45° both pass through the same apex, (√2 − 1) r from the corner.
        let apex = Int((1 - 1 / 2.0.squareRoot()) * r * 4)
        #expect(rgbaAt(try corner(.continuous), apex + 2, apex + 2)[3] > 200)
        #expect(rgbaAt(try corner(.continuous), apex - 2, apex - 2)[3] < 60)
        // On a layer too small for the full curve, the continuous corner eases toward circular.
        let small = CornerProfile.continuous.segments(radius: r, limit: 45)
        #expect(abs(small.start.u - 45) < 1e-9)
        // Masked corners: the top-right corner of the third layer stays square (border color).
        let plain = try renderer.image(of: CompositorScenes.corners())
        #expect(close(rgbaAt(plain, 288, 12), [31, 33, 46, 255]))
        #expect(rgbaAt(plain, 211, 11) == [255, 255, 255, 255])
    }

    @Test(arguments: [
        (CALayerContentsGravity.resize, [255, 0, 0, 255], [0, 0, 255, 255], 1, 39),
        (.top, [0, 0, 0, 0], [255, 0, 0, 255], 20, 37),
        (.bottom, [0, 0, 0, 0], [255, 0, 0, 255], 20, 1),
        (.center, [0, 0, 0, 0], [255, 0, 0, 255], 20, 19),
    ])
    func contentsGravityPlacesTheImage(
        gravity: CALayerContentsGravity, topLeftish: [Int], probe: [Int], x: Int, y: Int
    ) throws {
        let image = try renderer.image(of: CompositorScenes.contents(gravity: gravity))
        #expect(rgbaAt(image, 1, 1) == topLeftish)
        #expect(rgbaAt(image, x, y) == probe, "\(gravity) at \(x),\(y)")
    }

    @Test func contentsRectAndAspectGravities() throws {
        let layer = CompositorScenes.contents(gravity: .resize)
        // Only the bottom (blue) half of the image.
        layer.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        var image = try renderer.image(of: layer)
        #expect(rgbaAt(image, 5, 5) == [0, 0, 255, 255])
        layer.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contentsGravity = .resizeAspect
        image = try renderer.image(of: layer)
        // 20 × 20 in the middle: transparent at the sides.
        #expect(rgbaAt(image, 5, 10)[3] == 0)
        #expect(rgbaAt(image, 20, 5) == [255, 0, 0, 255])
        layer.contentsGravity = .resizeAspectFill
        image = try renderer.image(of: layer)
        // 40 × 40 centred: the middle row is where red meets blue.
        #expect(rgbaAt(image, 5, 2) == [255, 0, 0, 255])
        #expect(rgbaAt(image, 5, 18) == [0, 0, 255, 255])
    }

    @Test func nineSliceKeepsTheEdges() throws {
        let image = try renderer.image(of: CompositorScenes.nineSlice())
        // The 4-point border stays 4 points wide while the middle stretches.
        #expect(rgbaAt(image, 2, 30) == [0, 0, 0, 255])
        #expect(rgbaAt(image, 5, 30) == [255, 255, 255, 255])
        #expect(rgbaAt(image, 97, 30) == [0, 0, 0, 255])
        #expect(rgbaAt(image, 94, 30) == [255, 255, 255, 255])
        #expect(rgbaAt(image, 50, 57) == [0, 0, 0, 255])
    }

    @Test func strokesDashesAndStrokeEnd() throws {
        let image = try renderer.image(of: CompositorScenes.strokes())
        // Dashes of 20 on, 10 off from x = 20.
        #expect(close(rgbaAt(image, 30, 20), [219, 46, 51, 255]))
        #expect(rgbaAt(image, 45, 20) == [255, 255, 255, 255])
        #expect(close(rgbaAt(image, 55, 20), [219, 46, 51, 255]))
        // strokeEnd 0.5 stops the line at x = 100 (plus its round cap).
        #expect(close(rgbaAt(image, 90, 50), [38, 102, 230, 255]))
        #expect(rgbaAt(image, 110, 50) == [255, 255, 255, 255])
        // The ring from 0.25 to 0.75 covers the left side only.
        #expect(close(rgbaAt(image, 70, 75), [41, 168, 82, 255], 40))
        #expect(rgbaAt(image, 110, 75) == [255, 255, 255, 255])
    }

    @Test func gradientsRadialAndConic() throws {
        let image = try renderer.image(of: CompositorScenes.gradients())
        // Radial: red at the centre, blue at the edge.
        #expect(close(rgbaAt(image, 70, 50), [255, 0, 0, 255], 12))
        #expect(close(rgbaAt(image, 139, 50), [0, 0, 255, 255], 12))
        // Conic: starts red toward the end point (right) and turns clockwise to blue.
        #expect(close(rgbaAt(image, 280, 53), [255, 0, 0, 255], 20))
        #expect(close(rgbaAt(image, 280, 47), [0, 0, 255, 255], 20))
        #expect(close(rgbaAt(image, 165, 50), [128, 0, 128, 255], 20))
        // The conic layer's corner radius rounds it.
        #expect(rgbaAt(image, 161, 1)[3] == 0)
    }

    @Test func masksUseAlphaOnlyAndMultiplyWithMasksToBounds() throws {
        let image = try renderer.image(of: CompositorScenes.maskWithClip())
        // Inside the half-transparent circle: half alpha.
        #expect(abs(rgbaAt(image, 60, 60)[3] - 128) <= 2)
        // Under the mask's opaque sublayer (its own alpha counts), clipped by the rounded corner.
        #expect(rgbaAt(image, 25, 25)[3] == 255)
        #expect(rgbaAt(image, 11, 11)[3] == 0)
        // Outside the circle: nothing.
        #expect(rgbaAt(image, 105, 15)[3] == 0)
        // The overflowing sublayer is clipped by masksToBounds.
        #expect(rgbaAt(image, 115, 115)[3] == 0)
    }

    @Test func gradientBorderFastPathMatchesTheGeneralMask() throws {
        let (root, renderer) = FidelityScenes.seedTextfield()
        let fast = try renderer.image(of: root)
        // A mask opacity just under 1 forces the offscreen mask.
        let gradient = try #require(root.sublayers?.first?.sublayers?.first)
        gradient.mask?.opacity = 0.9999
        let general = try renderer.image(of: root)
        let metrics = ImageComparison.metrics(fast, general)
        #expect(metrics.psnr > 45 && metrics.outlierFraction == 0, "\(metrics)")
    }

    /// A gradient masked by a stroke reaching past its bounds shows inside them only; one that
    /// stays inside (the iOS idiom: the bounds inset by half the line width), drawn unclipped,
    /// matches the general mask.
    @Test func gradientBorderFastPathStaysInsideTheBounds() throws {
        func scene(inset: CGFloat, x: CGFloat) -> (CALayer, CAShapeLayer) {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: x, y: 20, width: 60, height: 40)
            gradient.colors = [rgba(1, 0, 0), rgba(0, 0, 1)]
            let border = CAShapeLayer()
            border.lineWidth = 8
            border.fillColor = nil
            border.strokeColor = rgba(0, 0, 0)
            border.path = CGPath(
                roundedRect: gradient.bounds.insetBy(dx: inset, dy: inset), cornerWidth: 6, cornerHeight: 6,
                transform: nil)
            gradient.mask = border
            root.addSublayer(gradient)
            return (root, border)
        }
        let overflowing = try renderer.image(of: scene(inset: 0, x: 20).0)
        #expect(rgbaAt(overflowing, 17, 40)[3] == 0)
        #expect(rgbaAt(overflowing, 81, 40)[3] == 0)
        #expect(rgbaAt(overflowing, 21, 40)[3] == 255)
        let (root, border) = scene(inset: 4, x: 20)
        let fast = try renderer.image(of: root)
        #expect(rgbaAt(fast, 20, 40)[3] == 255)
        border.opacity = 0.9999
        let general = try renderer.image(of: root)
        let metrics = ImageComparison.metrics(fast, general)
        #expect(metrics.psnr > 45 && metrics.outlierFraction == 0, "\(metrics)")
        // A square cap on a slanted end reaches √2 half widths out on each axis: past bounds
        // that half a width clears.
        let capped = CALayer()
        capped.bounds = CGRect(x: 0, y: 0, width: 140, height: 140)
        let slanted = CAGradientLayer()
        slanted.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        slanted.colors = [rgba(1, 0, 0), rgba(0, 0, 1)]
        let line = CAShapeLayer()
        line.lineWidth = 20
        line.lineCap = .square
        line.fillColor = nil
        line.strokeColor = rgba(0, 0, 0)
        let diagonal = CGMutablePath()
        diagonal.move(to: CGPoint(x: 10, y: 10))
        diagonal.addLine(to: CGPoint(x: 90, y: 90))
        line.path = diagonal
        slanted.mask = line
        capped.addSublayer(slanted)
        let image = try renderer.image(of: capped)
        // The cap's corner at (104, 90) in the layer's space lies outside its bounds.
        #expect(rgbaAt(image, 122, 110)[3] == 0)
        #expect(rgbaAt(image, 110, 122)[3] == 0)
        #expect(rgbaAt(image, 118, 110)[3] == 255)
    }

    @Test func replicatorInstancesTransformAndTint() throws {
        let image = try renderer.image(of: CompositorScenes.replicator())
        let first = rgbaAt(image, 20, 30)
        let second = rgbaAt(image, 60, 30)
        let fifth = rgbaAt(image, 180, 30)
        #expect(first == [255, 255, 255, 255])
        // Instance 1: red × 0.75, alpha 0.8 (premultiplied).
        #expect(close(second, [153, 204, 204, 204], 3), "\(second)")
        // Instance 4: red 0, alpha 0.2.
        #expect(close(fifth, [0, 51, 51, 51], 3), "\(fifth)")
        #expect(rgbaAt(image, 40, 30)[3] == 0)
    }

    @Test func perspectiveIsDrawnProjectively() throws {
        let image = try renderer.image(of: CompositorScenes.perspective(angle: .pi / 4))
        // The left edge comes closer (taller), the right recedes (shorter).
        func columnHeight(_ x: Int) -> Int { (0..<200).filter { rgbaAt(image, x, $0)[3] > 128 }.count }
        let left = columnHeight(70)
        let right = columnHeight(125)
        #expect(left > 100 && right < 100 && right > 0, "left \(left), right \(right)")
        // Not the affine part: the affine part of this transform is a plain x-scale with the
        // same height everywhere.
        #expect(left - right > 10)
    }

    @Test func doubleSidedFalseHidesLayersFacingAway() throws {
        let front = try renderer.image(of: CompositorScenes.perspective(angle: .pi * 0.9, doubleSided: false))
        #expect((0..<200).allSatisfy { rgbaAt(front, 100, $0)[3] == 0 })
        let shown = try renderer.image(of: CompositorScenes.perspective(angle: .pi * 0.9, doubleSided: true))
        #expect(rgbaAt(shown, 100, 100)[3] == 255)
    }

    @Test func transformLayersKeepTheirSublayersIn3D() throws {
        let image = try renderer.image(of: CompositorScenes.transformLayer())
        // The transform layer's own background is not drawn; both faces are.
        let colors = Set(
            (0..<200).map { rgbaAt(image, $0, 100) }.filter { $0[3] == 255 }.map {
                $0[0] > $0[1] ? "red" : "green"
            })
        #expect(colors == ["red", "green"])
        #expect(rgbaAt(image, 100, 10)[3] == 0)
    }

    @Test func scrollLayersShowTheirBoundsOrigin() throws {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        content.backgroundColor = rgba(0, 0, 1)
        let marker = CALayer()
        marker.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        marker.backgroundColor = rgba(1, 0, 0)
        content.addSublayer(marker)
        scroller.addSublayer(content)
        scroller.scroll(to: CGPoint(x: 45, y: 45))
        let image = try renderer.image(of: scroller)
        #expect(rgbaAt(image, 10, 10) == [255, 0, 0, 255])
        #expect(rgbaAt(image, 2, 2) == [0, 0, 255, 255])
    }
}
