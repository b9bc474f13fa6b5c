import Foundation
import LaminaUIKit
import Testing

/// A view that counts `tintColorDidChange()` calls.
final class TintCountingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@Suite struct TintTests {
    @Test func tintIsInheritedFromTheSuperviewChainAndDefaultsToSystemBlue() {
        let root = TintCountingView()
        let middle = TintCountingView()
        let leaf = TintCountingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(leaf.tintColor == .red && middle.tintColor == .red)
        middle.tintColor = .green
        #expect(leaf.tintColor == .green && root.tintColor == .red)
        middle.tintColor = nil
        #expect(leaf.tintColor == .red)
        root.tintColor = nil
        #expect(leaf.tintColor == .systemBlue)
    }

    @Test func tintColorDidChangeReachesTheViewsWhoseColourChanged() {
        let root = TintCountingView()
        let middle = TintCountingView()
        let leaf = TintCountingView()
        let own = TintCountingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(own)
        own.tintColor = .orange
        #expect(own.tintChanges == 1 && leaf.tintChanges == 0)

        root.tintColor = .red
        #expect(root.tintChanges == 1 && middle.tintChanges == 1 && leaf.tintChanges == 1)
        // A view with its own tint does not inherit the change.
        #expect(own.tintChanges == 1)

        // Setting a colour on a view calls it there even when the colour stays the same.
        root.tintColor = .red
        #expect(root.tintChanges == 2 && middle.tintChanges == 1)

        // Dimming changes every colour below, own tints included.
        root.tintAdjustmentMode = .dimmed
        #expect(root.tintChanges == 3 && middle.tintChanges == 2 && leaf.tintChanges == 2)
        #expect(own.tintChanges == 2)
        root.tintAdjustmentMode = .dimmed
        #expect(root.tintChanges == 3)
        middle.tintAdjustmentMode = .normal
        #expect(root.tintChanges == 3 && middle.tintChanges == 3 && leaf.tintChanges == 3)
        #expect(middle.tintAdjustmentMode == .normal && leaf.tintAdjustmentMode == .normal)
        #expect(root.tintAdjustmentMode == .dimmed)
    }

    @Test func movingUnderAnotherSuperviewChangesTheTint() {
        let blue = UIView()
        let red = UIView()
        red.tintColor = .red
        let moving = TintCountingView()
        let child = TintCountingView()
        moving.addSubview(child)
        blue.addSubview(moving)
        #expect(moving.tintChanges == 0)
        red.addSubview(moving)
        #expect(moving.tintChanges == 1 && child.tintChanges == 1 && child.tintColor == .red)
        moving.removeFromSuperview()
        #expect(moving.tintChanges == 2 && moving.tintColor == .systemBlue)
        // Moving to a superview of the same tint changes nothing.
        blue.addSubview(moving)
        #expect(moving.tintChanges == 2)
    }

    @Test func dimmedTintIsAGrayOfTheSameLightness() throws {
        let view = UIView()
        view.tintAdjustmentMode = .dimmed
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(view.tintColor.getWhite(&white, alpha: &alpha))
        #expect(abs(white - (0 + 122.0 / 255 + 1) / 3) < 1e-6 && alpha == 1)
        #expect(view.tintAdjustmentMode == .dimmed)
        let child = UIView()
        view.addSubview(child)
        #expect(child.tintAdjustmentMode == .dimmed && child.tintColor == view.tintColor)
        #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
    }
}
