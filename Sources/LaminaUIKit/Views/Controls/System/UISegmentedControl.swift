import Foundation

/// A row of segments, one of them selected, drawn as iOS 17 draws it.
///
/// Mirrors UIKit's `UISegmentedControl`: a light grey platter (corner radius 9), the selected
/// segment a white rounded rectangle inset 2 points with a soft shadow, 1-point separators
/// between the other segments, titles in the 13-point system font (medium, semibold when
/// selected) or template images in the label colour. Segments share the width equally unless
/// given widths or ``apportionsSegmentWidthsByContent``; the natural size is the widest
/// segment's content plus 20 points, times the number of segments, by 32. A tap selects the
/// segment under it, runs its action and sends `.valueChanged`. Background and divider
/// images and content position adjustments are stored, not drawn.
open class UISegmentedControl: UIControl {
    /// UIKit's content priorities for the control made in code.
    override class var defaultContentPriorities: ContentPriorities { .fixedHeight }

    /// The index meaning "no segment". Mirrors UIKit's `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// What a segment holds.
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
        var contentOffset: CGSize = .zero
        let label = UILabel()
        let imageView = UIImageView()
    }

    private var segments: [SegmentContent] = []
    private let platter = CALayer()
    private let thumb = ControlLayers.makeKnob(shadow: SystemControlLook.segmentedThumbShadow)
    private var separators: [CALayer] = []
    private var titleAttributes = ControlStateTable<[NSAttributedString.Key: Any]>()
    private var backgroundImages: [String: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var positionAdjustments: [String: UIOffset] = [:]

    /// Creates a control without segments. Mirrors UIKit's `init(frame:)`.
    /// - Parameter frame: The control's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    /// Creates a control (Lamina has no archives). Mirrors UIKit's `init(coder:)`.
    /// - Parameter coder: An unarchiver, ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
    }

    /// Creates a control with a segment per item (a `String` title or a `UIImage`), sized to
    /// fit them. Mirrors UIKit's `init(items:)`.
    /// - Parameter items: The segments' titles and images; other values stop the program.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            case let image as UIImage: insertSegment(with: image, at: numberOfSegments, animated: false)
            default:
                ProgrammerError.stop(
                    "UISegmentedControl(items:): \(type(of: item)) is neither a String nor a UIImage")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment per action (its title or image), sized to fit them.
    /// Mirrors UIKit's `init(frame:actions:)`.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    private func setUpSegmentedControl() {
        layer.addSublayer(platter)
        layer.addSublayer(thumb)
        updateSegments()
    }

    // MARK: Segments

    /// The number of segments. Mirrors UIKit's `numberOfSegments`.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment`` (the default). Setting it does not send actions.
    /// Mirrors UIKit's `selectedSegmentIndex`.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                ProgrammerError.stop(
                    "UISegmentedControl: selectedSegmentIndex \(newValue) is out of bounds (\(segments.count) segments)"
                )
            }
            storedSelection = newValue
            updateSegments()
        }
    }

    private var storedSelection = UISegmentedControl.noSegment

    /// Whether segments do not stay selected after a tap; false by default. Mirrors UIKit's
    /// `isMomentary`.
    open var isMomentary = false

    /// Whether segments are as wide as their content; false (equal widths) by default. Mirrors
    /// UIKit's `apportionsSegmentWidthsByContent`.
    open var apportionsSegmentWidthsByContent = false {
        didSet { updateSegments() }
    }

    /// The selected segment's colour; `nil` (the default) for white. Mirrors UIKit's
    /// `selectedSegmentTintColor`.
    open var selectedSegmentTintColor: UIColor? {
        didSet { updateSegments() }
    }

    /// Inserts a titled segment at `segment` (clamped to the ends). Mirrors UIKit's
    /// `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    /// Inserts an image segment at `segment` (clamped to the ends). Mirrors UIKit's
    /// `insertSegment(with:at:animated:)`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its image, else its title) at `segment`. Mirrors
    /// UIKit's `insertSegment(action:at:animated:)`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(
            SegmentContent(
                title: action.image == nil ? action.title : nil, image: action.image, action: action),
            at: segment)
    }

    private func insert(_ new: SegmentContent, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(new, at: index)
        if storedSelection >= index { storedSelection += 1 }
        addSubview(new.label)
        addSubview(new.imageView)
        invalidateIntrinsicContentSize()
        updateSegments()
    }

    /// Removes a segment. Mirrors UIKit's `removeSegment(at:animated:)`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if storedSelection == segment {
            storedSelection = Self.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
        invalidateIntrinsicContentSize()
        updateSegments()
    }

    /// Removes every segment. Mirrors UIKit's `removeAllSegments()`.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title (removing its image). Mirrors UIKit's
    /// `setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        change(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    /// A segment's title. Mirrors UIKit's `titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (removing its title). Mirrors UIKit's `setImage(_:forSegmentAt:)`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        change(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    /// A segment's image. Mirrors UIKit's `imageForSegment(at:)`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets a segment's action, and its title or image from it. Mirrors UIKit's
    /// `setAction(_:forSegmentAt:)`.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        change(segment) {
            $0.action = action
            $0.image = action.image
            $0.title = action.image == nil ? action.title : nil
        }
    }

    /// A segment's action. Mirrors UIKit's `actionForSegment(at:)`.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The segment whose action has `identifier`, or ``noSegment``. Mirrors UIKit's
    /// `segmentIndex(identifiedBy:)`.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// Sets a segment's width; 0 (the default) shares the width left. Mirrors UIKit's
    /// `setWidth(_:forSegmentAt:)`.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        change(segment) { $0.width = max(0, width.isFinite ? width : 0) }
    }

    /// A segment's set width (0 when shared). Mirrors UIKit's `widthForSegment(at:)`.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves a segment's content by `offset`. Mirrors UIKit's
    /// `setContentOffset(_:forSegmentAt:)`.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        change(segment) { $0.contentOffset = offset }
    }

    /// A segment's content offset. Mirrors UIKit's `contentOffsetForSegment(at:)`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables one segment. Mirrors UIKit's `setEnabled(_:forSegmentAt:)`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        change(segment) { $0.isEnabled = enabled }
    }

    /// Whether a segment is enabled. Mirrors UIKit's `isEnabledForSegment(at:)`.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    private func change(_ segment: Int, _ body: (inout SegmentContent) -> Void) {
        guard segments.indices.contains(segment) else { return }
        body(&segments[segment])
        invalidateIntrinsicContentSize()
        updateSegments()
    }

    // MARK: Appearance

    /// Sets the title attributes (font, colour…) for a state. Mirrors UIKit's
    /// `setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes.set(attributes, for: state)
        invalidateIntrinsicContentSize()
        updateSegments()
    }

    /// The title attributes set for a state. Mirrors UIKit's `titleTextAttributes(for:)`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes.value(for: state)
    }

    /// Stores a background image (not drawn). Mirrors UIKit's
    /// `setBackgroundImage(_:for:barMetrics:)`.
    open func setBackgroundImage(_ image: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"] = image
    }

    /// A stored background image. Mirrors UIKit's `backgroundImage(for:barMetrics:)`.
    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"]
    }

    /// Stores a divider image (not drawn). Mirrors UIKit's
    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState left: State, rightSegmentState right: State,
        barMetrics: UIBarMetrics
    ) {
        dividerImages["\(left.rawValue)-\(right.rawValue)-\(barMetrics.rawValue)"] = image
    }

    /// A stored divider image. Mirrors UIKit's
    /// `dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)`.
    open func dividerImage(
        forLeftSegmentState left: State, rightSegmentState right: State, barMetrics: UIBarMetrics
    )
        -> UIImage?
    {
        dividerImages["\(left.rawValue)-\(right.rawValue)-\(barMetrics.rawValue)"]
    }

    /// Stores a content position adjustment (not drawn). Mirrors UIKit's
    /// `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`.
    open func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    ) {
        positionAdjustments["\(leftCenterRightOrAlone.rawValue)-\(barMetrics.rawValue)"] = adjustment
    }

    /// A stored content position adjustment. Mirrors UIKit's
    /// `contentPositionAdjustment(forSegmentType:barMetrics:)`.
    open func contentPositionAdjustment(
        forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    )
        -> UIOffset
    {
        positionAdjustments["\(leftCenterRightOrAlone.rawValue)-\(barMetrics.rawValue)"] ?? .zero
    }

    // MARK: Size

    /// The widest segment's content plus 20 points, times the segments (or each segment's
    /// content plus 20 when apportioned, set widths as set), by 32. Mirrors UIKit's
    /// `intrinsicContentSize` for segmented controls.
    open override var intrinsicContentSize: CGSize {
        let contents = segments.indices.map(contentWidth)
        let padding = 2 * SystemControlLook.segmentedContentPadding
        let widest = (contents.max() ?? 0) + padding
        let width = segments.indices.reduce(CGFloat(0)) { total, index in
            let set = segments[index].width
            if set > 0 { return total + set }
            return total + (apportionsSegmentWidthsByContent ? contents[index] + padding : widest)
        }
        return CGSize(width: ceil(width), height: SystemControlLook.segmentedHeight)
    }

    /// ``intrinsicContentSize``. Mirrors UIKit's `sizeThatFits(_:)` for segmented controls.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The width of a segment's content: its title in the selected font, or its image.
    private func contentWidth(_ index: Int) -> CGFloat {
        let segment = segments[index]
        if let image = segment.image { return image.size.width }
        guard let title = segment.title else { return 0 }
        return ceil(
            NSAttributedString(string: title, attributes: attributes(selected: true, enabled: true)).size()
                .width)
    }

    /// The widths of the segments across `width`.
    private func segmentWidths(across width: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let shared = segments.filter { $0.width <= 0 }
        let left = max(0, width - fixed)
        guard !shared.isEmpty else { return segments.map(\.width) }
        if apportionsSegmentWidthsByContent {
            let padding = 2 * SystemControlLook.segmentedContentPadding
            let natural = segments.indices.map { segments[$0].width > 0 ? 0 : contentWidth($0) + padding }
            let total = natural.reduce(0, +)
            return segments.indices.map { index in
                segments[index].width > 0
                    ? segments[index].width
                    : (total > 0 ? left * natural[index] / total : left / CGFloat(shared.count))
            }
        }
        return segments.map { $0.width > 0 ? $0.width : left / CGFloat(shared.count) }
    }

    /// The frames of the segments in the bounds, in layout order.
    private func segmentFrames() -> [CGRect] {
        let widths = segmentWidths(across: bounds.width)
        var x = bounds.minX
        var frames: [CGRect] = []
        for width in widths {
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map {
                CGRect(
                    x: bounds.maxX - ($0.maxX - bounds.minX), y: $0.minY, width: $0.width, height: $0.height)
            }
        }
        return frames
    }

    // MARK: Touches

    /// Selects the segment under the touch when it ends, sending `.valueChanged` and running
    /// the segment's action.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point),
            let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
            segments[index].isEnabled
        else { return }
        let changed = index != storedSelection
        storedSelection = isMomentary ? Self.noSegment : index
        updateSegments()
        if let action = segments[index].action { sendAction(action) }
        if changed || isMomentary { sendActions(for: .valueChanged) }
    }

    override func controlStateDidChange() {
        updateSegments()
    }

    /// Places the platter, the selected segment, separators and contents. Mirrors UIKit's
    /// `layoutSubviews()` for segmented controls.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSegments()
    }

    /// The title attributes for a segment's state: the 13-point system font (semibold
    /// selected, medium otherwise) in the label colour (grey disabled), under the ones set.
    private func attributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(
                ofSize: SystemControlLook.segmentedFontSize, weight: selected ? .semibold : .medium),
            .foregroundColor: enabled ? UIColor.label : UIColor(white: 122 / 255, alpha: 115 / 255),
        ]
        var states: [State] = [.normal]
        if selected { states.append(.selected) }
        if !enabled { states.append(.disabled) }
        for state in states {
            attributes.merge(titleAttributes.value(for: state) ?? [:]) { _, set in set }
        }
        return attributes
    }

    private func updateSegments() {
        let frames = segmentFrames()
        let selection = storedSelection
        let inset = SystemControlLook.segmentedThumbInset
        ControlLayers.update(animated: false) {
            platter.frame = bounds
            platter.cornerRadius = min(SystemControlLook.segmentedCornerRadius, bounds.height / 2)
            platter.backgroundColor = resolvedCGColor(.tertiarySystemFill)
            if frames.indices.contains(selection) {
                thumb.isHidden = false
                thumb.frame = frames[selection].insetBy(dx: inset, dy: inset)
                thumb.cornerRadius = SystemControlLook.segmentedThumbRadius
                thumb.backgroundColor = resolvedCGColor(selectedSegmentTintColor ?? .white)
            } else {
                thumb.isHidden = true
            }
            let separatorCount = max(0, frames.count - 1)
            while separators.count < separatorCount {
                let separator = CALayer()
                layer.insertSublayer(separator, above: platter)
                separators.append(separator)
            }
            while separators.count > separatorCount { separators.removeLast().removeFromSuperlayer() }
            for (index, separator) in separators.enumerated() {
                let between =
                    frames[index].maxX == frames[index + 1].minX ? frames[index].maxX : frames[index].minX
                separator.frame = ControlLayers.rect(
                    centeredAt: CGPoint(x: between, y: bounds.midY),
                    size: SystemControlLook.segmentedSeparator)
                separator.backgroundColor = resolvedCGColor(SystemControlLook.segmentedSeparatorColor)
                separator.isHidden = index == selection || index + 1 == selection
            }
        }
        for (index, segment) in segments.enumerated() where frames.indices.contains(index) {
            let enabled = isEnabled && segment.isEnabled
            let attributes = attributes(selected: index == selection, enabled: enabled)
            let frame = frames[index].offsetBy(
                dx: segment.contentOffset.width, dy: segment.contentOffset.height)
            segment.label.isHidden = segment.title == nil
            segment.label.attributedText = segment.title.map {
                NSAttributedString(string: $0, attributes: attributes)
            }
            segment.label.textAlignment = .center
            segment.label.lineBreakMode = .byTruncatingTail
            segment.label.frame = frame.width > 8 ? frame.insetBy(dx: 4, dy: 0) : frame
            segment.imageView.isHidden = segment.image == nil
            segment.imageView.image = segment.image?.withRenderingMode(.alwaysTemplate)
            segment.imageView.tintColor = attributes[.foregroundColor] as? UIColor ?? .label
            segment.imageView.contentMode = .center
            segment.imageView.frame = frame
        }
    }
}

extension UISegmentedControl {
    /// Where a segment sits in the control. Mirrors UIKit's `UISegmentedControl.Segment`.
    public enum Segment: Int, Sendable {
        /// Any segment.
        case any = 0
        /// The first segment.
        case left = 1
        /// A segment between others.
        case center = 2
        /// The last segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }
}
