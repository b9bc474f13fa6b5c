import Foundation
import Lamina

/// One labelled picture per capability of the compositor.
public enum Gallery {
    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    static let red = color(0.86, 0.18, 0.2)
    static let green = color(0.16, 0.66, 0.32)
    static let blue = color(0.15, 0.4, 0.9)
    static let orange = color(0.97, 0.55, 0.1)
    static let ink = color(0.12, 0.13, 0.18)

    /// Every picture, by file name.
    public static let pictures: [(name: String, make: @Sendable () -> CALayer)] = [
        ("geometry", geometry), ("borders-and-corners", borders), ("masks-to-bounds", masksToBounds),
        ("group-opacity", groupOpacity), ("shapes", shapes), ("gradients", gradients), ("masks", masks),
        ("shadows", shadows), ("contents", contents), ("replicator", replicator), ("card-flip", cardFlip),
        ("text", text), ("confetti", confetti),
    ]

    /// A white panel with a title; content goes below the title.
    static func panel(_ title: String, width: CGFloat = 360, height: CGFloat = 200) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = color(1, 1, 1)
        let label = CATextLayer()
        label.frame = CGRect(x: 12, y: 8, width: width - 24, height: 20)
        label.string = title
        label.font = "DejaVu Sans-Bold"
        label.fontSize = 13
        label.foregroundColor = ink
        label.contentsScale = 2
        label.truncationMode = .end
        root.addSublayer(label)
        return root
    }

    static func box(_ frame: CGRect, _ fill: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = fill
        return layer
    }

    static func geometry() -> CALayer {
        let root = panel("Anchor points and transforms")
        let cross = CAShapeLayer()
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 90, y: 40), CGPoint(x: 90, y: 190)])
        path.addLines(between: [CGPoint(x: 20, y: 115), CGPoint(x: 160, y: 115)])
        cross.path = path
        cross.strokeColor = color(0.7, 0.7, 0.7)
        root.addSublayer(cross)
        for (anchor, fill) in [
            (CGPoint(x: 0, y: 0), red), (CGPoint(x: 1, y: 0), green), (CGPoint(x: 0, y: 1), blue),
            (CGPoint(x: 1, y: 1), orange),
        ] {
            let layer = box(.zero, fill)
            layer.anchorPoint = anchor
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 30)
            layer.position = CGPoint(x: 90, y: 115)
            root.addSublayer(layer)
        }
        for (index, angle) in [0.0, 15.0, 30.0].enumerated() {
            let layer = box(
                CGRect(x: 200 + CGFloat(index) * 45, y: 80, width: 40, height: 70), color(0.15, 0.4, 0.9, 0.5)
            )
            layer.anchorPoint = CGPoint(x: 0.5, y: 1)
            layer.frame = CGRect(x: 190 + CGFloat(index) * 50, y: 80, width: 36, height: 70)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: angle * .pi / 180))
            root.addSublayer(layer)
        }
        return root
    }

    static func borders() -> CALayer {
        let root = panel("Borders, circular and continuous corners")
        let specs: [(CALayerCornerCurve, CACornerMask)] = [
            (
                .circular,
                [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            ),
            (
                .continuous,
                [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            ),
            (.circular, [.layerMinXMinYCorner, .layerMaxXMaxYCorner]),
        ]
        for (index, spec) in specs.enumerated() {
            let card = box(
                CGRect(x: 20 + CGFloat(index) * 115, y: 50, width: 95, height: 120), color(0.95, 0.9, 0.8))
            card.cornerRadius = 28
            card.cornerCurve = spec.0
            card.maskedCorners = spec.1
            card.borderWidth = 6
            card.borderColor = color(0.7, 0.1, 0.2, 0.85)
            card.addSublayer(box(CGRect(x: -15, y: 60, width: 70, height: 40), green))
            root.addSublayer(card)
        }
        return root
    }

    static func masksToBounds() -> CALayer {
        let root = panel("masksToBounds: off, then on")
        for (index, clips) in [false, true].enumerated() {
            let card = box(
                CGRect(x: 40 + CGFloat(index) * 160, y: 50, width: 120, height: 120), color(0.96, 0.96, 0.94))
            card.cornerRadius = 30
            card.borderWidth = 3
            card.borderColor = ink
            card.masksToBounds = clips
            card.addSublayer(box(CGRect(x: -20, y: -20, width: 80, height: 70), red))
            let tilted = box(CGRect(x: 60, y: 60, width: 90, height: 80), blue)
            tilted.setAffineTransform(CGAffineTransform(rotationAngle: 0.35))
            card.addSublayer(tilted)
            root.addSublayer(card)
        }
        return root
    }

    static func groupOpacity() -> CALayer {
        let root = panel("Group opacity, then per layer")
        for (index, grouped) in [true, false].enumerated() {
            let group = CALayer()
            group.frame = CGRect(x: 30 + CGFloat(index) * 170, y: 50, width: 140, height: 130)
            group.opacity = 0.5
            group.allowsGroupOpacity = grouped
            group.addSublayer(box(CGRect(x: 0, y: 0, width: 90, height: 90), red))
            let circle = CAShapeLayer()
            circle.path = CGPath(ellipseIn: CGRect(x: 40, y: 35, width: 95, height: 95), transform: nil)
            circle.fillColor = blue
            group.addSublayer(circle)
            root.addSublayer(group)
        }
        return root
    }

    static func shapes() -> CALayer {
        let root = panel("Fill rules, caps, joins, dashes, strokeEnd", height: 220)
        for (index, rule) in [CAShapeLayerFillRule.nonZero, .evenOdd].enumerated() {
            let star = CAShapeLayer()
            let path = CGMutablePath()
            let center = CGPoint(x: 60 + CGFloat(index) * 100, y: 100)
            for i in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let point = CGPoint(x: center.x + cos(angle) * 45, y: center.y + sin(angle) * 45)
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            star.path = path
            star.fillColor = color(0.98, 0.8, 0.15)
            star.strokeColor = ink
            star.lineWidth = 2
            star.lineJoin = .round
            star.fillRule = rule
            root.addSublayer(star)
        }
        for (index, cap) in [CAShapeLayerLineCap.butt, .round, .square].enumerated() {
            let line = CAShapeLayer()
            let path = CGMutablePath()
            path.addLines(between: [
                CGPoint(x: 240, y: 50 + CGFloat(index) * 30), CGPoint(x: 290, y: 65 + CGFloat(index) * 30),
                CGPoint(x: 340, y: 50 + CGFloat(index) * 30),
            ])
            line.path = path
            line.fillColor = nil
            line.strokeColor = blue
            line.lineWidth = 10
            line.lineCap = cap
            line.lineJoin = [CAShapeLayerLineJoin.miter, .round, .bevel][index]
            root.addSublayer(line)
        }
        let dashed = CAShapeLayer()
        dashed.path = CGPath(
            roundedRect: CGRect(x: 230, y: 145, width: 110, height: 55), cornerWidth: 12, cornerHeight: 12,
            transform: nil)
        dashed.fillColor = nil
        dashed.strokeColor = red
        dashed.lineWidth = 4
        dashed.lineDashPattern = [12, 6]
        dashed.lineCap = .round
        dashed.strokeEnd = 0.7
        root.addSublayer(dashed)
        return root
    }

    static func gradients() -> CALayer {
        let root = panel("Axial, radial and conic gradients")
        let colors = [red, color(0.98, 0.8, 0.15), blue]
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.type = type
            gradient.frame = CGRect(x: 15 + CGFloat(index) * 115, y: 45, width: 100, height: 140)
            gradient.colors = colors
            gradient.locations = [0, 0.3, 1]
            gradient.cornerRadius = 14
            switch type {
            case .axial:
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            default:
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            }
            root.addSublayer(gradient)
        }
        return root
    }

    static func masks() -> CALayer {
        let root = panel("Masks: alpha only")
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 20, y: 50, width: 150, height: 120)
        gradient.colors = [orange, color(0.55, 0.25, 0.75)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let stroke = CAShapeLayer()
        stroke.path = CGPath(
            roundedRect: CGRect(x: 4, y: 4, width: 142, height: 112), cornerWidth: 20, cornerHeight: 20,
            transform: nil)
        stroke.lineWidth = 8
        stroke.fillColor = nil
        stroke.strokeColor = color(0, 0, 0)
        gradient.mask = stroke
        root.addSublayer(gradient)
        let striped = CAReplicatorLayer()
        striped.frame = CGRect(x: 190, y: 50, width: 150, height: 120)
        striped.instanceCount = 6
        striped.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
        striped.instanceBlueOffset = -0.15
        striped.addSublayer(box(CGRect(x: 0, y: 0, width: 150, height: 20), color(0.3, 0.8, 1)))
        let circles = CAShapeLayer()
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 5, y: 10, width: 70, height: 70))
        path.addEllipse(in: CGRect(x: 70, y: 40, width: 75, height: 75))
        circles.path = path
        circles.fillColor = color(0, 0, 0, 0.8)
        striped.mask = circles
        root.addSublayer(striped)
        return root
    }

    static func shadows() -> CALayer {
        let root = panel("Shadows: alpha, ring, shadowPath")
        root.backgroundColor = color(0.94, 0.95, 0.97)
        let card = box(CGRect(x: 25, y: 60, width: 90, height: 90), color(1, 1, 1))
        card.cornerRadius = 16
        card.shadowOpacity = 0.35
        card.shadowOffset = CGSize(width: 0, height: 8)
        card.shadowRadius = 10
        root.addSublayer(card)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 140, y: 60, width: 90, height: 90)
        ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 70, height: 70), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = blue
        ring.lineWidth = 10
        ring.shadowOpacity = 0.6
        ring.shadowRadius = 4
        ring.shadowOffset = CGSize(width: 4, height: 4)
        root.addSublayer(ring)
        let contact = box(CGRect(x: 255, y: 50, width: 80, height: 90), green)
        contact.shadowPath = CGPath(ellipseIn: CGRect(x: 5, y: 95, width: 70, height: 14), transform: nil)
        contact.shadowOpacity = 0.5
        contact.shadowRadius = 5
        contact.shadowOffset = .zero
        root.addSublayer(contact)
        return root
    }

    /// A small checkered "photo" drawn through LaminaGraphics.
    static func photo() -> CGImage {
        let context = CGContext.makeImageContext(size: CGSize(width: 60, height: 40), scale: 2)!
        context.setFillColor(color(0.3, 0.6, 0.9))
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
        context.setFillColor(color(0.2, 0.55, 0.25))
        context.fill(CGRect(x: 0, y: 28, width: 60, height: 12))
        context.setFillColor(color(1, 0.85, 0.2))
        context.fillEllipse(in: CGRect(x: 40, y: 5, width: 12, height: 12))
        return context.makeImage()!
    }

    /// A frame for nine-slicing: 12 × 12 points with 4-point rounded borders.
    static func frameImage() -> CGImage {
        let context = CGContext.makeImageContext(size: CGSize(width: 12, height: 12), scale: 2)!
        context.setFillColor(red)
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 0, y: 0, width: 12, height: 12), cornerWidth: 4, cornerHeight: 4,
                transform: nil))
        context.fillPath()
        context.setFillColor(color(1, 0.95, 0.9))
        context.fill(CGRect(x: 3, y: 3, width: 6, height: 6))
        return context.makeImage()!
    }

    static func contents() -> CALayer {
        let root = panel("Contents gravities and nine-slice", height: 220)
        let image = photo()
        for (index, gravity) in [
            CALayerContentsGravity.resize, .resizeAspect, .resizeAspectFill, .center, .top,
        ].enumerated() {
            let layer = box(
                CGRect(x: 12 + CGFloat(index) * 69, y: 45, width: 60, height: 80), color(0.9, 0.9, 0.9))
            layer.contents = image
            layer.contentsScale = 2
            layer.contentsGravity = gravity
            layer.masksToBounds = true
            root.addSublayer(layer)
        }
        let sliced = CALayer()
        sliced.frame = CGRect(x: 12, y: 140, width: 336, height: 64)
        sliced.contents = frameImage()
        sliced.contentsScale = 2
        sliced.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        root.addSublayer(sliced)
        return root
    }

    static func replicator() -> CALayer {
        let root = panel("CAReplicatorLayer")
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 40, y: 45, width: 140, height: 140)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceAlphaOffset = -1.0 / 12
        let bar = box(CGRect(x: 64, y: 8, width: 12, height: 40), ink)
        bar.cornerRadius = 6
        spinner.addSublayer(bar)
        root.addSublayer(spinner)
        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 200, y: 90, width: 150, height: 40)
        row.instanceCount = 5
        row.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        row.instanceColor = color(1, 0.3, 0.3)
        row.instanceGreenOffset = 0.15
        row.instanceBlueOffset = 0.1
        let dot = CAShapeLayer()
        dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 5, width: 25, height: 25), transform: nil)
        dot.fillColor = color(1, 1, 1)
        row.addSublayer(dot)
        root.addSublayer(row)
        return root
    }

    static func cardFlip() -> CALayer {
        let root = panel("Perspective card flip")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        for (index, angle) in [0.0, 35.0, 70.0, 145.0].enumerated() {
            let card = box(
                CGRect(x: 15 + CGFloat(index) * 85, y: 55, width: 70, height: 110), angle > 90 ? orange : blue
            )
            card.cornerRadius = 10
            card.borderWidth = 3
            card.borderColor = ink
            card.transform = CATransform3DMakeRotation(angle * .pi / 180, 0, 1, 0)
            root.addSublayer(card)
        }
        return root
    }

    static func text() -> CALayer {
        let root = panel("Text in several scripts", height: 230)
        let lines: [(Any, CATextLayerAlignmentMode, CATextLayerTruncationMode)] = [
            ("텍스트필드에 그라데이션 테두리를 적용해 보자", .natural, .none),
            ("枠線付きのボタン — UIButtonに枠線をつける", .natural, .none),
            ("مرحبا بالعالم — Arabic runs right to left", .natural, .none),
            ("A very long line that will not fit in the width of this layer", .center, .middle),
        ]
        for (index, line) in lines.enumerated() {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 12, y: 40 + CGFloat(index) * 30, width: 336, height: 26)
            layer.string = line.0
            layer.font = "DejaVu Sans"
            layer.fontSize = 16
            layer.foregroundColor = ink
            layer.alignmentMode = line.1
            layer.truncationMode = line.2
            layer.contentsScale = 2
            root.addSublayer(layer)
        }
        let attributed = NSMutableAttributedString(
            string: "Attributed: bold, colour, kern, underline and strike",
            attributes: [.font: CTFont(name: "DejaVu Sans", size: 14), .foregroundColor: ink])
        attributed.addAttribute(
            .font, value: CTFont(name: "DejaVu Sans-Bold", size: 14), range: NSRange(location: 12, length: 4))
        attributed.addAttribute(.foregroundColor, value: red, range: NSRange(location: 18, length: 6))
        attributed.addAttribute(.kern, value: 3, range: NSRange(location: 26, length: 4))
        attributed.addAttribute(.underlineStyle, value: 1, range: NSRange(location: 32, length: 9))
        attributed.addAttribute(.strikethroughStyle, value: 1, range: NSRange(location: 46, length: 6))
        let rich = CATextLayer()
        rich.frame = CGRect(x: 12, y: 165, width: 336, height: 50)
        rich.string = attributed
        rich.isWrapped = true
        rich.contentsScale = 2
        root.addSublayer(rich)
        return root
    }

    /// A white confetti piece, 8 × 4 pixels (tinted by each cell's colour).
    static func confettiPiece() -> CGImage {
        let context = CGContext.makeImageContext(size: CGSize(width: 8, height: 4), scale: 1)!
        context.setFillColor(color(1, 1, 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        return context.makeImage()!
    }

    /// Confetti: an emitter along the top edge, five colours, falling and spinning, frozen 2.5 s
    /// into its emission (speed 0 and a time offset, Core Animation's way to hold a moment).
    static func confetti() -> CALayer {
        let root = panel("CAEmitterLayer: confetti, 2.5 s in")
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 30, width: 360, height: 170)
        emitter.masksToBounds = true
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 180, y: -10)
        emitter.emitterSize = CGSize(width: 360, height: 1)
        emitter.beginTime = 1
        emitter.speed = 0
        emitter.timeOffset = 2.5
        let piece = confettiPiece()
        let colours = [
            color(0.95, 0.3, 0.3), color(0.2, 0.6, 0.95), color(0.98, 0.8, 0.2), color(0.3, 0.8, 0.45),
            color(0.7, 0.4, 0.9),
        ]
        emitter.emitterCells = colours.enumerated().map { index, colour in
            let cell = CAEmitterCell()
            cell.name = "confetti\(index)"
            cell.contents = piece
            cell.color = colour
            cell.birthRate = 12
            cell.lifetime = 6
            cell.velocity = 40
            cell.velocityRange = 20
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 40
            cell.spin = 2
            cell.spinRange = 4
            cell.scale = 1
            cell.scaleRange = 0.3
            return cell
        }
        root.addSublayer(emitter)
        return root
    }
}
