import Foundation

/// A row of dots, one per page, the current one brighter, drawn as iOS 17 draws it.
///
/// Mirrors UIKit's `UIPageControl`: the current page's dot is opaque white and the others
/// translucent white (Apple's documented defaults), unless tinted; a tap before or after the
/// current dot moves one page that way and sends `.valueChanged`. Dot size (7 points), pitch
/// (16 points), margins (10 points) and height (26 points) are approximate, and the other
/// dots' translucency (30 %): Apple publishes none of them for iOS 14 to 17. `.prominent`
/// draws a translucent capsule behind the dots; `.automatic` and `.minimal` draw none (no
/// interaction is under way).
open class UIPageControl: UIControl {
    /// UIKit's content priorities for the control made in code.
    override class var defaultContentPriorities: ContentPriorities { .fixedSize }

    /// What is drawn behind the dots. Mirrors UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// A background while the user interacts.
        case automatic = 0
        /// A background always.
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    /// The direction pages follow. Mirrors UIKit's `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        /// The layout direction's.
        case natural = 0
        /// Left to right.
        case leftToRight = 1
        /// Right to left.
        case rightToLeft = 2
        /// Top to bottom.
        case topToBottom = 3
        /// Bottom to top.
        case bottomToTop = 4
    }

    private let platter = CALayer()
    private let dots = CALayer()
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    /// Creates a page control with no pages. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The control's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPageControl()
    }

    /// Creates a page control (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPageControl()
    }

    private func setUpPageControl() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        layer.addSublayer(platter)
        layer.addSublayer(dots)
        updateDots()
    }

    // MARK: Pages

    /// The number of pages (dots); 0 by default, never negative. Mirrors UIKit's
    /// `numberOfPages`.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = storedCurrentPage
            invalidateIntrinsicContentSize()
            updateDots()
        }
    }

    /// The current page, within 0…``numberOfPages`` − 1; 0 by default. Mirrors UIKit's
    /// `currentPage`.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(0, newValue), max(0, numberOfPages - 1))
            updateDots()
        }
    }

    private var storedCurrentPage = 0

    /// Whether the control hides itself with one page; false by default. Mirrors UIKit's
    /// `hidesForSinglePage`.
    open var hidesForSinglePage = false {
        didSet { updateDots() }
    }

    /// The other pages' dots' colour; `nil` (the default) for translucent white. Mirrors
    /// UIKit's `pageIndicatorTintColor`.
    open var pageIndicatorTintColor: UIColor? {
        didSet { updateDots() }
    }

    /// The current page's dot colour; `nil` (the default) for opaque white. Mirrors UIKit's
    /// `currentPageIndicatorTintColor`.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { updateDots() }
    }

    /// What is drawn behind the dots; `.automatic` by default. Mirrors UIKit's
    /// `backgroundStyle`.
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { updateDots() }
    }

    /// The direction pages follow; `.natural` by default. Mirrors UIKit's `direction`.
    open var direction: Direction = .natural {
        didSet {
            invalidateIntrinsicContentSize()
            updateDots()
        }
    }

    /// Whether a drag scrubs through pages; true by default (stored). Mirrors UIKit's
    /// `allowsContinuousInteraction`.
    open var allowsContinuousInteraction = true

    /// Whether a tap waits for ``updateCurrentPageDisplay()`` to move the dot; false by
    /// default. Mirrors UIKit's deprecated `defersCurrentPageDisplay`.
    open var defersCurrentPageDisplay = false

    /// Shows ``currentPage`` (for ``defersCurrentPageDisplay``). Mirrors UIKit's
    /// `updateCurrentPageDisplay()`.
    open func updateCurrentPageDisplay() {
        updateDots()
    }

    /// An image for every page's dot, tinted; `nil` (the default) for a round dot. Mirrors
    /// UIKit's `preferredIndicatorImage`.
    open var preferredIndicatorImage: UIImage? {
        didSet { updateDots() }
    }

    /// An image for the current page's dot, tinted; `nil` (the default) for the others'.
    /// Mirrors UIKit's `preferredCurrentPageIndicatorImage`.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { updateDots() }
    }

    /// Sets one page's dot image; `nil` for the preferred one. Mirrors UIKit's
    /// `setIndicatorImage(_:forPage:)`.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        updateDots()
    }

    /// One page's dot image, if set. Mirrors UIKit's `indicatorImage(forPage:)`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Sets one page's dot image for when it is current. Mirrors UIKit's
    /// `setCurrentPageIndicatorImage(_:forPage:)`.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        updateDots()
    }

    /// One page's current dot image, if set. Mirrors UIKit's
    /// `currentPageIndicatorImage(forPage:)`.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    /// The page's position for accessibility, as UIKit reports it ("page 2 of 5").
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "page \(storedCurrentPage + 1) of \(numberOfPages)" }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Size

    /// The size that shows `pageCount` dots: a pitch per dot and a margin at each end, 26
    /// points across the row. Mirrors UIKit's `size(forNumberOfPages:)`.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let length =
            count == 0
            ? 0
            : 2 * SystemControlLook.pageMargin + (count - 1) * SystemControlLook.pageDotPitch
                + SystemControlLook.pageDotDiameter
        return isVertical
            ? CGSize(width: SystemControlLook.pageHeight, height: length)
            : CGSize(width: length, height: SystemControlLook.pageHeight)
    }

    /// ``size(forNumberOfPages:)`` for ``numberOfPages``. Mirrors UIKit's
    /// `intrinsicContentSize` for page controls.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// ``size(forNumberOfPages:)`` for ``numberOfPages``. Mirrors UIKit's `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    // MARK: Touches

    /// Moves one page towards the touch when it ends inside, sending `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
        let current = dotCenter(storedCurrentPage)
        let point = touch.location(in: self)
        let after = isVertical ? point.y > current.y : point.x > current.x
        let page = storedCurrentPage + (after == isForward ? 1 : -1)
        guard page >= 0 && page < numberOfPages else { return }
        storedCurrentPage = page
        if !defersCurrentPageDisplay { updateDots() }
        sendActions(for: .valueChanged)
    }

    /// Places the dots. Mirrors UIKit's `layoutSubviews()` for page controls.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateDots()
    }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether pages go the way coordinates grow.
    private var isForward: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .leftToRight
        case .leftToRight, .topToBottom: true
        case .rightToLeft, .bottomToTop: false
        }
    }

    /// The centre of page `page`'s dot, the row centred in the bounds.
    private func dotCenter(_ page: Int) -> CGPoint {
        let pitch = SystemControlLook.pageDotPitch
        let span = CGFloat(max(0, numberOfPages - 1)) * pitch
        let slot = CGFloat(isForward ? page : numberOfPages - 1 - page)
        let offset = -span / 2 + slot * pitch
        return isVertical
            ? CGPoint(x: bounds.midX, y: bounds.midY + offset)
            : CGPoint(x: bounds.midX + offset, y: bounds.midY)
    }

    private func updateDots() {
        let count = numberOfPages
        let hidden = count == 0 || (hidesForSinglePage && count == 1)
        let other = resolvedCGColor(
            pageIndicatorTintColor ?? UIColor(white: 1, alpha: SystemControlLook.pageDotAlpha))
        let currentColor = resolvedCGColor(currentPageIndicatorTintColor ?? .white)
        let diameter = SystemControlLook.pageDotDiameter
        ControlLayers.update(animated: false) {
            dots.frame = bounds
            dots.bounds.origin = bounds.origin
            dots.isHidden = hidden
            var layers = dots.sublayers ?? []
            while layers.count < count {
                let dot = CALayer()
                dots.addSublayer(dot)
                layers.append(dot)
            }
            while layers.count > count { layers.removeLast().removeFromSuperlayer() }
            for (page, dot) in layers.enumerated() {
                let isCurrent = page == storedCurrentPage
                let color = isCurrent ? currentColor : other
                let image =
                    isCurrent
                    ? currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImages[
                        page]
                        ?? preferredIndicatorImage
                    : indicatorImages[page] ?? preferredIndicatorImage
                if let image {
                    dot.bounds = CGRect(origin: .zero, size: image.size)
                    dot.contents = image.withTintColor(UIColor(cgColor: color)).cgImage
                    dot.backgroundColor = nil
                    dot.cornerRadius = 0
                } else {
                    dot.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
                    dot.contents = nil
                    dot.backgroundColor = color
                    dot.cornerRadius = diameter / 2
                }
                dot.position = dotCenter(page)
            }
            let row = size(forNumberOfPages: count)
            platter.frame = ControlLayers.rect(centeredAt: CGPoint(x: bounds.midX, y: bounds.midY), size: row)
            platter.cornerRadius = min(row.width, row.height) / 2
            platter.backgroundColor = CGColor(gray: 0, alpha: 0.2)
            platter.isHidden = hidden || backgroundStyle != .prominent
        }
    }
}
