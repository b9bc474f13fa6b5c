import LaminaGraphics

/// What a text layer draws, laid out once by the prepare pass: a render tree keeps these in a
/// table of their own (``RenderTree/text(_:)``), so that every band of a frame draws the same
/// layout and the paint pass never reads the layer.
package struct TextPaint {
    /// The laid-out text.
    package var block: TextBlock
    /// Where the block's top-left goes in the layer's space (aligned within the bounds when
    /// the text is neither wrapped nor truncated).
    package var origin: CGPoint
    /// The layer's bounds, which clip the text (Core Animation draws text into a backing store
    /// of the bounds' size).
    package var bounds: CGRect
    /// The layer's `contentsScale`: the text is drawn as soft as a backing store of that
    /// scale would show it.
    package var contentsScale: CGFloat

    /// The text `layer` (a model layer or a presentation copy) draws, when it draws any.
    init?(of layer: CATextLayer) {
        let (string, _) = layer.textContent
        bounds = layer.bounds.standardized
        guard !string.isEmpty, bounds.width > 0, bounds.height > 0 else { return nil }
        let truncates = layer.truncationMode != .none
        let constrained = layer.isWrapped || truncates
        block = layer.makeLayout(
            width: constrained ? bounds.width : nil, height: layer.isWrapped ? bounds.height : nil)
        origin = bounds.origin
        if !constrained {
            // One line per paragraph: align the block within the bounds.
            let spare = bounds.width - block.size.width
            switch layer.alignmentMode {
            case .center: origin.x += spare / 2
            case .right: origin.x += spare
            case .natural where block.isRightToLeft: origin.x += spare
            default: break
            }
        }
        contentsScale = layer.contentsScale
    }
}
