import Foundation

/// Methods a text field's delegate implements to manage editing.
///
/// Mirrors UIKit's `UITextFieldDelegate`. Every method is optional: the defaults allow every
/// change and do nothing, as UIKit does for methods a delegate does not implement. A text
/// field calls them as UIKit does: from `becomeFirstResponder()`, `resignFirstResponder()` and
/// the `UIKeyInput` methods (`insertText(_:)`, `deleteBackward()`), which stand in for the
/// keyboard.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; asked by `becomeFirstResponder()`.
    /// - Parameter textField: The text field.
    /// - Returns: true to begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

    /// Editing began: the field is first responder.
    /// - Parameter textField: The text field.
    func textFieldDidBeginEditing(_ textField: UITextField)

    /// Whether editing may end; asked by `resignFirstResponder()`.
    /// - Parameter textField: The text field.
    /// - Returns: true to end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool

    /// Editing ended.
    /// - Parameter textField: The text field.
    func textFieldDidEndEditing(_ textField: UITextField)

    /// Editing ended, with the reason. The default calls ``textFieldDidEndEditing(_:)``; a
    /// delegate that implements this method is called here instead, as in UIKit.
    /// - Parameters:
    ///   - textField: The text field.
    ///   - reason: Why editing ended.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

    /// Whether the text in `range` (UTF-16) may be replaced by `string`; asked before typing
    /// changes the text.
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced, in UTF-16 units.
    ///   - string: The replacement; empty for a deletion.
    /// - Returns: true to make the change.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool

    /// The selection (the insertion point) changed: after typing.
    /// - Parameter textField: The text field.
    func textFieldDidChangeSelection(_ textField: UITextField)

    /// Whether the text may be cleared (the clear button).
    /// - Parameter textField: The text field.
    /// - Returns: true to clear.
    func textFieldShouldClear(_ textField: UITextField) -> Bool

    /// Whether the return key should be processed; asked when `"\n"` is typed.
    /// - Parameter textField: The text field.
    /// - Returns: true to process it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns true.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A responder that takes typed text: the keyboard's interface.
///
/// Mirrors UIKit's `UIKeyInput` (without the text input traits it inherits on iOS). With no
/// keyboard on Linux, call these methods to type into a text field.
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text. Mirrors UIKit's `hasText`.
    var hasText: Bool { get }
    /// Types `text` at the insertion point. Mirrors UIKit's `insertText(_:)`.
    /// - Parameter text: The text typed; `"\n"` is the return key.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point. Mirrors UIKit's `deleteBackward()`.
    func deleteBackward()
}
