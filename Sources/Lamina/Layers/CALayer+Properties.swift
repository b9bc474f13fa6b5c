import LaminaGraphics

extension CALayer {
    /// `CALayer`'s property table (see ``LayerPropertyTable``): one row per property.
    package static let ownPropertyTable = LayerPropertyTable(
        CALayer.self, extending: nil,
        [
            .make("bounds", \CALayer.bounds, .zero, .animatable),
            .make("position", \CALayer.position, .zero, .animatable),
            .make("anchorPoint", \CALayer.anchorPoint, CGPoint(x: 0.5, y: 0.5), .animatable),
            .make("zPosition", \CALayer.zPosition, 0, .animatable),
            .make("anchorPointZ", \CALayer.anchorPointZ, 0, .animatable),
            // Both transforms live in one shared box, copied by the first row.
            .make("transform", \CALayer.transform, .identity, .animatable)
                .copying { $1.copyTransforms(from: $0) },
            .make("sublayerTransform", \CALayer.sublayerTransform, .identity, .animatable)
                .copying { $1.copyTransforms(from: $0) },
            .make("geometryFlipped", \CALayer.isGeometryFlipped, false),
            .make("hidden", \CALayer.isHidden, false),
            .make("opacity", \CALayer.opacity, 1, .animatable),
            .make("backgroundColor", \CALayer.backgroundColor, nil, .animatable),
            .make("cornerRadius", \CALayer.cornerRadius, 0, .animatable),
            .make("maskedCorners", \CALayer.maskedCorners, .all),
            .make("cornerCurve", \CALayer.cornerCurve, .circular),
            .make("borderWidth", \CALayer.borderWidth, 0, .animatable),
            .make("borderColor", \CALayer.borderColor, CGColor(gray: 0, alpha: 1), .animatable),
            .make("masksToBounds", \CALayer.masksToBounds, false),
            .make("doubleSided", \CALayer.isDoubleSided, true),
            .make("opaque", \CALayer.isOpaque, false),
            .make("allowsGroupOpacity", \CALayer.allowsGroupOpacity, true),
            .make("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing, false),
            .make("edgeAntialiasingMask", \CALayer.edgeAntialiasingMask, .all),
            .make("shadowColor", \CALayer.shadowColor, CGColor(gray: 0, alpha: 1), .animatable),
            .make("shadowOpacity", \CALayer.shadowOpacity, 0, .animatable),
            .make("shadowOffset", \CALayer.shadowOffset, CGSize(width: 0, height: -3), .animatable),
            .make("shadowRadius", \CALayer.shadowRadius, 3, .animatable),
            // Paths animate only explicitly, as on Apple's platforms.
            .make("shadowPath", \CALayer.shadowPath),
            .any("contents", \CALayer.contents, .animatable),
            .make("contentsGravity", \CALayer.contentsGravity, .resize),
            .make(
                "contentsRect", \CALayer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1), .animatable),
            .make(
                "contentsCenter", \CALayer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1),
                .animatable),
            .make("contentsFormat", \CALayer.contentsFormat, .RGBA8Uint),
            .make("minificationFilter", \CALayer.minificationFilter, .linear),
            .make("magnificationFilter", \CALayer.magnificationFilter, .linear),
            .make("minificationFilterBias", \CALayer.minificationFilterBias, 0, .animatable),
            .make("contentsScale", \CALayer.contentsScale, 1, .animatable),
            .make("shouldRasterize", \CALayer.shouldRasterize, false),
            .make("rasterizationScale", \CALayer.rasterizationScale, 1, .animatable),
            .make("drawsAsynchronously", \CALayer.drawsAsynchronously, false),
            .make("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange, false),
            .make("name", \CALayer.name),
            .any("filters", \CALayer.filters),
            .any("backgroundFilters", \CALayer.backgroundFilters),
            .any("compositingFilter", \CALayer.compositingFilter),
            .make("wantsExtendedDynamicRangeContent", \CALayer.wantsExtendedDynamicRangeContent, false),
            .make("toneMapMode", \CALayer.toneMapMode, .automatic),
            .make("contentsHeadroom", \CALayer.contentsHeadroom, 0),
            .make("wantsDynamicContentScaling", \CALayer.wantsDynamicContentScaling, false),
            // CAMediaTiming.
            .make("beginTime", \CALayer.beginTime, 0),
            .make("duration", \CALayer.duration, 0),
            .make("speed", \CALayer.speed, 1),
            .make("timeOffset", \CALayer.timeOffset, 0),
            .make("repeatCount", \CALayer.repeatCount, 0),
            .make("repeatDuration", \CALayer.repeatDuration, 0),
            .make("autoreverses", \CALayer.autoreverses, false),
            .make("fillMode", \CALayer.fillMode, .removed),
            // Behaviour, not appearance: copied and coded, not dumped.
            .any("style", \CALayer.style, .notDumped),
            .any("actions", \CALayer.actions, .notDumped),
            .any("delegate", \CALayer.delegate, .notDumped),
        ], makeCopy: { CALayer(layer: $0) })
}
