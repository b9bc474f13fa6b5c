import LaminaExamples
import LaminaTesting
import LaminaUIKit
import Testing

/// TestingLayerTreesOnLinux.md, run as tests: the samples are real assertions.
@Suite struct TestingArticleSamples {
    @Test func theTree() {
        let screen = LoginScreen()
        screen.emailField.becomeFirstResponder()  // the delegate swaps in the gradient border
        #expect(
            screen.emailField.layer.treeDescription == """
                CALayer frame=(20 20; 300 48) contentsScale=2
                  CALayer frame=(13 0; 287 48) contentsScale=2
                    CATextLayer frame=(0 14.1055; 287 19.7891) contentsScale=2 string="Email" (attributed) \
                font=<CTFont ".SFUI-Regular" 17 pt> fontSize=17 foregroundColor=ExtendedSRGB(0.2353 0.2353 0.2627 0.3) \
                truncationMode=end
                  CALayer frame=(0 0; 13 48) contentsScale=2
                  CAGradientLayer frame=(0 0; 300 48) colors=[ExtendedSRGB(0.393 0.538 0.983 1), \
                ExtendedSRGB(0.557 0.667 1 1)] startPoint=(0 0.5) endPoint=(1 0.5)
                    mask: CAShapeLayer frame=(0 0; 0 0) path=path(18 elements in (1 1; 298 46)) \
                fillColor=ExtendedGray(0 0) strokeColor=ExtendedGray(0 1) lineWidth=2
                """)
    }

    @Test func valuesAtATime() throws {
        let button = SK4BorderButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 140, height: 40)
        button.isHighlighted = true
        button.isHighlighted = false  // the observer adds the 0.2 s release animation
        CATransaction.flush()  // commits it: its beginTime is now set
        let start = button.layer.animation(forKey: "borderColor")!.beginTime
        let presented = button.layer.presentation(atTime: start + 0.1)
        #expect(abs((presented?.borderColor?.alpha ?? 0) - 0.6) < 1e-6)
    }

    @Test func viewAnimations() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        CATransaction.flush()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.25, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        CATransaction.flush()
        let begin = view.layer.animation(forKey: "opacity")!.beginTime
        #expect(view.layer.presentation(atTime: begin + 0.125)!.opacity > 0)
        window.layer.advanceAnimations(to: begin + 0.3)
        #expect(finished == [true])
    }
}

/// TestingLayerTreesOnLinux.md: the pixels, as a snapshot (compiled; ExampleTests runs it).
func pixelsSample(screen: LoginScreen) {
    assertSnapshot(
        of: screen.layer, as: .image(scale: 2, precision: 0.995, perceptualPrecision: 0.98),
        named: "login-email-focused")
}
