import Foundation

extension UIView {
    /// Options to specify how a view adjusts its content when its size changes.
    ///
    /// Mirrors UIKit's `UIView.ContentMode`, with Apple's raw values. A view's content mode sets
    /// its layer's `contentsGravity` (how drawn or image contents fit the bounds), as UIKit does;
    /// ``redraw`` also makes the layer redraw when its bounds change.
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill = 0
        /// Scales the content to fit the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scales the content to fill the bounds, keeping its aspect ratio (some is clipped).
        case scaleAspectFill = 2
        /// Redraws the view when its bounds change (contents stretch until then).
        case redraw = 3
        /// Centres the content, keeping its size.
        case center = 4
        /// Centres the content along the top edge.
        case top = 5
        /// Centres the content along the bottom edge.
        case bottom = 6
        /// Centres the content along the left edge.
        case left = 7
        /// Centres the content along the right edge.
        case right = 8
        /// Puts the content in the top-left corner.
        case topLeft = 9
        /// Puts the content in the top-right corner.
        case topRight = 10
        /// Puts the content in the bottom-left corner.
        case bottomLeft = 11
        /// Puts the content in the bottom-right corner.
        case bottomRight = 12

        /// The layer gravity UIKit sets for the mode.
        ///
        /// Core Animation names the vertical gravities for a y-up space (on iOS, `.top` puts
        /// contents at the largest y, the bottom of the screen, unless the layer's contents are
        /// flipped), so UIKit maps a view's "top" to the layer's `.bottom` and its "bottom" to
        /// `.top`.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }

    /// The tint adjustment mode of a view.
    ///
    /// Mirrors UIKit's `UIView.TintAdjustmentMode`, with Apple's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The same as the superview's (``normal`` at the top of the hierarchy).
        case automatic = 0
        /// The tint colour is used unmodified.
        case normal = 1
        /// The tint colour is a desaturated, dimmed version of itself.
        case dimmed = 2
    }

    /// The value views without an intrinsic size in a dimension report for it: -1. Mirrors
    /// UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
}
