import Foundation
import Lamina
import LaminaUIKit

extension Snapshotting where Value == UIView, Format == CGImage {
    /// The view's layer rendered at scale 1 on a transparent background, compared exactly.
    @_disfavoredOverload
    public static var image: Snapshotting<UIView, CGImage> { .image() }

    /// The view rendered through its layer, as the layer strategy `image(scale:background:precision:perceptualPrecision:)`
    /// renders a layer; pending layout happens first.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point. Default 1.
    ///   - background: The color under the view; `nil` (the default) leaves it transparent.
    ///   - precision: The share of pixels that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match: `1 − ΔE₀₀ / 100`. Default 1.
    /// - Returns: The strategy.
    @_disfavoredOverload
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

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view rendered at the main screen's scale, compared exactly. Mirrors
    /// swift-snapshot-testing's `Snapshotting<UIView, UIImage>.image`.
    public static var image: Snapshotting<UIView, UIImage> { .image() }

    /// The view laid out and rendered (its model values) at `size` (else its own) with
    /// `traits` (a view outside a window is put in one with those traits for the render), at
    /// the traits' display scale, else the main screen's (2 unless set). A view of no size
    /// gives swift-snapshot-testing's red placeholder image. Mirrors swift-snapshot-testing's
    /// `image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`;
    /// `drawHierarchyInKeyWindow` is accepted and renders the same way.
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted; the layers are rendered either way.
    ///   - precision: The share that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match. Default 1.
    ///   - size: A size for the view.
    ///   - traits: Traits for the view.
    /// - Returns: The strategy.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIView, UIImage> {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(
                precision: precision, perceptualPrecision: perceptualPrecision,
                scale: SnapshotImages.scale(traits))
        ) { view in
            try SnapshotImages.image(of: view, size: size, traits: traits)
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view hierarchy as UIKit's `recursiveDescription` prints it, without addresses.
    /// Mirrors swift-snapshot-testing.
    public static var recursiveDescription: Snapshotting<UIView, String> { .recursiveDescription() }

    /// The view hierarchy at `size` (else the view's own), laid out, as UIKit's
    /// `recursiveDescription` prints it, without addresses. Mirrors swift-snapshot-testing's
    /// `recursiveDescription(size:traits:)`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting<UIView, String>
    {
        SimplySnapshotting.lines.pullback { view in
            if let size { view.bounds.size = size }
            view.layoutIfNeeded()
            return SnapshotDescriptions.recursiveDescription(of: view)
        }
    }
}
