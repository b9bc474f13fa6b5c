import Foundation

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its own size, compared exactly. Mirrors swift-snapshot-testing.
    public static var image: Snapshotting<UIViewController, UIImage> { .image() }

    /// The controller's view on a device: hosted as the root of a window of the
    /// configuration's size, safe-area insets and traits (with `traits` over them), laid out,
    /// and rendered at the traits' display scale (else the main screen's). Mirrors
    /// swift-snapshot-testing's `image(on:precision:perceptualPrecision:size:traits:)`.
    /// `drawHierarchyInKeyWindow` is accepted and renders the same way: there is no window
    /// server to draw through.
    /// - Parameters:
    ///   - config: The device.
    ///   - drawHierarchyInKeyWindow: Accepted; the layers are rendered either way.
    ///   - precision: The share that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match. Default 1.
    ///   - size: A size instead of the device's.
    ///   - traits: Traits over the device's.
    /// - Returns: The strategy.
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, UIImage> {
        let scale = SnapshotImages.scale(traits, config.traits)
        return Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
        ) { controller in
            try SnapshotImages.image(of: controller, config: config, size: size, traits: traits)
        }
    }

    /// The controller's view at `size` (else its own), with `traits`. Mirrors
    /// swift-snapshot-testing's `image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, UIImage> {
        .image(
            on: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
            drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
            perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy as UIKit's `recursiveDescription` prints it, without
    /// addresses. Mirrors swift-snapshot-testing.
    public static var recursiveDescription: Snapshotting<UIViewController, String> { .recursiveDescription() }

    /// The controller's view hierarchy on a device, as UIKit's `recursiveDescription` prints
    /// it, without addresses. Mirrors swift-snapshot-testing's
    /// `recursiveDescription(on:size:traits:)`.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { controller in
            try SnapshotImages.hosting(controller, config: config, size: size, traits: traits) { view in
                SnapshotDescriptions.recursiveDescription(of: view)
            }
        }
    }

    /// The controller hierarchy, as UIKit's `_printHierarchy` prints it, without addresses:
    /// each controller with its view, children indented. Mirrors swift-snapshot-testing's
    /// `hierarchy`.
    public static var hierarchy: Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { controller in
            try SnapshotImages.hosting(controller, config: .init(), size: nil, traits: .init()) { _ in
                SnapshotDescriptions.hierarchy(of: controller)
            }
        }
    }
}
