import Foundation
import Lamina

extension Snapshotting where Value == CALayer, Format == CGImage {
    /// The layer rendered at scale 1 on a transparent background, compared exactly.
    public static var image: Snapshotting<CALayer, CGImage> { .image() }

    /// The layer rendered with ``Lamina/LayerRenderer``, stored as PNG and compared pixel by pixel.
    ///
    /// The model values are rendered (as `render(in:)` draws them), over the layer's bounds:
    /// `ceil(bounds.size × scale)` pixels. See ``Diffing/image(precision:perceptualPrecision:)``
    /// for the tolerances, the font check and the difference image.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point. Default 1.
    ///   - background: The color under the layer; `nil` (the default) leaves it transparent.
    ///   - precision: The share of pixels that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match: `1 − ΔE₀₀ / 100`. Default 1.
    /// - Returns: The strategy.
    public static func image(
        scale: CGFloat = 1, background: CGColor? = nil, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<CALayer, CGImage> {
        let renderer = LayerRenderer(scale: scale, backgroundColor: background)
        return Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { layer in
            try renderer.image(of: layer)
        }
    }

    /// A contact sheet of the layer's animation: one frame per media time, left to right and
    /// top to bottom, compared as one image.
    ///
    /// Rendered with ``Lamina/LayerRenderer/contactSheet(of:atTimes:columns:spacing:)``. The times are
    /// media times, as the renderer takes them: give your animations a `beginTime`, or read it
    /// back (`layer.animation(forKey:)?.beginTime`) after `CATransaction.flush()`, so that the
    /// frames do not depend on the clock. Afterwards the animations are advanced to the latest
    /// time, as rendering that frame would.
    ///
    /// - Parameters:
    ///   - times: The media times of the frames.
    ///   - columns: Frames per row. Default 4.
    ///   - scale: Pixels per point. Default 1.
    ///   - background: The color under the frames; `nil` (the default) leaves it transparent.
    ///   - precision: The share of pixels that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match. Default 1.
    /// - Returns: The strategy.
    public static func frames(
        at times: [CFTimeInterval], columns: Int = 4, scale: CGFloat = 1, background: CGColor? = nil,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<CALayer, CGImage> {
        let renderer = LayerRenderer(scale: scale, backgroundColor: background)
        return Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { layer in
            try renderer.contactSheet(of: layer, atTimes: times, columns: columns)
        }
    }
}

extension Snapshotting where Value == CALayer, Format == String {
    /// The layer's ``Lamina/CALayer/treeDescription``: one line per layer with every property that
    /// differs from its default, compared as text with a unified diff.
    public static var tree: Snapshotting<CALayer, String> {
        SimplySnapshotting.lines.pullback { layer in layer.treeDescription }
    }

    /// The tree description of the layer's presentation at media time `time`, as
    /// ``Lamina/CALayer/presentation(atTime:)`` samples it (without changing the layer).
    ///
    /// - Parameter time: The media time to sample.
    /// - Returns: The strategy.
    public static func presentation(at time: CFTimeInterval) -> Snapshotting<CALayer, String> {
        SimplySnapshotting.lines.pullback { layer in
            layer.presentation(atTime: time)?.treeDescription ?? "(no presentation)"
        }
    }
}

extension Snapshotting where Value == CGImage, Format == CGImage {
    /// An image stored as PNG and compared exactly.
    public static var image: Snapshotting<CGImage, CGImage> { .image() }

    /// An image stored as PNG and compared pixel by pixel within tolerances; see
    /// ``Diffing/image(precision:perceptualPrecision:)``.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match. Default 1.
    /// - Returns: The strategy.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting<
        CGImage, CGImage
    > {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
