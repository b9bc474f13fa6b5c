import Foundation

/// A control that displays one line of editable text.
///
/// Mirrors UIKit's `UITextField`, headless: there is no keyboard, caret or selection. Editing
/// begins with ``becomeFirstResponder()`` and ends with ``resignFirstResponder()``, calling the
/// ``delegate`` in UIKit's order; typing is ``insertText(_:)`` and ``deleteBackward()``
/// (`UIKeyInput`). The text and the placeholder are labels inside ``textRect(forBounds:)``,
/// after the left view and before the right view. The border style draws as iOS draws it: no
/// border by default; `.roundedRect` a white background with a hairline light-gray border
/// rounded by 5 points.
open class UITextField: UIControl, UIKeyInput {
    private let borderView = UIView()
    private let textLabel = TextFieldContentLabel(role: .text)
    private let placeholderLabel = TextFieldContentLabel(role: .placeholder)
    private let clearButton = TextFieldClearButton()
    private var textStorage: String = ""
    private var attributedTextStorage: NSAttributedString?
    private var attributedPlaceholderStorage: NSAttributedString?

    /// Creates a text field. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The field's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// Creates a text field (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    private func setUpTextField() {
        borderView.isUserInteractionEnabled = false
        textLabel.field = self
        placeholderLabel.field = self
        clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        updateDisplay()
    }

    // MARK: Text

    /// The text; an empty string when there is none. Mirrors UIKit's `text` (reading it gives
    /// `""`, not `nil`, once the field exists, as UIKit does). Setting it calls no delegate
    /// method.
    open var text: String? {
        get { attributedTextStorage?.string ?? textStorage }
        set {
            textStorage = newValue ?? ""
            attributedTextStorage = nil
            updateDisplay()
        }
    }

    /// The styled text. Mirrors UIKit's `attributedText`; runs without a font or colour use
    /// ``font`` and ``textColor``.
    open var attributedText: NSAttributedString? {
        get {
            attributedTextStorage
                ?? NSAttributedString(
                    string: textStorage,
                    attributes: [
                        .font: font ?? .preferredFont(forTextStyle: .body),
                        .foregroundColor: textColor ?? .label,
                    ])
        }
        set {
            attributedTextStorage = newValue
            textStorage = newValue?.string ?? ""
            updateDisplay()
        }
    }

    /// The text shown while the field is empty; `nil` by default. Mirrors UIKit's
    /// `placeholder`: drawn in ``font`` and `.placeholderText`.
    open var placeholder: String? {
        get { attributedPlaceholderStorage?.string }
        set {
            attributedPlaceholderStorage = newValue.map {
                NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText])
            }
            updateDisplay()
        }
    }

    /// The styled placeholder. Mirrors UIKit's `attributedPlaceholder`.
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage }
        set {
            attributedPlaceholderStorage = newValue
            updateDisplay()
        }
    }

    /// The font of the text and the placeholder; the body style of the system font (17
    /// points) by default. Mirrors UIKit's `font` (`nil` resets it).
    open var font: UIFont? = .preferredFont(forTextStyle: .body) {
        didSet {
            if font == nil { font = .preferredFont(forTextStyle: .body) }
            updateDisplay()
        }
    }

    /// The colour of the text; `.label` (black) by default. Mirrors UIKit's `textColor`.
    open var textColor: UIColor? = .label {
        didSet { updateDisplay() }
    }

    /// How the text is aligned; `.natural` by default. Mirrors UIKit's `textAlignment`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateDisplay() }
    }

    /// Whether the text shows as bullets. Mirrors UIKit's `isSecureTextEntry`.
    open var isSecureTextEntry = false {
        didSet { updateDisplay() }
    }

    /// Whether beginning to edit clears the text. Mirrors UIKit's `clearsOnBeginEditing`.
    open var clearsOnBeginEditing = false

    /// The border; `.none` by default. Mirrors UIKit's `borderStyle`.
    open var borderStyle: BorderStyle = .none {
        didSet { updateDisplay() }
    }

    /// A view at the left of the field, shown as ``leftViewMode`` says. Mirrors UIKit's
    /// `leftView`: it keeps its size and is centred vertically; the text starts after it.
    open var leftView: UIView? {
        didSet {
            if let oldValue, oldValue !== leftView, oldValue.superview === self {
                oldValue.removeFromSuperview()
            }
            updateDisplay()
        }
    }

    /// When ``leftView`` shows; `.never` by default. Mirrors UIKit's `leftViewMode`.
    open var leftViewMode: ViewMode = .never {
        didSet { updateDisplay() }
    }

    /// A view at the right of the field, shown as ``rightViewMode`` says. Mirrors UIKit's
    /// `rightView`.
    open var rightView: UIView? {
        didSet {
            if let oldValue, oldValue !== rightView, oldValue.superview === self {
                oldValue.removeFromSuperview()
            }
            updateDisplay()
        }
    }

    /// When ``rightView`` shows; `.never` by default. Mirrors UIKit's `rightViewMode`.
    open var rightViewMode: ViewMode = .never {
        didSet { updateDisplay() }
    }

    /// When the clear button shows (while there is text); `.never` by default. Mirrors
    /// UIKit's `clearButtonMode`.
    open var clearButtonMode: ViewMode = .never {
        didSet { updateDisplay() }
    }

    /// The delegate, held weakly. Mirrors UIKit's `delegate`.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is editing: between becoming and resigning first responder. Mirrors
    /// UIKit's `isEditing`.
    open private(set) var isEditing = false

    // MARK: Editing

    /// A text field can become first responder while enabled. Mirrors UIKit's
    /// `canBecomeFirstResponder` for text fields.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing. Mirrors UIKit's `becomeFirstResponder()` for text fields: the delegate's
    /// `textFieldShouldBeginEditing(_:)` is asked; then the field that was editing ends
    /// (its delegate asked `textFieldShouldEndEditing(_:)`, then told
    /// `textFieldDidEndEditing(_:)`); then this field's delegate hears
    /// `textFieldDidBeginEditing(_:)` and `.editingDidBegin` actions run.
    /// - Returns: Whether the field is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        updateDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing. Mirrors UIKit's `resignFirstResponder()` for text fields: the delegate's
    /// `textFieldShouldEndEditing(_:)` is asked; then the delegate hears
    /// `textFieldDidEndEditing(_:reason:)` and `.editingDidEnd` actions run.
    /// - Returns: false when the delegate refused.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        isEditing = false
        updateDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Whether there is text. Mirrors UIKit's `hasText`.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Types `text` at the end of the field while it is editing. Mirrors UIKit's
    /// `insertText(_:)`: the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked, then the text
    /// changes and `.editingChanged` actions run. `"\n"` is the return key: the delegate's
    /// `textFieldShouldReturn(_:)` is asked and, if it agrees, `.editingDidEndOnExit` actions
    /// run. Does nothing while the field is not editing.
    /// - Parameter text: The text typed.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
            return
        }
        replaceCharacters(in: NSRange(location: textStorage.utf16.count, length: 0), with: text)
    }

    /// Deletes the last character while the field is editing. Mirrors UIKit's
    /// `deleteBackward()`, asking the delegate as ``insertText(_:)`` does.
    open func deleteBackward() {
        guard isEditing, let last = textStorage.indices.last else { return }
        let start = last.utf16Offset(in: textStorage)
        replaceCharacters(in: NSRange(location: start, length: textStorage.utf16.count - start), with: "")
    }

    private func replaceCharacters(in range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true,
            let swiftRange = Range(range, in: textStorage)
        else { return }
        textStorage.replaceSubrange(swiftRange, with: string)
        attributedTextStorage = nil
        updateDisplay()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Geometry

    /// The rectangle of the border: the bounds. Mirrors UIKit's `borderRect(forBounds:)`.
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The border's rectangle.
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// The rectangle of the text: the bounds, less the left and right views shown and the
    /// border's padding (7 points a side for `.roundedRect` and `.bezel`, 2 for `.line`).
    /// Mirrors UIKit's `textRect(forBounds:)`.
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The text's rectangle.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let padding: CGFloat
        switch borderStyle {
        case .none: padding = 0
        case .line: padding = 2
        case .bezel, .roundedRect: padding = 7
        }
        var left = bounds.minX + padding
        var right = bounds.maxX - padding
        if shows(leftView, leftViewMode) { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if shows(rightView, rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// The rectangle of the placeholder: ``textRect(forBounds:)``. Mirrors UIKit's
    /// `placeholderRect(forBounds:)`.
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The placeholder's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The rectangle of the text while editing: ``textRect(forBounds:)``. Mirrors UIKit's
    /// `editingRect(forBounds:)`.
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The editing rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The rectangle of the clear button: 19 points square, 5 points in from the right edge
    /// (or the right view), centred vertically (approximate). Mirrors UIKit's
    /// `clearButtonRect(forBounds:)`.
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The clear button's rectangle.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = TextFieldClearButton.side
        var right = bounds.maxX - 5
        if shows(rightView, rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX - 5) }
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    // MARK: Drawing hooks

    /// Draws the text in `rect`. Mirrors UIKit's `drawText(in:)` for text fields: override it
    /// to draw the text yourself, or call `super` with another rectangle to move it.
    /// - Parameter rect: The text's rectangle.
    open func drawText(in rect: CGRect) {
        textLabel.placeText(in: rect)
    }

    /// Draws the placeholder in `rect`. Mirrors UIKit's `drawPlaceholder(in:)`: override it to
    /// draw the placeholder yourself (in another colour, say), or call `super` with another
    /// rectangle to move it.
    /// - Parameter rect: The placeholder's rectangle.
    open func drawPlaceholder(in rect: CGRect) {
        placeholderLabel.placeText(in: rect)
    }

    /// The rectangle of the left view: its size, at the left edge, centred vertically. Mirrors
    /// UIKit's `leftViewRect(forBounds:)`.
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The left view's rectangle.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(
            x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle of the right view: its size, at the right edge, centred vertically.
    /// Mirrors UIKit's `rightViewRect(forBounds:)`.
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The right view's rectangle.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
    }

    /// The field's frame; setting it lays the field out again at once. Mirrors UIKit's
    /// `frame`.
    open override var frame: CGRect {
        didSet { layOutParts() }
    }

    /// The field's bounds; setting them lays the field out again at once. Mirrors UIKit's
    /// `bounds`.
    open override var bounds: CGRect {
        didSet { layOutParts() }
    }

    /// Lays out the border, the text and the overlay views. Mirrors UIKit's
    /// `layoutSubviews()` for text fields.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    /// The field's natural size: the text's (or the placeholder's) size plus the border's
    /// padding and the overlay views; one line tall, plus 13 points for a rounded or bezel
    /// border and 4 for a line (34 points at the 17-point body font and 30 at 14 points, as
    /// UIKit's rounded field).
    /// Mirrors UIKit's `sizeThatFits(_:)`.
    /// - Parameter size: The size available, ignored.
    /// - Returns: The natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = textStorage.isEmpty ? placeholderLabel : textLabel
        let content = label.sizeThatFits(.zero)
        let probe = CGRect(x: 0, y: 0, width: 10_000, height: max(bounds.height, 100))
        let chrome = probe.width - textRect(forBounds: probe).width
        let lineHeight = layoutLineHeight
        let border: CGFloat
        switch borderStyle {
        case .none: border = 0
        case .line: border = 4
        case .bezel, .roundedRect: border = 13
        }
        return CGSize(width: content.width + max(0, chrome), height: max(content.height, lineHeight) + border)
    }

    /// The natural size: ``sizeThatFits(_:)``. Mirrors UIKit's `intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    /// The height of one line of the field's font as UIKit sizes fields: San Francisco's line
    /// height (1.1935 × the point size), not the face that draws here, rounded up.
    var layoutLineHeight: CGFloat {
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        return max(font.lineHeight, font.pointSize * 1.1935).rounded(.up)
    }

    // MARK: Implementation

    override func controlStateDidChange() {
        updateDisplay()
    }

    /// Whether the clear button shows now: there is text and the mode says so.
    private var showsClearButton: Bool {
        !textStorage.isEmpty && applies(clearButtonMode)
    }

    /// The clear button was tapped: the delegate's `textFieldShouldClear(_:)` is asked, then
    /// the text empties and `.editingChanged` actions run, as in UIKit.
    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
    }

    /// Whether an overlay view shows now.
    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        view != nil && applies(mode)
    }

    /// Whether an overlay shown in `mode` shows in the field's editing state.
    private func applies(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// Puts the text, placeholder, border and overlay views into the hierarchy.
    private func updateDisplay() {
        invalidateIntrinsicContentSize()
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        for label in [textLabel, placeholderLabel] {
            label.font = font
            label.textAlignment = textAlignment
        }
        textLabel.textColor = textColor ?? .label
        if isSecureTextEntry {
            textLabel.text = String(repeating: "\u{2022}", count: textStorage.count)
        } else if let attributedTextStorage {
            textLabel.attributedText = attributedTextStorage
        } else {
            textLabel.text = textStorage
        }
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.attributedText = attributedPlaceholderStorage
        show(borderView, borderStyle != .none, at: 0)
        show(placeholderLabel, textStorage.isEmpty && attributedPlaceholderStorage != nil)
        show(textLabel, !textStorage.isEmpty)
        if let leftView { show(leftView, shows(leftView, leftViewMode)) }
        if let rightView { show(rightView, shows(rightView, rightViewMode)) }
        show(clearButton, showsClearButton)
        styleBorder()
        layOutParts()
    }

    /// Adds or removes a part.
    private func show(_ part: UIView, _ shown: Bool, at index: Int? = nil) {
        if shown, part.superview !== self {
            if let index { insertSubview(part, at: index) } else { addSubview(part) }
        } else if !shown, part.superview === self {
            part.removeFromSuperview()
        }
    }

    /// Styles the border view for the border style.
    private func styleBorder() {
        let layer = borderView.layer
        switch borderStyle {
        case .none:
            break
        case .roundedRect:
            borderView.backgroundColor = .systemBackground
            layer.cornerRadius = 5
            layer.borderWidth = 1 / UIScreen.main.scale
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        case .line:
            borderView.backgroundColor = nil
            layer.cornerRadius = 0
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
        case .bezel:
            borderView.backgroundColor = nil
            layer.cornerRadius = 0
            layer.borderWidth = 1
            layer.borderColor = UIColor.gray.cgColor
        }
    }

    /// Places the parts in the bounds.
    private func layOutParts() {
        let bounds = self.bounds
        borderView.frame = borderRect(forBounds: bounds)
        textLabel.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        placeholderLabel.frame = placeholderRect(forBounds: bounds)
        if let leftView, leftView.superview === self { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, rightView.superview === self { rightView.frame = rightViewRect(forBounds: bounds) }
        if clearButton.superview === self { clearButton.frame = clearButtonRect(forBounds: bounds) }
    }
}
