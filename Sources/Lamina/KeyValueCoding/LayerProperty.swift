import LaminaGraphics

/// One property of a layer class as key-value coding and the tree dump see it.
package struct LayerProperty: @unchecked Sendable {
    /// The key, as Core Animation names it (`"hidden"`, not `"isHidden"`).
    package let key: String
    /// Reads the property, boxed.
    package let get: (CALayer) -> Any?
    /// Writes the property from a boxed value; ignores values of the wrong type; `nil` resets
    /// a non-optional property to its default.
    package let set: (CALayer, Any?) -> Void
    /// Whether the property holds its default value.
    package let isDefault: (CALayer) -> Bool
    /// The value as the tree dump prints it.
    package let dump: (CALayer) -> String
    /// The default value, boxed.
    package let defaultValue: Any?

    /// A non-optional property.
    package static func make<L: CALayer, V: LayerValue>(
        _ key: String, _ path: ReferenceWritableKeyPath<L, V>, _ defaultValue: V
    ) -> LayerProperty {
        LayerProperty(
            key: key,
            get: { ($0 as? L)?[keyPath: path].boxed },
            set: { layer, value in
                guard let layer = layer as? L else { return }
                if let value {
                    if let converted = V.unbox(value) { layer[keyPath: path] = converted }
                } else {
                    layer[keyPath: path] = defaultValue
                }
            },
            isDefault: { ($0 as? L).map { $0[keyPath: path].isSame(as: defaultValue) } ?? true },
            dump: { ($0 as? L)?[keyPath: path].dumpText ?? "" },
            defaultValue: defaultValue.boxed)
    }

    /// An optional property.
    package static func make<L: CALayer, V: LayerValue>(
        _ key: String, _ path: ReferenceWritableKeyPath<L, V?>, _ defaultValue: V? = nil
    ) -> LayerProperty {
        LayerProperty(
            key: key,
            get: { ($0 as? L)?[keyPath: path]?.boxed },
            set: { layer, value in
                guard let layer = layer as? L else { return }
                if let value {
                    if let converted = V.unbox(value) { layer[keyPath: path] = converted }
                } else {
                    layer[keyPath: path] = nil
                }
            },
            isDefault: { layer in
                guard let layer = layer as? L else { return true }
                switch (layer[keyPath: path], defaultValue) {
                case (nil, nil): return true
                case (let a?, let b?): return a.isSame(as: b)
                default: return false
                }
            },
            dump: { ($0 as? L)?[keyPath: path]?.dumpText ?? "nil" },
            defaultValue: defaultValue?.boxed)
    }
}

extension LayerProperty {
    /// A property of any type, stored as given (`nil` its default); the dump describes it.
    package static func any<L: CALayer, V>(_ key: String, _ path: ReferenceWritableKeyPath<L, V?>)
        -> LayerProperty
    {
        LayerProperty(
            key: key, get: { ($0 as? L)?[keyPath: path] },
            set: { layer, value in
                guard let layer = layer as? L else { return }
                if let value {
                    if let converted = value as? V { layer[keyPath: path] = converted }
                } else {
                    layer[keyPath: path] = nil
                }
            },
            isDefault: { ($0 as? L)?[keyPath: path] == nil },
            dump: { ($0 as? L)?[keyPath: path].map { LayerFormat.any($0) } ?? "nil" }, defaultValue: nil)
    }
}

/// The properties of each layer class, by key.
package enum LayerProperties {
    /// The properties of `layer`'s class (its Lamina superclass's, for a user subclass), in
    /// dump order.
    package static func list(for type: CALayer.Type) -> [LayerProperty] {
        if type is CAShapeLayer.Type { return shape }
        if type is CAGradientLayer.Type { return gradient }
        if type is CAReplicatorLayer.Type { return replicator }
        if type is CAScrollLayer.Type { return scroll }
        if type is CATextLayer.Type { return text }
        if type is CAEmitterLayer.Type { return emitter }
        if type is CATiledLayer.Type { return tiled }
        return base
    }

    /// The property for `key` of `type`.
    package static func property(_ key: String, of type: CALayer.Type) -> LayerProperty? {
        if type is CAShapeLayer.Type { return shapeTable[key] }
        if type is CAGradientLayer.Type { return gradientTable[key] }
        if type is CAReplicatorLayer.Type { return replicatorTable[key] }
        if type is CAScrollLayer.Type { return scrollTable[key] }
        if type is CATextLayer.Type { return textTable[key] }
        if type is CAEmitterLayer.Type { return emitterTable[key] }
        if type is CATiledLayer.Type { return tiledTable[key] }
        return baseTable[key]
    }

    private static func table(_ list: [LayerProperty]) -> [String: LayerProperty] {
        Dictionary(list.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static let base: [LayerProperty] = [
        .make("bounds", \CALayer.bounds, .zero),
        .make("position", \CALayer.position, .zero),
        .make("anchorPoint", \CALayer.anchorPoint, CGPoint(x: 0.5, y: 0.5)),
        .make("zPosition", \CALayer.zPosition, 0),
        .make("anchorPointZ", \CALayer.anchorPointZ, 0),
        .make("transform", \CALayer.transform, .identity),
        .make("sublayerTransform", \CALayer.sublayerTransform, .identity),
        .make("geometryFlipped", \CALayer.isGeometryFlipped, false),
        .make("hidden", \CALayer.isHidden, false),
        .make("opacity", \CALayer.opacity, 1),
        .make("backgroundColor", \CALayer.backgroundColor),
        .make("cornerRadius", \CALayer.cornerRadius, 0),
        .make("maskedCorners", \CALayer.maskedCorners, .all),
        .make("cornerCurve", \CALayer.cornerCurve, .circular),
        .make("borderWidth", \CALayer.borderWidth, 0),
        .make("borderColor", \CALayer.borderColor, CGColor(gray: 0, alpha: 1)),
        .make("masksToBounds", \CALayer.masksToBounds, false),
        .make("doubleSided", \CALayer.isDoubleSided, true),
        .make("opaque", \CALayer.isOpaque, false),
        .make("allowsGroupOpacity", \CALayer.allowsGroupOpacity, true),
        .make("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing, false),
        .make("edgeAntialiasingMask", \CALayer.edgeAntialiasingMask, .all),
        .make("shadowColor", \CALayer.shadowColor, CGColor(gray: 0, alpha: 1)),
        .make("shadowOpacity", \CALayer.shadowOpacity, 0),
        .make("shadowOffset", \CALayer.shadowOffset, CGSize(width: 0, height: -3)),
        .make("shadowRadius", \CALayer.shadowRadius, 3),
        .make("shadowPath", \CALayer.shadowPath),
        contentsProperty,
        .make("contentsGravity", \CALayer.contentsGravity, .resize),
        .make("contentsRect", \CALayer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1)),
        .make("contentsCenter", \CALayer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1)),
        .make("contentsFormat", \CALayer.contentsFormat, .RGBA8Uint),
        .make("minificationFilter", \CALayer.minificationFilter, .linear),
        .make("magnificationFilter", \CALayer.magnificationFilter, .linear),
        .make("minificationFilterBias", \CALayer.minificationFilterBias, 0),
        .make("contentsScale", \CALayer.contentsScale, 1),
        .make("shouldRasterize", \CALayer.shouldRasterize, false),
        .make("rasterizationScale", \CALayer.rasterizationScale, 1),
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
    ]

    /// `contents` is `Any?`: any value is stored; the dump names images by size.
    private static let contentsProperty = LayerProperty(
        key: "contents", get: { $0.contents }, set: { $0.contents = $1 }, isDefault: { $0.contents == nil },
        dump: { $0.contents.map(LayerFormat.any) ?? "nil" }, defaultValue: nil)

    static let shape: [LayerProperty] =
        base + [
            .make("path", \CAShapeLayer.path),
            .make("fillColor", \CAShapeLayer.fillColor, CGColor(gray: 0, alpha: 1)),
            .make("fillRule", \CAShapeLayer.fillRule, .nonZero),
            .make("strokeColor", \CAShapeLayer.strokeColor),
            .make("strokeStart", \CAShapeLayer.strokeStart, 0),
            .make("strokeEnd", \CAShapeLayer.strokeEnd, 1),
            .make("lineWidth", \CAShapeLayer.lineWidth, 1),
            .make("miterLimit", \CAShapeLayer.miterLimit, 10),
            .make("lineCap", \CAShapeLayer.lineCap, .butt),
            .make("lineJoin", \CAShapeLayer.lineJoin, .miter),
            .make("lineDashPhase", \CAShapeLayer.lineDashPhase, 0),
            .make("lineDashPattern", \CAShapeLayer.lineDashPattern),
        ]

    static let gradient: [LayerProperty] =
        base + [
            .make("colors", \CAGradientLayer.colors),
            .make("locations", \CAGradientLayer.locations),
            .make("startPoint", \CAGradientLayer.startPoint, CGPoint(x: 0.5, y: 0)),
            .make("endPoint", \CAGradientLayer.endPoint, CGPoint(x: 0.5, y: 1)),
            .make("type", \CAGradientLayer.type, .axial),
        ]

    static let replicator: [LayerProperty] =
        base + [
            .make("instanceCount", \CAReplicatorLayer.instanceCount, 1),
            .make("instanceDelay", \CAReplicatorLayer.instanceDelay, 0),
            .make("instanceTransform", \CAReplicatorLayer.instanceTransform, .identity),
            .make("instanceColor", \CAReplicatorLayer.instanceColor),
            .make("instanceRedOffset", \CAReplicatorLayer.instanceRedOffset, 0),
            .make("instanceGreenOffset", \CAReplicatorLayer.instanceGreenOffset, 0),
            .make("instanceBlueOffset", \CAReplicatorLayer.instanceBlueOffset, 0),
            .make("instanceAlphaOffset", \CAReplicatorLayer.instanceAlphaOffset, 0),
            .make("preservesDepth", \CAReplicatorLayer.preservesDepth, false),
        ]

    static let emitter: [LayerProperty] =
        base + [
            LayerProperty(
                key: "emitterCells", get: { ($0 as? CAEmitterLayer)?.emitterCells },
                set: { ($0 as? CAEmitterLayer)?.emitterCells = $1 as? [CAEmitterCell] },
                isDefault: { ($0 as? CAEmitterLayer)?.emitterCells == nil },
                dump: { layer in
                    let cells = (layer as? CAEmitterLayer)?.emitterCells ?? []
                    return "[" + cells.map { $0.name ?? "cell" }.joined(separator: ", ") + "]"
                }, defaultValue: nil),
            .make("birthRate", \CAEmitterLayer.birthRate, 1),
            .make("lifetime", \CAEmitterLayer.lifetime, 1),
            .make("emitterPosition", \CAEmitterLayer.emitterPosition, .zero),
            .make("emitterZPosition", \CAEmitterLayer.emitterZPosition, 0),
            .make("emitterSize", \CAEmitterLayer.emitterSize, .zero),
            .make("emitterDepth", \CAEmitterLayer.emitterDepth, 0),
            .make("emitterShape", \CAEmitterLayer.emitterShape, .point),
            .make("emitterMode", \CAEmitterLayer.emitterMode, .volume),
            .make("renderMode", \CAEmitterLayer.renderMode, .unordered),
            .make("preservesDepth", \CAEmitterLayer.preservesDepth, false),
            .make("velocity", \CAEmitterLayer.velocity, 1),
            .make("scale", \CAEmitterLayer.scale, 1),
            .make("spin", \CAEmitterLayer.spin, 1),
            .make("seed", \CAEmitterLayer.seed, 0),
        ]

    static let tiled: [LayerProperty] =
        base + [
            .make("tileSize", \CATiledLayer.tileSize, CGSize(width: 256, height: 256)),
            .make("levelsOfDetail", \CATiledLayer.levelsOfDetail, 1),
            .make("levelsOfDetailBias", \CATiledLayer.levelsOfDetailBias, 0),
        ]

    static let scroll: [LayerProperty] = base + [.make("scrollMode", \CAScrollLayer.scrollMode, .both)]

    static let text: [LayerProperty] =
        base + [
            LayerProperty(
                key: "string", get: { ($0 as? CATextLayer)?.string },
                set: { ($0 as? CATextLayer)?.string = $1 },
                isDefault: { ($0 as? CATextLayer)?.string == nil },
                dump: { layer in
                    switch (layer as? CATextLayer)?.string {
                    case let text as NSAttributedString: return "\"\(text.string)\" (attributed)"
                    case let text as String: return "\"\(text)\""
                    case nil: return "nil"
                    case let other?: return String(describing: other)
                    }
                }, defaultValue: nil),
            LayerProperty(
                key: "font", get: { ($0 as? CATextLayer)?.font }, set: { ($0 as? CATextLayer)?.font = $1 },
                isDefault: { ($0 as? CATextLayer)?.font == nil },
                dump: { ($0 as? CATextLayer)?.font.map { String(describing: $0) } ?? "nil" },
                defaultValue: nil),
            .make("fontSize", \CATextLayer.fontSize, 36),
            .make("foregroundColor", \CATextLayer.foregroundColor, CGColor(gray: 1, alpha: 1)),
            .make("wrapped", \CATextLayer.isWrapped, false),
            .make("truncationMode", \CATextLayer.truncationMode, .none),
            .make("alignmentMode", \CATextLayer.alignmentMode, .natural),
            .make("allowsFontSubpixelQuantization", \CATextLayer.allowsFontSubpixelQuantization, false),
        ]

    private static let baseTable = table(base)
    private static let textTable = table(text)
    private static let shapeTable = table(shape)
    private static let gradientTable = table(gradient)
    private static let replicatorTable = table(replicator)
    private static let scrollTable = table(scroll)
    private static let emitterTable = table(emitter)
    private static let tiledTable = table(tiled)
}
