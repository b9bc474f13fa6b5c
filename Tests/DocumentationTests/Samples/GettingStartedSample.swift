import Lamina

/// GettingStarted.md: the first tree.
func gettingStartedFirstTree() throws {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 320, height: 68)
    root.backgroundColor = CGColor(srgbRed: 0.93, green: 0.94, blue: 0.97, alpha: 1)

    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 10, width: 300, height: 48)
    gradient.colors = [
        CGColor(srgbRed: 0.393, green: 0.538, blue: 0.983, alpha: 1),
        CGColor(srgbRed: 0.557, green: 0.667, blue: 1, alpha: 1),
    ]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)

    let border = CAShapeLayer()
    border.lineWidth = 2
    border.fillColor = nil
    border.strokeColor = CGColor(gray: 0, alpha: 1)
    border.path = CGPath(
        roundedRect: gradient.bounds.insetBy(dx: 1, dy: 1),
        cornerWidth: 14, cornerHeight: 14, transform: nil)
    gradient.mask = border
    root.addSublayer(gradient)

    let renderer = LayerRenderer(scale: 2)
    try renderer.writePNG(of: root, to: URL(fileURLWithPath: "field.png"))
    try renderer.writePDF(of: root, to: URL(fileURLWithPath: "field.pdf"))  // vector
    try renderer.writeSVG(of: root, to: URL(fileURLWithPath: "field.svg"))  // vector
}

/// GettingStarted.md: an animation over time.
func gettingStartedAnimation(layer: CALayer, root: CALayer, renderer: LayerRenderer, url: URL) throws {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 0.5
    layer.add(fade, forKey: "fade")
    CATransaction.flush()
    let start = layer.animation(forKey: "fade")!.beginTime
    let frames = LayerRenderer.frameTimes(from: start, to: start + 0.5, count: 8)
    let sheet = try renderer.contactSheet(of: root, atTimes: frames)
    try renderer.writeAnimatedPNG(of: root, atTimes: frames, frameDuration: 1 / 16, to: url)
    _ = sheet
}

/// RenderingToFiles.md: frames in a loop.
func renderingFramesInALoop(renderer: LayerRenderer, button: CALayer, start: CFTimeInterval) throws {
    let frames = renderer.frameSequence(of: button)
    var images: [CGImage] = []
    for time in LayerRenderer.frameTimes(from: start, to: start + 0.2, count: 13) {
        images.append(try frames.image(atTime: time))  // repaints the border only
    }
    _ = images
}
