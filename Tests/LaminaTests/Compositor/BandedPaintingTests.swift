import Lamina
import Testing

/// A renderer paints bitmaps in bands on several threads: the number of threads never changes
/// a byte, and the bands never show.
@Suite struct BandedPaintingTests {
    /// Every scene of the compositor's goldens and of the fidelity references, plus scenes
    /// whose effects straddle band edges.
    static let scenes: [(String, @Sendable () -> (CALayer, LayerRenderer))] =
        CompositorGoldenTests.scenes.map { name, build in
            (name, { (build(), LayerRenderer(scale: 2)) })
        } + FidelityScenes.all + [
            ("straddling", straddling),
            ("text", text),
            ("grid", grid),
            ("solid shapes", solidShapes),
            ("cube", cube),
        ]

    /// A cube of six faces (a `CATransformLayer`) turned under a perspective sublayer transform,
    /// some faces single-sided: 3D reaches past the paint bounds of its faces' layers, across
    /// several bands.
    @Sendable static func cube() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 240)
        root.backgroundColor = rgba(1, 1, 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        let stage = CALayer()
        stage.frame = CGRect(x: 10, y: 10, width: 220, height: 220)
        stage.sublayerTransform = perspective
        root.addSublayer(stage)
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 60, y: 60, width: 120, height: 120)
        cube.transform = CATransform3DRotate(CATransform3DMakeRotation(.pi / 5, 1, 0, 0), .pi / 7, 0, 1, 0)
        let turns: [CATransform3D] = [
            CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 1, 0),
            CATransform3DMakeRotation(.pi, 0, 1, 0), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0),
            CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0),
        ]
        for (index, turn) in turns.enumerated() {
            let face = CALayer()
            face.frame = cube.bounds
            let hue = CGFloat(index) / 6
            face.backgroundColor = rgba(0.3 + 0.6 * hue, 0.8 - 0.5 * hue, 0.4, 0.9)
            face.borderWidth = 3
            face.borderColor = rgba(0, 0, 0)
            face.isDoubleSided = index % 2 == 0
            face.transform = CATransform3DTranslate(turn, 0, 0, 60)
            cube.addSublayer(face)
        }
        stage.addSublayer(cube)
        return (root, LayerRenderer(scale: 2))
    }

    private static func rgba(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1)
        -> CGColor
    {
        CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Shadows, a blur, masks, group opacity and gradients across the edges of bands (cut
    /// within half a band of every nominal band's end).
    @Sendable static func straddling() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.backgroundColor = rgba(1, 1, 1)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 40, width: 120, height: 80)  // rows 80…240 at scale 2
        card.cornerRadius = 16
        card.backgroundColor = rgba(0.2, 0.4, 0.9)
        card.shadowOpacity = 0.7
        card.shadowRadius = 9
        card.shadowOffset = CGSize(width: 3, height: 12)
        root.addSublayer(card)
        // A shadow thrown far: the band below needs the card's pixels from the band above.
        let thrown = CALayer()
        thrown.frame = CGRect(x: 150, y: 30, width: 40, height: 50)  // rows 60…160
        thrown.backgroundColor = rgba(0.1, 0.6, 0.3)
        thrown.shadowOpacity = 1
        thrown.shadowRadius = 2
        thrown.shadowOffset = CGSize(width: 0, height: 30)
        root.addSublayer(thrown)
        let faded = CALayer()
        faded.frame = CGRect(x: 60, y: 100, width: 120, height: 90)
        faded.opacity = 0.6
        faded.backgroundColor = rgba(0.9, 0.3, 0.2)
        let inner = CAGradientLayer()
        inner.frame = CGRect(x: 10, y: 10, width: 100, height: 70)
        inner.type = .radial
        inner.colors = [rgba(1, 1, 0), rgba(0, 0.6, 0.3)]
        inner.startPoint = CGPoint(x: 0.5, y: 0.5)
        inner.endPoint = CGPoint(x: 1, y: 1)
        faded.addSublayer(inner)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 110, height: 80), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = rgba(0, 0, 0)
        ring.lineWidth = 12
        faded.mask = ring
        root.addSublayer(faded)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 10, y: 200, width: 180, height: 90)
        conic.colors = [rgba(1, 0, 0), rgba(0, 0, 1), rgba(1, 0, 0)]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(conic)
        return (root, LayerRenderer(scale: 2))
    }

    /// Text drawn at a lower `contentsScale` (scaled up, softened) across a band edge.
    @Sendable static func text() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 220, height: 140)
        root.backgroundColor = rgba(1, 1, 1)
        let label = CATextLayer()
        // Rows 80…176 at scale 2: over every row the second cut may take (112…144).
        label.frame = CGRect(x: 10, y: 40, width: 200, height: 48)
        label.string = "Bands never show"
        label.fontSize = 22
        label.foregroundColor = rgba(0, 0, 0)
        label.contentsScale = 1
        root.addSublayer(label)
        return (root, LayerRenderer(scale: 2))
    }

    /// A grid of cards, culled in bulk by each band: some shadowed, some turned, some in a
    /// container whose sublayer transform scales and moves them.
    @Sendable static func grid() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 300)
        root.backgroundColor = rgba(0.95, 0.95, 0.97)
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 150, width: 240, height: 150)
        container.sublayerTransform = CATransform3DTranslate(CATransform3DMakeScale(0.8, 1.1, 1), 20, -10, 0)
        for index in 0..<48 {
            let card = CALayer()
            card.frame = CGRect(
                x: CGFloat(index % 8) * 30 + 2, y: CGFloat(index / 8 % 3) * 48 + 4, width: 26, height: 40)
            card.cornerRadius = 5
            card.backgroundColor = rgba(0.2 + CGFloat(index % 5) * 0.15, 0.5, 0.8)
            if index % 7 == 0 {
                card.shadowOpacity = 0.8
                card.shadowRadius = 4
                card.shadowOffset = CGSize(width: 0, height: 6)
            }
            if index % 5 == 0 { card.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) }
            (index < 24 ? root : container).addSublayer(card)
        }
        root.addSublayer(container)
        return (root, LayerRenderer(scale: 2))
    }

    /// Hundreds of solid shapes (filled, stroked, dashed) and rounded, bordered backgrounds at
    /// fractional places, crossing every cut: one thread paints the bands joined, several
    /// paint them apart, and the bytes must agree.
    @Sendable static func solidShapes() -> (CALayer, LayerRenderer) {
        var state: UInt64 = 7
        func next() -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(state >> 11) / CGFloat(1 << 53)
        }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 330)
        root.backgroundColor = rgba(1, 1, 1)
        for index in 0..<400 {
            let shape = CAShapeLayer()
            let center = CGPoint(x: next() * 220 + 10, y: next() * 310 + 10)
            let points = (0..<4).map { i -> CGPoint in
                let angle = CGFloat(i) * .pi / 2 + next()
                let radius = 6 + next() * 24
                return CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            }
            let path = CGMutablePath()
            path.move(to: points[0])
            for i in 0..<4 {
                let to = points[(i + 1) % 4]
                path.addCurve(
                    to: to,
                    control1: CGPoint(x: points[i].x + next() * 20 - 10, y: points[i].y + next() * 20 - 10),
                    control2: CGPoint(x: to.x + next() * 20 - 10, y: to.y + next() * 20 - 10))
            }
            path.closeSubpath()
            shape.path = path
            shape.position = CGPoint(x: next(), y: next())
            shape.fillColor = rgba(next(), next(), next(), 0.6)
            shape.strokeColor = rgba(next(), next(), next(), 0.9)
            shape.lineWidth = 0.5 + next() * 3
            if index % 2 == 0 { shape.lineDashPattern = [5, 3] }
            if index % 9 == 0 {
                shape.bounds = CGRect(x: 0, y: 0, width: 24, height: 70)
                shape.backgroundColor = rgba(0.3, 0.2, 0.8, 0.7)
                shape.cornerRadius = 6
                shape.borderWidth = 1.5
                shape.borderColor = rgba(0, 0, 0)
            }
            root.addSublayer(shape)
        }
        return (root, LayerRenderer(scale: 1.5))
    }

    /// Many sublayers are culled by their prepared bounds before they are placed; a layer in
    /// a transition moves its content past those bounds, and still shows where it moves.
    @Test func aSublayerInATransitionIsDrawnWhereItsContentMoves() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        root.backgroundColor = Self.rgba(1, 1, 1)
        for index in 0..<8 {
            let dot = CALayer()
            dot.frame = CGRect(x: CGFloat(index) * 10, y: 0, width: 4, height: 4)
            dot.backgroundColor = Self.rgba(0, 0, 0)
            root.addSublayer(dot)
        }
        // Just right of the picture: only the push brings its old appearance in.
        let panel = CALayer()
        panel.frame = CGRect(x: 110, y: 10, width: 40, height: 40)
        panel.backgroundColor = Self.rgba(1, 0, 0)
        root.addSublayer(panel)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        transition.beginTime = 50
        panel.add(transition, forKey: nil)
        panel.backgroundColor = Self.rgba(0, 0, 1)
        let image = try LayerRenderer().image(of: root, atTime: 50.5)
        let pixel = try #require(image.pixel(x: 95, y: 30))
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0, "\(pixel)")
    }

    @Test(arguments: scenes.map(\.0))
    func theNumberOfThreadsChangesNoByte(name: String) throws {
        let scene = try #require(Self.scenes.first { $0.0 == name }?.1)
        let (root, base) = scene()
        var renderer = base
        renderer.maximumConcurrency = 1
        let one = try renderer.image(of: root).pngData()
        for threads in [2, 3, 8] {
            renderer.maximumConcurrency = threads
            #expect(try renderer.image(of: root).pngData() == one, "\(name) on \(threads) threads")
        }
    }

    @Test(arguments: scenes.map(\.0))
    func bandsMatchOnePaintOfTheWholeImage(name: String) throws {
        let scene = try #require(Self.scenes.first { $0.0 == name }?.1)
        let (root, renderer) = scene()
        let banded = try renderer.image(of: root)
        // The same tree drawn by `render(in:)` into one bitmap context, without bands.
        let context = try #require(
            CGContext(
                data: nil, width: banded.width, height: banded.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                    | CGBitmapInfo.byteOrder32Little.rawValue))
        context.translateBy(x: 0, y: CGFloat(banded.height))
        context.scaleBy(x: renderer.scale, y: -renderer.scale)
        context.translateBy(x: -root.bounds.minX, y: -root.bounds.minY)
        if let background = renderer.backgroundColor {
            context.setFillColor(background)
            context.fill(root.bounds)
        }
        root.render(in: context)
        let whole = try #require(context.makeImage())
        // Gradients may differ in their last bit (Cairo rebases their matrices on the area
        // drawn); a band edge drawn wrong differs by far more.
        var worst = 0
        var worstAt = (x: 0, y: 0)
        for y in 0..<banded.height {
            for x in 0..<banded.width {
                let a = try #require(banded.pixel(x: x, y: y))
                let b = try #require(whole.pixel(x: x, y: y))
                let difference = max(
                    abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                    abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                if difference > worst {
                    worst = difference
                    worstAt = (x, y)
                }
            }
        }
        #expect(worst <= 2, "\(name): a pixel differs by \(worst) at \(worstAt)")
    }
}
