import Foundation
import TestSupport
import Testing

@testable import LaminaUIKit

/// UIKit's documented results for common constraint layouts, solved by Lamina's engine.
@Suite(.serialized) struct AutoLayoutTests {
    /// A 320 × 480 root view, and a subview positioned by constraints.
    private func scene() -> (root: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        return (root, child)
    }

    @Test func edgesPinnedToTheMarginsGuide() {
        let (root, child) = scene()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(root.constraints.count == 4)
        // Margins changed: the guide follows at the next layout.
        root.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 10, right: 4)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 300, height: 450))
        // Margin attributes are the guide's edges.
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        NSLayoutConstraint(
            item: other, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
            multiplier: 1, constant: 4
        ).isActive = true
        root.layoutIfNeeded()
        #expect(other.frame.minX == 20)
    }

    @Test func centredWithAFixedSizeAndAnAspectRatio() {
        let (root, child) = scene()
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -15),
            child.heightAnchor.constraint(equalToConstant: 50),
            child.widthAnchor.constraint(equalTo: child.heightAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 110, y: 200, width: 100, height: 50))
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func equalWidthsShareTheSpace() {
        let (root, left) = scene()
        let right = UIView()
        right.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
            root.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: 10),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 44),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 10, y: 0, width: 145, height: 44))
        #expect(right.frame == CGRect(x: 165, y: 0, width: 145, height: 44))
    }

    @Test func aLabelThatHugsMoreKeepsItsSizeBesideAField() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel()
        label.text = "Name"
        let field = UITextField()
        field.placeholder = "Your name"
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
            root.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 20),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let labelWidth = label.intrinsicContentSize.width
        #expect(label.frame.width == labelWidth)
        #expect(field.frame.minX == 20 + labelWidth + 8)
        #expect(field.frame.maxX == 300)
        // Heights come from the intrinsic sizes; the baselines line up.
        #expect(label.frame.height == label.intrinsicContentSize.height)
        #expect(field.frame.height == field.intrinsicContentSize.height)
        let lineHeight = label.font.lineHeight.rounded(.up)
        let labelBaseline = label.frame.midY - lineHeight / 2 + label.font.ascender
        let fieldBaseline = field.frame.midY - lineHeight / 2 + label.font.ascender
        #expect(abs(labelBaseline - fieldBaseline) < 0.5)
        // The field hugging more instead: now the label stretches.
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        field.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(field.frame.width == field.intrinsicContentSize.width)
        #expect(label.frame.width > labelWidth)
    }

    @Test func intrinsicSizesAndContentPrioritiesAreUIKits() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize.height == 34)
        #expect(field.intrinsicContentSize.width > 14)
        #expect(UILabel().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UISlider().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UISlider().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UIView().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func priorityDecidesBetweenConflictingWishes() {
        let (root, child) = scene()
        let wide = child.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            wide,
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
        // Optional to required is allowed on an active constraint since iOS 13.
        LayoutLog.removeAll()
        wide.priority = .required
        root.layoutIfNeeded()
        #expect(LayoutLog.messages.last?.contains("Unable to simultaneously satisfy constraints") == true)
        LayoutLog.removeAll()
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayout() {
        let (root, child) = scene()
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.minY == 10)
        top.constant = 70
        #expect(child.frame.minY == 10, "frames change at the next layout, not before")
        root.layoutIfNeeded()
        #expect(child.frame.minY == 70)
        top.isActive = false
        #expect(!top.isActive)
        // Size constraints are installed on the view itself, edges on the common ancestor.
        #expect(root.constraints.count == 1)
        #expect(child.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
    }

    @Test func conflictsAreLoggedAsUIKitLogsThemAndOneConstraintIsBroken() {
        LayoutLog.removeAll()
        let (root, child) = scene()
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), first, second,
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let message = LayoutLog.messages.joined()
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains(first.description) && message.contains(second.description))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(second.description)"))
        #expect(second.description.contains("'too-wide' UIView:0x"))
        #expect(second.description.hasSuffix(".width == 200   (active)>"))
        // Deterministic: the same scene, built again, breaks the same constraint.
        LayoutLog.removeAll()
        let (again, other) = scene()
        let third = other.widthAnchor.constraint(equalToConstant: 100)
        let fourth = other.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: again.leadingAnchor),
            other.topAnchor.constraint(equalTo: again.topAnchor),
            other.heightAnchor.constraint(equalToConstant: 10), third, fourth,
        ])
        again.layoutIfNeeded()
        #expect(other.frame.width == 100)
        #expect(LayoutLog.messages.joined().contains("breaking constraint \n\(fourth.description)"))
        // The broken constraint is tried again once it is reactivated, here without its rival.
        LayoutLog.removeAll()
        third.isActive = false
        fourth.isActive = false
        fourth.isActive = true
        again.layoutIfNeeded()
        #expect(other.frame.width == 200)
        #expect(LayoutLog.messages.isEmpty)
    }

    @Test func autoresizingMasksBecomeConstraintsAndResizeByHand() {
        // Without constraints: classic autoresizing when the superview's size changes.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let bar = UIView(frame: CGRect(x: 10, y: 150, width: 280, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        root.frame.size = CGSize(width: 400, height: 300)
        #expect(bar.frame == CGRect(x: 10, y: 250, width: 380, height: 40))
        // Flexible margins share the change in proportion to their sizes.
        let badge = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(badge)
        root.frame.size = CGSize(width: 600, height: 300)
        #expect(abs(badge.frame.minX - (100 + 200.0 * 100 / 300)) < 1e-9)
        // In the engine: a view pinned to an autoresizing view follows it.
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(label)
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -5),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalToConstant: 20),
            label.topAnchor.constraint(equalTo: bar.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: bar.frame.width - 55, y: 0, width: 50, height: 20))
        root.frame.size = CGSize(width: 500, height: 300)
        root.layoutIfNeeded()
        #expect(bar.frame.width == 480)
        #expect(label.frame.minX == CGFloat(425))
    }

    @Test func aWrappingLabelGrowsToTheHeightOfItsLines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label long enough to wrap over several lines in a narrow column"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == 120)
        let expected = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(label.frame.height == expected)
        #expect(expected > label.font.lineHeight * 3)
    }

    @Test func fittingSizeComesFromTheSubtreeNotTheSuperview() {
        let card = UIView()
        let label = UILabel()
        label.text = "Fitting"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        let intrinsic = label.intrinsicContentSize
        #expect(
            card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: intrinsic.width + 16, height: intrinsic.height + 16))
        // A required width: the label stretches, the height stays.
        let fitted = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 300, height: intrinsic.height + 16))
        // Fitting does not move anything.
        #expect(card.frame == .zero)
    }

    @Test func safeAreaGuideFollowsTheWindowsInsets() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        KeyWindowLock.run { window.makeKeyAndVisible() }
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // A root view's margins are at least the system minimum: 16 points on an iPhone.
        #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
    }

    @Test func ambiguityIsReportedAndExercised() {
        let (root, child) = scene()
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
            child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        #expect(child.leadingAnchor.hasAmbiguousLayout)
        #expect(!child.topAnchor.hasAmbiguousLayout)
        let before = child.frame.minX
        child.exerciseAmbiguityInLayout()
        #expect(child.frame.minX != before)
        #expect(child.frame.minX >= 0)
        #expect(child.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    @Test func layoutInsideAnAnimationBlockAnimatesTheFrames() {
        let (window, root) = viewOnScreen(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        _ = window
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([
            leading, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        CATransaction.flush()
        leading.constant = 100
        UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
        CATransaction.flush()
        #expect(child.frame.minX == 100)
        let animation = child.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(animation?.duration == 0.3)
        #expect((animation?.fromValue as? CGPoint)?.x == 10)
    }

    @Test func removingAViewDeactivatesConstraintsThatLeaveItsSubtree() {
        let (root, child) = scene()
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        let outer = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let within = inner.widthAnchor.constraint(equalTo: child.widthAnchor)
        NSLayoutConstraint.activate([outer, within])
        child.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(within.isActive)
    }

    @Test func constraintsBetweenUnrelatedViewsStopWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            let a = UIView()
            let b = UIView()
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
        }
        await #expect(processExitsWith: .failure) {
            _ = NSLayoutConstraint(
                item: UIView(), attribute: .leading, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute,
                multiplier: 1, constant: 10)
        }
        await #expect(processExitsWith: .failure) {
            UIView().widthAnchor.constraint(equalToConstant: 10).priority = UILayoutPriority(0)
        }
    }

    @Test func descriptionsAreUIKits() {
        let (root, child) = scene()
        let constraint = child.widthAnchor.constraint(
            equalTo: root.widthAnchor, multiplier: 0.5, constant: -10)
        constraint.priority = .defaultHigh
        #expect(constraint.description.contains(".width == 0.5*UIView:0x"))
        #expect(constraint.description.hasSuffix(".width - 10 priority:750   (inactive)>"))
    }
}

/// A controller that makes its constraints in `updateViewConstraints()`, once.
private final class ConstrainedController: UIViewController {
    let box = UIView()
    var updates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
    }

    override func updateViewConstraints() {
        updates += 1
        if updates == 1 {
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: view.readableContentGuide.centerXAnchor),
                box.widthAnchor.constraint(equalTo: view.readableContentGuide.widthAnchor),
                box.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        super.updateViewConstraints()
    }
}

@Suite(.serialized) struct UpdateConstraintsTests {
    @Test func theFirstLayoutCallsUpdateViewConstraintsAndTheReadableGuideIsCapped() {
        let controller = ConstrainedController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        controller.view.layoutIfNeeded()
        #expect(controller.updates == 1)
        // 672 points wide, centred within the margins (20 points where the width is regular,
        // 16 on a phone: the screen's traits are an iPhone's, so 16).
        #expect(controller.box.frame == CGRect(x: 176, y: 0, width: 672, height: 10))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        #expect(controller.box.frame == CGRect(x: 16, y: 0, width: 358, height: 10))
        controller.view.setNeedsUpdateConstraints()
        #expect(controller.view.needsUpdateConstraints())
        controller.view.updateConstraintsIfNeeded()
        #expect(controller.updates == 2)
        #expect(!controller.view.needsUpdateConstraints())
    }
}

@Suite(.serialized) struct BaselineFollowingTests {
    @Test func aBaselineConstraintFollowsTheFontWhenItChanges() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel()
        label.text = "Baseline"
        let rule = UIView()
        for view in [label, rule] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            rule.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            rule.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            rule.widthAnchor.constraint(equalToConstant: 10),
            rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        func firstBaseline() -> CGFloat {
            label.frame.midY - label.font.lineHeight.rounded(.up) / 2 + label.font.ascender
        }
        root.layoutIfNeeded()
        #expect(abs(firstBaseline() - 100) <= 0.5)
        label.font = .systemFont(ofSize: 40)
        root.layoutIfNeeded()
        #expect(abs(firstBaseline() - 100) <= 0.5)
        // The rule sits on the last baseline, below the first of a one-line label by nothing.
        #expect(abs(rule.frame.minY - 100) <= 0.5)
    }
}

@Suite(.serialized) struct EngineLifecycleTests {
    @Test func aButtonsNewTitleResizesItUnderConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let narrow = button.frame.width
        button.setTitle("A much longer title", for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame.width > narrow + 50)
        #expect(button.frame.width == button.intrinsicContentSize.width)
    }

    @Test func hidingAnArrangedViewIsIncremental() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = [UIView(), UIView(), UIView()]
        for view in views { view.widthAnchor.constraint(equalToConstant: 40).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let engine = try #require(LayoutEngine.existingEngine(for: root))
        let solver = engine.solver
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(engine.solver === solver, "hiding a view rebuilt the engine")
        // The two visible views now share the row's ends; the hidden one takes no space (its
        // own required width outranks UISV-hiding at 999.999, as in UIKit, but it is hidden).
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.minX == 260)
    }

    @Test func exercisingAmbiguityThenAConflictNamesTheRightConstraints() {
        LayoutLog.removeAll()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        child.exerciseAmbiguityInLayout()
        let clash = child.heightAnchor.constraint(equalToConstant: 30)
        clash.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.height == 20)
        #expect(LayoutLog.messages.joined().contains("breaking constraint \n\(clash.description)"))
        LayoutLog.removeAll()
    }

    @Test func aSubtreeMovedToAnotherHierarchyKeepsItsConstraints() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.autoresizingMask = [.flexibleWidth]
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        first.addSubview(card)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: card.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        first.layoutIfNeeded()
        #expect(inner.frame.width == 80)
        second.addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        second.layoutIfNeeded()
        #expect(inner.frame.width == 280)
        #expect(LayoutEngine.existingEngine(for: first)?.views.isEmpty ?? true)
        // Still held by the new hierarchy's engine: a frame set by code reaches it.
        card.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
        second.layoutIfNeeded()
        #expect(inner.frame.width == 130)
    }
}

/// A view that asks for layout from inside its own layout, as real code sometimes does.
private final class ReentrantView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        layoutIfNeeded()
        setNeedsLayout()
        layoutIfNeeded()
    }
}

@Suite(.serialized) struct LayoutReentrancyTests {
    @Test func layoutIfNeededInsideLayoutSubviewsIsIgnored() {
        let view = ReentrantView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.passes == 1)
    }
}
