import Foundation
import Lamina

/// The benchmark scenes, built with Lamina's API as iOS code would build them.
enum Scenes {
    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    static let cardsCanvas = CGSize(width: 2000, height: 1250)
    static let cardsGrid = (columns: 40, rows: 25)

    /// The frame of card (column, row) in the cards scene.
    static func cardFrame(column: Int, row: Int) -> CGRect {
        CGRect(x: CGFloat(column) * 50 + 3, y: CGFloat(row) * 50 + 3, width: 44, height: 44)
    }

    /// 1,000 rounded, bordered cards, each with a gradient border made the iOS way and a dot.
    static func cards() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: cardsCanvas)
        root.backgroundColor = color(0.95, 0.95, 0.97)
        for row in 0..<cardsGrid.rows {
            for column in 0..<cardsGrid.columns {
                let card = CALayer()
                card.frame = cardFrame(column: column, row: row)
                card.cornerRadius = 8
                card.borderWidth = 1
                card.borderColor = color(0.8, 0.8, 0.82)
                card.backgroundColor = color(1, 1, 1)
                let gradient = CAGradientLayer()
                gradient.frame = card.bounds
                gradient.colors = [color(0.393, 0.538, 0.983), color(0.557, 0.667, 1)]
                gradient.startPoint = CGPoint(x: 0, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 0.5)
                let border = CAShapeLayer()
                border.lineWidth = 2
                border.fillColor = nil
                border.strokeColor = color(0, 0, 0)
                border.path = CGPath(
                    roundedRect: card.bounds.insetBy(dx: 1, dy: 1), cornerWidth: 8, cornerHeight: 8,
                    transform: nil)
                gradient.mask = border
                let dot = CAShapeLayer()
                dot.path = CGPath(ellipseIn: CGRect(x: 16, y: 16, width: 12, height: 12), transform: nil)
                dot.fillColor = color(0.86, 0.18, 0.2)
                card.addSublayer(gradient)
                card.addSublayer(dot)
                root.addSublayer(card)
            }
        }
        return root
    }

    static let shapesCanvas = CGSize(width: 2000, height: 2000)

    /// A deterministic generator, so that the scene and its floor see the same shapes.
    struct Generator {
        var state: UInt64
        mutating func next() -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(state >> 11) / CGFloat(1 << 53)
        }
    }

    /// One random shape: a closed cubic path, its colors and whether it is dashed.
    struct Shape {
        var path: CGPath
        var fill: CGColor
        var stroke: CGColor
        var dashed: Bool
    }

    static func shapeList(count: Int = 5000) -> [Shape] {
        var random = Generator(state: 42)
        return (0..<count).map { index in
            let center = CGPoint(x: random.next() * 1900 + 50, y: random.next() * 1900 + 50)
            let path = CGMutablePath()
            let points = (0..<4).map { i -> CGPoint in
                let angle = CGFloat(i) * .pi / 2 + random.next()
                let radius = 10 + random.next() * 30
                return CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            }
            path.move(to: points[0])
            for i in 0..<4 {
                let next = points[(i + 1) % 4]
                path.addCurve(
                    to: next,
                    control1: CGPoint(
                        x: points[i].x + random.next() * 30 - 15, y: points[i].y + random.next() * 30 - 15),
                    control2: CGPoint(
                        x: next.x + random.next() * 30 - 15, y: next.y + random.next() * 30 - 15))
            }
            path.closeSubpath()
            return Shape(
                path: path, fill: color(random.next(), random.next(), random.next(), 0.6),
                stroke: color(random.next() * 0.5, random.next() * 0.5, random.next() * 0.5),
                dashed: index % 2 == 0)
        }
    }

    /// 5,000 shape layers with translucent fills and strokes, half of them dashed.
    static func shapes() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: shapesCanvas)
        root.backgroundColor = color(1, 1, 1)
        for shape in shapeList() {
            let layer = CAShapeLayer()
            layer.frame = root.bounds
            layer.path = shape.path
            layer.fillColor = shape.fill
            layer.strokeColor = shape.stroke
            layer.lineWidth = 2
            if shape.dashed { layer.lineDashPattern = [6, 4] }
            root.addSublayer(layer)
        }
        return root
    }

    static let deepCanvas = CGSize(width: 1000, height: 1000)
    static let deepDepth = 300

    /// 300 nested layers, each rotated 1.2° with opacity 0.97 and a bordered rounded background;
    /// every tenth masks to its bounds.
    static func deep() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: deepCanvas)
        root.backgroundColor = color(1, 1, 1)
        var parent = root
        for depth in 0..<deepDepth {
            let layer = CALayer()
            layer.frame = parent.bounds.insetBy(dx: 1.5, dy: 1.5)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: 1.2 * .pi / 180))
            layer.opacity = 0.97
            layer.cornerRadius = 12
            layer.borderWidth = 1
            layer.borderColor = color(0.2, 0.2, 0.3)
            layer.backgroundColor = depthColor(depth)
            layer.masksToBounds = depth % 10 == 0
            parent.addSublayer(layer)
            parent = layer
        }
        return root
    }

    static func depthColor(_ depth: Int) -> CGColor {
        color(0.5 + 0.5 * sin(CGFloat(depth) / 9), 0.6, 0.5 + 0.5 * cos(CGFloat(depth) / 13))
    }
}
