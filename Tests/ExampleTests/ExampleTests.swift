// A worked example of testing ported UIKit code with Lamina: the seeds' own text field extension
// and button subclass, driven as taps would drive them (becomeFirstResponder(), isHighlighted).
// The text field's tree after each focus change, the colour the button's border shows 0.1 s
// into its release animation, and the screen's pixels against a reference image.
import Foundation
import LaminaExamples
import LaminaTesting
import LaminaUIKit
import Testing

@Suite struct TextFieldExampleTests {
    @Test func focusingSwapsTheBorderAndNeverStacksIt() {
        let screen = LoginScreen()
        screen.emailField.becomeFirstResponder()
        // The tree dump shows exactly what is there: the placeholder's label, the 13-point
        // padding view, and one gradient masked by a stroked shape. (The label's text frame
        // comes from the system font's metrics: DejaVu Sans, as the Makefile installs it.)
        let expected = """
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
            """
        #expect(screen.emailField.layer.treeDescription == expected)
        for _ in 0..<20 {
            screen.passwordField.becomeFirstResponder()
            screen.emailField.becomeFirstResponder()
        }
        #expect(screen.emailField.layer.sublayers(ofType: CAGradientLayer.self).count == 1)
        #expect(screen.emailField.layer.sublayers(ofType: CAShapeLayer.self).isEmpty)
        #expect(screen.passwordField.layer.sublayers(ofType: CAGradientLayer.self).isEmpty)
        #expect(screen.passwordField.layer.sublayers(ofType: CAShapeLayer.self).count == 1)
        screen.window.endEditing(false)
        #expect(LoginScreen.borderLayers(of: screen.emailField).map { $0 is CAShapeLayer } == [true])
    }

    @Test func theArticlesViewDidLoadRanOnTheStoryboardsFields() {
        let screen = LoginScreen()
        for field in [screen.emailField, screen.passwordField] {
            #expect(field.borderStyle == .none && field.leftViewMode == .always)
            #expect(field.leftView?.frame == CGRect(x: 0, y: 0, width: 13, height: 48))
            #expect(field.textRect(forBounds: field.bounds).minX == 13)
            #expect(field.delegate === screen.viewController)
        }
    }

    @Test func theFocusedScreenMatchesItsReferencePicture() {
        let screen = LoginScreen()
        screen.emailField.becomeFirstResponder()
        // LaminaTesting's snapshot: the reference is in __Snapshots__ beside this file; a
        // change of more than an eye can see (ΔE 2) on more than 0.5 % of the pixels fails
        // and writes the picture, the reference and a difference image for CI to keep.
        assertSnapshot(
            of: screen.layer, as: .image(scale: 2, precision: 0.995, perceptualPrecision: 0.98),
            named: "login-email-focused")
    }
}

@Suite struct BorderButtonExampleTests {
    func makeButton() -> (UIView, SK4BorderButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let button = SK4BorderButton(type: .system)
        button.frame = CGRect(x: 30, y: 20, width: 140, height: 40)
        button.setTitle("OK", for: .normal)
        root.addSubview(button)
        return (root, button)
    }

    @Test func releaseFadesTheBorderBackOverATenthOfASecond() throws {
        let (_, button) = makeButton()
        let tint = UIColor.systemBlue.cgColor
        #expect(button.layer.borderColor == tint && button.layer.borderWidth == 1)
        #expect(button.layer.cornerRadius == 4 && button.clipsToBounds)
        button.isHighlighted = true
        #expect(button.layer.borderColor?.alpha == 0.2)
        button.isHighlighted = false
        CATransaction.flush()
        let start = try #require(button.layer.animation(forKey: "borderColor")).beginTime
        // Halfway through the 0.2 s release, the border is at 60 % alpha.
        let presented = button.layer.presentation(atTime: start + 0.1)
        #expect(abs((presented?.borderColor?.alpha ?? 0) - 0.6) < 1e-6)
        // The model is already the full colour.
        #expect(button.layer.borderColor == tint)
    }

    @Test func disabledAndDimmedTakeTheirColoursAtOnce() throws {
        let (root, button) = makeButton()
        _ = try LayerRenderer().image(of: root.layer)  // on screen: changes run their actions now
        button.isEnabled = false
        #expect(button.layer.borderColor == UIColor.tertiaryLabel.cgColor)
        button.isEnabled = true
        #expect(button.layer.borderColor == UIColor.systemBlue.cgColor)
        // An alert dims the windows' tint: tintColorDidChange() takes the dimmed colour.
        root.tintAdjustmentMode = .dimmed
        #expect(button.layer.borderColor == button.tintColor.cgColor)
        #expect(button.tintColor.cgColor.colorSpace?.model == .monochrome)
        root.tintAdjustmentMode = .automatic
        #expect(button.layer.borderColor == UIColor.systemBlue.cgColor)
        // None of it animates: the button's layer is a view's.
        CATransaction.flush()
        #expect(button.layer.animationKeys() == nil)
    }
}

@Suite struct GalleryExampleTests {
    /// Every gallery picture, as the gallery demo renders it (2×), is the same on one thread
    /// and on several, byte for byte: the bands threads paint never show.
    @Test(arguments: Gallery.pictures.map(\.name))
    func theNumberOfThreadsChangesNoByte(name: String) throws {
        let make = try #require(Gallery.pictures.first { $0.name == name }?.make)
        let root = make()
        let one = try LayerRenderer(scale: 2, maximumConcurrency: 1).pngData(of: root)
        for threads in [2, 5] {
            let many = try LayerRenderer(scale: 2, maximumConcurrency: threads).pngData(of: root)
            #expect(many == one, "\(name) on \(threads) threads")
        }
    }

    /// The confetti picture holds one moment (speed 0, a time offset): the same pixels whenever
    /// it is rendered.
    @Test func confettiIsTheSameEveryTime() throws {
        let make = try #require(Gallery.pictures.first { $0.name == "confetti" }?.make)
        let first = try LayerRenderer(scale: 2).pngData(of: make())
        let second = try LayerRenderer(scale: 2).pngData(of: make())
        #expect(first == second)
        #expect(first.count > 20_000, "particles are drawn")
    }
}
