import Foundation

/// Changes to the layers that make up a system control: without animation, or with Core
/// Animation's implicit animation over UIKit's 0.25 s.
enum ControlLayers {
    /// Runs `changes` in a transaction that animates them when `animated` is true.
    static func update(animated: Bool, _ changes: () -> Void) {
        CATransaction.begin()
        if animated {
            CATransaction.setAnimationDuration(0.25)
        } else {
            CATransaction.setDisableActions(true)
        }
        changes()
        CATransaction.commit()
    }

    /// A white knob: a disc (or rounded rectangle) with the thin ring and `shadow`.
    static func makeKnob(shadow: SystemControlLook.Shadow) -> CALayer {
        let knob = CALayer()
        knob.backgroundColor = CGColor(gray: 1, alpha: 1)
        knob.borderColor = SystemControlLook.knobRing
        knob.borderWidth = SystemControlLook.knobRingWidth
        shadow.apply(to: knob)
        return knob
    }

    /// A rectangle of `size` centred on `center`.
    static func rect(centeredAt center: CGPoint, size: CGSize) -> CGRect {
        CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
            height: size.height)
    }
}

extension UIView {
    /// Shows `image` in `imageView`, a subview of this view placed over `frame`, or takes the
    /// image view out when there is no image: how the system controls draw the images set on
    /// them in place of their own parts.
    func showImage(
        _ image: UIImage?, in imageView: UIImageView, frame: CGRect, contentMode: ContentMode = .scaleToFill
    ) {
        guard let image else {
            if imageView.superview === self { imageView.removeFromSuperview() }
            return
        }
        imageView.image = image
        imageView.contentMode = contentMode
        imageView.frame = frame
        if imageView.superview !== self { addSubview(imageView) }
    }
}
