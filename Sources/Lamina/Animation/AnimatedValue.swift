import LaminaGraphics

/// A value an animation interpolates, with the arithmetic Core Animation uses for its type.
package enum AnimatedValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)
    case path(CGPath)
    case numbers([Double])
    case colors([CGColor])
    /// A value animated discretely (contents, booleans, names).
    case other(Any)

    /// Converts a value as callers pass it (`NSNumber`, `CGFloat`, `NSValue`, `CGColor`…),
    /// shaped like `like` when given (the property's current value); `nil` for `nil`.
    package init?(_ any: Any?, like: AnimatedValue? = nil) {
        guard let any else { return nil }
        switch like {
        case .number?:
            guard let number = numericValue(any) else { return nil }
            self = .number(number)
            return
        case .point?:
            guard let point = CGPoint.unbox(any) else { return nil }
            self = .point(point)
            return
        case .size?:
            // Core Animation interpolates the numbers of a boxed pair: an animation of a size
            // (`transform.translation` above all) takes points as well.
            guard let size = KeyPathValues.translation(any) else { return nil }
            self = .size(size)
            return
        case .rect?:
            guard let rect = CGRect.unbox(any) else { return nil }
            self = .rect(rect)
            return
        case .transform?:
            guard let transform = CATransform3D.unbox(any) else { return nil }
            self = .transform(transform)
            return
        default:
            break
        }
        // Cheap casts first: scalars and geometry are what animations mostly carry.
        switch any {
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Bool: self = .other(v)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        default: self = AnimatedValue(converting: any)
        }
    }

    /// The slower conversions: arrays, `NSValue`, `NSNumber` and other numbers.
    private init(converting any: Any) {
        switch any {
        case let v as [CGColor]: self = .colors(v)
        case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
        case let v as [Any]:
            if v.allSatisfy({ $0 is CGColor }) {
                self = .colors(v.compactMap { $0 as? CGColor })
            } else if let numbers = Optional(v.compactMap(numericValue)), numbers.count == v.count {
                self = .numbers(numbers)
            } else {
                self = .other(v)
            }
        case let v as NSValue:
            if let point = CGPoint.unbox(v) {
                self = .point(point)
            } else if let size = CGSize.unbox(v) {
                self = .size(size)
            } else if let rect = CGRect.unbox(v) {
                self = .rect(rect)
            } else if let transform = v as? TransformValue {
                self = .transform(transform.transform)
            } else if let number = numericValue(v) {
                self = .number(number)
            } else {
                self = .other(v)
            }
        default:
            if let number = numericValue(any) { self = .number(number) } else { self = .other(any) }
        }
    }

    /// The value boxed for key-value coding.
    package var boxed: Any {
        switch self {
        case .number(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .numbers(let v): return v.map { NSNumber(value: $0) }
        case .colors(let v): return v as [Any]
        case .other(let v): return v
        }
    }

    /// The numbers of the value, for value functions and distances.
    package var components: [Double]? {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
        case .numbers(let v): return v
        case .color(let c): return c.components?.map(Double.init)
        default: return nil
        }
    }

    /// `a + (b − a) · t`, as Core Animation interpolates each type: colors component-wise in
    /// the first color's space, transforms through their decomposition (rotation by quaternion
    /// slerp), paths point by point when their elements match; other values switch at the
    /// middle.
    package static func interpolate(_ a: AnimatedValue, _ b: AnimatedValue, _ t: Double) -> AnimatedValue {
        let f = CGFloat(t)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(
                    x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width),
                    height: mix(p.height, q.height)))
        case (.transform(let p), .transform(let q)):
            return .transform(TransformInterpolation.interpolate(p, q, t))
        case (.color(let p), .color(let q)):
            guard let space = p.colorSpace, let from = p.components else { return t < 0.5 ? a : b }
            let target =
                q.colorSpace == space ? q : q.converted(to: space, intent: .defaultIntent, options: nil)
            guard let to = target?.components, from.count == to.count else { return t < 0.5 ? a : b }
            return .color(CGColor(space: space, components: zip(from, to).map { mix($0, $1) }))
        case (.numbers(let p), .numbers(let q)) where p.count == q.count:
            return .numbers(zip(p, q).map { $0 + ($1 - $0) * t })
        case (.colors(let p), .colors(let q)) where p.count == q.count:
            return .colors(
                zip(p, q).map { pair -> CGColor in
                    if case .color(let c) = interpolate(.color(pair.0), .color(pair.1), t) { return c }
                    return t < 0.5 ? pair.0 : pair.1
                })
        case (.path(let p), .path(let q)):
            return .path(PathInterpolation.interpolate(p, q, t) ?? (t < 0.5 ? p : q))
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `a + b` for additive, cumulative and `byValue` arithmetic; `nil` for values that do not
    /// add (colors add component-wise, transforms concatenate).
    package static func add(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue? {
        combine(a, b, 1)
    }

    /// `a − b`; `nil` for values that do not subtract.
    package static func subtract(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue? {
        combine(a, b, -1)
    }

    private static func combine(_ a: AnimatedValue, _ b: AnimatedValue, _ sign: CGFloat) -> AnimatedValue? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + Double(sign) * y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + sign * q.x, y: p.y + sign * q.y))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: p.width + sign * q.width, height: p.height + sign * q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(
                    x: p.minX + sign * q.minX, y: p.minY + sign * q.minY, width: p.width + sign * q.width,
                    height: p.height + sign * q.height))
        case (.transform(let p), .transform(let q)):
            return .transform(sign > 0 ? q.concatenating(p) : CATransform3DInvert(q).concatenating(p))
        case (.color(let p), .color(let q)):
            guard let space = p.colorSpace, let x = p.components, let y = q.components, x.count == y.count
            else { return nil }
            return .color(CGColor(space: space, components: zip(x, y).map { $0 + sign * $1 }))
        case (.numbers(let p), .numbers(let q)) where p.count == q.count:
            return .numbers(zip(p, q).map { $0 + Double(sign) * $1 })
        default:
            return nil
        }
    }

    /// `a · k` (for cumulative repetitions); `nil` for values that do not scale.
    package static func scale(_ a: AnimatedValue, _ k: Double) -> AnimatedValue? {
        switch a {
        case .number(let x): return .number(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * CGFloat(k), y: p.y * CGFloat(k)))
        case .size(let s): return .size(CGSize(width: s.width * CGFloat(k), height: s.height * CGFloat(k)))
        case .numbers(let v): return .numbers(v.map { $0 * k })
        default: return nil
        }
    }

    /// The distance between two values, for paced keyframes.
    package static func distance(_ a: AnimatedValue, _ b: AnimatedValue) -> Double {
        if case .transform(let p) = a, case .transform(let q) = b {
            return TransformInterpolation.distance(p, q)
        }
        guard let x = a.components, let y = b.components, x.count == y.count else { return 1 }
        return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}
