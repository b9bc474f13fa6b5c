import Foundation

/// A control that picks a value from a continuous range, drawn as iOS 17 draws it.
///
/// Mirrors UIKit's `UISlider`: a 4-point capsule track, filled with ``minimumTrackTintColor``
/// (the tint colour by default) up to the value and with system fill after it, and a white
/// thumb 28 points across with a soft shadow, travelling from 15.5 points inside one end to
/// 15.5 inside the other. Images replace any part (``setThumbImage(_:for:)``,
/// ``setMinimumTrackImage(_:for:)``, ``minimumValueImage``…). Dragging the thumb changes the
/// value and sends `.valueChanged` (as it moves when ``isContinuous``, else when it is
/// released); a touch elsewhere does nothing, as in UIKit. Heights are not forced; the
/// natural height, 31 points, is approximate.
open class UISlider: UIControl {
    /// UIKit's content priorities for the control made in code.
    override class var defaultContentPriorities: ContentPriorities { .fixedHeight }

    /// The track and thumb, dimmed together when the slider is disabled.
    private let parts = CALayer()
    private let maximumTrack = CALayer()
    private let minimumTrack = CALayer()
    private let thumb = ControlLayers.makeKnob(shadow: SystemControlLook.sliderThumbShadow)
    private let imageViews = (
        thumb: UIImageView(), minimumTrack: UIImageView(), maximumTrack: UIImageView(),
        minimumValue: UIImageView(), maximumValue: UIImageView()
    )
    private var thumbImages = ControlStateTable<UIImage>()
    private var minimumTrackImages = ControlStateTable<UIImage>()
    private var maximumTrackImages = ControlStateTable<UIImage>()
    /// Where in the thumb the tracked finger holds it, along the track.
    private var grabOffset: CGFloat = 0

    /// Creates a slider at 0 in 0…1. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The slider's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// Creates a slider (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    private func setUpSlider() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        let radius = SystemControlLook.sliderTrackHeight / 2
        maximumTrack.cornerRadius = radius
        minimumTrack.cornerRadius = radius
        thumb.cornerRadius = SystemControlLook.sliderThumbDiameter / 2
        for part in [maximumTrack, minimumTrack, thumb] { parts.addSublayer(part) }
        layer.addSublayer(parts)
        updateParts(animated: false)
    }

    // MARK: Value

    /// The value, kept within ``minimumValue``…``maximumValue``; 0 by default. Setting it does
    /// not send actions. Mirrors UIKit's `value`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    private var storedValue: Float = 0

    /// Sets ``value``, moving the thumb over 0.25 s when `animated`. Mirrors UIKit's
    /// `setValue(_:animated:)`.
    /// - Parameters:
    ///   - value: The new value; clamped to the range, NaN ignored.
    ///   - animated: Whether the thumb slides.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        storedValue = min(max(value, minimumValue), maximumValue)
        updateParts(animated: animated)
    }

    /// The lowest value; 0 by default. Raising it above ``value`` raises the value. Mirrors
    /// UIKit's `minimumValue`.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The highest value; 1 by default. Lowering it below ``value`` lowers the value. Mirrors
    /// UIKit's `maximumValue`.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether `.valueChanged` is sent as the thumb moves (true, the default) or once when it
    /// is released. Mirrors UIKit's `isContinuous`.
    open var isContinuous = true

    /// The value as a percentage, for accessibility, as UIKit reports it.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            let span = maximumValue - minimumValue
            let fraction = span > 0 ? (storedValue - minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Appearance

    /// The colour of the track before the thumb; `nil` (the default) for the tint colour.
    /// Mirrors UIKit's `minimumTrackTintColor`.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateParts(animated: false) }
    }

    /// The colour of the track after the thumb; `nil` (the default) for system fill. Mirrors
    /// UIKit's `maximumTrackTintColor`.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateParts(animated: false) }
    }

    /// The thumb's colour; `nil` (the default) for white. Mirrors UIKit's `thumbTintColor`.
    open var thumbTintColor: UIColor? {
        didSet { updateParts(animated: false) }
    }

    /// An image before the track's start; `nil` by default. Mirrors UIKit's
    /// `minimumValueImage`.
    open var minimumValueImage: UIImage? {
        didSet { setNeedsLayout() }
    }

    /// An image after the track's end; `nil` by default. Mirrors UIKit's `maximumValueImage`.
    open var maximumValueImage: UIImage? {
        didSet { setNeedsLayout() }
    }

    /// Sets the thumb's image for a state; `nil` removes it. Mirrors UIKit's
    /// `setThumbImage(_:for:)`.
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages.set(image, for: state)
        updateParts(animated: false)
    }

    /// The thumb's image set for a state. Mirrors UIKit's `thumbImage(for:)`.
    open func thumbImage(for state: State) -> UIImage? { thumbImages.value(for: state) }

    /// The thumb's image for the current state. Mirrors UIKit's `currentThumbImage`.
    open var currentThumbImage: UIImage? { thumbImages.current(for: state) }

    /// Sets the image of the track before the thumb for a state. Mirrors UIKit's
    /// `setMinimumTrackImage(_:for:)`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages.set(image, for: state)
        updateParts(animated: false)
    }

    /// The image of the track before the thumb set for a state. Mirrors UIKit's
    /// `minimumTrackImage(for:)`.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages.value(for: state) }

    /// The image of the track before the thumb for the current state. Mirrors UIKit's
    /// `currentMinimumTrackImage`.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages.current(for: state) }

    /// Sets the image of the track after the thumb for a state. Mirrors UIKit's
    /// `setMaximumTrackImage(_:for:)`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages.set(image, for: state)
        updateParts(animated: false)
    }

    /// The image of the track after the thumb set for a state. Mirrors UIKit's
    /// `maximumTrackImage(for:)`.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages.value(for: state) }

    /// The image of the track after the thumb for the current state. Mirrors UIKit's
    /// `currentMaximumTrackImage`.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages.current(for: state) }

    // MARK: Geometry (overridable)

    /// Where the minimum value image goes: its size, at the leading edge, centred vertically.
    /// Mirrors UIKit's `minimumValueImageRect(forBounds:)`.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(
            x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: its size, at the trailing edge, centred vertically.
    /// Mirrors UIKit's `maximumValueImageRect(forBounds:)`.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else {
            return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
    }

    /// The track: 4 points high, centred vertically, between the value images (5 points from
    /// each). Mirrors UIKit's `trackRect(forBounds:)`.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let gap: CGFloat = 5
        let leading =
            minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + gap
        let trailing =
            maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - gap
        let height = currentMinimumTrackImage?.size.height ?? SystemControlLook.sliderTrackHeight
        return CGRect(
            x: leading, y: bounds.midY - height / 2, width: max(0, trailing - leading), height: height)
    }

    /// The thumb for `value`: a square of 31 points (or the thumb image's size) whose centre
    /// travels along the track, 15.5 points inside its ends. Mirrors UIKit's
    /// `thumbRect(forBounds:trackRect:value:)`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = SystemControlLook.sliderThumbRectSide
        let size = currentThumbImage?.size ?? CGSize(width: side, height: side)
        let span = maximumValue - minimumValue
        let fraction =
            span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let travel = max(0, rect.width - size.width)
        return CGRect(
            x: rect.minX + fraction * travel, y: rect.midY - size.height / 2, width: size.width,
            height: size.height)
    }

    // MARK: Size

    /// The natural size: no width, 31 points high (approximate). Mirrors UIKit's
    /// `intrinsicContentSize` for sliders.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: SystemControlLook.sliderHeight)
    }

    /// The width asked for (at least the thumb's), 31 points high. Mirrors UIKit's
    /// `sizeThatFits(_:)` for sliders.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: max(size.width, SystemControlLook.sliderThumbRectSide),
            height: SystemControlLook.sliderHeight)
    }

    // MARK: Touches

    /// Follows a touch that lands on the thumb. Mirrors UIKit's tracking for sliders.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbRect = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let point = touch.location(in: self)
        guard thumbRect.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        grabOffset = point.x - thumbRect.midX
        return true
    }

    /// Moves the thumb with the touch, sending `.valueChanged` when ``isContinuous``.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let changed = follow(touch)
        if changed && isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Moves the thumb to the touch's last place; sends `.valueChanged` if not continuous.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let changed = touch.map(follow) ?? false
        if changed || !isContinuous { sendActions(for: .valueChanged) }
    }

    /// Sets the value under the touch; whether it changed.
    private func follow(_ touch: UITouch) -> Bool {
        let track = trackRect(forBounds: bounds)
        let side = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).width
        let travel = track.width - side
        guard travel > 0 else { return false }
        let center = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((center - track.minX - side / 2) / travel, 0), 1))
        let old = storedValue
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: false)
        return storedValue != old
    }

    override func controlStateDidChange() {
        updateParts(animated: false)
    }

    /// Updates the track colour for the new tint. Mirrors UIKit's `tintColorDidChange()` for
    /// sliders; overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateParts(animated: false)
    }

    /// Places the track, thumb and images. Mirrors UIKit's `layoutSubviews()` for sliders.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateParts(animated: false)
    }

    /// Puts every part in its place and colour for the value and state.
    private func updateParts(animated: Bool) {
        let bounds = self.bounds
        let track = trackRect(forBounds: bounds)
        let thumbRect = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = thumbRect.midX
        let minimumPart = CGRect(
            x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        let maximumPart = CGRect(
            x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
        let minimumColor = resolvedCGColor(minimumTrackTintColor ?? tintColor)
        let maximumColor = resolvedCGColor(maximumTrackTintColor ?? SystemControlLook.sliderMaximumTrack)
        let thumbColor = resolvedCGColor(thumbTintColor ?? .white)
        let images = (
            thumb: currentThumbImage, minimumTrack: currentMinimumTrackImage,
            maximumTrack: currentMaximumTrackImage
        )
        ControlLayers.update(animated: animated) {
            // The drawn track is one capsule: the part after the thumb lies under the whole.
            maximumTrack.frame = track
            maximumTrack.backgroundColor = images.maximumTrack == nil ? maximumColor : nil
            minimumTrack.frame = minimumPart
            minimumTrack.backgroundColor = images.minimumTrack == nil ? minimumColor : nil
            let diameter = SystemControlLook.sliderThumbDiameter
            thumb.frame = ControlLayers.rect(
                centeredAt: CGPoint(x: thumbRect.midX, y: thumbRect.midY),
                size: CGSize(width: diameter, height: diameter))
            thumb.backgroundColor = thumbColor
            thumb.isHidden = images.thumb != nil
            showImage(images.minimumTrack, in: imageViews.minimumTrack, frame: minimumPart)
            showImage(images.maximumTrack, in: imageViews.maximumTrack, frame: maximumPart)
            showImage(images.thumb, in: imageViews.thumb, frame: thumbRect)
            showImage(
                minimumValueImage, in: imageViews.minimumValue,
                frame: minimumValueImageRect(forBounds: bounds))
            showImage(
                maximumValueImage, in: imageViews.maximumValue,
                frame: maximumValueImageRect(forBounds: bounds))
            // The parts' layer covers the bounds in the view's own coordinates.
            parts.frame = bounds
            parts.bounds.origin = bounds.origin
            parts.opacity = isEnabled ? 1 : 0.5
        }
    }
}
