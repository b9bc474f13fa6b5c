import Foundation
import LaminaUIKit
import Testing

/// Checks the view tree against the layer tree: every subview's superview is its parent, its
/// layer is a sublayer of the parent's layer, and the subviews' layers come in the order of the
/// subviews.
func checkViewInvariants(_ root: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
    var stack = [root]
    while let view = stack.popLast() {
        let sublayers = view.layer.sublayers ?? []
        var lastIndex = -1
        for subview in view.subviews {
            #expect(subview.superview === view, sourceLocation: sourceLocation)
            #expect(subview.layer.superlayer === view.layer, sourceLocation: sourceLocation)
            let index = sublayers.firstIndex { $0 === subview.layer } ?? -1
            #expect(
                index > lastIndex, "subview layers out of order in \(view)", sourceLocation: sourceLocation)
            lastIndex = index
        }
        stack.append(contentsOf: view.subviews)
    }
}

/// A view that logs its hierarchy callbacks.
final class LoggingView: UIView {
    var log: [String] = []
    let name: String

    init(_ name: String, log: [String] = []) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) {
        name = "?"
        super.init(coder: coder)
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("willMove(toSuperview: \((newSuperview as? LoggingView)?.name ?? "nil"))")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func didAddSubview(_ subview: UIView) {
        log.append("didAddSubview(\((subview as? LoggingView)?.name ?? "?"))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        log.append("willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))")
    }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow:)") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
}

@Suite struct ViewHierarchyTests {
    /// The names of the layers under `view`'s layer: a view's name, or the layer's own.
    func layerNames(_ view: UIView) -> [String] {
        (view.layer.sublayers ?? []).map { layer in
            (view.subviews.first { $0.layer === layer } as? LoggingView)?.name ?? layer.name ?? "?"
        }
    }

    @Test func subviewOrderIsSublayerOrderAroundLayersAddedByHand() {
        let root = LoggingView("root")
        let a = LoggingView("a")
        let b = LoggingView("b")
        let c = LoggingView("c")
        root.addSubview(a)
        let border = CAShapeLayer()
        border.name = "border"
        root.layer.addSublayer(border)
        root.addSubview(b)
        #expect(layerNames(root) == ["a", "border", "b"])
        checkViewInvariants(root)

        root.insertSubview(c, at: 0)
        #expect(root.subviews.map { ($0 as? LoggingView)?.name } == ["c", "a", "b"])
        #expect(layerNames(root) == ["c", "a", "border", "b"])
        checkViewInvariants(root)

        root.insertSubview(c, aboveSubview: a)
        #expect(layerNames(root) == ["a", "c", "border", "b"])
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { ($0 as? LoggingView)?.name } == ["a", "c", "b"])
        #expect(layerNames(root) == ["a", "border", "c", "b"])
        root.insertSubview(b, at: 1)
        #expect(layerNames(root) == ["a", "border", "b", "c"])
        checkViewInvariants(root)

        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews.map { ($0 as? LoggingView)?.name } == ["c", "b", "a"])
        #expect(layerNames(root) == ["c", "border", "b", "a"])
        checkViewInvariants(root)

        // Front and back are the front and back of all sublayers, as in UIKit.
        root.bringSubviewToFront(c)
        #expect(layerNames(root) == ["border", "b", "a", "c"])
        root.sendSubviewToBack(a)
        #expect(layerNames(root) == ["a", "border", "b", "c"])
        #expect(root.subviews.map { ($0 as? LoggingView)?.name } == ["a", "b", "c"])
        checkViewInvariants(root)

        // Adding a subview again brings it to the front.
        root.addSubview(a)
        #expect(layerNames(root) == ["border", "b", "c", "a"])
        #expect(root.subviews.map { ($0 as? LoggingView)?.name } == ["b", "c", "a"])
        checkViewInvariants(root)

        b.removeFromSuperview()
        #expect(b.superview == nil && b.layer.superlayer == nil)
        #expect(layerNames(root) == ["border", "c", "a"])
        checkViewInvariants(root)
        // Removing the border by hand leaves the views alone.
        root.layer.sublayers?.removeAll { $0 is CAShapeLayer }
        #expect(root.subviews.count == 2)
        checkViewInvariants(root)
    }

    @Test func movingAViewBetweenSuperviewsCallsUIKitsCallbacksInOrder() {
        let first = LoggingView("first")
        let second = LoggingView("second")
        let child = LoggingView("child")
        first.addSubview(child)
        #expect(child.log == ["willMove(toSuperview: first)", "didMoveToSuperview"])
        #expect(first.log == ["didAddSubview(child)"])
        child.log = []
        first.log = []

        second.addSubview(child)
        #expect(child.log == ["willMove(toSuperview: second)", "didMoveToSuperview"])
        #expect(first.log == ["willRemoveSubview(child)"])
        #expect(second.log == ["didAddSubview(child)"])
        #expect(first.subviews.isEmpty && child.superview === second)
        #expect(child.layer.superlayer === second.layer)
        child.log = []
        second.log = []

        child.removeFromSuperview()
        #expect(second.log == ["willRemoveSubview(child)"])
        #expect(child.log == ["willMove(toSuperview: nil)", "didMoveToSuperview"])
        child.log = []
        child.removeFromSuperview()
        #expect(child.log.isEmpty)
    }

    @Test func windowsAreFoundAndTheirCallbacksReachDescendants() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView("parent")
        let child = LoggingView("child")
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(child.window === window && parent.window === window)
        #expect(
            child.log == [
                "willMove(toSuperview: parent)", "didMoveToSuperview", "willMove(toWindow:)",
                "didMoveToWindow",
            ])
        parent.removeFromSuperview()
        #expect(child.window == nil)
        #expect(child.log.suffix(2) == ["willMove(toWindow:)", "didMoveToWindow"])
    }

    @Test func tagsAndAncestry() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        a.tag = 7
        b.tag = 7
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.viewWithTag(7) === a)
        #expect(a.viewWithTag(0) == nil)
        #expect(root.viewWithTag(0) === root)
        #expect(b.isDescendant(of: root) && b.isDescendant(of: b) && !root.isDescendant(of: b))
        #expect(b.next === a && a.next === root && root.next == nil)
    }

    @Test func aViewCannotBecomeItsOwnAncestor() async {
        await #expect(processExitsWith: .failure) {
            let parent = UIView()
            let child = UIView()
            parent.addSubview(child)
            child.addSubview(parent)
        }
    }

    @Test func subviewsAreKeptAliveBySuperviews() {
        let root = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            weakChild = child
            root.addSubview(child)
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
    }
}
