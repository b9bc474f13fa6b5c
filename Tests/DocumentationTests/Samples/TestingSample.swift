import Lamina
import LaminaExamples
import Testing

/// TestingLayerTreesOnLinux.md, run as tests: the samples are real assertions.
@Suite struct TestingArticleSamples {
    @Test func theTree() {
        let form = LoginForm()
        form.focus(form.email)
        #expect(
            form.email.layer.treeDescription == """
                CALayer "email" frame=(20 20; 300 48) backgroundColor=srgb(1 1 1 1) cornerRadius=14
                  CATextLayer "placeholder" frame=(13 14; 274 20) contentsScale=2 string="Email" \
                font=DejaVu Sans fontSize=15 foregroundColor=srgb(0.6 0.6 0.63 1) truncationMode=end
                  CAGradientLayer frame=(0 0; 300 48) colors=[srgb(0.393 0.538 0.983 1), srgb(0.557 0.667 1 1)] \
                startPoint=(0 0.5) endPoint=(1 0.5)
                    mask: CAShapeLayer frame=(0 0; 0 0) path=path(10 elements in (1 1; 298 46)) \
                fillColor=gray(0 0) strokeColor=gray(0 1) lineWidth=2
                """)
    }

    @Test func valuesAtATime() throws {
        let button = BorderedButton(frame: CGRect(x: 0, y: 0, width: 140, height: 40), title: "OK")
        button.isHighlighted = true
        button.isHighlighted = false  // adds the 0.2 s release animation
        CATransaction.flush()  // commits it: its beginTime is now set
        let start = button.layer.animation(forKey: "borderColor")!.beginTime
        let presented = button.layer.presentation(atTime: start + 0.1)
        #expect(abs((presented?.borderColor?.alpha ?? 0) - 0.6) < 1e-6)
    }
}
