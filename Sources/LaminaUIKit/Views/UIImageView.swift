import Foundation

/// A view that displays an image.
///
/// Mirrors UIKit's `UIImageView`: the image becomes the layer's `contents` (at the image's
/// scale, with a resizable image's cap insets as `contentsCenter`), placed by the view's
/// `contentMode` through the layer's `contentsGravity`, as UIKit places it. A template image
/// (`renderingMode` `.alwaysTemplate`) is drawn in the view's tint colour, and redrawn when the
/// tint changes.
open class UIImageView: UIView {
    /// Creates an image view. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The view's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view the size of `image`, at the origin. Mirrors UIKit's
    /// `init(image:)`.
    /// - Parameter image: The image, or `nil`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // An initializer sets its class's own properties without running their observers.
        updateContents()
    }

    /// Creates an image view the size of `image`, with an image for the highlighted state.
    /// Mirrors UIKit's `init(image:highlightedImage:)`.
    /// - Parameters:
    ///   - image: The image, or `nil`.
    ///   - highlightedImage: The highlighted image, or `nil`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        updateContents()
    }

    /// The image shown; `nil` by default. Mirrors UIKit's `image`.
    open var image: UIImage? {
        didSet {
            updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while ``isHighlighted``; `nil` keeps ``image``. Mirrors UIKit's
    /// `highlightedImage`.
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    /// Whether the view shows ``highlightedImage``. Mirrors UIKit's `isHighlighted`.
    open var isHighlighted = false {
        didSet { updateContents() }
    }

    /// The image's size, or ``UIView/noIntrinsicMetric`` in both dimensions without an image.
    /// Mirrors UIKit's `intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (the view's size without an image). Mirrors UIKit's
    /// `sizeThatFits(_:)`.
    /// - Parameter size: The size available, ignored.
    /// - Returns: The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// Redraws a template image in the new tint colour. Mirrors UIKit's
    /// `tintColorDidChange()` for image views.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    /// The image on screen.
    private var shownImage: UIImage? {
        (isHighlighted ? highlightedImage : nil) ?? image
    }

    /// Puts the shown image into the layer.
    private func updateContents() {
        guard let shown = shownImage, var drawn = shown.cgImage else {
            layer.contents = nil
            return
        }
        if shown.imageOrientation != .up, let upright = UIImageView.upright(shown) {
            drawn = upright
        }
        if shown.renderingMode == .alwaysTemplate,
            let tinted = UIImage(cgImage: drawn).withTintColor(tintColor.resolvedColor(with: traitCollection))
                .cgImage
        {
            drawn = tinted
        }
        layer.contents = drawn
        layer.contentsScale = shown.scale
        layer.contentsCenter = shown.contentsCenter
    }

    /// The image's pixels turned upright by its orientation.
    private static func upright(_ image: UIImage) -> CGImage? {
        guard let context = CGContext.makeImageContext(size: image.size, scale: image.scale) else {
            return nil
        }
        UIGraphicsPushContext(context)
        image.draw(in: CGRect(origin: .zero, size: image.size))
        UIGraphicsPopContext()
        return context.makeImage()
    }
}
