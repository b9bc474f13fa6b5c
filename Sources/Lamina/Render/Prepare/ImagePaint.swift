import LaminaGraphics

/// An image a layer shows as its contents, read once by the prepare pass: the image and where
/// it goes. A render tree keeps these in a table of their own (``RenderTree/image(_:)``), as it
/// does shapes and gradients.
package struct ImagePaint {
    /// The image: the backing store `display()` drew, or `contents`.
    package var image: CGImage
    /// Where the image goes in the layer: the part shown, the rectangle it fills and its nine
    /// slices.
    package var placement: ContentsPlacement
    /// Whether the image is the backing store `display()` drew (sized by the bounds), rather
    /// than `contents` (sized by its pixels over `contentsScale`).
    package var isBackingStore: Bool
    /// The filter used when the image is drawn larger than its pixels.
    package var magnificationFilter: CALayerContentsFilter
    /// The filter used when the image is drawn smaller than its pixels.
    package var minificationFilter: CALayerContentsFilter

    /// The image `layer` (a model layer or a presentation copy) shows, when it shows one.
    init?(of layer: CALayer) {
        let pointSize: CGSize?
        if let store = layer.backingStore {
            image = store.image
            pointSize = store.size
            isBackingStore = true
        } else if let contents = layer.contents, let image = contents as? CGImage {
            self.image = image
            pointSize = nil
            isBackingStore = false
        } else {
            return nil
        }
        placement = ContentsPlacement(
            layer: layer, imageSize: CGSize(width: image.width, height: image.height), pointSize: pointSize)
        magnificationFilter = layer.magnificationFilter
        minificationFilter = layer.minificationFilter
    }
}
