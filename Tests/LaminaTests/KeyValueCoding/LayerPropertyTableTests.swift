import Testing

@testable import Lamina

/// The property tables are the one list of each class's properties: these tests hold every
/// row to its declaration (the default) and to what copies, key-value coding and implicit
/// animation do with it.
@Suite struct LayerPropertyTableTests {
    /// Every class Lamina declares, with its initializers.
    static let classes: [ClassCase] = [
        ClassCase(CALayer.self, { CALayer() }, { CALayer(layer: $0) }),
        ClassCase(CAShapeLayer.self, { CAShapeLayer() }, { CAShapeLayer(layer: $0) }),
        ClassCase(CAGradientLayer.self, { CAGradientLayer() }, { CAGradientLayer(layer: $0) }),
        ClassCase(CAReplicatorLayer.self, { CAReplicatorLayer() }, { CAReplicatorLayer(layer: $0) }),
        ClassCase(CAScrollLayer.self, { CAScrollLayer() }, { CAScrollLayer(layer: $0) }),
        ClassCase(CATextLayer.self, { CATextLayer() }, { CATextLayer(layer: $0) }),
        ClassCase(CAEmitterLayer.self, { CAEmitterLayer() }, { CAEmitterLayer(layer: $0) }),
        ClassCase(CATiledLayer.self, { CATiledLayer() }, { CATiledLayer(layer: $0) }),
        ClassCase(CATransformLayer.self, { CATransformLayer() }, { CATransformLayer(layer: $0) }),
    ]

    final class Delegate: NSObject, CALayerDelegate, @unchecked Sendable {}
    static let delegate = Delegate()

    /// A value that is not the default, for every key of every table. A new row without one
    /// fails `copiesKeepEveryProperty`, naming the key.
    static var samples: [String: Any] {
        [
            "bounds": CGRect(x: 1, y: 2, width: 30, height: 40), "position": CGPoint(x: 5, y: 6),
            "anchorPoint": CGPoint(x: 0.25, y: 1), "zPosition": 3, "anchorPointZ": 2,
            "transform": CATransform3DMakeRotation(0.5, 0, 0, 1),
            "sublayerTransform": CATransform3DMakeScale(2, 2, 1),
            "geometryFlipped": true, "hidden": true, "opacity": 0.5,
            "backgroundColor": CGColor(red: 1, green: 0, blue: 0, alpha: 1), "cornerRadius": 4,
            "maskedCorners": CACornerMask.layerMinXMinYCorner, "cornerCurve": CALayerCornerCurve.continuous,
            "borderWidth": 2, "borderColor": CGColor(red: 0, green: 1, blue: 0, alpha: 1),
            "masksToBounds": true,
            "doubleSided": false, "opaque": true, "allowsGroupOpacity": false, "allowsEdgeAntialiasing": true,
            "edgeAntialiasingMask": CAEdgeAntialiasingMask.layerLeftEdge,
            "shadowColor": CGColor(red: 0, green: 0, blue: 1, alpha: 1), "shadowOpacity": 0.7,
            "shadowOffset": CGSize(width: 2, height: 5), "shadowRadius": 9,
            "shadowPath": CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3), transform: nil),
            "contents": CompositorScenes.twoToneImage(),
            "contentsGravity": CALayerContentsGravity.center,
            "contentsRect": CGRect(x: 0, y: 0, width: 0.5, height: 1),
            "contentsCenter": CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
            "contentsFormat": CALayerContentsFormat.RGBA16Float,
            "minificationFilter": CALayerContentsFilter.nearest,
            "magnificationFilter": CALayerContentsFilter.trilinear, "minificationFilterBias": 0.5,
            "contentsScale": 2,
            "shouldRasterize": true, "rasterizationScale": 3, "drawsAsynchronously": true,
            "needsDisplayOnBoundsChange": true, "name": "sample", "filters": ["blur"],
            "backgroundFilters": ["sepia"],
            "compositingFilter": "multiply", "wantsExtendedDynamicRangeContent": true,
            "toneMapMode": CALayer.ToneMapMode.never, "contentsHeadroom": 2,
            "wantsDynamicContentScaling": true,
            "beginTime": 1.5, "duration": 2, "speed": 0.5, "timeOffset": 0.25, "repeatCount": 3,
            "repeatDuration": 4,
            "autoreverses": true, "fillMode": CAMediaTimingFillMode.both, "style": ["key": 1],
            "actions": ["opacity": NSNull()], "delegate": delegate,
            // CAShapeLayer
            "path": CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil),
            "fillColor": CGColor(gray: 0.5, alpha: 1), "fillRule": CAShapeLayerFillRule.evenOdd,
            "strokeColor": CGColor(gray: 0.2, alpha: 1), "strokeStart": 0.1, "strokeEnd": 0.9, "lineWidth": 3,
            "miterLimit": 4, "lineCap": CAShapeLayerLineCap.round, "lineJoin": CAShapeLayerLineJoin.bevel,
            "lineDashPhase": 2, "lineDashPattern": [NSNumber(value: 4), NSNumber(value: 2)],
            // CAGradientLayer
            "colors": [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)],
            "locations": [NSNumber(value: 0.2), NSNumber(value: 0.8)], "startPoint": CGPoint(x: 0, y: 0),
            "endPoint": CGPoint(x: 1, y: 1), "type": CAGradientLayerType.radial,
            // CAReplicatorLayer
            "instanceCount": 4, "instanceDelay": 0.1,
            "instanceTransform": CATransform3DMakeTranslation(5, 0, 0),
            "instanceColor": CGColor(gray: 0.5, alpha: 1), "instanceRedOffset": -0.1,
            "instanceGreenOffset": -0.2,
            "instanceBlueOffset": -0.3, "instanceAlphaOffset": -0.4, "preservesDepth": true,
            // CAScrollLayer
            "scrollMode": CAScrollLayerScrollMode.vertically,
            // CATextLayer
            "string": "Hello", "font": "DejaVu Serif", "fontSize": 12,
            "foregroundColor": CGColor(gray: 0, alpha: 1),
            "wrapped": true, "truncationMode": CATextLayerTruncationMode.end,
            "alignmentMode": CATextLayerAlignmentMode.center, "allowsFontSubpixelQuantization": true,
            // CAEmitterLayer
            "emitterCells": [CAEmitterCell()], "birthRate": 2, "lifetime": 3,
            "emitterPosition": CGPoint(x: 4, y: 4),
            "emitterZPosition": 1, "emitterSize": CGSize(width: 5, height: 6), "emitterDepth": 7,
            "emitterShape": CAEmitterLayerEmitterShape.circle,
            "emitterMode": CAEmitterLayerEmitterMode.outline,
            "renderMode": CAEmitterLayerRenderMode.additive, "velocity": 2, "scale": 0.5, "spin": 2,
            "seed": 7,
            // CATiledLayer
            "tileSize": CGSize(width: 64, height: 64), "levelsOfDetail": 3, "levelsOfDetailBias": 2,
        ]
    }

    @Test(arguments: classes)
    func freshLayersHoldTheTablesDefaults(_ type: ClassCase) {
        let layer = type.make()
        for row in type.layerClass.propertyTable.rows {
            #expect(row.isDefault(layer), "\(type): \(row.key) is \(row.dump(layer)) on a new layer")
            // Key-value coding's nil resets a value property to the same default; an object
            // property (a color, a path) becomes nil, as on Apple's platforms.
            if let sample = Self.samples[row.key] {
                layer.setValue(sample, forKey: row.key)
                layer.setValue(nil as Any?, forKey: row.key)
                if row.defaultValue is CGColor {
                    #expect(layer.value(forKey: row.key) == nil, "\(type): \(row.key) = nil is not nil")
                } else {
                    #expect(row.isDefault(layer), "\(type): \(row.key) does not reset to its default")
                }
            }
        }
        #expect(type.layerClass.propertyTable.layerClass == type.layerClass)
    }

    @Test(arguments: classes)
    func copiesKeepEveryProperty(_ type: ClassCase) throws {
        let layer = type.make()
        let rows = type.layerClass.propertyTable.rows
        for row in rows {
            let sample = try #require(Self.samples[row.key], "no sample value for \(type).\(row.key)")
            layer.setValue(sample, forKey: row.key)
            #expect(!row.isDefault(layer), "\(type): the sample of \(row.key) is its default or was refused")
        }
        let copy = type.copy(layer)
        let presented = try #require(layer.presentation(atTime: 0))
        #expect(Swift.type(of: presented) == type.layerClass)
        for row in rows {
            #expect(row.dump(copy) == row.dump(layer), "\(type): init(layer:) lost \(row.key)")
            #expect(row.dump(presented) == row.dump(layer), "\(type): presentation() lost \(row.key)")
        }
    }

    /// Records the keys a layer asks its delegate for actions for.
    final class ActionRecorder: NSObject, CALayerDelegate, @unchecked Sendable {
        var keys: [String] = []
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            keys.append(event)
            return NSNull()
        }
    }

    /// The key string of each row is the one its setter announces (the action asked for, for an
    /// animatable property; never another property's key), and the one key-value coding reads
    /// back; and the tree dump shows the change: a setter naming another key would animate, or
    /// be observed, under the wrong name.
    @Test(arguments: classes)
    func everyKeyIsTheSameForKeyValueCodingActionsAndTheDump(_ type: ClassCase) throws {
        let root = CALayer()
        let layer = type.make()
        root.addSublayer(layer)
        CATransaction.flush()
        let recorder = ActionRecorder()
        layer.delegate = recorder
        let rows = type.layerClass.propertyTable.rows
        let keys = Set(rows.map(\.key))
        for row in rows where !["delegate", "actions", "style"].contains(row.key) {
            let sample = try #require(Self.samples[row.key], "no sample value for \(type).\(row.key)")
            recorder.keys = []
            let before = layer.layerDescription
            layer.setValue(sample, forKey: row.key)
            if row.isAnimatable {
                #expect(recorder.keys == [row.key], "\(type).\(row.key) announced \(recorder.keys)")
            } else {
                let others = recorder.keys.filter { $0 != row.key && keys.contains($0) }
                #expect(others.isEmpty, "\(type).\(row.key) announced \(others)")
            }
            #expect(layer.value(forKey: row.key) != nil, "\(type).\(row.key) reads nil")
            #expect(!row.isDefault(layer), "\(type).\(row.key) was not set through its key")
            if !row.traits.contains(.notDumped) {
                #expect(layer.layerDescription != before, "\(type).\(row.key) does not change the dump")
            }
        }
    }

    @Test func implicitAnimationFollowsTheClassesRows() {
        #expect(CALayer.defaultAction(forKey: "opacity") is CABasicAnimation)
        #expect(CAShapeLayer.defaultAction(forKey: "fillColor") is CABasicAnimation)
        #expect(CAShapeLayer.defaultAction(forKey: "strokeEnd") is CABasicAnimation)
        // A shape layer's path, like every path, animates only explicitly; switches change at once.
        #expect(CAShapeLayer.defaultAction(forKey: "path") == nil)
        #expect(CALayer.defaultAction(forKey: "hidden") == nil)
        #expect(CALayer.defaultAction(forKey: "shadowPath") == nil)
        // Another class's property is no property of a plain layer.
        #expect(CALayer.defaultAction(forKey: "fillColor") == nil)
        #expect(CATextLayer.defaultAction(forKey: "fontSize") is CABasicAnimation)
        #expect(CAGradientLayer.defaultAction(forKey: "colors") is CABasicAnimation)
    }

    @Test func timingPropertiesAreKeyValueCoded() {
        let layer = CALayer()
        #expect(layer.value(forKey: "speed") as? Float == 1)
        layer.setValue(0, forKey: "speed")
        #expect(layer.speed == 0)
        layer.setValue("both", forKey: "fillMode")
        #expect(layer.fillMode == .both)
        layer.setValue(2.5, forKey: "timeOffset")
        #expect(layer.timeOffset == 2.5)
        #expect(layer.layerDescription.contains("speed=0"))
        #expect(CALayer.defaultValue(forKey: "speed") as? Float == 1)
    }

    @Test func behaviourIsNotDumped() {
        let layer = CALayer()
        layer.actions = ["opacity": NSNull()]
        layer.delegate = Self.delegate
        layer.style = ["a": 1]
        #expect(layer.layerDescription == "CALayer frame=(0 0; 0 0)")
    }

    /// A class, named in test output, with its initializers.
    struct ClassCase: CustomStringConvertible, Sendable {
        let layerClass: CALayer.Type
        let make: @Sendable () -> CALayer
        let copy: @Sendable (CALayer) -> CALayer
        init(
            _ layerClass: CALayer.Type, _ make: @escaping @Sendable () -> CALayer,
            _ copy: @escaping @Sendable (CALayer) -> CALayer
        ) {
            (self.layerClass, self.make, self.copy) = (layerClass, make, copy)
        }
        var description: String { String(describing: layerClass) }
    }
}
