import Foundation

/// A relation between two attributes of views or layout guides that the Auto Layout engine
/// satisfies: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute +
/// constant`.
///
/// Mirrors UIKit's `NSLayoutConstraint`. Activating a constraint installs it on the nearest
/// common ancestor of its items (``UIView/constraints``); the engine of that view hierarchy
/// then satisfies it at the next layout. Changing ``constant`` or ``priority`` of an active
/// constraint re-solves incrementally.
///
/// Positions are related to positions on the same axis, sizes to sizes; a position cannot
/// equal a constant. Breaking these rules stops with UIKit's message, as UIKit raises.
open class NSLayoutConstraint: NSObject {
    /// The first side: an item's attribute, or a distance between two anchors.
    let first: LayoutSide
    /// The second side, `nil` for a size equal to a constant.
    let second: LayoutSide?

    /// The first item: a `UIView` or a `UILayoutGuide` (held weakly). Mirrors UIKit's property.
    open var firstItem: AnyObject? { first.item }
    /// The first item's attribute. Mirrors UIKit's property.
    open var firstAttribute: Attribute { first.attribute }
    /// The relation between the sides. Mirrors UIKit's property.
    public let relation: Relation
    /// The second item, `nil` for a size equal to a constant. Mirrors UIKit's property.
    open var secondItem: AnyObject? { second?.item }
    /// The second item's attribute, ``Attribute/notAnAttribute`` without a second item. Mirrors
    /// UIKit's property.
    open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the second side. Setting it on an active constraint re-solves the
    /// layout incrementally at the next layout pass. Mirrors UIKit's property.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            ProgrammerError.requireFinite(constant, "NSLayoutConstraint: constant")
            LayoutEngine.constraintDidChange(self)
        }
    }

    /// The priority, ``UILayoutPriority/required`` by default. Mirrors UIKit's property: a
    /// priority must be greater than 0 and at most 1000 (UIKit raises otherwise). Changing it on
    /// an active constraint re-solves at the next layout, even between required and optional:
    /// Apple's documentation says that raises, but UIKit accepts it since iOS 13 (it removes and
    /// adds the constraint again), and Lamina does the same.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            ProgrammerError.require(
                priority.isValid,
                "It's illegal to set priority:\(LayoutNumber.format(CGFloat(priority.rawValue))).  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
            )
            LayoutEngine.constraintDidChange(self)
        }
    }

    /// A name shown in the constraint's description. Mirrors UIKit's property.
    open var identifier: String?

    /// Whether the constraint is archived with its view (no archives in Lamina: stored). Mirrors
    /// UIKit's property.
    open var shouldBeArchived = false

    /// The view the constraint is installed on while it is active.
    weak var container: UIView? {
        didSet { if container !== oldValue { isBrokenByEngine = false } }
    }

    /// Whether the engine broke the constraint to resolve a conflict; it stays out until it is
    /// activated again or changes.
    var isBrokenByEngine = false

    /// Creates a constraint. Mirrors UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// Stops with UIKit's message for an invalid pairing: a position with a size, an x-axis
    /// attribute with a y-axis one, left or right with leading or trailing, a position equal to
    /// a constant, or a first attribute of `.notAnAttribute`.
    /// - Parameters:
    ///   - view1: The first item, a `UIView` or `UILayoutGuide`.
    ///   - attr1: Its attribute.
    ///   - relation: The relation.
    ///   - view2: The second item, or `nil`.
    ///   - attr2: Its attribute, `.notAnAttribute` without a second item.
    ///   - multiplier: The factor on the second attribute.
    ///   - c: The constant.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let firstItem = LayoutItems.item(view1, role: "first")
        let secondItem = view2.map { LayoutItems.item($0, role: "second") }
        first = LayoutSide(item: firstItem, attribute: attr1)
        second = secondItem.map { LayoutSide(item: $0, attribute: attr2) }
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
        ProgrammerError.requireFinite(multiplier, "NSLayoutConstraint: multiplier")
        ProgrammerError.requireFinite(c, "NSLayoutConstraint: constant")
        validatePairing()
    }

    /// A constraint between two sides, either of which may be a distance between anchors.
    init(first: LayoutSide, relation: Relation, second: LayoutSide?, multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
        ProgrammerError.requireFinite(multiplier, "NSLayoutConstraint: multiplier")
        ProgrammerError.requireFinite(constant, "NSLayoutConstraint: constant")
    }

    /// Whether the constraint is installed and satisfied by the engine. Setting it activates or
    /// deactivates the constraint. Mirrors UIKit's property.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// The first item's anchor for the first attribute. Mirrors UIKit's property.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem as? LayoutItem, attribute: firstAttribute)
    }

    /// The second item's anchor, `nil` without a second item. Mirrors UIKit's property.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0 as? LayoutItem, attribute: secondAttribute) }
    }

    /// Activates each constraint. Mirrors UIKit's `activate(_:)`.
    /// - Parameter constraints: The constraints to activate.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint. Mirrors UIKit's `deactivate(_:)`.
    /// - Parameter constraints: The constraints to deactivate.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit prints it:
    /// `<NSLayoutConstraint:0x… UILabel:0x…'Name'.leading == UIView:0x….leadingMargin + 8   (active)>`.
    open override var description: String {
        let address = Unmanaged.passUnretained(self).toOpaque()
        let name = identifier.map { "'\($0)' " } ?? ""
        return
            "<\(typeName):\(address) \(name)\(equationDescription)   (\(isActive ? "active" : "inactive"))>"
    }

    /// The class's name in descriptions.
    var typeName: String { "NSLayoutConstraint" }

    /// The equation, as in UIKit's descriptions: `A.width == 0.5*B.width + 10 priority:750`.
    var equationDescription: String {
        var text = "\(Self.describe(first)) \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(LayoutNumber.format(multiplier))*" }
            text += Self.describe(second)
            if constant != 0 {
                text +=
                    constant < 0
                    ? " - \(LayoutNumber.format(-constant))" : " + \(LayoutNumber.format(constant))"
            }
        } else {
            text += LayoutNumber.format(constant)
        }
        if priority != .required { text += " priority:\(LayoutNumber.format(CGFloat(priority.rawValue)))" }
        return text
    }

    /// A side as UIKit prints it: `UIView:0x….leading`, or a distance `(A.top to B.bottom)`.
    private static func describe(_ side: LayoutSide) -> String {
        let end = "\((side.item as? LayoutItem)?.layoutDescription ?? "nil").\(side.attribute.name)"
        guard side.isOffset else { return end }
        let start =
            "\((side.originItem as? LayoutItem)?.layoutDescription ?? "nil").\(side.originAttribute.name)"
        return "(\(start) to \(end))"
    }

    // MARK: Activation

    private func activate() {
        guard container == nil else { return }
        var views: [UIView] = []
        for item in [first.item, first.originItem, second?.item, second?.originItem] {
            guard let item else { continue }
            guard let view = (item as? LayoutItem)?.hierarchyView else {
                ProgrammerError.stop(
                    "NSLayoutConstraint: cannot activate \(self): a layout guide it relates has no owning view"
                )
            }
            views.append(view)
        }
        guard var home = views.first else {
            ProgrammerError.stop("NSLayoutConstraint: cannot activate \(self): its first item is gone")
        }
        for view in views.dropFirst() {
            guard let ancestor = LayoutItems.commonAncestor(home, view) else {
                ProgrammerError.stop(
                    "Unable to activate constraint with anchors \(firstAnchor.anchorDescription) and \(secondAnchor?.anchorDescription ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
                )
            }
            home = ancestor
        }
        home.install(self)
    }

    private func deactivate() {
        container?.uninstall(self)
    }

    // MARK: Validation

    private func validatePairing() {
        ProgrammerError.require(
            firstAttribute != .notAnAttribute,
            "NSLayoutConstraint: the first attribute of a constraint cannot be notAnAttribute")
        guard let second else {
            ProgrammerError.require(
                first.isDimension,
                "NSLayoutConstraint for \(firstItem.map { String(describing: $0) } ?? "nil"): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            )
            return
        }
        ProgrammerError.require(
            secondAttribute != .notAnAttribute,
            "NSLayoutConstraint: a constraint with a second item needs a second attribute")
        if first.isDimension != second.isDimension {
            ProgrammerError.stop(
                "NSLayoutConstraint: Invalid pairing of layout attributes: a \(first.isDimension ? "size" : "location") (\(firstAttribute.name)) cannot be related to a \(second.isDimension ? "size" : "location") (\(secondAttribute.name))"
            )
        }
        if !first.isDimension {
            ProgrammerError.require(
                firstAttribute.isHorizontal == secondAttribute.isHorizontal,
                "NSLayoutConstraint: Invalid pairing of layout attributes: \(firstAttribute.name) and \(secondAttribute.name) are on different axes"
            )
            let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
            let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
            let mixes =
                (absolute.contains(firstAttribute) && directional.contains(secondAttribute))
                || (directional.contains(firstAttribute) && absolute.contains(secondAttribute))
            ProgrammerError.require(
                !mixes,
                "NSLayoutConstraint: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            )
        }
    }
}

/// Numbers as Auto Layout's descriptions print them: `8`, `0.5`, `-12.5`.
enum LayoutNumber {
    /// `value` with up to six significant decimals and no trailing zeros.
    static func format(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
