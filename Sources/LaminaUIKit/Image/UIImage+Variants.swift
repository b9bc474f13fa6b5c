import Foundation

extension UIImage {
    /// A copy with another rendering mode. Mirrors UIKit's `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy whose pixels are `color` wherever the image is opaque, keeping the rendering
    /// mode.
    ///
    /// Mirrors UIKit's `withTintColor(_:)`: as UIKit does for bitmaps, the tint colour is
    /// painted, then the image with `destinationIn`. The colour is resolved with
    /// ``UITraitCollection/current`` when the copy is made.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A tinted copy (see ``withTintColor(_:)``) with a rendering mode. Mirrors UIKit's
    /// `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cgImage,
            let context = CGContext.makeImageContext(
                size: CGSize(width: cgImage.width, height: cgImage.height), scale: 1)
        else { return copy(renderingMode: renderingMode) }
        let bounds = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        context.setFillColor(color.cgColor)
        context.fill(bounds)
        context.setBlendMode(.destinationIn)
        UIImage.drawUpright(cgImage, in: bounds, context: context)
        guard let tinted = context.makeImage() else { return copy(renderingMode: renderingMode) }
        return UIImage(
            cgImage: tinted, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
            capInsets: capInsets, resizingMode: resizingMode)
    }

    /// A resizable copy whose `capInsets` border keeps its size, the middle tiled. Mirrors
    /// UIKit's `resizableImage(withCapInsets:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy whose `capInsets` border (in points) keeps its size, the middle tiled
    /// or stretched. Mirrors UIKit's `resizableImage(withCapInsets:resizingMode:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image's ``capInsets`` as a layer's `contentsCenter`: the stretchable middle in the
    /// unit coordinate space of the image, y from the top.
    ///
    /// An addition to UIKit's API: what `UIImageView` does with a resizable image, so a layer
    /// shows it the same way (`layer.contents = image.cgImage; layer.contentsScale =
    /// image.scale; layer.contentsCenter = image.contentsCenter`). Core Animation stretches the
    /// middle (UIKit's `.stretch`); it cannot tile it. A middle of zero width or height becomes
    /// one pixel wide, as UIKit makes it. `(0, 0, 1, 1)` for images that are not resizable.
    public var contentsCenter: CGRect {
        let size = self.size
        guard capInsets != .zero, size.width > 0, size.height > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let pixel = 1 / scale
        let width = max(size.width - capInsets.left - capInsets.right, pixel)
        let height = max(size.height - capInsets.top - capInsets.bottom, pixel)
        return CGRect(
            x: min(capInsets.left, size.width - width) / size.width,
            y: min(capInsets.top, size.height - height) / size.height, width: width / size.width,
            height: height / size.height)
    }
}
