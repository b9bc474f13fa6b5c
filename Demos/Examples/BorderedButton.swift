import Foundation
import Lamina

/// A button whose border takes its title's colour, as the bordered-button article builds it:
/// width 1, radius 4; highlighted, the border drops to 20 % alpha at once; released, it
/// animates back to full over 0.2 s; disabled and dimmed (an alert is up), it takes the
/// disabled and tint-adjusted colours.
public final class BorderedButton {
    /// The button's layer.
    public let layer = CALayer()
    /// The title.
    public let title = CATextLayer()

    /// The title's colour in the normal state (iOS's default tint, system blue).
    public static let tintColor = CGColor(srgbRed: 0, green: 0.478, blue: 1, alpha: 1)
    /// The title's colour when disabled.
    public static let disabledColor = CGColor(srgbRed: 0.6, green: 0.6, blue: 0.6, alpha: 1)
    /// The tint-adjusted (dimmed) colour.
    public static let dimmedColor = CGColor(srgbRed: 0.56, green: 0.56, blue: 0.58, alpha: 1)

    /// Whether the button is enabled.
    public var isEnabled = true {
        didSet { updateColors() }
    }

    /// Whether the button is dimmed, as when an alert is presented.
    public var isDimmed = false {
        didSet { updateColors() }
    }

    /// Whether the button is pressed.
    public var isHighlighted = false {
        didSet {
            let color = currentTitleColor
            let key = "borderColor"
            if isHighlighted {
                layer.borderColor = color.copy(alpha: 0.2)
                layer.removeAnimation(forKey: key)
            } else {
                layer.borderColor = color
                let animation = CABasicAnimation(keyPath: key)
                animation.duration = 0.2
                animation.fromValue = color.copy(alpha: 0.2)
                animation.toValue = color
                layer.add(animation, forKey: key)
            }
        }
    }

    /// The title's colour in the current state.
    public var currentTitleColor: CGColor {
        if !isEnabled { return Self.disabledColor }
        return isDimmed ? Self.dimmedColor : Self.tintColor
    }

    /// Creates a button with a title.
    public init(frame: CGRect, title text: String) {
        layer.frame = frame
        layer.name = "button"
        layer.borderWidth = 1
        layer.cornerRadius = 4
        layer.masksToBounds = true
        title.string = text
        title.font = "DejaVu Sans"
        title.fontSize = 17
        title.alignmentMode = .center
        title.contentsScale = 2
        title.frame = CGRect(x: 0, y: (frame.height - 22) / 2, width: frame.width, height: 22)
        title.name = "title"
        layer.addSublayer(title)
        updateColors()
    }

    private func updateColors() {
        // Colour changes are instant: they happen without implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        title.foregroundColor = currentTitleColor
        layer.borderColor = currentTitleColor
        CATransaction.commit()
    }
}
