// A worked example of testing layer code with Lamina: the text field's tree after each focus
// change, the colour the button's border shows 0.1 s into its release animation, and the
// field's pixels against a reference image.
import Foundation
import Lamina
import LaminaExamples
import Testing

@Suite struct TextFieldExampleTests {
    @Test func focusingSwapsTheBorderAndNeverStacksIt() {
        let form = LoginForm()
        form.focus(form.email)
        // The tree dump shows exactly what is there: one gradient, masked by a stroked shape.
        let expected = """
            CALayer "email" frame=(20 20; 300 48) backgroundColor=srgb(1 1 1 1) cornerRadius=14
              CATextLayer "placeholder" frame=(13 14; 274 20) contentsScale=2 string="Email" \
            font=DejaVu Sans fontSize=15 foregroundColor=srgb(0.6 0.6 0.63 1) truncationMode=end
              CAGradientLayer frame=(0 0; 300 48) colors=[srgb(0.393 0.538 0.983 1), srgb(0.557 0.667 1 1)] \
            startPoint=(0 0.5) endPoint=(1 0.5)
                mask: CAShapeLayer frame=(0 0; 0 0) path=path(10 elements in (1 1; 298 46)) \
            fillColor=gray(0 0) strokeColor=gray(0 1) lineWidth=2
            """
        #expect(form.email.layer.treeDescription == expected)
        for _ in 0..<20 {
            form.focus(form.password)
            form.focus(form.password)
            form.focus(form.email)
        }
        #expect(form.email.layer.sublayers(ofType: CAGradientLayer.self).count == 1)
        #expect(form.password.layer.sublayers(ofType: CAGradientLayer.self).isEmpty)
        #expect(form.password.layer.sublayers(ofType: CAShapeLayer.self).count == 1)
    }

    @Test func theFocusedFieldMatchesItsReferencePicture() throws {
        let form = LoginForm()
        form.focus(form.email)
        let image = try LayerRenderer(scale: 2).image(of: form.layer)
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/login-email-focused.png")
        guard let expected = try? CGImage(contentsOfPNGFile: reference) else {
            if ProcessInfo.processInfo.environment["LAMINA_RECORD"] == "1" {
                try image.writePNG(to: reference)
            }
            Issue.record("no reference at \(reference.path); run with LAMINA_RECORD=1 to record it")
            return
        }
        #expect(image.width == expected.width && image.height == expected.height)
        // Count pixels off by more than a small tolerance on any channel.
        var different = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.pixel(x: x, y: y)!
                let b = expected.pixel(x: x, y: y)!
                if abs(Int(a.red) - Int(b.red)) > 24 || abs(Int(a.green) - Int(b.green)) > 24
                    || abs(Int(a.blue) - Int(b.blue)) > 24 || abs(Int(a.alpha) - Int(b.alpha)) > 24
                {
                    different += 1
                }
            }
        }
        #expect(Double(different) / Double(image.width * image.height) < 0.005, "\(different) pixels differ")
    }
}

@Suite struct BorderedButtonExampleTests {
    @Test func releaseFadesTheBorderBackOverATenthOfASecond() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 80)
        let button = BorderedButton(frame: CGRect(x: 30, y: 20, width: 140, height: 40), title: "OK")
        root.addSublayer(button.layer)
        button.isHighlighted = true
        #expect(button.layer.borderColor?.alpha == 0.2)
        button.isHighlighted = false
        CATransaction.flush()
        let start = try #require(button.layer.animation(forKey: "borderColor")).beginTime
        // Halfway through the 0.2 s release, the border is at 60 % alpha.
        let presented = button.layer.presentation(atTime: start + 0.1)
        #expect(abs((presented?.borderColor?.alpha ?? 0) - 0.6) < 1e-6)
        // The model is already the full colour.
        #expect(button.layer.borderColor == BorderedButton.tintColor)
        // Disabled and dimmed states take their colours at once.
        button.isEnabled = false
        #expect(button.layer.borderColor == BorderedButton.disabledColor)
        button.isEnabled = true
        button.isDimmed = true
        #expect(button.layer.borderColor == BorderedButton.dimmedColor)
    }
}
