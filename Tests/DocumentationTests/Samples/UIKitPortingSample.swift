import Testing

// The UIKit samples of README.md and PortingIOSLayerCode.md, compiled against LaminaUIKit's
// public API.
#if canImport(UIKit)
    import UIKit
#else
    import LaminaUIKit
#endif

// The first article's extension methods and colour, as it declares them (the demos' copy,
// Demos/Examples/Seed000TextField.swift, is internal to its module).
extension UITextField {
    fileprivate func setGradientBorderColor(colors: [CGColor]) {
        layer.sublayers?.removeAll { $0 is CAShapeLayer }
    }

    fileprivate func setOriginalBorderColor(color: UIColor) {
        layer.sublayers?.removeAll { $0 is CAGradientLayer }
    }
}

extension UIColor {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    fileprivate static var Text05: UIColor? { UIColor(white: 0.78, alpha: 1) }
}

/// PortingIOSLayerCode.md: the first article's view controller.
private final class PortedLoginViewController: UIViewController, UITextFieldDelegate {
    weak var emailField: UITextField!

    override func loadView() {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 48))
        view = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 88))
        view.addSubview(field)
        emailField = field
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.delegate = self
        emailField.borderStyle = .none
        emailField.setOriginalBorderColor(color: UIColor.Text05!)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        emailField.setGradientBorderColor(colors: [
            UIColor(red: 0.393, green: 0.538, blue: 0.983, alpha: 1).cgColor,
            UIColor(red: 0.557, green: 0.667, blue: 1, alpha: 1).cgColor,
        ])
    }
}

/// PortingIOSLayerCode.md: hosting the controller and focusing a field.
func hostingSample(controller: UIViewController, emailField: UITextField) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 150))
    window.rootViewController = controller  // the article's view controller
    window.makeKeyAndVisible()  // loadView(), viewDidLoad(), viewWillAppear(_:)…
    emailField.becomeFirstResponder()  // textFieldDidBeginEditing(_:) swaps the border
    try LayerRenderer(scale: 2).writePNG(of: window.layer, to: URL(fileURLWithPath: "login.png"))
}

/// PortingIOSLayerCode.md: the second article's observer, in today's names.
private final class PortedBorderButton: UIButton {
    override public var isHighlighted: Bool {
        didSet {
            let col = currentTitleColor
            let key = "borderColor"
            if isHighlighted {
                layer.borderColor = col.withAlphaComponent(0.2).cgColor
                layer.removeAnimation(forKey: key)
            } else {
                layer.borderColor = col.cgColor
                let anim = CABasicAnimation(keyPath: key)
                anim.duration = 0.2
                anim.fromValue = col.withAlphaComponent(0.2).cgColor
                anim.toValue = col.cgColor
                layer.add(anim, forKey: key)
            }
        }
    }
}

/// README.md and PortingIOSLayerCode.md: what replaces a selector.
private final class Tapper {
    func tapped() {}

    func connect(_ button: UIButton) {
        button.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }
}

@Suite struct PortingArticleSamples {
    @Test func theHostedControllerLoadsAndTheDelegateSwapsTheBorder() throws {
        // hostingSample(controller:emailField:) without the file it writes.
        let controller = PortedLoginViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 150))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.emailField.becomeFirstResponder()
        #expect(controller.emailField.isEditing && controller.emailField.borderStyle == .none)
        #expect(try LayerRenderer(scale: 2).image(of: window.layer).width == 680)
    }

    @Test func theButtonsObserverSeesTheHighlightedColour() {
        let button = PortedBorderButton(type: .system)
        button.isHighlighted = true
        #expect(button.layer.borderColor?.alpha == 0.2)
        button.isHighlighted = false
        #expect(button.layer.animation(forKey: "borderColor") != nil)
        var taps = 0
        let tapper = Tapper()
        tapper.connect(button)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }
}
