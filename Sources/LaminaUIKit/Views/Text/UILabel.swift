import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Mirrors UIKit's `UILabel`. The text is drawn by a `CATextLayer` sublayer of the label's layer
/// (so it stays text in PDF and SVG), placed by ``drawText(in:)`` vertically centred in the
/// bounds, as UIKit centres it; on iOS a label draws into its own layer's contents instead, so
/// Lamina's label layer has one sublayer that UIKit's does not. Fonts, colours and line breaks
/// are UIKit's defaults: the 17-point system font, `.label`, one line truncated at the tail.
open class UILabel: UIView {
    /// The layer that draws the text.
    let textLayer = CATextLayer()
    private var plainText: String?
    private var attributedStorage: NSAttributedString?

    /// Creates a label. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The label's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// Creates a label (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    private func setUpLabel() {
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        textLayer.delegate = ViewPartLayerDelegate.shared
        textLayer.contentsScale = UIScreen.main.scale
        layer.addSublayer(textLayer)
        updateText()
    }

    // MARK: Text

    /// The text; `nil` by default. Mirrors UIKit's `text`: setting it replaces
    /// ``attributedText`` with plain text in the label's font and colour.
    open var text: String? {
        get { attributedStorage?.string ?? plainText }
        set {
            plainText = newValue
            attributedStorage = nil
            updateText()
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text; `nil` by default. Mirrors UIKit's `attributedText`: runs without a
    /// font or colour use ``font`` and ``textColor``; `UIFont` and `UIColor` attribute values
    /// are drawn as their `CTFont` and `CGColor`. Reading it after setting ``text`` gives that
    /// text with the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            return plainText.map {
                NSAttributedString(
                    string: $0, attributes: [.font: font as UIFont, .foregroundColor: textColor as UIColor])
            }
        }
        set {
            attributedStorage = newValue
            plainText = nil
            updateText()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font; the 17-point system font by default. Mirrors UIKit's `font` (`nil` resets
    /// it).
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            updateText()
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the text; `.label` by default. Mirrors UIKit's `textColor` (`nil` resets
    /// it).
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            updateText()
        }
    }

    /// The colour of the text while ``isHighlighted``; `nil` keeps ``textColor``. Mirrors
    /// UIKit's `highlightedTextColor`.
    open var highlightedTextColor: UIColor? {
        didSet { updateText() }
    }

    /// Whether the label draws with ``highlightedTextColor``. Mirrors UIKit's `isHighlighted`.
    open var isHighlighted = false {
        didSet { updateText() }
    }

    /// How lines are aligned; `.natural` by default. Mirrors UIKit's `textAlignment`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateText() }
    }

    /// The most lines to show, 0 for as many as needed; 1 by default. Mirrors UIKit's
    /// `numberOfLines`.
    open var numberOfLines = 1 {
        didSet {
            updateText()
            invalidateIntrinsicContentSize()
        }
    }

    /// How text that does not fit is broken and shortened; `.byTruncatingTail` by default.
    /// Mirrors UIKit's `lineBreakMode`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { updateText() }
    }

    /// The width at which multiline text wraps when its size is asked without a width; 0 by
    /// default. Mirrors UIKit's `preferredMaxLayoutWidth`.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The colour of the text's shadow; `nil` (no shadow) by default. Mirrors UIKit's
    /// property: the shadow is a sharp copy of the glyphs at ``shadowOffset``.
    open var shadowColor: UIColor? {
        didSet { updateText() }
    }

    /// Where the text's shadow falls; `(0, -1)` (one point up) by default. Mirrors UIKit's
    /// property.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { updateText() }
    }

    /// Whether the label draws its text as enabled; disabled text is dimmed. Mirrors UIKit's
    /// property. Lamina dims it to the text colour at half its alpha (UIKit documents only
    /// "dimmed").
    open var isEnabled = true {
        didSet {
            if isEnabled {
                accessibilityTraits.remove(.notEnabled)
            } else {
                accessibilityTraits.insert(.notEnabled)
            }
            updateText()
        }
    }

    /// Whether the font shrinks (down to ``minimumScaleFactor``) so the text fits the bounds:
    /// one line fits the width; several lines fit the height. Mirrors UIKit's property.
    open var adjustsFontSizeToFitWidth = false {
        didSet { layOutText() }
    }

    /// The smallest factor the font may shrink by; 0 by default (UIKit then keeps the font's
    /// size). Mirrors UIKit's property.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { layOutText() }
    }

    /// How text moves vertically when its font shrinks. Mirrors UIKit's property (Lamina keeps
    /// the text centred whatever it says).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether characters may be drawn closer before the text is truncated (stored). Mirrors
    /// UIKit's property.
    open var allowsDefaultTighteningForTruncation = false

    /// How lines break (stored). Mirrors UIKit's property.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard

    /// Whether truncated text shows in full in a tooltip (stored). Mirrors UIKit's property.
    open var showsExpansionTextWhenTruncated = false

    /// Whether the font follows the content size category (stored: the category does not
    /// change here). Mirrors UIKit's property.
    open var adjustsFontForContentSizeCategory = false

    /// The label's text unless set otherwise. Mirrors UIKit's behaviour for labels.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: Geometry

    /// The label's frame; setting it lays the text out again at once. Mirrors UIKit's `frame`.
    open override var frame: CGRect {
        didSet { layOutText() }
    }

    /// The label's bounds; setting them lays the text out again at once. Mirrors UIKit's
    /// `bounds`.
    open override var bounds: CGRect {
        didSet { layOutText() }
    }

    /// Lays the text out in the bounds. Mirrors UIKit's `layoutSubviews()` for labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
    }

    /// The size of the text: one line as wide as it is, or wrapped to `size.width` (or
    /// ``preferredMaxLayoutWidth``) when ``numberOfLines`` is not 1, at most that many lines.
    /// Mirrors UIKit's `sizeThatFits(_:)`.
    /// - Parameter size: The size available.
    /// - Returns: The size of the text, rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 ? nil : (size.width > 0 ? size.width : wrapWidth)
        let measured = measure(width: width)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The size of the text as ``sizeThatFits(_:)`` gives it without a width. Mirrors UIKit's
    /// `intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    /// The rectangle the text takes in `bounds`: as wide as `bounds`, as tall as the text (at
    /// most `numberOfLines` lines), centred vertically. Mirrors UIKit's
    /// `textRect(forBounds:limitedToNumberOfLines:)`.
    /// - Parameters:
    ///   - bounds: The rectangle available.
    ///   - numberOfLines: The most lines, 0 for no limit.
    /// - Returns: The text's rectangle.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let wraps = self.numberOfLines != 1
        let height = min(
            measure(width: wraps ? bounds.width : nil, lines: numberOfLines).height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// Places the text in `rect`, vertically centred. Mirrors UIKit's `drawText(in:)`:
    /// override it and call `super` with another rectangle to move the text (to inset it, for
    /// example); Lamina calls it whenever the text or the bounds change, not while drawing.
    /// - Parameter rect: The rectangle to draw the text in.
    open func drawText(in rect: CGRect) {
        textLayer.frame = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
    }

    // MARK: Implementation

    /// The width multiline text wraps at when none is given.
    private var wrapWidth: CGFloat? {
        preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
    }

    /// The size of the text laid out at `width` (unwrapped when `nil`), at most `lines` lines.
    func measure(width: CGFloat?, lines: Int? = nil) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let layout = textLayer.makeLayout(width: width, height: nil, truncating: false)
        var size = layout.size
        let limit = lines ?? numberOfLines
        let count = layout.lineCount
        if limit > 0, count > limit {
            size.height = size.height * CGFloat(limit) / CGFloat(count)
        }
        if let width { size.width = min(size.width, width) }
        return size
    }

    /// Puts the label's text and style on the text layer, then lays it out.
    private func updateText() {
        var color = resolvedCGColor((isHighlighted ? highlightedTextColor : nil) ?? textColor)
        if !isEnabled { color = color.copy(alpha: color.alpha / 2) ?? color }
        if let shadowColor {
            textLayer.shadowColor = resolvedCGColor(shadowColor)
            textLayer.shadowOpacity = 1
            textLayer.shadowRadius = 0
            textLayer.shadowOffset = shadowOffset
        } else {
            textLayer.shadowOpacity = 0
        }
        if let attributedStorage {
            textLayer.string = UIKitText.drawable(
                attributedStorage, font: font, color: color, traits: traitCollection)
        } else {
            textLayer.string = plainText
        }
        textLayer.font = font.ctFont
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = color
        textLayer.alignmentMode = textAlignment.alignmentMode
        textLayer.isWrapped = numberOfLines != 1
        textLayer.truncationMode = lineBreakMode.truncationMode
        layOutText()
    }

    /// Fits the font (when ``adjustsFontSizeToFitWidth``), then calls ``drawText(in:)`` with
    /// the bounds.
    private func layOutText() {
        textLayer.fontSize = font.pointSize * fittingScale()
        drawText(in: bounds)
    }

    /// The factor the font shrinks by so the text fits the bounds: 1 when it fits or may not
    /// shrink.
    private func fittingScale() -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, bounds.width > 0,
            let text, !text.isEmpty
        else { return 1 }
        textLayer.fontSize = font.pointSize
        if numberOfLines == 1 {
            let width = measure(width: nil).width
            guard width > bounds.width else { return 1 }
            return max(minimumScaleFactor, bounds.width / width)
        }
        // Several lines: the largest scale, in steps of 5 %, whose wrapped text fits the height.
        var scale: CGFloat = 1
        while scale > minimumScaleFactor {
            textLayer.fontSize = font.pointSize * scale
            if measure(width: bounds.width).height <= bounds.height { return scale }
            scale -= 0.05
        }
        return minimumScaleFactor
    }
}
