import Foundation
import Lamina
import LaminaUIKit

extension Snapshotting where Value == UIView, Format == CGImage {
    /// The view's layer rendered at scale 1 on a transparent background, compared exactly.
    public static var image: Snapshotting<UIView, CGImage> { .image() }

    /// The view rendered through its layer, as ``Snapshotting/image(scale:background:precision:perceptualPrecision:)``
    /// renders a layer; pending layout happens first.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point. Default 1.
    ///   - background: The color under the view; `nil` (the default) leaves it transparent.
    ///   - precision: The share of pixels that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match: `1 − ΔE₀₀ / 100`. Default 1.
    /// - Returns: The strategy.
    public static func image(
        scale: CGFloat = 1, background: CGColor? = nil, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<UIView, CGImage> {
        Snapshotting<CALayer, CGImage>.image(
            scale: scale, background: background, precision: precision,
            perceptualPrecision: perceptualPrecision
        ).pullback { view in
            view.layoutIfNeeded()
            return view.layer
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The tree dump of the view's layer, compared as text with a unified diff.
    public static var tree: Snapshotting<UIView, String> {
        Snapshotting<CALayer, String>.tree.pullback { view in
            view.layoutIfNeeded()
            return view.layer
        }
    }
}
