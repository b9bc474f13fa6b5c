import Foundation

/// The drawing environment an image renderer hands to its actions.
///
/// Mirrors UIKit's `UIGraphicsImageRendererContext`: a y-down Core Graphics context in points,
/// scaled by the format's scale, that is also the current UIKit context while the actions run.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context to draw with. Mirrors UIKit's `cgContext`.
    public let cgContext: CGContext
    /// The renderer's format. Mirrors UIKit's `format`.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// An image of what has been drawn so far. Mirrors UIKit's `currentImage`.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills a rectangle with the current fill colour. Mirrors UIKit's `fill(_:)`.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills a rectangle with the current fill colour and a blend mode. Mirrors UIKit's
    /// `fill(_:blendMode:)`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withSavedGState {
            cgContext.setBlendMode(blendMode)
            cgContext.fill(rect)
        }
    }

    /// Strokes a rectangle's outline with the current stroke colour and line width. Mirrors
    /// UIKit's `stroke(_:)`.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes a rectangle's outline with a blend mode. Mirrors UIKit's `stroke(_:blendMode:)`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withSavedGState {
            cgContext.setBlendMode(blendMode)
            cgContext.stroke(rect)
        }
    }

    /// Intersects the clipping area with a rectangle. Mirrors UIKit's `clip(to:)`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
