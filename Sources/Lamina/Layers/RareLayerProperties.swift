import LaminaGraphics

/// The values of a layer that few layers set (filters, dynamic-range settings, a presentation
/// copy's time), in one box allocated on first use, so that a default layer stays under a
/// kilobyte.
package final class RareLayerProperties {
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var compositingFilter: Any?
    var wantsExtendedDynamicRangeContent = false
    var toneMapMode: CALayer.ToneMapMode = .automatic
    var contentsHeadroom: CGFloat = 0
    var wantsDynamicContentScaling = false
    var presentationTime: CFTimeInterval?

}
