import Foundation

extension UIButton {
    /// Creates a button drawn by `configuration`. Mirrors UIKit's
    /// `init(configuration:primaryAction:)`.
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - primaryAction: An action for `.primaryActionTriggered`, or `nil`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        // An initializer's assignment calls no observer.
        setNeedsUpdateConfiguration()
    }

    /// Updates the configuration now (Lamina does not wait for the next layout). Mirrors
    /// UIKit's `setNeedsUpdateConfiguration()`.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs the update handler, then draws the configuration. Mirrors UIKit's
    /// `updateConfiguration()`.
    open func updateConfiguration() {
        if !isUpdatingConfiguration, let handler = configurationUpdateHandler {
            isUpdatingConfiguration = true
            handler(self)
            isUpdatingConfiguration = false
        }
        updateContent()
    }

    // MARK: Drawing

    /// The colours of the content and the background for the button's state.
    func configurationColors(_ configuration: Configuration) -> (foreground: UIColor, background: UIColor?) {
        let tint: UIColor = tintColor ?? .systemBlue
        var foreground: UIColor
        var background: UIColor?
        switch configuration.style {
        case .plain:
            foreground = configuration.baseForegroundColor ?? tint
            background = nil
        case .tinted:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? tint.withAlphaComponent(0.12)
        case .gray:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? .secondarySystemFill
        case .filled:
            foreground = configuration.baseForegroundColor ?? .white
            background = configuration.baseBackgroundColor ?? tint
        }
        if let explicit = configuration.background.backgroundColor { background = explicit }
        if let transformer = configuration.background.backgroundColorTransformer, let color = background {
            background = transformer(color)
        }
        if !isEnabled {
            foreground = .tertiaryLabel
            if configuration.style != .plain { background = .tertiarySystemFill }
        } else if isHighlighted {
            // Approximate: the content fades; a filled background lightens.
            if configuration.style == .filled {
                background = background?.withAlphaComponent(0.8)
            } else {
                foreground = foreground.withAlphaComponent(0.5)
            }
        }
        return (foreground, background)
    }

    /// The title's font for a size: the body style (17 points) for medium and large buttons,
    /// subheadline (15) for small, 12 points for mini.
    static func configurationFont(_ size: Configuration.Size, subtitle: Bool) -> UIFont {
        switch (size, subtitle) {
        case (.mini, false): .systemFont(ofSize: 12)
        case (.mini, true): .systemFont(ofSize: 10)
        case (.small, false): .systemFont(ofSize: 15)
        case (.small, true): .systemFont(ofSize: 12)
        case (_, false): .systemFont(ofSize: 17)
        case (_, true): .systemFont(ofSize: 15)
        }
    }

    /// A title's attributed text: its attributes (or the defaults), through the transformer.
    private func configurationText(
        _ plain: String?, _ attributed: AttributedString?,
        transformer: UIConfigurationTextAttributesTransformer?,
        font: UIFont, color: UIColor
    ) -> NSAttributedString? {
        var text: AttributedString
        if let attributed {
            text = attributed
        } else if let plain {
            text = AttributedString(plain)
        } else {
            return nil
        }
        var defaults = AttributeContainer()
        defaults.uiKit.font = font
        defaults.uiKit.foregroundColor = color
        for run in text.runs {
            var attributes = defaults
            if let own = run.uiKit.font { attributes.uiKit.font = own }
            if let own = run.uiKit.foregroundColor { attributes.uiKit.foregroundColor = own }
            if let transformer { attributes = transformer(attributes) }
            text[run.range].mergeAttributes(attributes, mergePolicy: .keepNew)
        }
        return NSAttributedString(uiKit: text)
    }

    /// Puts the configuration's background, title, subtitle and image into the button.
    func applyConfiguration() {
        guard let configuration else { return }
        let (foreground, background) = configurationColors(configuration)
        let title = configurationText(
            configuration.title, configuration.attributedTitle,
            transformer: configuration.titleTextAttributesTransformer,
            font: Self.configurationFont(configuration.buttonSize, subtitle: false), color: foreground)
        let subtitle = configurationText(
            configuration.subtitle, configuration.attributedSubtitle,
            transformer: configuration.subtitleTextAttributesTransformer,
            font: Self.configurationFont(configuration.buttonSize, subtitle: true), color: foreground)
        if configurationBackground.superlayer !== layer {
            layer.insertSublayer(configurationBackground, at: 0)
        }
        ControlLayers.update(animated: false) {
            configurationBackground.backgroundColor = background.map(resolvedCGColor)
            configurationBackground.borderColor = configuration.background.strokeColor.map(resolvedCGColor)
            configurationBackground.borderWidth = configuration.background.strokeWidth
        }
        for (view, text, mode) in [
            (label, title, configuration.titleLineBreakMode),
            (subtitleLabel, subtitle, configuration.subtitleLineBreakMode),
        ] {
            view.attributedText = text
            view.lineBreakMode = mode
            view.numberOfLines = 1
            if text != nil, view.superview !== self { addSubview(view) }
            if text == nil, view.superview === self { view.removeFromSuperview() }
        }
        var image = configuration.image.map {
            $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate)
        }
        if configuration.showsActivityIndicator { image = nil }
        icon.image = image
        icon.tintColor = configuration.imageColorTransformer?(foreground) ?? foreground
        icon.alpha = 1
        if image != nil, icon.superview !== self { addSubview(icon) }
        if image == nil, icon.superview === self { icon.removeFromSuperview() }
        if configuration.showsActivityIndicator {
            configurationSpinner.color =
                configuration.activityIndicatorColorTransformer?(foreground) ?? foreground
            if configurationSpinner.superview !== self { addSubview(configurationSpinner) }
            configurationSpinner.startAnimating()
        } else if configurationSpinner.superview === self {
            configurationSpinner.stopAnimating()
            configurationSpinner.removeFromSuperview()
        }
        layOutConfiguration(configuration)
    }

    /// Takes the configuration's parts out, for a button without one.
    func removeConfigurationParts() {
        if configurationBackground.superlayer != nil { configurationBackground.removeFromSuperlayer() }
        if subtitleLabel.superview === self { subtitleLabel.removeFromSuperview() }
        if configurationSpinner.superview === self { configurationSpinner.removeFromSuperview() }
    }

    /// The sizes of the image (or indicator), the title and the subtitle.
    private func configurationPartSizes(_ configuration: Configuration) -> (
        image: CGSize, title: CGSize, subtitle: CGSize
    ) {
        let image =
            configuration.showsActivityIndicator
            ? configurationSpinner.intrinsicContentSize
            : (icon.superview === self ? icon.image?.size ?? .zero : .zero)
        let title = label.superview === self ? label.sizeThatFits(.zero) : .zero
        let subtitle = subtitleLabel.superview === self ? subtitleLabel.sizeThatFits(.zero) : .zero
        return (image, title, subtitle)
    }

    /// The content's size: the image beside or above the title block, with the paddings.
    private func configurationContentSize(_ configuration: Configuration) -> (
        content: CGSize, block: CGSize, parts: (image: CGSize, title: CGSize, subtitle: CGSize)
    ) {
        let parts = configurationPartSizes(configuration)
        let hasSubtitle = parts.subtitle != .zero && parts.title != .zero
        let block = CGSize(
            width: max(parts.title.width, parts.subtitle.width),
            height: parts.title.height + parts.subtitle.height
                + (hasSubtitle ? configuration.titlePadding : 0))
        let hasImage = parts.image != .zero
        let padding = hasImage && block != .zero ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content =
            vertical
            ? CGSize(
                width: max(parts.image.width, block.width),
                height: parts.image.height + padding + block.height)
            : CGSize(
                width: parts.image.width + padding + block.width,
                height: max(parts.image.height, block.height))
        return (content, block, parts)
    }

    /// The natural size: the content and the insets.
    func configurationSize(_ configuration: Configuration) -> CGSize {
        let content = configurationContentSize(configuration).content
        let insets = configuration.contentInsets
        // Rounded up to the screen's pixels, as UIKit sizes views.
        let scale = max(1, traitCollection.displayScale)
        func pixels(_ value: CGFloat) -> CGFloat { ceil(value * scale - 1e-6) / scale }
        return CGSize(
            width: pixels(content.width + insets.leading + insets.trailing),
            height: pixels(content.height + insets.top + insets.bottom))
    }

    /// The corner radius of the background for a height.
    private func configurationCornerRadius(_ configuration: Configuration, height: CGFloat) -> CGFloat {
        switch configuration.cornerStyle {
        case .fixed: configuration.background.cornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        case .dynamic:
            switch configuration.buttonSize {
            case .mini: 4
            case .small: 5
            case .medium: 6
            case .large: 8
            }
        }
    }

    /// Places the background and the content (centred in the bounds less the insets).
    func layOutConfiguration(_ configuration: Configuration) {
        let isLeftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let insets = configuration.contentInsets
        let edges = UIEdgeInsets(
            top: insets.top, left: isLeftToRight ? insets.leading : insets.trailing, bottom: insets.bottom,
            right: isLeftToRight ? insets.trailing : insets.leading)
        let backgroundInsets = configuration.background.backgroundInsets
        let backgroundFrame = bounds.inset(
            by: UIEdgeInsets(
                top: backgroundInsets.top,
                left: isLeftToRight ? backgroundInsets.leading : backgroundInsets.trailing,
                bottom: backgroundInsets.bottom,
                right: isLeftToRight ? backgroundInsets.trailing : backgroundInsets.leading))
        ControlLayers.update(animated: false) {
            configurationBackground.frame = backgroundFrame
            configurationBackground.cornerRadius = configurationCornerRadius(
                configuration, height: backgroundFrame.height)
        }
        let area = bounds.inset(by: edges)
        let (content, block, parts) = configurationContentSize(configuration)
        let origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        let padding = parts.image != .zero && block != .zero ? configuration.imagePadding : 0
        var imageFrame = CGRect(origin: .zero, size: parts.image)
        var blockFrame = CGRect(origin: .zero, size: block)
        let placement = configuration.imagePlacement
        let imageFirst =
            placement == .top || (placement == .leading && isLeftToRight)
            || (placement == .trailing && !isLeftToRight)
        if placement == .top || placement == .bottom {
            let imageY = imageFirst ? origin.y : origin.y + block.height + padding
            let blockY = imageFirst ? origin.y + parts.image.height + padding : origin.y
            imageFrame.origin = CGPoint(x: origin.x + (content.width - parts.image.width) / 2, y: imageY)
            blockFrame.origin = CGPoint(x: origin.x + (content.width - block.width) / 2, y: blockY)
        } else {
            let imageX = imageFirst ? origin.x : origin.x + block.width + padding
            let blockX = imageFirst ? origin.x + parts.image.width + padding : origin.x
            imageFrame.origin = CGPoint(x: imageX, y: origin.y + (content.height - parts.image.height) / 2)
            blockFrame.origin = CGPoint(x: blockX, y: origin.y + (content.height - block.height) / 2)
        }
        if icon.superview === self { icon.frame = imageFrame }
        if configurationSpinner.superview === self { configurationSpinner.frame = imageFrame }
        let alignment: NSTextAlignment
        switch configuration.titleAlignment {
        case .automatic: alignment = placement == .top || placement == .bottom ? .center : .natural
        case .leading: alignment = .natural
        case .center: alignment = .center
        case .trailing: alignment = isLeftToRight ? .right : .left
        }
        var y = blockFrame.minY
        for (view, size) in [(label, parts.title), (subtitleLabel, parts.subtitle)]
        where view.superview === self {
            view.textAlignment = alignment
            view.frame = CGRect(x: blockFrame.minX, y: y, width: block.width, height: size.height)
            y += size.height + configuration.titlePadding
        }
    }
}
