import Foundation

/// A spinner that shows a task is under way, drawn as iOS 17 draws it.
///
/// Mirrors UIKit's `UIActivityIndicatorView`: eight rounded spokes around the centre, the
/// leading one darkest and the ones behind it fading, turning one spoke per eighth of a
/// second while animating (a `CAKeyframeAnimation`, so a render at any time shows the right
/// step). `.medium` is 20 points square and `.large` 37, with the spokes scaled; the colour is
/// (60, 60, 67) unless ``color`` is set. With ``hidesWhenStopped`` (the default) the view is
/// hidden while it is not animating, from the start.
open class UIActivityIndicatorView: UIView {
    /// UIKit's content priorities for the control made in code.
    override class var defaultContentPriorities: ContentPriorities { .fixedSize }

    /// The indicator's styles. Mirrors UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// 20 points, the default.
        case medium = 100
        /// 37 points.
        case large = 101
        /// 37 points, white.
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// 20 points, white.
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// 20 points, grey.
        @available(*, deprecated, renamed: "medium")
        case gray = 2
    }

    private let spokes = CALayer()
    private static let spinKey = "lamina.activityIndicator.spin"

    /// Creates a `.medium` indicator. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The view's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpIndicator()
    }

    /// Creates a `.medium` indicator (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpIndicator()
    }

    /// Creates an indicator of a style, at its size. Mirrors UIKit's `init(style:)`.
    /// - Parameter style: The style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
    }

    private func setUpIndicator() {
        layer.addSublayer(spokes)
        isHidden = hidesWhenStopped
        updateSpokes()
    }

    /// The style; `.medium` unless made with ``init(style:)``. Mirrors UIKit's `style`.
    open var style: Style = .medium {
        didSet { updateSpokes() }
    }

    /// The spokes' colour; the style's by default. Mirrors UIKit's `color`.
    open var color: UIColor! {
        get { storedColor ?? styleColor }
        set {
            storedColor = newValue
            updateSpokes()
        }
    }

    private var storedColor: UIColor?

    /// Whether the view hides while it is not animating; true by default. Mirrors UIKit's
    /// `hidesWhenStopped`.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spokes turn. Mirrors UIKit's `isAnimating`.
    open private(set) var isAnimating = false

    /// Starts turning the spokes and shows the view. Mirrors UIKit's `startAnimating()`.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let count = SystemControlLook.activitySpokeAlphas.count
        spin.values = (0...count).map { NSNumber(value: Double($0) * 2 * .pi / Double(count)) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        spokes.add(spin, forKey: Self.spinKey)
    }

    /// Stops the spokes, hiding the view when ``hidesWhenStopped``. Mirrors UIKit's
    /// `stopAnimating()`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's side. Mirrors UIKit's `intrinsicContentSize` for activity indicators.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: side, height: side)
    }

    /// The style's size. Mirrors UIKit's `sizeThatFits(_:)` for activity indicators.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the spokes. Mirrors UIKit's `layoutSubviews()` for activity indicators.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSpokes()
    }

    private var isLarge: Bool {
        switch style.rawValue {
        case Style.large.rawValue, 0: true
        default: false
        }
    }

    private var side: CGFloat {
        isLarge ? SystemControlLook.activityLargeSide : SystemControlLook.activityMediumSide
    }

    private var styleColor: UIColor {
        switch style.rawValue {
        case 0, 1: .white
        case 2: .gray
        default: SystemControlLook.activitySpokeColor
        }
    }

    /// Builds the spokes for the style and colour, centred in the bounds.
    private func updateSpokes() {
        let side = self.side
        let radius = side / 2
        let width = radius / 5
        let alphas = SystemControlLook.activitySpokeAlphas
        let color = resolvedCGColor(color)
        ControlLayers.update(animated: false) {
            spokes.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            spokes.position = CGPoint(x: bounds.midX, y: bounds.midY)
            while (spokes.sublayers?.count ?? 0) < alphas.count { spokes.addSublayer(CALayer()) }
            for (index, spoke) in (spokes.sublayers ?? []).enumerated() {
                // Spoke 0 leads, at twelve o'clock, from R / 3 to R above the centre (the anchor
                // 1.5 spoke lengths down is the centre); the ones behind it go anticlockwise.
                spoke.bounds = CGRect(x: 0, y: 0, width: width, height: radius * 2 / 3)
                spoke.cornerRadius = width / 2
                spoke.anchorPoint = CGPoint(x: 0.5, y: 1.5)
                spoke.position = CGPoint(x: radius, y: radius)
                spoke.setAffineTransform(
                    CGAffineTransform(rotationAngle: -CGFloat(index) * 2 * .pi / CGFloat(alphas.count)))
                spoke.backgroundColor = color
                spoke.opacity = Float(alphas[index])
            }
        }
    }
}
