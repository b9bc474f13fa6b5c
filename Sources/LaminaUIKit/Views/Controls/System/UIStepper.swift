import Foundation

/// A control that steps a value up and down, drawn as iOS 17 draws it.
///
/// Mirrors UIKit's `UIStepper`: always 94 × 32 points (a frame of another size keeps its
/// origin), a light grey platter with a divider, a black − on the left half and + on the
/// right, dimmed when that way is blocked by a limit. A tap on a half steps the value by
/// ``stepValue`` and sends `.valueChanged`. The size is measured; the platter's radius and
/// colour, the divider and the glyphs are approximate (no public iOS 17 measurement).
/// ``autorepeat`` is stored: a held touch steps once, as there is no repeating timer under a
/// sequence of touches.
open class UIStepper: UIControl {
    /// UIKit's content priorities for the control made in code.
    override class var defaultContentPriorities: ContentPriorities { .fixedSize }

    private let platter = CALayer()
    private let divider = CALayer()
    private let minus = CAShapeLayer()
    private let plus = CAShapeLayer()
    private let imageViews = (decrement: UIImageView(), increment: UIImageView(), background: UIImageView())
    private var decrementImages = ControlStateTable<UIImage>()
    private var incrementImages = ControlStateTable<UIImage>()
    private var backgroundImages = ControlStateTable<UIImage>()
    private var dividerImages: [String: UIImage] = [:]

    /// Creates a stepper at 0 in 0…100. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The frame; its size is replaced.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: SystemControlLook.stepperSize))
        setUpStepper()
    }

    /// Creates a stepper (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpStepper()
    }

    private func setUpStepper() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        bounds.size = SystemControlLook.stepperSize
        platter.cornerRadius = SystemControlLook.stepperCornerRadius
        for glyph in [minus, plus] {
            glyph.fillColor = nil
            glyph.lineWidth = SystemControlLook.stepperGlyphWidth
            glyph.lineCap = .round
        }
        for part in [platter, divider, minus, plus] { layer.addSublayer(part) }
        updateParts()
    }

    // MARK: Value

    /// The value, within ``minimumValue``…``maximumValue``; 0 by default. Setting it does not
    /// send actions. Mirrors UIKit's `value`.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateParts()
        }
    }

    private var storedValue: Double = 0

    /// The lowest value; 0 by default. It must be below ``maximumValue``. Mirrors UIKit's
    /// `minimumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue < maximumValue else {
                ProgrammerError.stop(
                    "UIStepper: minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)")
            }
            value = storedValue
        }
    }

    /// The highest value; 100 by default. It must be above ``minimumValue``. Mirrors UIKit's
    /// `maximumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            guard minimumValue < maximumValue else {
                ProgrammerError.stop(
                    "UIStepper: maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)"
                )
            }
            value = storedValue
        }
    }

    /// How much a tap changes the value; 1 by default, and more than 0. Mirrors UIKit's
    /// `stepValue`.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                ProgrammerError.stop("UIStepper: stepValue \(stepValue) must be greater than 0")
            }
        }
    }

    /// Whether a step past a limit wraps to the other; false by default. Mirrors UIKit's
    /// `wraps`.
    open var wraps = false {
        didSet { updateParts() }
    }

    /// Whether `.valueChanged` is sent at each step of a held touch (true) or when it is
    /// released. Mirrors UIKit's `isContinuous`.
    open var isContinuous = true

    /// Whether a held touch repeats the step; true by default. Stored: a held touch steps once.
    /// Mirrors UIKit's `autorepeat`.
    open var autorepeat = true

    /// The value, for accessibility, as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? String(format: "%g", storedValue) }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Images

    /// Sets the image of the − half for a state. Mirrors UIKit's `setDecrementImage(_:for:)`.
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages.set(image, for: state)
        updateParts()
    }

    /// The image of the − half for a state. Mirrors UIKit's `decrementImage(for:)`.
    open func decrementImage(for state: State) -> UIImage? { decrementImages.value(for: state) }

    /// Sets the image of the + half for a state. Mirrors UIKit's `setIncrementImage(_:for:)`.
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages.set(image, for: state)
        updateParts()
    }

    /// The image of the + half for a state. Mirrors UIKit's `incrementImage(for:)`.
    open func incrementImage(for state: State) -> UIImage? { incrementImages.value(for: state) }

    /// Sets the platter's image for a state, stretched over the control. Mirrors UIKit's
    /// `setBackgroundImage(_:for:)`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages.set(image, for: state)
        updateParts()
    }

    /// The platter's image for a state. Mirrors UIKit's `backgroundImage(for:)`.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages.value(for: state) }

    /// Sets the divider's image for a pair of states (left, right); the normal pair's is drawn.
    /// Mirrors UIKit's `setDividerImage(_:forLeftSegmentState:rightSegmentState:)`.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState left: State, rightSegmentState right: State
    ) {
        dividerImages["\(left.rawValue)-\(right.rawValue)"] = image
        updateParts()
    }

    /// The divider's image for a pair of states. Mirrors UIKit's
    /// `dividerImage(forLeftSegmentState:rightSegmentState:)`.
    open func dividerImage(forLeftSegmentState left: State, rightSegmentState right: State) -> UIImage? {
        dividerImages["\(left.rawValue)-\(right.rawValue)"]
    }

    // MARK: Size

    /// The stepper's frame: its size is always 94 × 32. Mirrors UIKit's `frame` for steppers.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: SystemControlLook.stepperSize) }
    }

    /// 94 × 32. Mirrors UIKit's `sizeThatFits(_:)` for steppers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { SystemControlLook.stepperSize }

    /// 94 × 32. Mirrors UIKit's `intrinsicContentSize` for steppers.
    open override var intrinsicContentSize: CGSize { SystemControlLook.stepperSize }

    // MARK: Touches

    /// Steps when a touch lands on a half that can step, sending `.valueChanged` (at once when
    /// ``isContinuous``, else when the touch ends).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let increments = touch.location(in: self).x >= bounds.midX
        guard canStep(up: increments) else { return false }
        step(up: increments)
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Sends `.valueChanged` for a stepper that is not continuous.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    private func canStep(up: Bool) -> Bool {
        wraps || (up ? storedValue < maximumValue : storedValue > minimumValue)
    }

    private func step(up: Bool) {
        let next = storedValue + (up ? stepValue : -stepValue)
        if wraps && next > maximumValue {
            value = minimumValue
        } else if wraps && next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
    }

    override func controlStateDidChange() {
        updateParts()
    }

    /// Places the platter, divider and glyphs. Mirrors UIKit's `layoutSubviews()` for
    /// steppers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateParts()
    }

    private func updateParts() {
        let size = SystemControlLook.stepperSize
        let state = self.state
        let half = size.width / 2
        let glyph = SystemControlLook.stepperGlyphLength
        let canDecrement = isEnabled && canStep(up: false)
        let canIncrement = isEnabled && canStep(up: true)
        let labelColor = resolvedCGColor(.label)
        let dimmedColor = resolvedCGColor(.tertiaryLabel)
        ControlLayers.update(animated: false) {
            platter.frame = CGRect(origin: .zero, size: size)
            platter.backgroundColor = resolvedCGColor(.tertiarySystemFill)
            divider.frame = ControlLayers.rect(
                centeredAt: CGPoint(x: half, y: size.height / 2), size: SystemControlLook.stepperDivider)
            let minusPath = CGMutablePath()
            minusPath.move(to: CGPoint(x: half / 2 - glyph / 2, y: size.height / 2))
            minusPath.addLine(to: CGPoint(x: half / 2 + glyph / 2, y: size.height / 2))
            minus.path = minusPath
            minus.strokeColor = canDecrement ? labelColor : dimmedColor
            let plusPath = CGMutablePath()
            let plusCenter = CGPoint(x: half + half / 2, y: size.height / 2)
            plusPath.move(to: CGPoint(x: plusCenter.x - glyph / 2, y: plusCenter.y))
            plusPath.addLine(to: CGPoint(x: plusCenter.x + glyph / 2, y: plusCenter.y))
            plusPath.move(to: CGPoint(x: plusCenter.x, y: plusCenter.y - glyph / 2))
            plusPath.addLine(to: CGPoint(x: plusCenter.x, y: plusCenter.y + glyph / 2))
            plus.path = plusPath
            plus.strokeColor = canIncrement ? labelColor : dimmedColor
            let background = backgroundImages.current(for: state)
            platter.isHidden = background != nil
            let dividerImage = dividerImages["\(State.normal.rawValue)-\(State.normal.rawValue)"]
            divider.contents = dividerImage?.cgImage
            divider.backgroundColor =
                dividerImage == nil ? resolvedCGColor(SystemControlLook.segmentedSeparatorColor) : nil
            let decrement = decrementImages.current(for: state)
            let increment = incrementImages.current(for: state)
            minus.isHidden = decrement != nil
            plus.isHidden = increment != nil
            showImage(background, in: imageViews.background, frame: CGRect(origin: .zero, size: size))
            showImage(
                decrement, in: imageViews.decrement,
                frame: CGRect(x: 0, y: 0, width: half, height: size.height),
                contentMode: .center)
            showImage(
                increment, in: imageViews.increment,
                frame: CGRect(x: half, y: 0, width: half, height: size.height),
                contentMode: .center)
            imageViews.decrement.alpha = canDecrement ? 1 : 0.3
            imageViews.increment.alpha = canIncrement ? 1 : 0.3
        }
    }
}
