import Foundation

extension Diffing where Value == UIImage {
    /// Images stored as PNG and compared exactly. Mirrors swift-snapshot-testing's
    /// `Diffing<UIImage>.image`.
    public static var image: Diffing<UIImage> { .image() }

    /// Images stored as PNG and compared with swift-snapshot-testing's tolerances. Mirrors
    /// swift-snapshot-testing's `image(precision:perceptualPrecision:scale:)`.
    ///
    /// The comparison is ``Diffing/image(precision:perceptualPrecision:)`` on the bitmaps; a
    /// reference is read back at `scale` (`nil` or 0: the main screen's).
    /// - Parameters:
    ///   - precision: The share that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match. Default 1.
    ///   - scale: The scale references are read at.
    /// - Returns: The diffing.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Diffing<UIImage>
    {
        let bitmaps = Diffing<CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
        let readScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        return Diffing<UIImage>(
            toData: { image in try bitmaps.toData(try SnapshotImages.bitmap(of: image)) },
            fromData: { data in
                UIImage(cgImage: try bitmaps.fromData(data), scale: readScale, orientation: .up)
            },
            checkReference: bitmaps.checkReference,
            diff: { reference, actual in
                guard let referenceBitmap = reference.cgImage else {
                    return ("Reference image could not be loaded.", [])
                }
                guard let actualBitmap = actual.cgImage else {
                    return ("Newly-taken snapshot could not be loaded.", [])
                }
                return bitmaps.diff(referenceBitmap, actualBitmap)
            })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly. Mirrors swift-snapshot-testing's `Snapshotting<UIImage,
    /// UIImage>.image`.
    public static var image: Snapshotting<UIImage, UIImage> { .image() }

    /// An image compared with swift-snapshot-testing's tolerances. Mirrors
    /// `image(precision:perceptualPrecision:scale:)`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting<UIImage, UIImage>
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
