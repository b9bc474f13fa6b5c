// swift-format-ignore-file
// The second seed article's button ("枠線付きのボタン", Swift 2.1), in today's names:
// `enabled` → `isEnabled`, `highlighted` → `isHighlighted`, `CGColor` → `cgColor`,
// `colorWithAlphaComponent` → `withAlphaComponent`, `removeAnimationForKey` →
// `removeAnimation(forKey:)`, `addAnimation(_:forKey:)` → `add(_:forKey:)`. Nothing else changed:
// `@IBDesignable` and `@IBInspectable` compile on Linux (they do nothing there). Left
// unformatted so it diffs cleanly against the article.
import LaminaUIKit

/// 枠線付きのボタン
@IBDesignable
public class SK4BorderButton: UIButton {

    @IBInspectable var borderWidth: CGFloat = 1.0 {
        didSet {
            layer.borderWidth = borderWidth
            setNeedsDisplay()
        }
    }

    @IBInspectable var cornerRadius: CGFloat = 4.0 {
        didSet {
            layer.cornerRadius = cornerRadius
            setNeedsDisplay()
        }
    }

    override public var isEnabled: Bool {
        didSet {
            layer.borderColor = currentTitleColor.cgColor
        }
    }

    override public var isHighlighted: Bool {
        didSet {
            let col = currentTitleColor
            let key = "borderColor"

            if isHighlighted {
                layer.borderColor = col.withAlphaComponent(0.2).cgColor
                layer.removeAnimation(forKey: key)

            } else {
                layer.borderColor = col.cgColor
                let anim = CABasicAnimation(keyPath: key)
                anim.duration = 0.2
                anim.fromValue = col.withAlphaComponent(0.2).cgColor
                anim.toValue = col.cgColor
                layer.add(anim, forKey: key)
            }
        }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setupBorder()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setupBorder()
    }

    override public func tintColorDidChange() {
        super.tintColorDidChange()
        layer.borderColor = currentTitleColor.cgColor
    }

    public func setupBorder() {
        layer.borderWidth = borderWidth
        layer.cornerRadius = cornerRadius
        layer.borderColor = currentTitleColor.cgColor
        clipsToBounds = true
    }
}
