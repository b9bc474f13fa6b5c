import Foundation

/// The clear button of a text field: a grey disc with a white ×, as iOS 17 draws
/// `xmark.circle.fill` (19 points across, approximate).
final class TextFieldClearButton: UIControl {
    /// The button's side.
    static let side: CGFloat = 19

    private let disc = CAShapeLayer()
    private let cross = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Clear text"
        accessibilityTraits = .button
        cross.lineWidth = 1.5
        cross.lineCap = .round
        cross.fillColor = nil
        layer.addSublayer(disc)
        layer.addSublayer(cross)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let box = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let arm = side * 0.16
        let path = CGMutablePath()
        path.move(to: CGPoint(x: box.midX - arm, y: box.midY - arm))
        path.addLine(to: CGPoint(x: box.midX + arm, y: box.midY + arm))
        path.move(to: CGPoint(x: box.midX + arm, y: box.midY - arm))
        path.addLine(to: CGPoint(x: box.midX - arm, y: box.midY + arm))
        ControlLayers.update(animated: false) {
            disc.frame = bounds
            cross.frame = bounds
            disc.path = CGPath(ellipseIn: box, transform: nil)
            disc.fillColor = resolvedCGColor(.tertiaryLabel)
            cross.path = path
            cross.strokeColor = resolvedCGColor(.white)
        }
    }
}
