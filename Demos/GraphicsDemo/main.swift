// Renders one picture through LaminaGraphics (CoreGraphics's API on Cairo) as PNG, PDF and
// SVG into the folder given as the first argument (default: demo-output).
import Foundation
import LaminaGraphics

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "demo-output", isDirectory: true)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
} catch {
    FileHandle.standardError.write(
        Data("GraphicsDemo: cannot create \(folder.path): \(error.localizedDescription)\n".utf8))
    exit(1)
}

let size = CGSize(width: 320, height: 200)

/// Draws the demo picture in a y-down user space of `size` points.
func drawPicture(in context: CGContext) {
    context.setFillColor(CGColor(srgbRed: 0.95, green: 0.95, blue: 0.97, alpha: 1))
    context.fill(CGRect(origin: .zero, size: size))

    // A rounded card with a soft shadow.
    context.saveGState()
    context.setShadow(offset: CGSize(width: 0, height: 4), blur: 12, color: CGColor(gray: 0, alpha: 0.35))
    context.setFillColor(.white)
    context.addPath(
        CGPath(
            roundedRect: CGRect(x: 20, y: 20, width: 130, height: 90), cornerWidth: 14, cornerHeight: 14,
            transform: nil))
    context.fillPath()
    context.restoreGState()

    // A horizontal gradient clipped to a circle.
    context.saveGState()
    context.addEllipse(in: CGRect(x: 175, y: 20, width: 120, height: 120))
    context.clip()
    let colors = [
        CGColor(srgbRed: 0.393, green: 0.538, blue: 0.983, alpha: 1),
        CGColor(srgbRed: 0.557, green: 0.667, blue: 1, alpha: 1),
    ]
    if let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil) {
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 175, y: 0), end: CGPoint(x: 295, y: 0), options: [])
    }
    context.restoreGState()

    // A dashed, round-capped stroke and an arc.
    context.setStrokeColor(CGColor(srgbRed: 0.85, green: 0.2, blue: 0.3, alpha: 1))
    context.setLineWidth(4)
    context.setLineCap(.round)
    context.setLineDash(phase: 0, lengths: [10, 8])
    context.move(to: CGPoint(x: 20, y: 150))
    context.addLine(to: CGPoint(x: 150, y: 150))
    context.strokePath()
    context.setLineDash(phase: 0, lengths: [])
    context.setStrokeColor(CGColor(srgbRed: 0.1, green: 0.6, blue: 0.35, alpha: 1))
    context.addArc(center: CGPoint(x: 85, y: 170), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    context.strokePath()

    // An even-odd star from SVG path data.
    if let star = try? CGPath(svgPathData: "M235 145 l12 40 -34 -25 h44 l-34 25 z") {
        context.setFillColor(CGColor(srgbRed: 0.95, green: 0.65, blue: 0.1, alpha: 1))
        context.addPath(star)
        context.fillPath(using: .evenOdd)
    }
}

func report(_ url: URL) {
    let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    print("wrote \(url.path) (\(bytes) bytes)")
}

do {
    guard let bitmap = CGContext.makeImageContext(size: size, scale: 2) else {
        throw GraphicsError(code: .invalidArgument, operation: "makeImageContext", detail: "no context")
    }
    drawPicture(in: bitmap)
    guard let image = bitmap.makeImage() else {
        throw GraphicsError(code: .invalidArgument, operation: "makeImage", detail: "no image")
    }
    let png = folder.appendingPathComponent("graphics.png")
    try image.writePNG(to: png)
    report(png)

    // Vector output: a PDF and an SVG page, flipped to the same y-down space.
    var box = CGRect(origin: .zero, size: size)
    let pdfURL = folder.appendingPathComponent("graphics.pdf")
    guard let pdf = CGContext(pdfURL, mediaBox: &box, nil) else {
        throw GraphicsError(code: .io, operation: "PDF context", detail: "cannot write \(pdfURL.path)")
    }
    pdf.beginPDFPage(nil)
    pdf.translateBy(x: 0, y: size.height)
    pdf.scaleBy(x: 1, y: -1)
    drawPicture(in: pdf)
    pdf.endPDFPage()
    try pdf.finishDocument()
    report(pdfURL)

    let svgURL = folder.appendingPathComponent("graphics.svg")
    guard let svg = CGContext(svgURL: svgURL, mediaBox: box) else {
        throw GraphicsError(code: .io, operation: "SVG context", detail: "cannot write \(svgURL.path)")
    }
    svg.translateBy(x: 0, y: size.height)
    svg.scaleBy(x: 1, y: -1)
    drawPicture(in: svg)
    try svg.finishDocument()
    report(svgURL)
} catch {
    FileHandle.standardError.write(Data("GraphicsDemo: \(error)\n".utf8))
    exit(1)
}
