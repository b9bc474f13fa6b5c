import Foundation
import Synchronization

extension UIView {
    /// Creates the backing layer of a view class from its `layerClass`.
    ///
    /// Swift can create an instance of a class known only at run time only through a
    /// `required` initializer, and `CALayer.init()` is not one; so the layer classes are
    /// Lamina's own, matched exactly.
    static func makeBackingLayer(_ layerClass: AnyClass, for viewClass: AnyClass) -> CALayer {
        switch ObjectIdentifier(layerClass) {
        case ObjectIdentifier(CALayer.self): return CALayer()
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
        case ObjectIdentifier(CATextLayer.self): return CATextLayer()
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer()
        case ObjectIdentifier(CAScrollLayer.self): return CAScrollLayer()
        case ObjectIdentifier(CATransformLayer.self): return CATransformLayer()
        default:
            ProgrammerError.stop(
                "UIView: \(String(describing: viewClass)).layerClass is \(String(describing: layerClass)); "
                    + "Lamina can create only its own layer classes (CALayer, CAShapeLayer, CAGradientLayer, "
                    + "CATextLayer, CAReplicatorLayer, CAScrollLayer, CATransformLayer) because CALayer.init() "
                    + "is not required. Return one of them and add your layer as a sublayer.")
        }
    }

    /// Sets up a new view's layer as UIKit does.
    func configureBackingLayer(frame: CGRect) {
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.frame = frame
        applyContentMode()
        layer.setNeedsDisplay()
    }

    /// Applies ``contentMode`` to the layer.
    func applyContentMode() {
        layer.contentsGravity = contentMode.contentsGravity
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }

    /// A colour resolved with the view's traits.
    func resolvedCGColor(_ color: UIColor) -> CGColor {
        color.resolvedColor(with: traitCollection).cgColor
    }

    /// Displays the view's own layer: ``draw(_:)`` into its backing store, unless the class
    /// draws nothing.
    ///
    /// Whether a class overrides `draw(_:)` cannot be asked of Swift, so the view finds out:
    /// a class whose `draw(_:)` does not reach the base implementation draws on its own; one
    /// that does (no override, or an override calling `super`) is first drawn into a small
    /// probe, and gets a backing store only if the probe shows something.
    func displayBackingLayer() {
        let size = layer.bounds.size
        guard size.width > 0, size.height > 0 else {
            layer.backingStore = nil
            return
        }
        let key = ObjectIdentifier(Swift.type(of: self))
        if UIView.drawingClasses.withLock({ $0.contains(key) }) {
            layer.drawIntoBackingStore()
            return
        }
        switch probeDrawing() {
        case .overridden:
            UIView.drawingClasses.withLock { _ = $0.insert(key) }
            layer.drawIntoBackingStore()
        case .drewSomething:
            layer.drawIntoBackingStore()
        case .drewNothing:
            layer.backingStore = nil
        }
    }

    /// The classes known to override `draw(_:)` without calling the base implementation.
    private static let drawingClasses = Mutex<Set<ObjectIdentifier>>([])

    /// What a probe drawing found.
    private enum ProbeResult {
        case overridden
        case drewSomething
        case drewNothing
    }

    /// Draws ``draw(_:)`` into a bitmap of at most 32 pixels a side and looks at it.
    private func probeDrawing() -> ProbeResult {
        let bounds = layer.bounds
        let scale = min(1, 32 / max(bounds.width, bounds.height))
        guard let context = CGContext.makeImageContext(size: bounds.size, scale: scale) else {
            return .drewNothing
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        baseDrawWasReached = false
        UIGraphicsPushContext(context)
        draw(bounds)
        UIGraphicsPopContext()
        guard baseDrawWasReached else { return .overridden }
        guard let image = context.makeImage() else { return .drewNothing }
        for y in 0..<image.height {
            for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) != 0 {
                return .drewSomething
            }
        }
        return .drewNothing
    }
}

extension UIView {
    /// Draws the view's hierarchy, as rendered, into `rect` of the current UIKit context.
    ///
    /// Mirrors UIKit's `drawHierarchy(in:afterScreenUpdates:)`, with an image renderer or image
    /// context: the layer tree is rendered with its model values (pending layout and display
    /// first), scaled from the bounds to `rect`.
    /// - Parameters:
    ///   - rect: Where to draw, in the current context's coordinates.
    ///   - afterUpdates: Ignored: Lamina always renders the current model.
    /// - Returns: false when there is no current context or the view has no area.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        let bounds = self.bounds
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else {
            return false
        }
        context.withSavedGState {
            context.translateBy(x: rect.minX, y: rect.minY)
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            layer.render(in: context)
        }
        return true
    }
}
