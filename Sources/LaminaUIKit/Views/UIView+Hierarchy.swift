import Foundation

extension UIView {
    /// The view's superview, or `nil`. Mirrors UIKit's `superview`.
    public var superview: UIView? { superviewStorage }

    /// The view's subviews, back to front. Mirrors UIKit's `subviews`.
    public var subviews: [UIView] { subviewStorage }

    /// The window the view is in: the nearest ancestor (or the view) that is a ``UIWindow``.
    /// Mirrors UIKit's `window`.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// Whether the view is `view` or one of its descendants. Mirrors UIKit's
    /// `isDescendant(of:)`.
    /// - Parameter view: The possible ancestor.
    /// - Returns: Whether `view` is the view or above it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view in the view's hierarchy (the view itself first, then its subviews, depth
    /// first) whose ``tag`` is `tag`; `nil` when none is. Mirrors UIKit's `viewWithTag(_:)`.
    /// - Parameter tag: The tag to look for.
    /// - Returns: The first view with that tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Implementation

    /// Where a moved view's layer goes among the sublayers.
    enum LayerPlacement {
        /// In front of every sublayer.
        case front
        /// Behind every sublayer.
        case back
        /// Just below this layer.
        case below(CALayer)
        /// Just above this layer.
        case above(CALayer)
    }

    /// The implementation of `addSubview(_:)`.
    func performAddSubview(_ view: UIView) {
        if view.superview === self {
            performBringSubviewToFront(view)
            return
        }
        attach(view, at: subviews.count, placement: .front)
    }

    /// The implementation of `insertSubview(_:at:)`.
    func performInsertSubview(_ view: UIView, at index: Int) {
        var others = subviews
        others.removeAll { $0 === view }
        let index = max(0, min(index, others.count))
        let placement: LayerPlacement
        if index < others.count {
            placement = .below(others[index].layer)
        } else if let last = others.last {
            placement = .above(last.layer)
        } else {
            placement = .front
        }
        attach(view, at: index, placement: placement)
    }

    /// The implementation of `insertSubview(_:aboveSubview:)` and `…belowSubview:`.
    func performInsertSubview(_ view: UIView, nextTo sibling: UIView, above: Bool) {
        guard sibling.superview === self, sibling !== view else {
            performAddSubview(view)
            return
        }
        var others = subviews
        others.removeAll { $0 === view }
        let siblingIndex = others.firstIndex { $0 === sibling } ?? others.count - 1
        attach(
            view, at: above ? siblingIndex + 1 : siblingIndex,
            placement: above ? .above(sibling.layer) : .below(sibling.layer))
    }

    /// The implementation of `bringSubviewToFront(_:)`.
    func performBringSubviewToFront(_ view: UIView) {
        guard view.superview === self, let index = subviewStorage.firstIndex(where: { $0 === view }) else {
            return
        }
        subviewStorage.remove(at: index)
        subviewStorage.append(view)
        place(view.layer, .front)
    }

    /// The implementation of `sendSubviewToBack(_:)`.
    func performSendSubviewToBack(_ view: UIView) {
        guard view.superview === self, let index = subviewStorage.firstIndex(where: { $0 === view }) else {
            return
        }
        subviewStorage.remove(at: index)
        subviewStorage.insert(view, at: 0)
        place(view.layer, .back)
    }

    /// The implementation of `exchangeSubview(at:withSubviewAt:)`.
    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2),
            index1 != index2
        else { return }
        let first = subviewStorage[index1].layer
        let second = subviewStorage[index2].layer
        subviewStorage.swapAt(index1, index2)
        guard var sublayers = layer.sublayers, let a = sublayers.firstIndex(where: { $0 === first }),
            let b = sublayers.firstIndex(where: { $0 === second })
        else { return }
        sublayers.swapAt(a, b)
        layer.sublayers = sublayers
    }

    /// The implementation of `removeFromSuperview()`.
    func performRemoveFromSuperview() {
        guard let superview else { return }
        resignFirstResponderInHierarchy()
        let before = tintSnapshot()
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        LayoutEngine.viewWillLeave(self, superview: superview)
        superview.subviewStorage.removeAll { $0 === self }
        if layer.superlayer === superview.layer { layer.removeFromSuperlayer() }
        let traitsBefore = traitCollection
        superviewStorage = nil
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        notifyTintChanges(since: before)
        notifyTraitChanges(from: traitsBefore)
    }

    /// Adds `view` as the subview at `index`, its layer placed as `placement` says, with
    /// UIKit's callbacks.
    private func attach(_ view: UIView, at index: Int, placement: LayerPlacement) {
        if view === self || isDescendant(of: view) {
            ProgrammerError.stop(
                "UIView: cannot add \(view.typeName) to \(typeName): a view cannot be its own subview or ancestor"
            )
        }
        let oldSuperview = view.superview
        let oldWindow = view.window
        let newWindow = window
        let before = view.tintSnapshot()
        if oldSuperview !== self {
            view.willMove(toSuperview: self)
            oldSuperview?.willRemoveSubview(view)
            if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        }
        let traitsBefore = view.traitCollection
        if let oldSuperview, oldSuperview !== self {
            LayoutEngine.viewWillLeave(view, superview: oldSuperview)
        }
        oldSuperview?.subviewStorage.removeAll { $0 === view }
        subviewStorage.insert(view, at: min(index, subviewStorage.count))
        view.superviewStorage = self
        place(view.layer, placement)
        guard oldSuperview !== self else { return }
        LayoutEngine.viewDidJoin(view)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        view.notifyTintChanges(since: before)
        view.notifyTraitChanges(from: traitsBefore)
        didAddSubview(view)
    }

    /// Puts a subview's layer among this view's sublayers.
    private func place(_ sublayer: CALayer, _ placement: LayerPlacement) {
        switch placement {
        case .front:
            layer.addSublayer(sublayer)
        case .back:
            layer.insertSublayer(sublayer, at: 0)
        case .below(let sibling) where sibling.superlayer === layer && sibling !== sublayer:
            layer.insertSublayer(sublayer, below: sibling)
        case .above(let sibling) where sibling.superlayer === layer && sibling !== sublayer:
            layer.insertSublayer(sublayer, above: sibling)
        default:
            // The sibling's layer was moved out of this layer by hand: add at the front.
            layer.addSublayer(sublayer)
        }
    }

    /// Tells the view and its descendants they will move to `newWindow`.
    func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    /// Tells the view and its descendants they moved to another window.
    func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    /// Resigns the first responder when it is the view or one of its descendants.
    private func resignFirstResponderInHierarchy() {
        guard let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) else {
            return
        }
        responder.resignFirstResponder()
    }

    /// The name of the view's class, for messages.
    var typeName: String { String(describing: Swift.type(of: self)) }
}

extension UIView {
    /// Makes the first responder resign when it is the view or one of its descendants.
    /// Mirrors UIKit's `endEditing(_:)`; with `force`, a text field's delegate is not asked
    /// whether it may end.
    /// - Parameter force: Whether to end editing without asking.
    /// - Returns: Whether no descendant is first responder afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if force, let field = responder as? UITextField {
            let delegate = field.delegate
            field.delegate = nil
            defer { field.delegate = delegate }
            field.resignFirstResponder()
            delegate?.textFieldDidEndEditing(field, reason: .committed)
            return true
        }
        return responder.resignFirstResponder()
    }
}
