import Foundation

/// A view that shows the progress of a task, drawn as iOS 17 draws it.
///
/// Mirrors UIKit's `UIProgressView`: a track across the bounds, filled from the leading edge
/// with ``progressTintColor`` (the tint colour by default) over system fill. The `.default`
/// style is a capsule whose natural height is 4 points (the fill never narrower than it is
/// high); `.bar` has square ends and a natural height of 2.5 points (approximate). The track
/// fills the view's height, as since iOS 14. Images replace the fill and track, stretched.
open class UIProgressView: UIView {
    /// UIKit's content priorities for the control made in code.
    override class var defaultContentPriorities: ContentPriorities { .fixedHeight }

    /// The styles of progress views. Mirrors UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// A capsule, the standard style.
        case `default` = 0
        /// A thin bar with square ends, as in a toolbar.
        case bar = 1
    }

    private let track = CALayer()
    private let fill = CALayer()

    /// Creates a default-style progress view at 0. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The view's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    /// Creates a progress view (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgressView()
    }

    /// Creates a progress view of a style, sized to its natural height. Mirrors UIKit's
    /// `init(progressViewStyle:)`.
    /// - Parameter style: The style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = sizeThatFits(.zero)
    }

    private func setUpProgressView() {
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
        layer.addSublayer(track)
        layer.addSublayer(fill)
        updateParts(animated: false)
    }

    /// The progress, 0…1 (clamped; NaN counts as 0); 0 by default. Mirrors UIKit's `progress`.
    open var progress: Float {
        get {
            syncObservedProgress()
            return storedProgress
        }
        set { setProgress(newValue, animated: false) }
    }

    private var storedProgress: Float = 0

    /// Sets ``progress``, growing the fill over 0.25 s when `animated`. Mirrors UIKit's
    /// `setProgress(_:animated:)`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        updateParts(animated: animated)
    }

    /// The style; `.default` unless made with ``init(progressViewStyle:)``. Mirrors UIKit's
    /// `progressViewStyle`.
    open var progressViewStyle: Style = .default {
        didSet { updateParts(animated: false) }
    }

    /// The fill's colour; `nil` (the default) for the tint colour. Mirrors UIKit's
    /// `progressTintColor`.
    open var progressTintColor: UIColor? {
        didSet { updateParts(animated: false) }
    }

    /// The track's colour; `nil` (the default) for system fill. Mirrors UIKit's
    /// `trackTintColor`.
    open var trackTintColor: UIColor? {
        didSet { updateParts(animated: false) }
    }

    /// An image for the fill, stretched; `nil` by default. Mirrors UIKit's `progressImage`.
    open var progressImage: UIImage? {
        didSet { updateParts(animated: false) }
    }

    /// An image for the track, stretched; `nil` by default. Mirrors UIKit's `trackImage`.
    open var trackImage: UIImage? {
        didSet { updateParts(animated: false) }
    }

    /// A `Progress` whose `fractionCompleted` the view shows; `nil` by default. Mirrors
    /// UIKit's `observedProgress`. Foundation on Linux has no key-value observing: the view
    /// reads the fraction when it is set and whenever the view lays out (call
    /// `setNeedsLayout()` after the task advances, or read ``progress``).
    open var observedProgress: Progress? {
        didSet { syncObservedProgress() }
    }

    /// Takes the observed progress's fraction, if there is one.
    private func syncObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction != storedProgress { setProgress(fraction, animated: false) }
    }

    /// The progress as a percentage, for accessibility, as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// The natural height for the style, with no width. Mirrors UIKit's `intrinsicContentSize`
    /// for progress views.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
    }

    /// The width asked for and the style's natural height. Mirrors UIKit's
    /// `sizeThatFits(_:)` for progress views.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: naturalHeight)
    }

    private var naturalHeight: CGFloat {
        progressViewStyle == .bar ? SystemControlLook.progressBarHeight : SystemControlLook.progressHeight
    }

    /// Updates the fill for the new tint. Mirrors UIKit's `tintColorDidChange()` for progress
    /// views; overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateParts(animated: false)
    }

    /// Places the track and fill. Mirrors UIKit's `layoutSubviews()` for progress views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        syncObservedProgress()
        updateParts(animated: false)
    }

    private func updateParts(animated: Bool) {
        let bounds = self.bounds
        let isCapsule = progressViewStyle == .default
        let radius = isCapsule ? bounds.height / 2 : 0
        var width = bounds.width * CGFloat(storedProgress)
        // The capsule's fill is never narrower than it is high, so its ends stay round.
        if isCapsule && storedProgress > 0 { width = min(bounds.width, max(width, bounds.height)) }
        let isLeftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let fillRect = CGRect(
            x: isLeftToRight ? bounds.minX : bounds.maxX - width, y: bounds.minY, width: width,
            height: bounds.height)
        let trackColor = resolvedCGColor(trackTintColor ?? .systemFill)
        let fillColor = resolvedCGColor(progressTintColor ?? tintColor)
        ControlLayers.update(animated: animated) {
            track.frame = bounds
            fill.frame = fillRect
            track.cornerRadius = radius
            fill.cornerRadius = radius
            track.masksToBounds = trackImage != nil
            fill.masksToBounds = progressImage != nil
            track.contents = trackImage?.cgImage
            fill.contents = progressImage?.cgImage
            track.backgroundColor = trackImage == nil ? trackColor : nil
            fill.backgroundColor = progressImage == nil ? fillColor : nil
        }
    }
}
