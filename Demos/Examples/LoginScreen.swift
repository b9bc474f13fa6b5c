import Foundation
import LaminaUIKit

/// The first seed article's login screen, hosted as an app would host it: its view controller
/// (`LoginViewController`, the article's code) as the root of a visible window.
///
/// The article's view controller stays internal, as written; this type gives the demos and the
/// tests its fields and the layer to render.
public final class LoginScreen {
    /// The window holding the screen: 340 × 150 points.
    public let window: UIWindow
    /// The article's view controller.
    public let viewController: UIViewController
    /// The email field.
    public let emailField: UITextField
    /// The password field.
    public let passwordField: UITextField

    /// Loads the view controller (running the article's `viewDidLoad()`) and shows its window.
    public init() {
        let controller = LoginViewController()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 150))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        viewController = controller
        emailField = controller.emailField
        passwordField = controller.passField
    }

    /// The layer to render: the window's.
    public var layer: CALayer { window.layer }

    /// The layers each field's border is made of: the gradients and shape layers the article
    /// adds among the field's sublayers.
    public static func borderLayers(of field: UITextField) -> [CALayer] {
        (field.layer.sublayers ?? []).filter { $0 is CAGradientLayer || $0 is CAShapeLayer }
    }
}
