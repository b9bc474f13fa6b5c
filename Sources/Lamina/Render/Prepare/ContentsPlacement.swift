import LaminaGraphics

/// Where a layer's contents image goes: the part of the image shown (`contentsRect`), the
/// rectangle it fills (`contentsGravity`, `contentsScale`) and its nine slices
/// (`contentsCenter`).
package struct ContentsPlacement {
    /// A piece of the image (in pixels, y down) and where it is drawn (in layer coordinates).
    package struct Slice {
        package var source: CGRect
        package var destination: CGRect
    }

    /// The part of the image shown, in pixels.
    package var source: CGRect
    /// The rectangle the shown part fills, in layer coordinates.
    package var destination: CGRect
    /// The pieces to draw: one, or nine under `contentsCenter`.
    package var slices: [Slice]

    /// - Parameters:
    ///   - imageSize: the image's size in pixels.
    ///   - pointSize: the image's size in points when known (a drawn backing store); otherwise
    ///     its pixels over `contentsScale`.
    package init(layer: CALayer, imageSize: CGSize, pointSize: CGSize? = nil) {
        let unit = layer.contentsRect
        source = CGRect(
            x: unit.minX * imageSize.width, y: unit.minY * imageSize.height,
            width: unit.width * imageSize.width,
            height: unit.height * imageSize.height)
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        var natural = CGSize(width: source.width / scale, height: source.height / scale)
        if let pointSize {
            natural = CGSize(width: pointSize.width * unit.width, height: pointSize.height * unit.height)
        }
        let bounds = layer.bounds.standardized
        destination = ContentsPlacement.place(
            natural, in: bounds, gravity: layer.contentsGravity, flipped: layer.isGeometryFlipped)
        slices = ContentsPlacement.nineSlices(
            source: source, destination: destination, center: layer.contentsCenter, pointsPerPixel: 1 / scale,
            gravity: layer.contentsGravity)
    }

    /// The rectangle a `natural`-sized image fills in `bounds` under `gravity`.
    ///
    /// As on iOS, the vertical gravities name edges of a y-up space: `.top` is the maximum-y
    /// edge (the bottom of the screen) unless the layer's geometry is flipped.
    static func place(
        _ natural: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, flipped: Bool
    ) -> CGRect {
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return bounds }
            let sx = bounds.width / natural.width
            let sy = bounds.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                height: size.height)
        default:
            break
        }
        let name = gravity.rawValue.lowercased()
        let x: CGFloat
        if name.hasSuffix("left") || name == "left" {
            x = bounds.minX
        } else if name.hasSuffix("right") || name == "right" {
            x = bounds.maxX - natural.width
        } else {
            x = bounds.midX - natural.width / 2
        }
        let y: CGFloat
        if name.hasPrefix("top") || name.hasPrefix("bottom") {
            let atMaxY = name.hasPrefix("top") != flipped
            y = atMaxY ? bounds.maxY - natural.height : bounds.minY
        } else {
            y = bounds.midY - natural.height / 2
        }
        return CGRect(x: x, y: y, width: natural.width, height: natural.height)
    }

    /// The nine slices of `contentsCenter`: corners keep their size, edges stretch along one
    /// axis and the centre along both. One slice when the centre is the whole image.
    static func nineSlices(
        source: CGRect, destination: CGRect, center: CGRect, pointsPerPixel: CGFloat,
        gravity: CALayerContentsGravity
    ) -> [Slice] {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard center != unit, center.isFiniteRect else {
            return [Slice(source: source, destination: destination)]
        }
        let c = center.standardized
        // The centre's sides, in pixels from the source's sides.
        let insets = (
            left: c.minX * source.width, right: (1 - c.maxX) * source.width, top: c.minY * source.height,
            bottom: (1 - c.maxY) * source.height
        )
        return NineSlice(
            source: source, insets: insets, destination: destination, pointsPerPixel: pointsPerPixel
        )
        .pieces.map { Slice(source: $0.source, destination: $0.destination) }
    }
}
