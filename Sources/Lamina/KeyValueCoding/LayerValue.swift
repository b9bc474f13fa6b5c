import LaminaGraphics

/// A type that key-value coding boxes into `Any` and unboxes from what callers pass.
///
/// Unboxing is lenient as Foundation's bridging is on Apple's platforms: any number (Swift or
/// `NSNumber`) for a numeric type, an `NSValue` for points, sizes and rects, a raw string for
/// the string-valued option types.
package protocol LayerValue {
    /// Unboxes a value, or returns `nil` when it has the wrong type.
    static func unbox(_ boxed: Any) -> Self?
    /// The value boxed for `value(forKey:)`.
    var boxed: Any { get }
    /// The value as the tree dump prints it.
    var dumpText: String { get }
    /// Whether two values are the same (identity for reference types without equality).
    func isSame(as other: Self) -> Bool
}

extension LayerValue where Self: Equatable {
    package func isSame(as other: Self) -> Bool { self == other }
}

extension LayerValue {
    package var boxed: Any { self }
}

/// Value types unbox through a lenient initializer.
package protocol LenientLayerValue: LayerValue {
    init?(lenient boxed: Any)
}

extension LenientLayerValue {
    package static func unbox(_ boxed: Any) -> Self? { Self(lenient: boxed) }
}

/// The number in a Swift numeric value or an `NSNumber`.
package func numericValue(_ value: Any) -> Double? {
    switch value {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as Int32: return Double(v)
    case let v as Int64: return Double(v)
    case let v as UInt: return Double(v)
    case let v as UInt32: return Double(v)
    case let v as Bool: return v ? 1 : 0
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}

extension CGFloat: LenientLayerValue {
    package init?(lenient boxed: Any) {
        guard let number = numericValue(boxed) else { return nil }
        self.init(number)
    }
    package var dumpText: String { LayerFormat.number(self) }
}

extension Float: LenientLayerValue {
    package init?(lenient boxed: Any) {
        guard let number = numericValue(boxed) else { return nil }
        self.init(number)
    }
    package var dumpText: String { LayerFormat.number(CGFloat(self)) }
}

extension Double: LenientLayerValue {
    package init?(lenient boxed: Any) {
        guard let number = numericValue(boxed) else { return nil }
        self = number
    }
    package var dumpText: String { LayerFormat.number(CGFloat(self)) }
}

extension Int: LenientLayerValue {
    package init?(lenient boxed: Any) {
        guard let number = numericValue(boxed), number.isFinite else { return nil }
        self.init(number.rounded(.towardZero))
    }
    package var dumpText: String { String(self) }
}

extension UInt32: LenientLayerValue {
    package init?(lenient boxed: Any) {
        guard let number = numericValue(boxed), number >= 0, number <= Double(UInt32.max) else { return nil }
        self = UInt32(number)
    }
    package var dumpText: String { String(self) }
}

extension Bool: LenientLayerValue {
    package init?(lenient boxed: Any) {
        guard let number = numericValue(boxed) else { return nil }
        self = number != 0
    }
    package var dumpText: String { self ? "true" : "false" }
}

extension String: LenientLayerValue {
    package init?(lenient boxed: Any) {
        guard let string = boxed as? String else { return nil }
        self = string
    }
    package var dumpText: String { "\"\(self)\"" }
}

extension CGPoint: LenientLayerValue {
    package init?(lenient boxed: Any) {
        if let point = boxed as? CGPoint {
            self = point
        } else if let value = boxed as? NSValue, value.boxes("CGPoint") {
            self = value.pointValue
        } else {
            return nil
        }
    }
    package var dumpText: String { LayerFormat.point(self) }
}

extension CGSize: LenientLayerValue {
    package init?(lenient boxed: Any) {
        if let size = boxed as? CGSize {
            self = size
        } else if let value = boxed as? NSValue, value.boxes("CGSize") {
            self = value.sizeValue
        } else {
            return nil
        }
    }
    package var dumpText: String { LayerFormat.size(self) }
}

extension CGRect: LenientLayerValue {
    package init?(lenient boxed: Any) {
        if let rect = boxed as? CGRect {
            self = rect
        } else if let value = boxed as? NSValue, value.boxes("CGRect") {
            self = value.rectValue
        } else {
            return nil
        }
    }
    package var dumpText: String { LayerFormat.rect(self) }
}

extension CATransform3D: LenientLayerValue {
    package init?(lenient boxed: Any) {
        if let transform = boxed as? CATransform3D {
            self = transform
        } else if let affine = boxed as? CGAffineTransform {
            self = CATransform3DMakeAffineTransform(affine)
        } else if let value = boxed as? TransformValue {
            self = value.transform
        } else {
            return nil
        }
    }
    package var dumpText: String { description }
}

extension CGColor: LayerValue {
    package static func unbox(_ boxed: Any) -> Self? { boxed as? Self }
    package var dumpText: String { LayerFormat.color(self) }
}

extension CGPath: LayerValue {
    package static func unbox(_ boxed: Any) -> Self? { boxed as? Self }
    package var dumpText: String {
        "path(\(elements.count) elements in \(LayerFormat.rect(boundingBoxOfPath)))"
    }
}

extension CACornerMask: LenientLayerValue {
    package init?(lenient boxed: Any) {
        if let mask = boxed as? CACornerMask {
            self = mask
        } else if let number = numericValue(boxed), number >= 0 {
            self.init(rawValue: UInt(number))
        } else {
            return nil
        }
    }
    package var dumpText: String {
        let names = [
            (CACornerMask.layerMinXMinYCorner, "minXminY"), (.layerMaxXMinYCorner, "maxXminY"),
            (.layerMinXMaxYCorner, "minXmaxY"), (.layerMaxXMaxYCorner, "maxXmaxY"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ",") + "]"
    }
}

extension CAEdgeAntialiasingMask: LenientLayerValue {
    package init?(lenient boxed: Any) {
        if let mask = boxed as? CAEdgeAntialiasingMask {
            self = mask
        } else if let number = numericValue(boxed), number >= 0 {
            self.init(rawValue: UInt32(number))
        } else {
            return nil
        }
    }
    package var dumpText: String { String(rawValue) }
}

extension Array: LenientLayerValue {
    package init?(lenient boxed: Any) {
        if let array = boxed as? [Element] {
            self = array
        } else if Element.self == NSNumber.self, let values = boxed as? [Any] {
            var numbers: [NSNumber] = []
            for value in values {
                guard let number = numericValue(value) else { return nil }
                numbers.append(NSNumber(value: number))
            }
            guard let converted = numbers as? [Element] else { return nil }
            self = converted
        } else {
            return nil
        }
    }

    package var dumpText: String {
        "[" + map { LayerFormat.any($0) }.joined(separator: ", ") + "]"
    }

    package func isSame(as other: [Element]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { LayerFormat.any($0) == LayerFormat.any($1) }
    }
}

/// String-valued option types (`CALayerContentsGravity`…) box as themselves and unbox from a
/// value of their type or its raw string.
package protocol StringOptionValue: LenientLayerValue, RawRepresentable, Equatable where RawValue == String {
    init(rawValue: String)
}

extension StringOptionValue {
    package init?(lenient boxed: Any) {
        if let value = boxed as? Self {
            self = value
        } else if let raw = boxed as? String {
            self.init(rawValue: raw)
        } else {
            return nil
        }
    }
    package var dumpText: String { rawValue }
}

extension CALayerContentsGravity: StringOptionValue {}
extension CALayerContentsFilter: StringOptionValue {}
extension CALayerContentsFormat: StringOptionValue {}
extension CALayerCornerCurve: StringOptionValue {}
extension CAShapeLayerFillRule: StringOptionValue {}
extension CAEmitterLayerEmitterShape: StringOptionValue {}
extension CALayer.ToneMapMode: StringOptionValue {}
extension CAEmitterLayerEmitterMode: StringOptionValue {}
extension CAEmitterLayerRenderMode: StringOptionValue {}
extension CAShapeLayerLineCap: StringOptionValue {}
extension CAShapeLayerLineJoin: StringOptionValue {}
extension CAGradientLayerType: StringOptionValue {}
extension CAScrollLayerScrollMode: StringOptionValue {}
extension CATextLayerTruncationMode: StringOptionValue {}
extension CATextLayerAlignmentMode: StringOptionValue {}
extension CAMediaTimingFillMode: StringOptionValue {}

extension LayerFormat {
    /// Any value as the tree dump prints it.
    package static func any(_ value: Any) -> String {
        switch value {
        case let v as any LayerValue: return v.dumpText
        case let v as NSNumber: return number(CGFloat(v.doubleValue))
        case let v as CGImage: return "CGImage(\(v.width)×\(v.height))"
        default: return String(describing: value)
        }
    }
}

extension NSValue {
    /// Whether the value boxes the structure named `structName` (by its type encoding).
    fileprivate func boxes(_ structName: String) -> Bool {
        String(cString: objCType).hasPrefix("{" + structName)
    }
}
