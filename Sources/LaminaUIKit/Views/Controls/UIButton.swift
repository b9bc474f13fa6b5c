import Foundation

/// A control that shows a title and an image and runs actions when tapped.
///
/// Mirrors UIKit's `UIButton`: per state titles, title colours and images with UIKit's
/// fallback to the `.normal` value, a ``titleLabel`` and an ``imageView`` laid out centred in
/// the bounds (the image before the title), and content, title and image edge insets; or, with
/// a ``configuration`` (iOS 15's `UIButton.Configuration`), the configuration's background,
/// title, subtitle, image and insets, updated for each state by
/// ``configurationUpdateHandler``.
///
/// A `.system` button draws its title in its tint colour, at 20 % alpha while highlighted, and
/// in a light gray while disabled; a `.custom` button draws it white. A system button's title
/// font is the 15-point system font.
open class UIButton: UIControl {
    /// The kinds of button. Mirrors UIKit's `UIButton.ButtonType`, with Apple's raw values.
    public enum ButtonType: Int, Sendable {
        /// No style: white title, no tint.
        case custom = 0
        /// The system's style: tinted title, faded while highlighted.
        case system = 1
        /// A detail disclosure button (drawn as `.system`).
        case detailDisclosure = 2
        /// An information button for light backgrounds (drawn as `.system`).
        case infoLight = 3
        /// An information button for dark backgrounds (drawn as `.system`).
        case infoDark = 4
        /// A contact-add button (drawn as `.system`).
        case contactAdd = 5
        /// A close button (drawn as `.system`).
        case close = 7

        /// The same as ``system``. Mirrors UIKit's `roundedRect`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type. Mirrors UIKit's `buttonType`: set by ``init(type:)``; `.custom` for
    /// buttons made with `init(frame:)`, `.system` for buttons made with `init(coder:)` (a
    /// storyboard's default).
    public let buttonType: ButtonType

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    let label = UILabel()
    let icon = UIImageView()
    /// The subtitle of a configuration.
    let subtitleLabel = UILabel()
    /// The background of a configuration.
    let configurationBackground = CALayer()
    /// The activity indicator of a configuration that shows one.
    let configurationSpinner = UIActivityIndicatorView(style: .medium)
    /// Whether the update handler is running (its changes to ``configuration`` do not call it
    /// again).
    var isUpdatingConfiguration = false

    /// The button's configuration; `nil` (the default, unless made with
    /// ``init(configuration:primaryAction:)``) for the classic look of its type. Setting it
    /// updates the button. Mirrors UIKit's `configuration`.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called to update the configuration for the button's state (pressed, selected,
    /// disabled…): set `button.configuration` in it. Mirrors UIKit's
    /// `configurationUpdateHandler`.
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a change of state updates the configuration; true by default. Mirrors UIKit's
    /// `automaticallyUpdatesConfiguration`.
    open var automaticallyUpdatesConfiguration = true

    /// Creates a button of a type. Mirrors UIKit's `init(type:)`: a subclass's `init(frame:)`
    /// runs with ``buttonType`` already set.
    /// - Parameter buttonType: The type.
    public convenience init(type buttonType: ButtonType) {
        PendingButtonType.value = buttonType
        self.init(frame: .zero)
    }

    /// Creates a `.system` button with an action for `.primaryActionTriggered` (and
    /// `.touchUpInside`, as a tap sends both). Mirrors UIKit's `init(type:primaryAction:)`.
    /// - Parameters:
    ///   - buttonType: The type.
    ///   - primaryAction: The action, or `nil`; its title and image become the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// Creates a custom button. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The button's frame.
    public override init(frame: CGRect) {
        buttonType = PendingButtonType.take() ?? .custom
        super.init(frame: frame)
        setUpButton()
    }

    /// Creates a `.system` button (Lamina has no archives; a storyboard's button is a system
    /// button unless set otherwise). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        buttonType = PendingButtonType.take() ?? .system
        super.init(coder: coder)
        setUpButton()
    }

    private func setUpButton() {
        isAccessibilityElement = true
        accessibilityTraits = .button
        label.isAccessibilityElement = false
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        icon.contentMode = .center
        updateContent()
    }

    // MARK: Titles, colours and images

    /// Sets the title for a state; `nil` removes it. Mirrors UIKit's `setTitle(_:for:)`.
    /// - Parameters:
    ///   - title: The title.
    ///   - state: The state that shows it.
    open func setTitle(_ title: String?, for state: State) {
        titles[Self.key(state)] = title
        updateContent()
    }

    /// The title for a state: its own, or else the `.normal` one. Mirrors UIKit's
    /// `title(for:)`.
    /// - Parameter state: The state.
    /// - Returns: The title, or `nil`.
    open func title(for state: State) -> String? {
        titles[Self.key(state)] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for a state; `nil` removes it. Mirrors UIKit's
    /// `setTitleColor(_:for:)`.
    /// - Parameters:
    ///   - color: The colour.
    ///   - state: The state that uses it.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[Self.key(state)] = color
        updateContent()
    }

    /// The title colour for a state: its own; or else, for a system button, the `.normal`
    /// colour (the tint colour unless set) at 20 % alpha when highlighted, a light gray
    /// (`.tertiaryLabel`) when disabled; for a custom button, the `.normal` colour or white.
    /// Mirrors UIKit's `titleColor(for:)`.
    /// - Parameter state: The state.
    /// - Returns: The colour.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[Self.key(state)] { return color }
        let normal = titleColors[State.normal.rawValue]
        guard buttonType != .custom else { return normal ?? .white }
        let base = normal ?? tintColor ?? .systemBlue
        if state.contains(.highlighted) { return base.withAlphaComponent(0.2) }
        if state.contains(.disabled) { return .tertiaryLabel }
        return base
    }

    /// Sets the image for a state; `nil` removes it. Mirrors UIKit's `setImage(_:for:)`: a
    /// system button draws images in its tint colour unless their rendering mode is
    /// `.alwaysOriginal`.
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state that shows it.
    open func setImage(_ image: UIImage?, for state: State) {
        images[Self.key(state)] = image
        updateContent()
    }

    /// The image for a state: its own, or else the `.normal` one. Mirrors UIKit's
    /// `image(for:)`.
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func image(for state: State) -> UIImage? {
        images[Self.key(state)] ?? images[State.normal.rawValue]
    }

    /// The title shown now. Mirrors UIKit's `currentTitle`.
    open var currentTitle: String? { title(for: state) }

    /// The button's current title unless set otherwise. Mirrors UIKit's behaviour for
    /// buttons.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// The title colour used now. Mirrors UIKit's `currentTitleColor`.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The image shown now. Mirrors UIKit's `currentImage`.
    open var currentImage: UIImage? { image(for: state) }

    /// The label that shows ``currentTitle``. Mirrors UIKit's `titleLabel`: set its font and
    /// line break mode here, but titles and colours with the per-state methods.
    open var titleLabel: UILabel? { label }

    /// The view that shows ``currentImage``. Mirrors UIKit's `imageView`.
    open var imageView: UIImageView? { icon }

    /// Insets of the content (title and image) from the bounds. Mirrors UIKit's
    /// `contentEdgeInsets`.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { layOutContent() }
    }

    /// Insets applied to the title's rectangle. Mirrors UIKit's `titleEdgeInsets`.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { layOutContent() }
    }

    /// Insets applied to the image's rectangle. Mirrors UIKit's `imageEdgeInsets`.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { layOutContent() }
    }

    // MARK: Appearance

    /// Updates the title colour and tinted image for the new tint. Mirrors UIKit's
    /// `tintColorDidChange()` for buttons; overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    override func controlStateDidChange() {
        if configuration != nil, automaticallyUpdatesConfiguration {
            updateConfiguration()
        } else {
            updateContent()
        }
    }

    /// The button's frame; setting it lays the title and image out again at once. Mirrors
    /// UIKit's `frame`.
    open override var frame: CGRect {
        didSet { layOutContent() }
    }

    /// The button's bounds; setting them lays the title and image out again at once. Mirrors
    /// UIKit's `bounds`.
    open override var bounds: CGRect {
        didSet { layOutContent() }
    }

    /// Lays out the title and the image. Mirrors UIKit's `layoutSubviews()` for buttons.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// The size of the content plus the content insets. Mirrors UIKit's `sizeThatFits(_:)`.
    /// - Parameter size: The size available, ignored.
    /// - Returns: The button's natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configurationSize(configuration) }
        let content = contentSizes()
        let insets = contentEdgeInsets
        return CGSize(
            width: content.image.width + content.title.width + insets.left + insets.right,
            height: max(content.image.height, content.title.height) + insets.top + insets.bottom)
    }

    /// The natural size: ``sizeThatFits(_:)``. Mirrors UIKit's `intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    // MARK: Implementation

    /// The key of a state in the tables: UIKit stores highlighted-and-disabled as highlighted.
    private static func key(_ state: State) -> UInt {
        var state = state
        if state.contains(.highlighted) { state.remove(.disabled) }
        return state.rawValue
    }

    /// Puts the current title, colour and image into the subviews.
    func updateContent() {
        invalidateIntrinsicContentSize()
        if configuration != nil {
            applyConfiguration()
            return
        }
        removeConfigurationParts()
        let title = currentTitle
        label.text = title
        label.textColor = currentTitleColor
        if title != nil, label.superview !== self { addSubview(label) }
        if title == nil, label.superview === self { label.removeFromSuperview() }
        var image = currentImage
        if buttonType != .custom, let shown = image, shown.renderingMode == .automatic {
            image = shown.withRenderingMode(.alwaysTemplate)
        }
        icon.image = image
        icon.alpha = buttonType != .custom && isHighlighted ? 0.2 : 1
        if image != nil, icon.superview !== self { insertSubview(icon, at: 0) }
        if image == nil, icon.superview === self { icon.removeFromSuperview() }
        layOutContent()
    }

    /// The sizes of the image and the title.
    private func contentSizes() -> (image: CGSize, title: CGSize) {
        let image = icon.superview === self ? icon.image?.size ?? .zero : .zero
        let title = label.superview === self ? label.sizeThatFits(.zero) : .zero
        return (image, title)
    }

    /// Places the image and the title in the content rectangle.
    private func layOutContent() {
        if let configuration {
            layOutConfiguration(configuration)
            return
        }
        let content = bounds.inset(by: contentEdgeInsets)
        var (imageSize, titleSize) = contentSizes()
        titleSize.width = min(titleSize.width, max(0, content.width - imageSize.width))
        let total = imageSize.width + titleSize.width
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - total
        case .center: x = content.midX - total / 2
        }
        if contentHorizontalAlignment == .fill { titleSize.width = max(0, content.width - imageSize.width) }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return content.minY
            case .bottom: return content.maxY - height
            case .center: return content.midY - height / 2
            }
        }
        if icon.superview === self {
            icon.frame = CGRect(
                x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height
            )
            .inset(by: imageEdgeInsets)
            x += imageSize.width
        }
        if label.superview === self {
            label.frame = CGRect(
                x: x, y: y(titleSize.height), width: titleSize.width, height: titleSize.height
            )
            .inset(by: titleEdgeInsets)
        }
    }
}

/// The type `UIButton(type:)` passes to the `init(frame:)` it calls, so that a subclass's
/// initializer already sees it.
enum PendingButtonType {
    private static let slot = ThreadLocal { Box<UIButton.ButtonType?>(nil) }

    /// The type waiting for the initializer.
    static var value: UIButton.ButtonType? {
        get { slot.value.value }
        set { slot.value.value = newValue }
    }

    /// Takes the waiting type.
    static func take() -> UIButton.ButtonType? {
        defer { value = nil }
        return value
    }
}
