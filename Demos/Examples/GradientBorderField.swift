import Foundation
import Lamina

/// A text field built from layers, as the gradient-border article builds it on iOS: a 2-point
/// grey border with corner radius 14 when idle, and, when focused, a border made of a
/// horizontal `CAGradientLayer` masked by a stroked `CAShapeLayer`.
///
/// The article swaps borders by removing sublayers of one type and adding the other; applying
/// the same state twice would stack a second gradient. Here each state removes *both* kinds of
/// border before adding its own, so applying a state any number of times leaves exactly one
/// border layer.
public final class GradientBorderField {
    /// The field's layer.
    public let layer = CALayer()
    /// The placeholder text, 13 points from the left edge.
    public let placeholder = CATextLayer()
    /// Whether the field shows the focused (gradient) border.
    public private(set) var isFocused = false

    /// The idle border's grey.
    public static let idleColor = CGColor(srgbRed: 0.78, green: 0.78, blue: 0.8, alpha: 1)
    /// The focused border's gradient, left to right.
    public static let gradientColors = [
        CGColor(srgbRed: 0.393, green: 0.538, blue: 0.983, alpha: 1),
        CGColor(srgbRed: 0.557, green: 0.667, blue: 1, alpha: 1),
    ]
    static let lineWidth: CGFloat = 2
    static let cornerRadius: CGFloat = 14

    /// Creates a field of `frame` with a placeholder.
    public init(frame: CGRect, placeholder text: String, name: String) {
        layer.frame = frame
        layer.name = name
        layer.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        layer.cornerRadius = Self.cornerRadius
        placeholder.string = text
        placeholder.fontSize = 15
        placeholder.font = "DejaVu Sans"
        placeholder.foregroundColor = CGColor(srgbRed: 0.6, green: 0.6, blue: 0.63, alpha: 1)
        placeholder.contentsScale = 2
        placeholder.name = "placeholder"
        // 13 points of left padding, vertically centred (a UITextField's leftView).
        let height: CGFloat = 20
        placeholder.frame = CGRect(
            x: 13, y: (frame.height - height) / 2, width: frame.width - 26, height: height)
        placeholder.truncationMode = .end
        layer.addSublayer(placeholder)
        applyIdleBorder()
    }

    /// Shows the focused or the idle border.
    public func setFocused(_ focused: Bool) {
        isFocused = focused
        if focused { applyGradientBorder() } else { applyIdleBorder() }
    }

    /// The rounded path of the border, inset by half the line width so the stroke stays inside.
    private var borderPath: CGPath {
        CGPath(
            roundedRect: layer.bounds.insetBy(dx: Self.lineWidth / 2, dy: Self.lineWidth / 2),
            cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius, transform: nil)
    }

    /// Removes whichever border is shown (both kinds, so a state can be applied twice).
    private func removeBorders() {
        layer.sublayers?.removeAll { $0 is CAGradientLayer || $0 is CAShapeLayer }
    }

    private func applyGradientBorder() {
        removeBorders()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(origin: .zero, size: layer.bounds.size)
        gradient.colors = Self.gradientColors
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let shape = CAShapeLayer()
        shape.lineWidth = Self.lineWidth
        shape.path = borderPath
        shape.strokeColor = CGColor(gray: 0, alpha: 1)
        shape.fillColor = CGColor(gray: 0, alpha: 0)
        gradient.mask = shape
        layer.addSublayer(gradient)
    }

    private func applyIdleBorder() {
        removeBorders()
        let shape = CAShapeLayer()
        shape.lineWidth = Self.lineWidth
        shape.path = borderPath
        shape.strokeColor = Self.idleColor
        shape.fillColor = CGColor(gray: 0, alpha: 0)
        layer.addSublayer(shape)
    }
}

/// The article's login form: an email field and a password field.
public final class LoginForm {
    /// The form's root layer.
    public let layer = CALayer()
    /// The email field.
    public let email: GradientBorderField
    /// The password field.
    public let password: GradientBorderField

    /// Creates the form, both fields idle.
    public init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 340, height: 150)
        layer.backgroundColor = CGColor(srgbRed: 0.96, green: 0.96, blue: 0.98, alpha: 1)
        layer.name = "form"
        email = GradientBorderField(
            frame: CGRect(x: 20, y: 20, width: 300, height: 48), placeholder: "Email", name: "email")
        password = GradientBorderField(
            frame: CGRect(x: 20, y: 82, width: 300, height: 48), placeholder: "Password", name: "password")
        layer.addSublayer(email.layer)
        layer.addSublayer(password.layer)
    }

    /// Focuses one field (the other becomes idle), or none.
    public func focus(_ field: GradientBorderField?) {
        email.setFocused(field === email)
        password.setFocused(field === password)
    }
}
