import Lamina

/// Scenes for the compositor's own tests, one per capability.
enum CompositorScenes {
    static func shadows() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 120)
        root.backgroundColor = rgba(1, 1, 1)
        // A shadow cast by the layer's alpha (a rounded card), offset down.
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 80, height: 60)
        card.cornerRadius = 12
        card.backgroundColor = rgba(0.15, 0.4, 0.9)
        card.shadowOpacity = 0.8
        card.shadowOffset = CGSize(width: 0, height: 10)
        card.shadowRadius = 4
        root.addSublayer(card)
        // A shadow from a shadowPath: an ellipse under a layer with no background.
        let path = CALayer()
        path.frame = CGRect(x: 140, y: 20, width: 80, height: 60)
        path.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 40, width: 80, height: 30), transform: nil)
        path.shadowOpacity = 1
        path.shadowColor = rgba(0.86, 0.18, 0.2)
        path.shadowRadius = 2
        path.shadowOffset = .zero
        root.addSublayer(path)
        return root
    }

    static func corners() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 110)
        root.backgroundColor = rgba(1, 1, 1)
        let circular = CALayer()
        circular.frame = CGRect(x: 10, y: 10, width: 90, height: 90)
        circular.cornerRadius = 30
        circular.backgroundColor = rgba(0.16, 0.66, 0.32)
        let continuous = CALayer()
        continuous.frame = CGRect(x: 110, y: 10, width: 90, height: 90)
        continuous.cornerRadius = 30
        continuous.cornerCurve = .continuous
        continuous.backgroundColor = rgba(0.16, 0.66, 0.32)
        let partial = CALayer()
        partial.frame = CGRect(x: 210, y: 10, width: 80, height: 90)
        partial.cornerRadius = 30
        partial.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        partial.backgroundColor = rgba(0.15, 0.4, 0.9)
        partial.borderWidth = 6
        partial.borderColor = rgba(0.12, 0.13, 0.18)
        root.sublayers = [circular, continuous, partial]
        return root
    }

    /// A 4 × 4 image: red top half, blue bottom half (y down).
    static func twoToneImage() -> CGImage {
        let context = CGContext.makeImageContext(size: CGSize(width: 4, height: 4))!
        context.setFillColor(rgba(1, 0, 0))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        context.setFillColor(rgba(0, 0, 1))
        context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        return context.makeImage()!
    }

    static func contents(gravity: CALayerContentsGravity) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.contents = twoToneImage()
        root.contentsGravity = gravity
        root.magnificationFilter = .nearest
        return root
    }

    /// A 12 × 12 frame image: a 4-pixel black border around white, for nine-slicing.
    static func nineSlice() -> CALayer {
        let context = CGContext.makeImageContext(size: CGSize(width: 12, height: 12))!
        context.setFillColor(rgba(0, 0, 0))
        context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        context.setFillColor(rgba(1, 1, 1))
        context.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        root.contents = context.makeImage()
        root.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        root.magnificationFilter = .nearest
        return root
    }

    static func strokes() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.backgroundColor = rgba(1, 1, 1)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 20, y: 20))
        line.addLine(to: CGPoint(x: 180, y: 20))
        let dashed = CAShapeLayer()
        dashed.path = line
        dashed.strokeColor = rgba(0.86, 0.18, 0.2)
        dashed.lineWidth = 8
        dashed.lineDashPattern = [20, 10]
        dashed.lineCap = .butt
        let half = CAShapeLayer()
        half.path = line
        half.position = CGPoint(x: 0, y: 30)
        half.anchorPoint = .zero
        half.strokeColor = rgba(0.15, 0.4, 0.9)
        half.lineWidth = 8
        half.lineCap = .round
        half.strokeEnd = 0.5
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 70, y: 55, width: 40, height: 40), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = rgba(0.16, 0.66, 0.32)
        ring.lineWidth = 6
        ring.strokeStart = 0.25
        ring.strokeEnd = 0.75
        root.sublayers = [dashed, half, ring]
        return root
    }

    static func gradients() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        let colors = [rgba(1, 0, 0), rgba(0, 0, 1)]
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 0, y: 0, width: 140, height: 100)
        radial.colors = colors
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 160, y: 0, width: 140, height: 100)
        conic.colors = colors
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        conic.cornerRadius = 20
        root.sublayers = [radial, conic]
        return root
    }

    static func maskWithClip() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        let owner = CALayer()
        owner.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        owner.backgroundColor = rgba(0.86, 0.18, 0.2)
        owner.cornerRadius = 20
        owner.masksToBounds = true
        let overflow = CALayer()
        overflow.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        overflow.backgroundColor = rgba(0.15, 0.4, 0.9)
        owner.addSublayer(overflow)
        // The mask: a half-transparent circle with an opaque sublayer square.
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        mask.fillColor = rgba(0, 0, 0, 0.5)
        let solid = CALayer()
        solid.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        solid.backgroundColor = rgba(0, 1, 0)
        mask.addSublayer(solid)
        owner.mask = mask
        root.addSublayer(owner)
        return root
    }

    static func replicator() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceColor = rgba(1, 1, 1)
        replicator.instanceAlphaOffset = -0.2
        replicator.instanceRedOffset = -0.25
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 20, width: 20, height: 20)
        dot.backgroundColor = rgba(1, 1, 1)
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        return root
    }

    static func perspective(angle: CGFloat, doubleSided: Bool = true) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        root.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.backgroundColor = rgba(0.15, 0.4, 0.9)
        card.borderWidth = 4
        card.borderColor = rgba(0.97, 0.55, 0.1)
        card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        card.isDoubleSided = doubleSided
        root.addSublayer(card)
        return root
    }

    static func transformLayer() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        cube.backgroundColor = rgba(0, 0, 0)  // ignored: transform layers draw nothing
        cube.transform = CATransform3DMakeRotation(-.pi / 6, 0, 1, 0)
        let front = CALayer()
        front.frame = cube.bounds
        front.backgroundColor = rgba(0.86, 0.18, 0.2)
        front.zPosition = 50
        let side = CALayer()
        side.frame = cube.bounds
        side.backgroundColor = rgba(0.16, 0.66, 0.32)
        side.transform = CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 50)
        cube.sublayers = [side, front]
        root.addSublayer(cube)
        return root
    }
}
