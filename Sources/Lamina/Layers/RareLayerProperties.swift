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

    /// A copy of the values a layer copy inherits (not the presentation time); `nil` when
    /// they are all defaults.
    func copyOfValues() -> RareLayerProperties? {
        guard
            filters != nil || backgroundFilters != nil || compositingFilter != nil
                || wantsExtendedDynamicRangeContent || toneMapMode != .automatic || contentsHeadroom != 0
                || wantsDynamicContentScaling
        else { return nil }
        let copy = RareLayerProperties()
        copy.filters = filters
        copy.backgroundFilters = backgroundFilters
        copy.compositingFilter = compositingFilter
        copy.wantsExtendedDynamicRangeContent = wantsExtendedDynamicRangeContent
        copy.toneMapMode = toneMapMode
        copy.contentsHeadroom = contentsHeadroom
        copy.wantsDynamicContentScaling = wantsDynamicContentScaling
        return copy
    }
}
