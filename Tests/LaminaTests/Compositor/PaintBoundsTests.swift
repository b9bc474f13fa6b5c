import Foundation
import Testing

@testable import Lamina

/// What a layer paints stays within its prepared paint bounds, on device pixels: Cairo's
/// coverage never passes a drawing's exact outline, strokes reach half their width (and their
/// miters) past the path, shadows their blur's extent, and text and contents are clipped to
/// their layers. Culling, band cuts, group areas and damage all trust these bounds, with no
/// margin for antialiasing.
@Suite struct PaintBoundsTests {
    /// A root with no background holding `layer`, rendered at 2×: every pixel with any ink
    /// lies within the root's paint bounds, in device pixels, rounded outward.
    func expectInkWithinPaintBounds(_ name: String, _ layer: CALayer, atTime time: CFTimeInterval? = nil)
        throws
    {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        root.addSublayer(layer)
        let scale: CGFloat = 2
        let tree = RenderTree(root: root, atTime: time, displayScale: scale)
        let bounds = tree.node(RenderTree.root).pointee.paintBounds
            .applying(CGAffineTransform(scaleX: scale, y: scale)).integral
        let image = try LayerRenderer(scale: scale).image(of: root, atTime: time)
        var inked = 0
        var outside: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width where rgbaAt(image, x, y)[3] != 0 {
                inked += 1
                if !bounds.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
                    outside.append("(\(x), \(y))")
                }
            }
        }
        #expect(inked > 50, "\(name) draws")
        #expect(outside.isEmpty, "\(name): \(outside.count) pixels outside \(bounds): \(outside.prefix(6))")
    }

    func turned(_ layer: CALayer, _ frame: CGRect, angle: CGFloat = 0.37) -> CALayer {
        layer.frame = frame
        layer.setAffineTransform(CGAffineTransform(rotationAngle: angle))
        return layer
    }

    @Test func strokesWithMitersCapsAndDashes() throws {
        let star = CGMutablePath()
        for i in 0..<10 {
            let radius: CGFloat = i % 2 == 0 ? 30 : 9
            let angle = CGFloat(i) * .pi / 5
            let point = CGPoint(x: 35.3 + radius * sin(angle), y: 35.7 - radius * cos(angle))
            if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        for (name, cap, join, dashes) in [
            ("miter", CAShapeLayerLineCap.butt, CAShapeLayerLineJoin.miter, nil as [NSNumber]?),
            ("round", .round, .round, [7, 5]), ("square", .square, .bevel, [2, 9]),
        ] {
            let shape = CAShapeLayer()
            shape.path = star
            shape.fillColor = nil
            shape.strokeColor = CGColor(gray: 0, alpha: 1)
            shape.lineWidth = 7.3
            shape.miterLimit = 12
            shape.lineCap = cap
            shape.lineJoin = join
            shape.lineDashPattern = dashes
            try expectInkWithinPaintBounds(
                name, turned(shape, CGRect(x: 20.3, y: 20.6, width: 70, height: 70)))
        }
        // An open path with a square cap at a steep angle.
        let open = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 5.2, y: 7.7))
        line.addCurve(
            to: CGPoint(x: 60.1, y: 51.3), control1: CGPoint(x: 70, y: -20), control2: CGPoint(x: -10, y: 90))
        open.path = line
        open.fillColor = nil
        open.strokeColor = CGColor(gray: 0, alpha: 1)
        open.lineWidth = 11
        open.lineCap = .square
        try expectInkWithinPaintBounds(
            "curve", turned(open, CGRect(x: 25.5, y: 30.2, width: 60, height: 60), angle: 1.1))
        // A square cap on a diagonal end reaches √2 half widths past the path's box.
        let diagonal = CAShapeLayer()
        let segment = CGMutablePath()
        segment.move(to: CGPoint(x: 10.3, y: 10.3))
        segment.addLine(to: CGPoint(x: 50.3, y: 50.3))
        diagonal.path = segment
        diagonal.strokeColor = CGColor(gray: 0, alpha: 1)
        diagonal.lineWidth = 10
        diagonal.lineCap = .square
        try expectInkWithinPaintBounds(
            "square cap", turned(diagonal, CGRect(x: 20, y: 20, width: 60, height: 60), angle: 0))
    }

    @Test func bordersCornersShadowsAndGroups() throws {
        let card = CALayer()
        card.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.borderWidth = 3.3
        card.borderColor = CGColor(gray: 0, alpha: 1)
        card.cornerRadius = 11.7
        try expectInkWithinPaintBounds(
            "card", turned(card, CGRect(x: 30.3, y: 25.6, width: 55.1, height: 61.9)))
        let shadowed = CALayer()
        shadowed.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        shadowed.cornerRadius = 6
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 6.5
        shadowed.shadowOffset = CGSize(width: 4.3, height: -7.1)
        try expectInkWithinPaintBounds(
            "shadow", turned(shadowed, CGRect(x: 35.3, y: 35.6, width: 40.1, height: 30.9)))
        let group = CALayer()
        group.opacity = 0.5
        for i in 0..<3 {
            let child = CALayer()
            child.frame = CGRect(x: CGFloat(i) * 9.3, y: CGFloat(i) * 11.1, width: 30.2, height: 25.7)
            child.backgroundColor = CGColor(gray: 0, alpha: 1)
            child.cornerRadius = 5
            group.addSublayer(child)
        }
        try expectInkWithinPaintBounds(
            "group", turned(group, CGRect(x: 30.3, y: 30.6, width: 50, height: 50)))
    }

    @Test func gradientsTextAndContents() throws {
        let gradient = CAGradientLayer()
        gradient.type = .radial
        gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 0.5, alpha: 0.5)]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        try expectInkWithinPaintBounds(
            "gradient", turned(gradient, CGRect(x: 30.3, y: 25.6, width: 55.1, height: 61.9)))
        let text = CATextLayer()
        text.string = "Ågjy|"
        text.fontSize = 31
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        try expectInkWithinPaintBounds(
            "text", turned(text, CGRect(x: 20.3, y: 35.6, width: 80.1, height: 40.3)))
        let context = CGContext(
            data: nil, width: 5, height: 7, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(CGColor(srgbRed: 0.9, green: 0.2, blue: 0.1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 7))
        for gravity in [CALayerContentsGravity.resize, .center, .resizeAspectFill] {
            let picture = CALayer()
            picture.contents = context.makeImage()
            picture.contentsGravity = gravity
            picture.magnificationFilter = .linear
            try expectInkWithinPaintBounds(
                "contents \(gravity.rawValue)",
                turned(picture, CGRect(x: 30.3, y: 25.6, width: 50.1, height: 41.9)))
        }
    }

    @Test func replicasPerspectiveMasksClipsAndParticles() throws {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DRotate(
            CATransform3DMakeTranslation(9.3, 4.1, 0), 0.4, 0, 0, 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 3.3, y: 5.1, width: 14.2, height: 9.7)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        dot.cornerRadius = 3
        replicator.addSublayer(dot)
        try expectInkWithinPaintBounds(
            "replicator", turned(replicator, CGRect(x: 30.3, y: 30.6, width: 40, height: 40)))
        let tilted = CALayer()
        tilted.frame = CGRect(x: 25.3, y: 30.6, width: 60.1, height: 50.9)
        tilted.backgroundColor = CGColor(gray: 0, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 150
        tilted.transform = CATransform3DRotate(perspective, 0.7, 1, 0.4, 0)
        try expectInkWithinPaintBounds("perspective", tilted)
        let masked = CALayer()
        masked.backgroundColor = CGColor(gray: 0, alpha: 1)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: -10.3, y: 5.2, width: 50.7, height: 70.1), transform: nil)
        masked.mask = mask
        try expectInkWithinPaintBounds(
            "mask", turned(masked, CGRect(x: 30.3, y: 25.6, width: 55.1, height: 61.9)))
        let clipping = CALayer()
        clipping.masksToBounds = true
        clipping.cornerRadius = 12.5
        let inside = CALayer()
        inside.frame = CGRect(x: -20, y: 10.5, width: 100, height: 30.2)
        inside.backgroundColor = CGColor(gray: 0, alpha: 1)
        clipping.addSublayer(inside)
        try expectInkWithinPaintBounds(
            "clip", turned(clipping, CGRect(x: 30.3, y: 25.6, width: 55.1, height: 61.9)))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 20.5, y: 20.5)
        emitter.beginTime = 1
        let cell = CAEmitterCell()
        let context = CGContext(
            data: nil, width: 6, height: 6, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        cell.contents = context.makeImage()
        cell.birthRate = 30
        cell.lifetime = 3
        cell.velocity = 15
        cell.emissionRange = .pi * 2
        cell.spin = 2
        cell.scale = 1.3
        emitter.emitterCells = [cell]
        try expectInkWithinPaintBounds(
            "particles", turned(emitter, CGRect(x: 40.3, y: 40.6, width: 40, height: 40)), atTime: 2.5)
    }
}
