// The bordered button of the second seed article, ported with LaminaUIKit: the article's
// SK4BorderButton (Demos/Examples/Seed003BorderButton.swift) in its states — normal, pressed
// (isHighlighted), disabled (isEnabled), dimmed (tintAdjustmentMode, as when an alert is up) —
// and its release animation (the border fading back from 20 % over 0.2 s) as a contact sheet
// and an animated PNG.
import Foundation
import LaminaExamples
import LaminaUIKit

let output = DemoOutput()
output.run {
    func stage(_ button: UIButton) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        root.backgroundColor = .white
        root.addSubview(button)
        return root
    }
    func makeButton() -> SK4BorderButton {
        let button = SK4BorderButton(type: .system)
        button.frame = CGRect(x: 30, y: 20, width: 140, height: 40)
        button.setTitle("Bordered", for: .normal)
        return button
    }
    let states: [(String, (UIView, SK4BorderButton) -> Void)] = [
        ("normal", { _, _ in }),
        ("highlighted", { _, button in button.isHighlighted = true }),
        ("disabled", { _, button in button.isEnabled = false }),
        ("dimmed", { root, _ in root.tintAdjustmentMode = .dimmed }),
    ]
    for (name, apply) in states {
        let button = makeButton()
        let root = stage(button)
        apply(root, button)
        try output.writeAll(root.layer, name: "button-\(name)")
    }
    // Press, then release: the release adds the 0.2 s border animation.
    let button = makeButton()
    let root = stage(button)
    button.isHighlighted = true
    button.isHighlighted = false
    CATransaction.flush()
    guard let start = button.layer.animation(forKey: "borderColor")?.beginTime else {
        DemoOutput.fail("the release animation was not added")
    }
    let renderer = LayerRenderer(scale: 2, backgroundColor: UIColor.white.cgColor)
    let sheet = try renderer.contactSheet(
        of: root.layer, atTimes: LayerRenderer.frameTimes(from: start, to: start + 0.2, count: 8), columns: 4)
    try sheet.writePNG(to: output.url("button-release-sheet.png"))
    output.report("button-release-sheet.png")
    // The sheet advanced the animation to its end; press and release again for the animated PNG.
    button.isHighlighted = true
    button.isHighlighted = false
    CATransaction.flush()
    guard let again = button.layer.animation(forKey: "borderColor")?.beginTime else {
        DemoOutput.fail("the release animation was not added")
    }
    try renderer.writeAnimatedPNG(
        of: root.layer, atTimes: LayerRenderer.frameTimes(from: again - 0.1, to: again + 0.3, count: 25),
        frameDuration: 1.0 / 60, to: output.url("button-release.png"))
    output.report("button-release.png")
}
