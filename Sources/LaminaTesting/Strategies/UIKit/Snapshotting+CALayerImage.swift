import Foundation

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer rendered at the main screen's scale, compared exactly. Mirrors
    /// swift-snapshot-testing's `Snapshotting<CALayer, UIImage>.image`. Where the format is not
    /// spelled out, a layer's `.image` is Lamina's `Snapshotting<CALayer, CGImage>.image`, at
    /// scale 1 (layer snapshots recorded before swift-snapshot-testing's spellings came keep
    /// their references).
    @_disfavoredOverload
    public static var image: Snapshotting<CALayer, UIImage> { .image() }

    /// The layer laid out and rendered (its model values) at the traits' display scale, else
    /// the main screen's. Mirrors swift-snapshot-testing's
    /// `image(precision:perceptualPrecision:traits:)`. For a scale or a background of your
    /// choice, `Snapshotting<CALayer, CGImage>.image(scale:background:precision:perceptualPrecision:)`.
    @_disfavoredOverload
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
    ) -> Snapshotting<CALayer, UIImage> {
        let scale = SnapshotImages.scale(traits)
        return Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
        ) { layer in
            try SnapshotImages.image(of: layer, scale: scale)
        }
    }
}
