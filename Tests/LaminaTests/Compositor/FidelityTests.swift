import Lamina
import Testing

// The fidelity scenes: layer trees written with Apple's API, compared with images drawn by an
// independent SVG renderer from the same scenes (Fixtures/fidelity/README.md).

/// `rgba(r, g, b, a)` is an sRGB color, as in the scene descriptions.
func rgba(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(srgbRed: r, green: g, blue: b, alpha: a)
}

enum FidelityScenes {
    /// anchor_points: position is where the anchorPoint lands
    static func anchorPoints() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 220, height: 160)

        let layer1 = CALayer()
        layer1.frame = CGRect(x: 110, y: 0, width: 1, height: 160)
        layer1.backgroundColor = rgba(0.5, 0.5, 0.5)
        root.addSublayer(layer1)

        let layer2 = CALayer()
        layer2.frame = CGRect(x: 0, y: 80, width: 220, height: 1)
        layer2.backgroundColor = rgba(0.5, 0.5, 0.5)
        root.addSublayer(layer2)

        let layer3 = CALayer()
        layer3.anchorPoint = CGPoint(x: 0, y: 0)
        layer3.bounds = CGRect(x: 0, y: 0, width: 70, height: 44)
        layer3.position = CGPoint(x: 110, y: 80)
        layer3.backgroundColor = rgba(0.86, 0.18, 0.2)
        root.addSublayer(layer3)

        let layer4 = CALayer()
        layer4.anchorPoint = CGPoint(x: 1, y: 0)
        layer4.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        layer4.position = CGPoint(x: 110, y: 80)
        layer4.backgroundColor = rgba(0.16, 0.66, 0.32)
        root.addSublayer(layer4)

        let layer5 = CALayer()
        layer5.anchorPoint = CGPoint(x: 0, y: 1)
        layer5.bounds = CGRect(x: 0, y: 0, width: 50, height: 60)
        layer5.position = CGPoint(x: 110, y: 80)
        layer5.backgroundColor = rgba(0.15, 0.4, 0.9)
        root.addSublayer(layer5)

        let layer6 = CALayer()
        layer6.anchorPoint = CGPoint(x: 1, y: 1)
        layer6.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
        layer6.position = CGPoint(x: 110, y: 80)
        layer6.backgroundColor = rgba(0.97, 0.55, 0.1)
        root.addSublayer(layer6)

        let layer7 = CALayer()
        layer7.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        layer7.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
        layer7.position = CGPoint(x: 110, y: 80)
        layer7.backgroundColor = rgba(0, 0, 0, 0.5)
        root.addSublayer(layer7)

        var renderer = LayerRenderer(scale: 1)
        renderer.backgroundColor = rgba(1, 1, 1)
        return (root, renderer)
    }

    /// axial_gradient: 3 colours, locations [0, 0.3, 1], diagonal (0,0)->(1,1) in unit space of a non-square layer
    static func axialGradient() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 160)

        let gradient1 = CAGradientLayer()
        gradient1.frame = CGRect(x: 20, y: 20, width: 200, height: 120)
        gradient1.colors = [rgba(0.86, 0.18, 0.2), rgba(0.98, 0.8, 0.15), rgba(0.15, 0.4, 0.9)]
        gradient1.locations = [0, 0.3, 1]
        gradient1.startPoint = CGPoint(x: 0, y: 0)
        gradient1.endPoint = CGPoint(x: 1, y: 1)
        root.addSublayer(gradient1)

        let renderer = LayerRenderer(scale: 1)
        return (root, renderer)
    }

    /// border_over_sublayer: border inside bounds, above an overflowing sublayer, follows cornerRadius
    static func borderOverSublayer() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 220, height: 180)

        let card = CALayer()
        card.frame = CGRect(x: 40, y: 40, width: 140, height: 100)
        card.cornerRadius = 20
        card.borderWidth = 8
        card.backgroundColor = rgba(0.95, 0.9, 0.8)
        card.borderColor = rgba(0.7, 0.1, 0.2, 0.85)

        let layer1 = CALayer()
        layer1.frame = CGRect(x: -20, y: 50, width: 100, height: 80)
        layer1.backgroundColor = rgba(0.16, 0.66, 0.32)
        card.addSublayer(layer1)
        root.addSublayer(card)

        var renderer = LayerRenderer(scale: 1)
        renderer.backgroundColor = rgba(1, 1, 1)
        return (root, renderer)
    }

    /// gradient_stroke_mask: gradient masked by a stroked rounded-rect shape layer (mask alpha only)
    static func gradientStrokeMask() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 220, height: 140)

        let gradient1 = CAGradientLayer()
        gradient1.frame = CGRect(x: 20, y: 20, width: 180, height: 100)
        gradient1.colors = [rgba(0.97, 0.55, 0.1), rgba(0.55, 0.25, 0.75)]
        gradient1.startPoint = CGPoint(x: 0, y: 0)
        gradient1.endPoint = CGPoint(x: 1, y: 0)

        let shape1 = CAShapeLayer()
        shape1.lineWidth = 6
        shape1.fillColor = rgba(0, 0, 0, 0)
        shape1.strokeColor = rgba(0, 0, 0)
        shape1.path = CGPath(
            roundedRect: CGRect(x: 3, y: 3, width: 174, height: 94), cornerWidth: 20, cornerHeight: 20,
            transform: nil)
        gradient1.mask = shape1
        root.addSublayer(gradient1)

        var renderer = LayerRenderer(scale: 1)
        renderer.backgroundColor = rgba(1, 1, 1)
        return (root, renderer)
    }

    /// group_opacity: opacity applies to the flattened group: overlaps do not double-blend
    static func groupOpacity() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 160)

        let group = CALayer()
        group.frame = CGRect(x: 20, y: 20, width: 120, height: 120)
        group.opacity = 0.5

        let layer1 = CALayer()
        layer1.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        layer1.backgroundColor = rgba(0.86, 0.18, 0.2)
        group.addSublayer(layer1)

        let shape1 = CAShapeLayer()
        shape1.fillColor = rgba(0.15, 0.4, 0.9)
        shape1.path = CGPath(ellipseIn: CGRect(x: 30, y: 30, width: 90, height: 90), transform: nil)
        group.addSublayer(shape1)
        root.addSublayer(group)

        let nested = CALayer()
        nested.frame = CGRect(x: 150, y: 30, width: 80, height: 100)
        nested.opacity = 0.6
        nested.backgroundColor = rgba(0.16, 0.66, 0.32)

        let layer2 = CALayer()
        layer2.frame = CGRect(x: 10, y: 20, width: 60, height: 60)
        layer2.opacity = 0.5
        layer2.backgroundColor = rgba(0.98, 0.8, 0.15)

        let layer3 = CALayer()
        layer3.frame = CGRect(x: 20, y: 20, width: 50, height: 50)
        layer3.backgroundColor = rgba(0.55, 0.25, 0.75)
        layer2.addSublayer(layer3)
        nested.addSublayer(layer2)
        root.addSublayer(nested)

        var renderer = LayerRenderer(scale: 1)
        renderer.backgroundColor = rgba(1, 1, 1)
        return (root, renderer)
    }

    /// masks_to_bounds: masksToBounds clips sublayers to the rounded bounds; border unclipped on top
    static func masksToBounds() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 220, height: 180)

        let card = CALayer()
        card.frame = CGRect(x: 40, y: 30, width: 140, height: 120)
        card.cornerRadius = 30
        card.borderWidth = 4
        card.masksToBounds = true
        card.backgroundColor = rgba(0.96, 0.96, 0.94)
        card.borderColor = rgba(0.12, 0.13, 0.18)

        let layer1 = CALayer()
        layer1.frame = CGRect(x: -30, y: -30, width: 110, height: 90)
        layer1.backgroundColor = rgba(0.86, 0.18, 0.2)
        card.addSublayer(layer1)

        let layer2 = CALayer()
        layer2.frame = CGRect(x: 70, y: 60, width: 110, height: 100)
        layer2.transform = CATransform3DMakeRotation(20 * .pi / 180, 0, 0, 1)
        layer2.cornerRadius = 10
        layer2.backgroundColor = rgba(0.15, 0.4, 0.9)
        card.addSublayer(layer2)
        root.addSublayer(card)

        var renderer = LayerRenderer(scale: 1)
        renderer.backgroundColor = rgba(1, 1, 1)
        return (root, renderer)
    }

    /// rounded_background: cornerRadius on backgroundColor; transparent output alpha
    static func roundedBackground() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 140)

        let layer1 = CALayer()
        layer1.frame = CGRect(x: 20, y: 20, width: 160, height: 100)
        layer1.cornerRadius = 24
        layer1.backgroundColor = rgba(0.15, 0.4, 0.9)
        root.addSublayer(layer1)

        let layer2 = CALayer()
        layer2.frame = CGRect(x: 60, y: 70, width: 130, height: 56)
        layer2.cornerRadius = 28
        layer2.backgroundColor = rgba(1, 0.6, 0.1, 0.6)
        root.addSublayer(layer2)

        let renderer = LayerRenderer(scale: 1)
        return (root, renderer)
    }

    /// seed_textfield: seed (a): 300x48 field, gradient border = CAGradientLayer masked by stroked rounded-rect
    static func seedTextfield() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 68)
        root.backgroundColor = rgba(0.93, 0.94, 0.97)

        let field = CALayer()
        field.frame = CGRect(x: 10, y: 10, width: 300, height: 48)
        field.cornerRadius = 14
        field.backgroundColor = rgba(1, 1, 1)

        let borderGradient = CAGradientLayer()
        borderGradient.frame = CGRect(x: 0, y: 0, width: 300, height: 48)
        borderGradient.colors = [rgba(0.393, 0.538, 0.983), rgba(0.557, 0.667, 1)]
        borderGradient.startPoint = CGPoint(x: 0, y: 0.5)
        borderGradient.endPoint = CGPoint(x: 1, y: 0.5)

        let borderMask = CAShapeLayer()
        borderMask.lineWidth = 2
        borderMask.fillColor = rgba(0, 0, 0, 0)
        borderMask.strokeColor = rgba(0, 0, 0)
        borderMask.path = CGPath(
            roundedRect: CGRect(x: 1, y: 1, width: 298, height: 46), cornerWidth: 14, cornerHeight: 14,
            transform: nil)
        borderGradient.mask = borderMask
        field.addSublayer(borderGradient)
        root.addSublayer(field)

        let renderer = LayerRenderer(scale: 1)
        return (root, renderer)
    }

    /// star_fill_rules: fillRule nonZero (solid star) vs evenOdd (hollow centre)
    static func starFillRules() -> (CALayer, LayerRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 260, height: 130)

        let shape1 = CAShapeLayer()
        shape1.lineWidth = 2
        shape1.fillColor = rgba(0.98, 0.8, 0.15)
        shape1.strokeColor = rgba(0.12, 0.13, 0.18)
        shape1.lineJoin = .round
        let shape1Path = CGMutablePath()
        shape1Path.move(to: CGPoint(x: 65, y: 13))
        shape1Path.addLine(to: CGPoint(x: 97.328189, y: 112.495935))
        shape1Path.addLine(to: CGPoint(x: 12.691892, y: 51.004065))
        shape1Path.addLine(to: CGPoint(x: 117.308108, y: 51.004065))
        shape1Path.addLine(to: CGPoint(x: 32.671811, y: 112.495935))
        shape1Path.closeSubpath()
        shape1.path = shape1Path
        root.addSublayer(shape1)

        let shape2 = CAShapeLayer()
        shape2.lineWidth = 2
        shape2.fillColor = rgba(0.98, 0.8, 0.15)
        shape2.strokeColor = rgba(0.12, 0.13, 0.18)
        shape2.fillRule = .evenOdd
        shape2.lineJoin = .round
        let shape2Path = CGMutablePath()
        shape2Path.move(to: CGPoint(x: 195, y: 13))
        shape2Path.addLine(to: CGPoint(x: 227.328189, y: 112.495935))
        shape2Path.addLine(to: CGPoint(x: 142.691892, y: 51.004065))
        shape2Path.addLine(to: CGPoint(x: 247.308108, y: 51.004065))
        shape2Path.addLine(to: CGPoint(x: 162.671811, y: 112.495935))
        shape2Path.closeSubpath()
        shape2.path = shape2Path
        root.addSublayer(shape2)

        var renderer = LayerRenderer(scale: 1)
        renderer.backgroundColor = rgba(1, 1, 1)
        return (root, renderer)
    }

    static let all: [(String, @Sendable () -> (CALayer, LayerRenderer))] = [
        ("anchor_points", anchorPoints),
        ("axial_gradient", axialGradient),
        ("border_over_sublayer", borderOverSublayer),
        ("gradient_stroke_mask", gradientStrokeMask),
        ("group_opacity", groupOpacity),
        ("masks_to_bounds", masksToBounds),
        ("rounded_background", roundedBackground),
        ("seed_textfield", seedTextfield),
        ("star_fill_rules", starFillRules),
    ]
}

@Suite struct FidelityTests {
    @Test(arguments: FidelityScenes.all.map(\.0))
    func sceneMatchesItsReference(name: String) throws {
        let scene = try #require(FidelityScenes.all.first { $0.0 == name }?.1)
        let (root, renderer) = scene()
        let image = try renderer.image(of: root)
        ImageComparison().check(image, against: name, in: "fidelity")
    }
}
