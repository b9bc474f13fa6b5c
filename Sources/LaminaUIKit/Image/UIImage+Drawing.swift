import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`, in the current
    /// context. Mirrors UIKit's `draw(at:)`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size at `point` with a blend mode and an alpha. Mirrors UIKit's
    /// `draw(at:blendMode:alpha:)`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, upright, in the current context. Mirrors UIKit's
    /// `draw(in:)`.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect` in the current context, upright in UIKit's y-down space,
    /// turned by ``imageOrientation``; a resizable image keeps its ``capInsets`` at their size
    /// and fills the middle by ``resizingMode``.
    ///
    /// Mirrors UIKit's `draw(in:blendMode:alpha:)`; does nothing without a current context.
    /// As in UIKit, a template image draws in its own colours (tinting is the view's work).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage, rect.isFiniteRect else { return }
        context.withSavedGState {
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            if capInsets != .zero, imageOrientation == .up {
                drawSlices(of: cgImage, in: rect, context: context)
            } else {
                context.translateBy(x: rect.minX, y: rect.minY)
                context.concatenate(imageOrientation.transform(displayedSize: rect.size))
                let raw =
                    imageOrientation.swapsAxes ? CGSize(width: rect.height, height: rect.width) : rect.size
                UIImage.drawUpright(cgImage, in: CGRect(origin: .zero, size: raw), context: context)
            }
        }
    }

    /// Draws `image` upright (top row at `rect.minY`) in a y-down context.
    static func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext, tiled: Bool = false) {
        context.withSavedGState {
            context.translateBy(x: rect.minX, y: rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: CGRect(origin: .zero, size: rect.size), byTiling: tiled)
        }
    }

    /// Draws a resizable image: corners at their size, edges and middle stretched or tiled.
    private func drawSlices(of image: CGImage, in rect: CGRect, context: CGContext) {
        let pixels = CGSize(width: image.width, height: image.height)
        let insets = capInsets
        // Source cuts in pixels, destination cuts in points (fixed edges shrink to fit).
        let slices = NineSlice(
            source: CGRect(origin: .zero, size: pixels),
            insets: (insets.left * scale, insets.right * scale, insets.top * scale, insets.bottom * scale),
            destination: rect, pointsPerPixel: 1 / scale)
        for slice in slices.pieces {
            let (source, destination) = (slice.source, slice.destination)
            guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
                let piece = image.cropping(to: source)
            else { continue }
            let isCorner = slice.row != 1 && slice.column != 1
            if resizingMode == .tile, !isCorner {
                // A tile keeps its point size along the axes that repeat.
                let tile = CGSize(
                    width: slice.column == 1 ? source.width / scale : destination.width,
                    height: slice.row == 1 ? source.height / scale : destination.height)
                context.withSavedGState {
                    context.clip(to: destination)
                    UIImage.drawUpright(
                        piece, in: CGRect(origin: destination.origin, size: tile), context: context,
                        tiled: true)
                }
            } else {
                UIImage.drawUpright(piece, in: destination, context: context)
            }
        }
    }
}
