import Foundation
import LaminaUIKit
import Testing

/// A delegate that logs every call, naming the field by its tag.
final class LoggingDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowEnd = true
    var allowChange = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin \(textField.tag)")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(textField.tag)") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd \(textField.tag)")
        return allowEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(textField.tag)") }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.append("shouldChange \(textField.tag) \(range.location),\(range.length) \"\(string)\"")
        return allowChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn \(textField.tag)")
        return true
    }
}

@Suite(.serialized) struct TextFieldTests {
    func fields() -> (UIView, UITextField, UITextField, LoggingDelegate) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let first = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 44))
        let second = UITextField(frame: CGRect(x: 10, y: 64, width: 280, height: 44))
        first.tag = 1
        second.tag = 2
        let delegate = LoggingDelegate()
        first.delegate = delegate
        second.delegate = delegate
        root.addSubview(first)
        root.addSubview(second)
        return (root, first, second, delegate)
    }

    @Test func theDelegateHearsEditingInUIKitsOrder() {
        let (root, first, second, delegate) = fields()
        var events: [String] = []
        first.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        first.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder && first.isEditing)
        #expect(delegate.log == ["shouldBegin 1", "didBegin 1"])
        #expect(events == ["began"])
        delegate.log = []

        // Moving to the second field: it is asked first, then the first one ends.
        #expect(second.becomeFirstResponder())
        #expect(delegate.log == ["shouldBegin 2", "shouldEnd 1", "didEnd 1", "didBegin 2"])
        #expect(!first.isEditing && !first.isFirstResponder && second.isEditing)
        #expect(events == ["began", "ended"])
        delegate.log = []

        // A delegate that refuses to end keeps the field editing.
        delegate.allowEnd = false
        #expect(!second.resignFirstResponder())
        #expect(!first.becomeFirstResponder())
        #expect(second.isFirstResponder)
        #expect(delegate.log == ["shouldEnd 2", "shouldBegin 1", "shouldEnd 2"])
        delegate.allowEnd = true
        delegate.log = []
        #expect(root.endEditing(false))
        #expect(delegate.log == ["shouldEnd 2", "didEnd 2"])
        #expect(!second.isFirstResponder)
    }

    @Test func typingAsksTheDelegateAndSendsEditingChanged() {
        let (_, field, _, delegate) = fields()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.insertText("x")
        #expect(field.text == "" && delegate.log.isEmpty)  // not editing
        field.becomeFirstResponder()
        delegate.log = []
        field.insertText("hé")
        field.insertText("!")
        #expect(field.text == "hé!" && changes == 2 && field.hasText)
        field.deleteBackward()
        #expect(field.text == "hé")
        delegate.allowChange = false
        field.insertText("z")
        #expect(field.text == "hé")
        field.insertText("\n")
        #expect(
            delegate.log == [
                "shouldChange 1 0,0 \"hé\"", "shouldChange 1 2,0 \"!\"", "shouldChange 1 2,1 \"\"",
                "shouldChange 1 2,0 \"z\"", "shouldReturn 1",
            ])
        field.resignFirstResponder()
    }

    @Test func leftViewsOffsetTheText() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.placeholder = "Email"
        let padding = UIView(frame: CGRect(x: 0, y: 0, width: 13, height: 40))
        field.leftView = padding
        #expect(padding.superview == nil)  // .never by default
        field.leftViewMode = .always
        #expect(padding.superview === field && padding.frame == CGRect(x: 0, y: 0, width: 13, height: 40))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 13, y: 0, width: 187, height: 40))
        field.leftViewMode = .whileEditing
        #expect(padding.superview == nil && field.textRect(forBounds: field.bounds).minX == 0)
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: field.bounds).minX == 7)
        let placeholder = try #require(field.subviews.compactMap { $0 as? UILabel }.first)
        #expect(placeholder.text == "Email" && placeholder.textColor == .placeholderText)
        #expect(placeholder.frame.minX == 7)
        field.text = "a@b.c"
        #expect(field.subviews.compactMap { $0 as? UILabel }.map(\.text) == ["a@b.c"])
        field.isSecureTextEntry = true
        #expect(field.subviews.compactMap { $0 as? UILabel }.first?.text == "•••••")
    }

    @Test func roundedRectDrawsAWhiteBackgroundAndAHairlineBorderAndNoneDrawsNothing() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        root.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        root.addSubview(field)
        let renderer = LayerRenderer(scale: 2)

        let none = try renderer.image(of: root.layer)
        for (x, y) in [(20, 20), (60, 40), (200, 50)] {
            #expect(none.pixel(x: x, y: y)! == (128, 128, 128, 255), "pixel \(x), \(y)")
        }

        field.borderStyle = .roundedRect
        let rounded = try renderer.image(of: root.layer)
        // Inside: white.
        #expect(rounded.pixel(x: 60, y: 40)! == (255, 255, 255, 255))
        // The top edge, one device pixel of light gray (0.8) over the field.
        let edge = try #require(rounded.pixel(x: 100, y: 20))
        #expect(abs(Int(edge.red) - 204) <= 2 && edge.red == edge.green && edge.alpha == 255)
        #expect(rounded.pixel(x: 100, y: 21)! == (255, 255, 255, 255))
        // The corner is rounded by 5 points: the very corner shows the background.
        #expect(rounded.pixel(x: 20, y: 20)! == (128, 128, 128, 255))
        // Outside: untouched.
        #expect(rounded.pixel(x: 100, y: 19)! == (128, 128, 128, 255))

        field.borderStyle = .none
        let back = try renderer.image(of: root.layer)
        #expect(back.pixel(x: 60, y: 40)! == (128, 128, 128, 255))
    }

    @Test func defaultsAreUIKits() {
        let field = UITextField()
        #expect(field.borderStyle == .none && field.text == "" && field.placeholder == nil)
        #expect(field.font == .preferredFont(forTextStyle: .body) && field.textColor == .label)
        #expect(field.leftViewMode == .never && !field.isEditing && field.canBecomeFirstResponder)
        #expect(
            UITextField.BorderStyle.roundedRect.rawValue == 3 && UITextField.ViewMode.always.rawValue == 3)
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
    }
}
