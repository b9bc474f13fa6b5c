import Foundation

/// Makes images by running drawing code in a y-down bitmap context.
///
/// Mirrors UIKit's `UIGraphicsImageRenderer`. The context's origin is the top-left of
/// ``UIGraphicsImageRendererFormat/bounds``, one unit per point, `scale` pixels per point; an
/// image is `ceil(size × scale)` pixels and has the format's scale. While the actions run, the
/// context is the current UIKit context of the thread, so `UIColor.setFill()`,
/// `UIBezierPath.fill()` and `UIImage.draw(in:)` draw into it.
///
/// Differences from UIKit: an empty or enormous size gives an empty `UIImage` (no bitmap)
/// instead of failing; JPEG output is not available.
open class UIGraphicsImageRenderer: NSObject {
    /// The renderer's format (a copy of the one passed in, with its bounds). Mirrors UIKit's
    /// `format`.
    public let format: UIGraphicsImageRendererFormat

    /// Creates a renderer for an area of `size` points at the main screen's scale. Mirrors
    /// UIKit's `init(size:)`.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// Creates a renderer for an area of `size` points with a format. Mirrors UIKit's
    /// `init(size:format:)`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for a rectangle at the main screen's scale. Mirrors UIKit's
    /// `init(bounds:)`.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Creates a renderer for a rectangle: its origin is the image's top-left corner. Mirrors
    /// UIKit's `init(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = format.copy() as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// Whether the renderer makes images: always `true`. Mirrors UIKit's `allowsImageOutput`.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` in a fresh context and returns what they drew. Mirrors UIKit's
    /// `image(actions:)`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard
            let context = ImageContexts.make(
                bounds: format.bounds, scale: format.scale, opaque: format.opaque)
        else { return UIImage() }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        let stack = GraphicsContextStack.current
        let depth = stack.entries.count
        stack.entries.append(.init(context: context, image: .init(scale: format.scale)))
        actions(rendererContext)
        stack.entries.removeSubrange(min(depth, stack.entries.count)...)
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns what they drew as PNG data (empty when nothing could be
    /// drawn). Mirrors UIKit's `pngData(actions:)`.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// Making UIKit's y-down bitmap contexts.
enum ImageContexts {
    /// A y-down context whose user space origin is `bounds.origin`, `scale` pixels per point;
    /// black when `opaque`. `nil` for an empty, non-finite or enormous size.
    static func make(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext? {
        let scale = scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
        guard bounds.isFiniteRect, let context = CGContext.makeImageContext(size: bounds.size, scale: scale)
        else { return nil }
        if opaque {
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(origin: .zero, size: bounds.size))
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return context
    }
}
