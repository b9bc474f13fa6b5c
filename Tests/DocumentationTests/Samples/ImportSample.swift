import Testing

// The samples of README.md and Documentation/Lamina.docc, compiled against Lamina's public
// API (no @testable import). DocumentationSyncTests checks that every ```swift block of the
// documentation appears in one of these files, so a sample that drifts from the API breaks
// the build and a sample edited in the documentation alone fails the test.
#if canImport(QuartzCore)
    import QuartzCore
#else
    import Lamina
#endif

/// README.md: rendering and testing.
func readmeRendering(root: CALayer, start: CFTimeInterval) throws {
    let renderer = LayerRenderer(scale: 2, backgroundColor: CGColor(gray: 1, alpha: 1))
    try renderer.writePNG(of: root, to: URL(fileURLWithPath: "card.png"))
    try renderer.writePDF(of: root, to: URL(fileURLWithPath: "card.pdf"))  // vector
    let frame = try renderer.image(of: root, atTime: start + 0.1)  // a moment of an animation
    print(root.treeDescription)  // a diffable tree dump
    _ = frame
}

/// Lamina.md: the landing page.
func landingPage() throws {
    let field = CALayer()
    field.frame = CGRect(x: 10, y: 10, width: 300, height: 48)
    field.cornerRadius = 14
    try LayerRenderer(scale: 2).writePNG(of: field, to: URL(fileURLWithPath: "field.png"))
}

/// RenderingToFiles.md.
func renderingToFiles(root: CALayer, pngURL: URL, pdfURL: URL, svgURL: URL) throws {
    var renderer = LayerRenderer(scale: 2)
    renderer.backgroundColor = CGColor(gray: 1, alpha: 1)
    let image = try renderer.image(of: root)  // CGImage, ceil(bounds × 2) pixels
    try renderer.writePNG(of: root, to: pngURL)
    try renderer.writePDF(of: root, to: pdfURL)  // one page, bounds in points
    try renderer.writeSVG(of: root, to: svgURL)
    _ = image
}

/// AnimationsAndTime.md.
func presentationAtATime(layer: CALayer, root: CALayer) throws {
    let start = layer.animation(forKey: "borderColor")!.beginTime
    let halfway = layer.presentation(atTime: start + 0.1)  // properties at that moment
    let alpha = halfway?.borderColor?.alpha
    let frame = try LayerRenderer().image(of: root, atTime: start + 0.1)
    _ = (alpha, frame)
}

/// PortingLottie.md: rendering a layer tree that plays on its own.
func renderLottieAnimation(_ animationLayer: CALayer, start: CFTimeInterval, duration: CFTimeInterval) throws
{
    let renderer = LayerRenderer(scale: 2)
    try renderer.writePNG(
        of: animationLayer, to: URL(fileURLWithPath: "middle.png"), atTime: start + duration / 2)
    try renderer.writePDF(of: animationLayer, to: URL(fileURLWithPath: "first.pdf"), atTime: start)
    let times = LayerRenderer.frameTimes(from: start, to: start + duration, count: 60)
    try renderer.writeAnimatedPNG(
        of: animationLayer, atTimes: times, frameDuration: duration / 60,
        to: URL(fileURLWithPath: "animation.png"))
}
