import LaminaGraphics

/// What the paint pass needs of a layer's own `CALayer` properties, read once by the prepare
/// pass: its shape, background, border, opacity and how it composites.
///
/// The paint pass runs between Cairo's rasterizing, which sweeps the caches; reading a few
/// contiguous node fields there, rather than a dozen properties spread over each layer and its
/// color objects, is what keeps a frame of many small layers close to the cost of its pixels.
package struct LayerPaint {
    /// The layer's bounds with their rounded corners.
    package var shape: LayerShape
    /// The background color, when it shows.
    package var background: PaintColor?
    /// The border color, when the border shows (a width above zero, a visible color).
    package var border: PaintColor?
    /// The border's width.
    package var borderWidth: CGFloat
    /// The layer's opacity.
    package var opacity: Float
    /// Whether sublayers (and contents) are clipped to the shape.
    package var masksToBounds: Bool
    /// Whether the layer shows when turned away.
    package var isDoubleSided: Bool
    /// Whether opacity applies to the layer and its sublayers as one group.
    package var allowsGroupOpacity: Bool
    /// How the flattened layer composites onto what is behind it (its `compositingFilter`,
    /// ``CompositingFilter``): anything but `.normal` draws the layer through a group.
    package var blendMode: CGBlendMode = .normal

    /// Nothing: a node not yet prepared, or one that draws nothing.
    package static let none = LayerPaint(
        shape: LayerShape(rect: .zero, radius: 0, corners: [], profile: .circular), background: nil,
        border: nil,
        borderWidth: 0, opacity: 0, masksToBounds: false, isDoubleSided: true, allowsGroupOpacity: true)

    /// The values of `layer` (a model layer or a presentation copy).
    package init(of layer: CALayer) {
        shape = LayerShape(of: layer)
        background = PaintColor(visible: layer.backgroundColor)
        borderWidth = layer.borderWidth
        border = borderWidth > 0 ? PaintColor(visible: layer.borderColor) : nil
        opacity = layer.opacity
        masksToBounds = layer.masksToBounds
        isDoubleSided = layer.isDoubleSided
        allowsGroupOpacity = layer.allowsGroupOpacity
        if let filter = layer.compositingFilter { blendMode = CompositingFilter.blendMode(of: filter) }
    }

    private init(
        shape: LayerShape, background: PaintColor?, border: PaintColor?, borderWidth: CGFloat, opacity: Float,
        masksToBounds: Bool, isDoubleSided: Bool, allowsGroupOpacity: Bool
    ) {
        self.shape = shape
        self.background = background
        self.border = border
        self.borderWidth = borderWidth
        self.opacity = opacity
        self.masksToBounds = masksToBounds
        self.isDoubleSided = isDoubleSided
        self.allowsGroupOpacity = allowsGroupOpacity
    }
}
