import Foundation

/// The label a text field shows its text or placeholder in, drawn through the field's
/// `drawText(in:)` or `drawPlaceholder(in:)` so that subclasses' overrides of those run.
///
/// The field's own implementations place the label's text (``placeText(in:)``). An override
/// that calls `super` with another rectangle moves it; one that draws by itself (a string's
/// `draw(in:withAttributes:)`, paths) switches the label to drawing through the override in
/// its `draw(_:)`, in a UIKit context, as UIKit draws a field that is not editing.
final class TextFieldContentLabel: UILabel {
    /// What the label shows.
    enum Role {
        case text
        case placeholder
    }

    weak var field: UITextField?
    let role: Role
    /// Whether the field's hook drew without placing the text: it draws in ``draw(_:)``.
    private var drawsThroughField = false
    /// Set when the field's base hook runs during a call of it.
    private var baseWasReached = false

    init(role: Role) {
        self.role = role
        super.init(frame: .zero)
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
        role = .text
        super.init(coder: coder)
    }

    /// Called by the label's layout: asks the field's hook to draw in the field's rectangle.
    override func drawText(in rect: CGRect) {
        guard let field else {
            super.drawText(in: rect)
            return
        }
        baseWasReached = false
        callHook(field, rect)
        let drawsItself = !baseWasReached
        if drawsItself != drawsThroughField {
            drawsThroughField = drawsItself
            textLayer.isHidden = drawsItself
            setNeedsDisplay()
        }
    }

    /// The field's base hook: places the text in `rect` as a label does.
    func placeText(in rect: CGRect) {
        baseWasReached = true
        super.drawText(in: rect)
    }

    /// Draws through the field's hook when it draws by itself.
    override func draw(_ rect: CGRect) {
        guard drawsThroughField, let field else {
            super.draw(rect)
            return
        }
        callHook(field, bounds)
    }

    private func callHook(_ field: UITextField, _ rect: CGRect) {
        switch role {
        case .text: field.drawText(in: rect)
        case .placeholder: field.drawPlaceholder(in: rect)
        }
    }
}
