import Foundation

extension UIImage {
    /// How the image's pixels are turned for display.
    ///
    /// Mirrors UIKit's `UIImage.Orientation`, with Apple's raw values. Each case names the
    /// rotation that turns the stored pixels upright: `.right` draws the pixels turned 90°
    /// clockwise, so the stored top row runs down the right edge.
    public enum Orientation: Int, Sendable {
        /// The stored pixels are upright.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise for display.
        case left = 2
        /// Turned 90° clockwise for display.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored vertically (turned 180° after mirroring horizontally).
        case downMirrored = 5
        /// Mirrored horizontally, then turned 90° counterclockwise.
        case leftMirrored = 6
        /// Mirrored horizontally, then turned 90° clockwise.
        case rightMirrored = 7

        /// The orientation an EXIF (TIFF) orientation value 1 … 8 stands for, as UIKit maps it.
        init?(exif value: Int) {
            let orientations: [Orientation] = [
                .up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left,
            ]
            guard (1...8).contains(value) else { return nil }
            self = orientations[value - 1]
        }

        /// Whether width and height swap on display.
        var swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            default: return false
            }
        }

        /// Maps the stored image, drawn upright in a y-down `rawSize` rectangle at the origin,
        /// onto a y-down rectangle of `size` at the origin.
        func transform(displayedSize size: CGSize) -> CGAffineTransform {
            let (w, h) = (size.width, size.height)
            switch self {
            case .up: return .identity
            case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
            case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
            case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
            }
        }
    }

    /// How views draw the image: in its own colours or as a template tinted by the view.
    ///
    /// Mirrors UIKit's `UIImage.RenderingMode`, with Apple's raw values.
    public enum RenderingMode: Int, Sendable {
        /// The view decides (original colours, except in bars and buttons that use templates).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: only the alpha counts, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// How the stretchable middle of a resizable image fills its space.
    ///
    /// Mirrors UIKit's `UIImage.ResizingMode`, with Apple's raw values.
    public enum ResizingMode: Int, Sendable {
        /// The middle is repeated.
        case tile = 0
        /// The middle is stretched.
        case stretch = 1
    }
}
