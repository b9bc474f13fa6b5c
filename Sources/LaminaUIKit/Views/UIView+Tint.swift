import Foundation

extension UIView {
    /// The tint colour before dimming: the first set on the view or an ancestor, or systemBlue.
    var undimmedTintColor: UIColor {
        var current: UIView? = self
        while let view = current {
            if let color = view.explicitTintColor { return color }
            current = view.superview
        }
        return .systemBlue
    }

    /// What ``tintAdjustmentMode`` returns.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var current: UIView? = self
        while let view = current {
            if view.explicitTintAdjustmentMode != .automatic { return view.explicitTintAdjustmentMode }
            current = view.superview
        }
        return .normal
    }

    /// What ``tintColor`` returns.
    var effectiveTintColor: UIColor {
        let color = undimmedTintColor
        return effectiveTintAdjustmentMode == .dimmed ? UIView.dimmed(color, traits: traitCollection) : color
    }

    /// A colour dimmed as a dimmed view shows its tint: the gray of the mean of its red, green
    /// and blue, with its alpha.
    static func dimmed(_ color: UIColor, traits: UITraitCollection) -> UIColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
            return color
        }
        return UIColor(white: (red + green + blue) / 3, alpha: alpha)
    }

    /// Sets the tint colour of this view and tells the views whose colour changed.
    func setExplicitTintColor(_ color: UIColor?) {
        let before = tintSnapshot()
        explicitTintColor = color
        notifyTintChanges(since: before, includingSelf: true)
    }

    /// Sets the adjustment mode of this view and tells the views whose colour changed.
    func setExplicitTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = tintSnapshot()
        explicitTintAdjustmentMode = mode
        notifyTintChanges(since: before)
    }

    /// The tint colour of the view and each descendant, depth first.
    func tintSnapshot() -> [(view: UIView, color: UIColor)] {
        var result: [(UIView, UIColor)] = []
        var stack = [self]
        while let view = stack.popLast() {
            result.append((view, view.effectiveTintColor))
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Calls ``tintColorDidChange()`` on every view of `snapshot` whose tint colour is not the
    /// same any more (and on this view when `includingSelf`), parents before children.
    func notifyTintChanges(since snapshot: [(view: UIView, color: UIColor)], includingSelf: Bool = false) {
        for (view, color) in snapshot
        where (includingSelf && view === self) || !view.effectiveTintColor.isEqual(color) {
            view.tintColorDidChange()
        }
    }
}
