import Foundation
import LaminaUIKit
import Testing

/// A button whose observers log the colour UIKit reports, as a subclass written for iOS does.
final class ObservingButton: UIButton {
    var seen: [String] = []
    override var isHighlighted: Bool {
        didSet { seen.append("highlighted \(isHighlighted) \(currentTitleColor)") }
    }
    override var isEnabled: Bool {
        didSet { seen.append("enabled \(isEnabled)") }
    }
}

@Suite struct ControlTests {
    @Test func statesAndEventsHaveApplesRawValues() {
        #expect(UIControl.State.normal.rawValue == 0 && UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2 && UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.editingDidBegin.rawValue == 1 << 16)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UIControl.Event.allEditingEvents.rawValue == 0x000F_0000)
        #expect(UIButton.ButtonType.system.rawValue == 1 && UIButton.ButtonType.roundedRect == .system)
    }

    @Test func stateComesFromTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isHighlighted = true
        control.isSelected = true
        #expect(control.state == [.highlighted, .selected])
        control.isEnabled = false
        #expect(control.state == [.highlighted, .selected, .disabled])
    }

    @Test func actionsRunForTheirEventsWithTheControlAsSender() {
        let control = UIControl()
        var log: [String] = []
        let tap = UIAction(title: "Tap", identifier: .init("tap")) { action in
            log.append("tap \(action.title) \(action.sender as? UIControl === control)")
        }
        control.addAction(tap, for: [.touchUpInside, .primaryActionTriggered])
        control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["tap Tap true", "changed"])
        #expect(tap.sender == nil)
        #expect(control.allControlEvents == [.touchUpInside, .primaryActionTriggered, .valueChanged])
        // One action per identifier: adding it again replaces it.
        control.addAction(
            UIAction(identifier: .init("tap")) { _ in log.append("again") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.last == "again")
        control.removeAction(identifiedBy: .init("tap"), for: .touchUpInside)
        log = []
        control.sendActions(for: .allEvents)
        #expect(log == ["changed"])
    }

    static let states: [UIControl.State] = [
        .normal, .highlighted, .disabled, [.highlighted, .disabled], .selected,
    ]

    @Test(arguments: zip(states, ["tint", "tint 0.2", "disabled", "tint 0.2", "tint"]))
    func systemButtonTitleColourPerState(state: UIControl.State, expected: String) {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let color = button.titleColor(for: state)
        switch expected {
        case "tint": #expect(color == .systemBlue)
        case "tint 0.2": #expect(color == UIColor.systemBlue.withAlphaComponent(0.2))
        default: #expect(color == .tertiaryLabel)
        }
    }

    @Test func currentTitleColourFollowsTheStateTheTintAndTheFallbackToNormal() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system && button.currentTitleColor == .systemBlue)
        button.isHighlighted = true
        #expect(button.currentTitleColor == UIColor.systemBlue.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .tertiaryLabel)
        button.isEnabled = true
        button.tintColor = .red
        #expect(button.currentTitleColor == .red)
        button.setTitleColor(.green, for: .normal)
        #expect(button.currentTitleColor == .green)
        button.isHighlighted = true
        #expect(button.currentTitleColor == UIColor.green.withAlphaComponent(0.2))
        button.setTitleColor(.orange, for: .highlighted)
        #expect(button.currentTitleColor == .orange)
        // highlighted-and-disabled is stored as highlighted.
        button.isEnabled = false
        #expect(button.currentTitleColor == .orange)

        let custom = UIButton(frame: .zero)
        #expect(custom.buttonType == .custom && custom.currentTitleColor == .white)
        custom.isHighlighted = true
        custom.isEnabled = false
        #expect(custom.currentTitleColor == .white)
        custom.setTitleColor(.black, for: .normal)
        #expect(custom.currentTitleColor == .black)
        custom.setTitleColor(.red, for: [.highlighted, .disabled])
        #expect(custom.titleColor(for: .highlighted) == .red)
    }

    @Test func titlesAndImagesFallBackToNormal() throws {
        let button = UIButton(type: .custom)
        #expect(button.currentTitle == nil && button.titleLabel?.superview == nil)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .selected)
        #expect(button.title(for: .highlighted) == "Play" && button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Playing" && button.titleLabel?.text == "Playing")
        // selected-and-highlighted falls back to normal, not to selected, as in UIKit.
        button.isHighlighted = true
        #expect(button.currentTitle == "Play")
        #expect(button.titleLabel?.superview === button)

        let image = UIImage(cgImage: try makeImage(width: 4, height: 4) { _, _ in opaqueRed })
        button.setImage(image, for: .normal)
        #expect(button.currentImage === image && button.imageView?.image === image)
        #expect(button.subviews.first === button.imageView)
    }

    @Test func subclassObserversSeeTheNewStatesColour() {
        let button = ObservingButton(type: .system)
        #expect(button.buttonType == .system)
        button.isHighlighted = true
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.seen.count == 3)
        #expect(button.seen[0] == "highlighted true \(UIColor.systemBlue.withAlphaComponent(0.2))")
        #expect(button.seen[1] == "highlighted false \(UIColor.systemBlue)")
        #expect(button.seen[2] == "enabled false")
    }

    @Test func theTitleIsCentredAndSystemButtonsUseTheFifteenPointFont() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Bordered", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.font.pointSize == 15)
        let size = label.sizeThatFits(.zero)
        #expect(size.width > 30 && size.height > 10)
        #expect(abs(label.frame.midX - 100) < 0.01 && abs(label.frame.midY - 22) < 0.01)
        #expect(label.frame.size == size)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        #expect(abs(label.frame.midX - 120) < 0.01)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(label.frame.minX == 40)
        #expect(button.sizeThatFits(.zero) == CGSize(width: size.width + 40, height: size.height))
    }

    @Test func primaryActionInitializers() {
        var tapped = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in tapped += 1 })
        #expect(button.currentTitle == "Go")
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 1)
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in tapped += 1 })
        control.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 2)
    }
}
