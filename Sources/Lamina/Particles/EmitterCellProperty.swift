import LaminaGraphics

/// A property of ``CAEmitterCell`` as key-value coding sees it.
struct EmitterCellProperty: @unchecked Sendable {
    let get: (CAEmitterCell) -> Any?
    let set: (CAEmitterCell, Any?) -> Void

    /// A property whose boxed values convert with `convert` (`nil` resets to `reset`).
    static func make<Value>(
        _ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Value>, reset: Value,
        convert: @escaping (Any) -> Value?
    ) -> EmitterCellProperty {
        EmitterCellProperty(
            get: { $0[keyPath: keyPath] },
            set: { cell, value in
                guard let value else {
                    cell[keyPath: keyPath] = reset
                    return
                }
                if let converted = convert(value) { cell[keyPath: keyPath] = converted }
            })
    }

    static func float(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Float>, _ reset: Float = 0) -> Self {
        make(keyPath, reset: reset) { numericValue($0).map { Float($0) } }
    }

    static func cgFloat(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>, _ reset: CGFloat = 0)
        -> Self
    {
        make(keyPath, reset: reset) { numericValue($0).map { CGFloat($0) } }
    }

    static func double(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Double>) -> Self {
        make(keyPath, reset: 0) { numericValue($0) }
    }

    static func bool(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Bool>, _ reset: Bool) -> Self {
        make(keyPath, reset: reset) { ($0 as? Bool) ?? numericValue($0).map { $0 != 0 } }
    }

    static func string(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, String>, _ reset: String) -> Self {
        make(keyPath, reset: reset) { $0 as? String }
    }

    static func optional<Value>(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Value?>) -> Self {
        EmitterCellProperty(
            get: { $0[keyPath: keyPath] },
            set: { cell, value in
                guard let value else {
                    cell[keyPath: keyPath] = nil
                    return
                }
                if let converted = value as? Value { cell[keyPath: keyPath] = converted }
            })
    }

    /// Every property, under its key-value coding name (Booleans under both names).
    static let table: [String: EmitterCellProperty] = [
        "name": .optional(\.name),
        "enabled": .bool(\.isEnabled, true),
        "isEnabled": .bool(\.isEnabled, true),
        "birthRate": .float(\.birthRate),
        "lifetime": .float(\.lifetime),
        "lifetimeRange": .float(\.lifetimeRange),
        "emissionLatitude": .cgFloat(\.emissionLatitude),
        "emissionLongitude": .cgFloat(\.emissionLongitude),
        "emissionRange": .cgFloat(\.emissionRange),
        "velocity": .cgFloat(\.velocity),
        "velocityRange": .cgFloat(\.velocityRange),
        "xAcceleration": .cgFloat(\.xAcceleration),
        "yAcceleration": .cgFloat(\.yAcceleration),
        "zAcceleration": .cgFloat(\.zAcceleration),
        "scale": .cgFloat(\.scale, 1),
        "scaleRange": .cgFloat(\.scaleRange),
        "scaleSpeed": .cgFloat(\.scaleSpeed),
        "spin": .cgFloat(\.spin),
        "spinRange": .cgFloat(\.spinRange),
        "color": .make(\.color, reset: CGColor(gray: 1, alpha: 1)) { .some($0 as? CGColor) },
        "redRange": .float(\.redRange),
        "greenRange": .float(\.greenRange),
        "blueRange": .float(\.blueRange),
        "alphaRange": .float(\.alphaRange),
        "redSpeed": .float(\.redSpeed),
        "greenSpeed": .float(\.greenSpeed),
        "blueSpeed": .float(\.blueSpeed),
        "alphaSpeed": .float(\.alphaSpeed),
        "contents": .optional(\.contents),
        "contentsRect": .make(\.contentsRect, reset: CGRect(x: 0, y: 0, width: 1, height: 1)) {
            CGRect(lenient: $0)
        },
        "contentsScale": .cgFloat(\.contentsScale, 1),
        "minificationFilter": .string(\.minificationFilter, "linear"),
        "magnificationFilter": .string(\.magnificationFilter, "linear"),
        "minificationFilterBias": .float(\.minificationFilterBias),
        "emitterCells": .optional(\.emitterCells),
        "beginTime": .double(\.beginTime),
        "duration": .double(\.duration),
        "speed": .float(\.speed, 1),
        "timeOffset": .double(\.timeOffset),
        "repeatCount": .float(\.repeatCount),
        "repeatDuration": .double(\.repeatDuration),
        "autoreverses": .bool(\.autoreverses, false),
        "fillMode": .make(\.fillMode, reset: .removed) {
            ($0 as? CAMediaTimingFillMode) ?? ($0 as? String).map(CAMediaTimingFillMode.init(rawValue:))
        },
    ]
}

/// Key paths through emitter cells: `emitterCells.<name>.<key>`, at any depth.
enum EmitterKeyPath {
    /// The value at `keyPath` below `cell`.
    static func value(at keyPath: String, in cell: CAEmitterCell) -> Any? {
        guard let (target, key) = resolve(keyPath, from: cell) else { return nil }
        return target.value(forKey: key)
    }

    /// Sets the value at `keyPath` below `cell`; a path naming no cell does nothing.
    static func setValue(_ value: Any?, at keyPath: String, in cell: CAEmitterCell) {
        guard let (target, key) = resolve(keyPath, from: cell) else { return }
        target.setValue(value, forKey: key)
    }

    /// The cell and final key a path names, starting from `cell`.
    static func resolve(_ keyPath: String, from cell: CAEmitterCell) -> (CAEmitterCell, String)? {
        var components = keyPath.split(separator: ".").map(String.init)
        var current = cell
        while components.count >= 3, components[0] == "emitterCells" {
            guard let next = current.emitterCells?.first(where: { $0.name == components[1] }) else {
                return nil
            }
            current = next
            components.removeFirst(2)
        }
        return components.count == 1 ? (current, components[0]) : nil
    }

    /// The cell named by the start of `keyPath` (`emitterCells.<name>…`) among `cells`, and the
    /// rest of the path.
    static func cell(in cells: [CAEmitterCell]?, for keyPath: String) -> (CAEmitterCell, String)? {
        let components = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
        guard components.count == 3, components[0] == "emitterCells",
            let cell = cells?.first(where: { $0.name == components[1] })
        else { return nil }
        return (cell, components[2])
    }
}
