import LaminaGraphics

extension CALayer {
    /// `CALayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let ownPropertyTable = LayerPropertyTable(
        CALayer.self, extending: nil,
        [
            .make("bounds", \CALayer.bounds, .zero, .animatable) { $1.bounds = $0.bounds },
            .make("position", \CALayer.position, .zero, .animatable) { $1.position = $0.position },
            .make("anchorPoint", \CALayer.anchorPoint, CGPoint(x: 0.5, y: 0.5), .animatable) {
                $1.anchorPoint = $0.anchorPoint
            },
            .make("zPosition", \CALayer.zPosition, 0, .animatable) { $1.zPosition = $0.zPosition },
            .make("anchorPointZ", \CALayer.anchorPointZ, 0, .animatable) {
                $1.anchorPointZ = $0.anchorPointZ
            },
            // Both transforms live in one shared box, copied by the first row.
            .make("transform", \CALayer.transform, .identity, .animatable) { $1.copyTransforms(from: $0) },
            .make("sublayerTransform", \CALayer.sublayerTransform, .identity, .animatable) {
                $1.copyTransforms(from: $0)
            },
            .make("geometryFlipped", \CALayer.isGeometryFlipped, false) {
                $1.isGeometryFlipped = $0.isGeometryFlipped
            },
            .make("hidden", \CALayer.isHidden, false) { $1.isHidden = $0.isHidden },
            .make("opacity", \CALayer.opacity, 1, .animatable) { $1.opacity = $0.opacity },
            .make("backgroundColor", \CALayer.backgroundColor, nil, .animatable) {
                $1.backgroundColor = $0.backgroundColor
            },
            .make("cornerRadius", \CALayer.cornerRadius, 0, .animatable) {
                $1.cornerRadius = $0.cornerRadius
            },
            .make("maskedCorners", \CALayer.maskedCorners, .all) { $1.maskedCorners = $0.maskedCorners },
            .make("cornerCurve", \CALayer.cornerCurve, .circular) { $1.cornerCurve = $0.cornerCurve },
            .make("borderWidth", \CALayer.borderWidth, 0, .animatable) { $1.borderWidth = $0.borderWidth },
            .make("borderColor", \CALayer.borderColor, CGColor(gray: 0, alpha: 1), .animatable) {
                $1.borderColor = $0.borderColor
            },
            .make("masksToBounds", \CALayer.masksToBounds, false) { $1.masksToBounds = $0.masksToBounds },
            .make("doubleSided", \CALayer.isDoubleSided, true) { $1.isDoubleSided = $0.isDoubleSided },
            .make("opaque", \CALayer.isOpaque, false) { $1.isOpaque = $0.isOpaque },
            .make("allowsGroupOpacity", \CALayer.allowsGroupOpacity, true) {
                $1.allowsGroupOpacity = $0.allowsGroupOpacity
            },
            .make("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing, false) {
                $1.allowsEdgeAntialiasing = $0.allowsEdgeAntialiasing
            },
            .make("edgeAntialiasingMask", \CALayer.edgeAntialiasingMask, .all) {
                $1.edgeAntialiasingMask = $0.edgeAntialiasingMask
            },
            .make("shadowColor", \CALayer.shadowColor, CGColor(gray: 0, alpha: 1), .animatable) {
                $1.shadowColor = $0.shadowColor
            },
            .make("shadowOpacity", \CALayer.shadowOpacity, 0, .animatable) {
                $1.shadowOpacity = $0.shadowOpacity
            },
            .make("shadowOffset", \CALayer.shadowOffset, CGSize(width: 0, height: -3), .animatable) {
                $1.shadowOffset = $0.shadowOffset
            },
            .make("shadowRadius", \CALayer.shadowRadius, 3, .animatable) {
                $1.shadowRadius = $0.shadowRadius
            },
            // Paths animate only explicitly, as on Apple's platforms.
            .make("shadowPath", \CALayer.shadowPath) { $1.shadowPath = $0.shadowPath },
            .any("contents", \CALayer.contents, .animatable) { $1.contents = $0.contents },
            .make("contentsGravity", \CALayer.contentsGravity, .resize) {
                $1.contentsGravity = $0.contentsGravity
            },
            .make("contentsRect", \CALayer.contentsRect, unitRect, .animatable) {
                $1.contentsRect = $0.contentsRect
            },
            .make("contentsCenter", \CALayer.contentsCenter, unitRect, .animatable) {
                $1.contentsCenter = $0.contentsCenter
            },
            .make("contentsFormat", \CALayer.contentsFormat, .RGBA8Uint) {
                $1.contentsFormat = $0.contentsFormat
            },
            .make("minificationFilter", \CALayer.minificationFilter, .linear) {
                $1.minificationFilter = $0.minificationFilter
            },
            .make("magnificationFilter", \CALayer.magnificationFilter, .linear) {
                $1.magnificationFilter = $0.magnificationFilter
            },
            .make("minificationFilterBias", \CALayer.minificationFilterBias, 0, .animatable) {
                $1.minificationFilterBias = $0.minificationFilterBias
            },
            .make("contentsScale", \CALayer.contentsScale, 1, .animatable) {
                $1.contentsScale = $0.contentsScale
            },
            .make("shouldRasterize", \CALayer.shouldRasterize, false) {
                $1.shouldRasterize = $0.shouldRasterize
            },
            .make("rasterizationScale", \CALayer.rasterizationScale, 1, .animatable) {
                $1.rasterizationScale = $0.rasterizationScale
            },
            .make("drawsAsynchronously", \CALayer.drawsAsynchronously, false) {
                $1.drawsAsynchronously = $0.drawsAsynchronously
            },
            .make("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange, false) {
                $1.needsDisplayOnBoundsChange = $0.needsDisplayOnBoundsChange
            },
            .make("name", \CALayer.name) { $1.name = $0.name },
            .any("filters", \CALayer.filters) { $1.filters = $0.filters },
            .any("backgroundFilters", \CALayer.backgroundFilters) {
                $1.backgroundFilters = $0.backgroundFilters
            },
            .any("compositingFilter", \CALayer.compositingFilter) {
                $1.compositingFilter = $0.compositingFilter
            },
            .make("wantsExtendedDynamicRangeContent", \CALayer.wantsExtendedDynamicRangeContent, false) {
                $1.wantsExtendedDynamicRangeContent = $0.wantsExtendedDynamicRangeContent
            },
            .make("toneMapMode", \CALayer.toneMapMode, .automatic) { $1.toneMapMode = $0.toneMapMode },
            .make("contentsHeadroom", \CALayer.contentsHeadroom, 0) {
                $1.contentsHeadroom = $0.contentsHeadroom
            },
            .make("wantsDynamicContentScaling", \CALayer.wantsDynamicContentScaling, false) {
                $1.wantsDynamicContentScaling = $0.wantsDynamicContentScaling
            },
            // CAMediaTiming.
            .make("beginTime", \CALayer.beginTime, 0) { $1.beginTime = $0.beginTime },
            .make("duration", \CALayer.duration, 0) { $1.duration = $0.duration },
            .make("speed", \CALayer.speed, 1) { $1.speed = $0.speed },
            .make("timeOffset", \CALayer.timeOffset, 0) { $1.timeOffset = $0.timeOffset },
            .make("repeatCount", \CALayer.repeatCount, 0) { $1.repeatCount = $0.repeatCount },
            .make("repeatDuration", \CALayer.repeatDuration, 0) { $1.repeatDuration = $0.repeatDuration },
            .make("autoreverses", \CALayer.autoreverses, false) { $1.autoreverses = $0.autoreverses },
            .make("fillMode", \CALayer.fillMode, .removed) { $1.fillMode = $0.fillMode },
            // Behaviour, not appearance: copied and coded, not dumped.
            .any("style", \CALayer.style, .notDumped) { $1.style = $0.style },
            .any("actions", \CALayer.actions, .notDumped) { $1.actions = $0.actions },
            .any("delegate", \CALayer.delegate, .notDumped) { $1.delegate = $0.delegate },
        ], makeCopy: { CALayer(layer: $0) })

    /// The unit rectangle, the default of `contentsRect` and `contentsCenter`.
    private static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)
}
