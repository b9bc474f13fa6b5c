import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a spacer, a region, or a
/// view's margins and safe area.
///
/// Mirrors UIKit's `UILayoutGuide`. Add a guide to a view with `addLayoutGuide(_:)`, then
/// constrain its anchors as a view's; its ``layoutFrame`` is where the engine put it, in the
/// owning view's coordinates.
open class UILayoutGuide: NSObject {
    /// What a guide stands for.
    enum Role {
        /// A guide code made.
        case custom
        /// A view's `layoutMarginsGuide`.
        case margins
        /// A view's `safeAreaLayoutGuide`.
        case safeArea
        /// A view's `readableContentGuide`.
        case readableContent
    }

    /// What the guide stands for.
    let role: Role

    /// The view the guide belongs to (weak). Mirrors UIKit's property.
    open internal(set) weak var owningView: UIView?

    /// A name for the guide, shown in constraint descriptions. Mirrors UIKit's property.
    open var identifier = ""

    /// The rectangle the engine solved for the guide at the last layout, in the owning view's
    /// coordinates. Mirrors UIKit's property; a system guide not yet laid out answers from the
    /// view's current insets.
    open var layoutFrame: CGRect {
        if let solved = solvedFrame { return solved }
        guard let owningView else { return .zero }
        switch role {
        case .custom: return .zero
        case .margins: return owningView.bounds.inset(by: owningView.effectiveLayoutMargins)
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .readableContent: return owningView.readableContentFrame
        }
    }

    /// The frame from the engine's last solution, `nil` before one.
    var solvedFrame: CGRect?

    /// Creates a guide. Mirrors UIKit's `init()`.
    public override init() {
        role = .custom
        super.init()
    }

    /// Creates a guide from an archive (Lamina has none: as by `init()`). Mirrors UIKit's
    /// `init(coder:)`.
    public required init?(coder: NSCoder) {
        role = .custom
        super.init()
    }

    /// A system guide of a view.
    init(role: Role, owningView: UIView, identifier: String) {
        self.role = role
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// The guide's leading edge. Mirrors UIKit's anchor.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge. Mirrors UIKit's anchor.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge. Mirrors UIKit's anchor.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge. Mirrors UIKit's anchor.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge. Mirrors UIKit's anchor.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge. Mirrors UIKit's anchor.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width. Mirrors UIKit's anchor.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height. Mirrors UIKit's anchor.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre. Mirrors UIKit's anchor.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre. Mirrors UIKit's anchor.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the guide's rectangle is not fully decided by its constraints. Mirrors UIKit's
    /// property.
    open var hasAmbiguousLayout: Bool {
        [NSLayoutConstraint.Attribute.left, .top, .width, .height].contains {
            LayoutEngine.isAmbiguous(self, attribute: $0)
        }
    }

    /// The active constraints that reach the guide on an axis. Mirrors UIKit's
    /// `constraintsAffectingLayout(for:)`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.activeConstraintsReaching(item: self, axis: axis) ?? []
    }

    /// The guide's class, identifier and frame, as UIKit prints it.
    open override var description: String {
        let address = Unmanaged.passUnretained(self).toOpaque()
        let frame = layoutFrame
        let rect = [frame.minX, frame.minY, frame.width, frame.height].map(LayoutNumber.format)
        return
            "<\(String(describing: type(of: self))): \(address) - \"\(identifier)\", layoutFrame = {{\(rect[0]), \(rect[1])}, {\(rect[2]), \(rect[3])}}, owningView = \(owningView.map { $0.layoutDescription } ?? "nil")>"
    }
}
