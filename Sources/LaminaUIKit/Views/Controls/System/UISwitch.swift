import Foundation

/// A control that turns an option on or off, drawn as iOS 17 draws it.
///
/// Mirrors UIKit's `UISwitch`: always 51 × 31 points (a frame of another size keeps its origin
/// and takes that size, as UIKit does); a capsule track, light grey when off and
/// ``onTintColor`` (system green by default) when on; a white thumb 27 points across with a
/// soft shadow. A tap toggles it and sends `.valueChanged`; ``setOn(_:animated:)`` sets it
/// without sending anything. The track, thumb and shadow are measured from iOS 17.5 renders.
/// ``onImage``, ``offImage`` and ``title`` are stored: iOS 7 and later does not draw them.
open class UISwitch: UIControl {
    /// UIKit's content priorities for the control made in code.
    override class var defaultContentPriorities: ContentPriorities { .fixedSize }

    /// The switch's styles. Mirrors UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable {
        /// The platform's style: sliding on iOS.
        case automatic = 0
        /// A checkbox (Mac Catalyst).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    /// The track and thumb, dimmed together when the switch is disabled.
    private let parts = CALayer()
    private let track = CALayer()
    private let thumb = ControlLayers.makeKnob(shadow: SystemControlLook.switchThumbShadow)

    /// Creates a switch at `frame`'s origin, 51 × 31. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The frame; its size is replaced.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: SystemControlLook.switchSize))
        setUpSwitch()
    }

    /// Creates an off switch (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
    }

    private func setUpSwitch() {
        isAccessibilityElement = true
        accessibilityTraits = .button
        bounds.size = SystemControlLook.switchSize
        track.cornerRadius = SystemControlLook.switchSize.height / 2
        thumb.cornerRadius = SystemControlLook.switchThumbDiameter / 2
        parts.addSublayer(track)
        parts.addSublayer(thumb)
        layer.addSublayer(parts)
        updateParts(animated: false)
    }

    // MARK: State

    /// Whether the switch is on; false by default. Setting it does not send actions. Mirrors
    /// UIKit's `isOn`.
    open var isOn = false {
        didSet { if isOn != oldValue { updateParts(animated: animatesChange) } }
    }

    /// Whether the change being made to ``isOn`` animates (``setOn(_:animated:)``).
    private var animatesChange = false

    /// Sets ``isOn``, sliding the thumb over 0.25 s when `animated`. Mirrors UIKit's
    /// `setOn(_:animated:)`.
    /// - Parameters:
    ///   - on: The new state.
    ///   - animated: Whether the change animates.
    open func setOn(_ on: Bool, animated: Bool) {
        animatesChange = animated
        defer { animatesChange = false }
        isOn = on
    }

    /// The on track's colour; `nil` (the default) for system green. Mirrors UIKit's
    /// `onTintColor`.
    open var onTintColor: UIColor? {
        didSet { updateParts(animated: false) }
    }

    /// The thumb's colour; `nil` (the default) for white. Mirrors UIKit's `thumbTintColor`.
    open var thumbTintColor: UIColor? {
        didSet { updateParts(animated: false) }
    }

    /// An image for the on state: stored, not drawn (iOS 7 and later ignore it). Mirrors
    /// UIKit's `onImage`.
    open var onImage: UIImage?

    /// An image for the off state: stored, not drawn (iOS 7 and later ignore it). Mirrors
    /// UIKit's `offImage`.
    open var offImage: UIImage?

    /// The title a checkbox shows on the Mac: stored, not drawn on iOS. Mirrors UIKit's `title`.
    open var title: String?

    /// The style asked for; `.automatic` by default. Mirrors UIKit's `preferredStyle`.
    open var preferredStyle: Style = .automatic

    /// The style shown: always `.sliding` (the iOS look). Mirrors UIKit's `style`.
    open var style: Style { .sliding }

    /// The switch's state for accessibility: "1" on, "0" off, as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Size

    /// The switch's frame: its size is always 51 × 31. Mirrors UIKit's `frame` for switches.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: SystemControlLook.switchSize) }
    }

    /// 51 × 31. Mirrors UIKit's `sizeThatFits(_:)` for switches.
    /// - Parameter size: Ignored.
    /// - Returns: The switch's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        SystemControlLook.switchSize
    }

    /// 51 × 31. Mirrors UIKit's `intrinsicContentSize` for switches.
    open override var intrinsicContentSize: CGSize {
        SystemControlLook.switchSize
    }

    // MARK: Touches

    /// Toggles the switch when the touch ends inside it, animated, sending `.valueChanged`.
    /// Mirrors UIKit's tracking for switches.
    /// - Parameters:
    ///   - touch: The touch, `nil` when none.
    ///   - event: The event.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    override func controlStateDidChange() {
        updateParts(animated: false)
    }

    /// Draws the switch's track and thumb for its state. Mirrors UIKit's `layoutSubviews()`
    /// for switches.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateParts(animated: false)
    }

    /// Puts the track and thumb in the state's place and colours.
    private func updateParts(animated: Bool) {
        let size = SystemControlLook.switchSize
        let diameter = SystemControlLook.switchThumbDiameter
        let inset = SystemControlLook.switchThumbInset
        let centerX = isOn ? size.width - inset - diameter / 2 : inset + diameter / 2
        let onColor = resolvedCGColor(onTintColor ?? .systemGreen)
        let offColor = resolvedCGColor(SystemControlLook.switchOffTrack)
        ControlLayers.update(animated: animated) {
            parts.frame = CGRect(origin: .zero, size: size)
            track.frame = parts.bounds
            track.backgroundColor = isOn ? onColor : offColor
            thumb.frame = ControlLayers.rect(
                centeredAt: CGPoint(x: centerX, y: size.height / 2),
                size: CGSize(width: diameter, height: diameter))
            thumb.backgroundColor = resolvedCGColor(thumbTintColor ?? .white)
            parts.opacity = isEnabled ? 1 : 0.5
        }
    }
}
