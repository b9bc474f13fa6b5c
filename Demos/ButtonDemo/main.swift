// The bordered button of the second seed article, ported with Lamina: its states, and the
// release animation (the border fading back from 20 % over 0.2 s) as a contact sheet and an
// animated PNG.
import Foundation
import Lamina
import LaminaExamples

let output = DemoOutput()
output.run {
    let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
    func stage(_ button: BorderedButton) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 80)
        root.backgroundColor = white
        root.addSublayer(button.layer)
        return root
    }
    let states: [(String, (BorderedButton) -> Void)] = [
        ("normal", { _ in }),
        ("highlighted", { $0.isHighlighted = true }),
        ("disabled", { $0.isEnabled = false }),
        ("dimmed", { $0.isDimmed = true }),
    ]
    for (name, apply) in states {
        let button = BorderedButton(frame: CGRect(x: 30, y: 20, width: 140, height: 40), title: "Bordered")
        let root = stage(button)
        apply(button)
        try output.writeAll(root, name: "button-\(name)")
    }
    // Press, then release: the release adds the 0.2 s border animation.
    let button = BorderedButton(frame: CGRect(x: 30, y: 20, width: 140, height: 40), title: "Bordered")
    let root = stage(button)
    button.isHighlighted = true
    button.isHighlighted = false
    CATransaction.flush()
    guard let start = button.layer.animation(forKey: "borderColor")?.beginTime else {
        DemoOutput.fail("the release animation was not added")
    }
    let renderer = LayerRenderer(scale: 2, backgroundColor: white)
    let sheet = try renderer.contactSheet(
        of: root, atTimes: LayerRenderer.frameTimes(from: start, to: start + 0.2, count: 8), columns: 4)
    try sheet.writePNG(to: output.url("button-release-sheet.png"))
    output.report("button-release-sheet.png")
    // The sheet advanced the animation to its end; add it again for the animated PNG.
    button.isHighlighted = true
    button.isHighlighted = false
    CATransaction.flush()
    guard let again = button.layer.animation(forKey: "borderColor")?.beginTime else {
        DemoOutput.fail("the release animation was not added")
    }
    try renderer.writeAnimatedPNG(
        of: root, atTimes: LayerRenderer.frameTimes(from: again - 0.1, to: again + 0.3, count: 25),
        frameDuration: 1.0 / 60, to: output.url("button-release.png"))
    output.report("button-release.png")
}
