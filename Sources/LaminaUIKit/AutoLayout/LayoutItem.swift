import Foundation

/// Something a constraint can relate: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to: the view itself, or a guide's owning view.
    var hierarchyView: UIView? { get }
    /// How the item is named in a constraint's description (`UIView:0x…`, `'UIViewLayoutMarginsGuide'`).
    var layoutDescription: String { get }
}

extension UIView: LayoutItem {
    var hierarchyView: UIView? { self }

    var layoutDescription: String {
        let address = Unmanaged.passUnretained(self).toOpaque()
        let text = (self as? UILabel)?.text.map { "'\($0)'" } ?? ""
        return "\(typeName):\(address)\(text)"
    }
}

extension UILayoutGuide: LayoutItem {
    var hierarchyView: UIView? { owningView }

    var layoutDescription: String {
        let name =
            identifier.isEmpty
            ? "UILayoutGuide:\(Unmanaged.passUnretained(self).toOpaque())" : "'\(identifier)'"
        guard let owningView else { return name }
        return "\(name)\(owningView.layoutDescription)"
    }
}

/// Finds the item a constraint's `Any` item is, or stops with UIKit's message.
enum LayoutItems {
    /// The layout item `item` is: a `UIView` or a `UILayoutGuide`.
    static func item(_ item: Any, role: String) -> LayoutItem {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        ProgrammerError.stop(
            "NSLayoutConstraint: the \(role) item must be a UIView or a UILayoutGuide, not \(type(of: item))")
    }

    /// The nearest view that is both views or an ancestor of both, `nil` when they are in
    /// different hierarchies.
    static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        if first === second { return first }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// The view at the top of `view`'s hierarchy.
    static func root(of view: UIView) -> UIView {
        var top = view
        while let superview = top.superview { top = superview }
        return top
    }
}
