import LaminaGraphics

extension CAAnimation {
    /// The value of a property by its key-value coding name, or of a custom key.
    package func animationValue(forKey key: String) -> Any? {
        if let property = AnimationProperty.table[key], let value = property.get(self) { return value }
        return extraValues?[key] ?? Self.defaultValue(forKey: key)
    }

    /// Sets a property by its key-value coding name (a value of the wrong type is ignored), or
    /// stores a custom key.
    package func setAnimationValue(_ value: Any?, forKey key: String) {
        if let property = AnimationProperty.table[key], property.get(self) != nil {
            _ = property.set(self, value)
            return
        }
        if extraValues == nil { extraValues = [:] }
        extraValues?[key] = value
    }
}

/// A property of the animation classes reachable by key-value coding: how to read it from an
/// animation of the class that declares it (`nil` for other classes) and how to set it
/// (`false` when the animation's class has no such property or the value does not fit).
struct AnimationProperty: Sendable {
    let get: @Sendable (CAAnimation) -> Any??
    let set: @Sendable (CAAnimation, Any?) -> Bool

    /// A property declared on `Owner` of type `Value`, converted as Key-Value Coding converts:
    /// numbers from any numeric type, `nil` to the default for optional values.
    static func make<Owner: CAAnimation, Value>(
        _ keyPath: ReferenceWritableKeyPath<Owner, Value>, convert: @escaping @Sendable (Any?) -> Value?
    ) -> AnimationProperty {
        nonisolated(unsafe) let keyPath = keyPath
        return AnimationProperty(
            get: { animation in (animation as? Owner).map { flattened($0[keyPath: keyPath]) } },
            set: { animation, value in
                guard let owner = animation as? Owner, let converted = convert(value) else { return false }
                owner[keyPath: keyPath] = converted
                return true
            })
    }

    static func double<Owner: CAAnimation>(_ keyPath: ReferenceWritableKeyPath<Owner, Double>) -> Self {
        make(keyPath) { $0.flatMap(numericValue) }
    }

    static func float<Owner: CAAnimation>(_ keyPath: ReferenceWritableKeyPath<Owner, Float>) -> Self {
        make(keyPath) { $0.flatMap(numericValue).map { Float($0) } }
    }

    static func cgFloat<Owner: CAAnimation>(_ keyPath: ReferenceWritableKeyPath<Owner, CGFloat>) -> Self {
        make(keyPath) { $0.flatMap(numericValue).map { CGFloat($0) } }
    }

    static func bool<Owner: CAAnimation>(_ keyPath: ReferenceWritableKeyPath<Owner, Bool>) -> Self {
        make(keyPath) { value in
            (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? value.flatMap(numericValue).map { $0 != 0 }
        }
    }

    /// An optional property: `nil` clears it, a value of the wrong type is ignored.
    static func optional<Owner: CAAnimation, Value>(_ keyPath: ReferenceWritableKeyPath<Owner, Value?>)
        -> Self
    {
        make(keyPath) { value -> Value?? in
            guard let value else { return .some(nil) }
            return (value as? Value).map { .some($0) }
        }
    }

    /// A string-backed option such as `fillMode`.
    static func raw<Owner: CAAnimation, Value: RawRepresentable>(
        _ keyPath: ReferenceWritableKeyPath<Owner, Value>
    ) -> Self where Value.RawValue == String {
        make(keyPath) { value in (value as? Value) ?? (value as? String).flatMap(Value.init(rawValue:)) }
    }

    /// Every key, under both its Swift name and, for Booleans, its Objective-C getter's name.
    static let table: [String: AnimationProperty] = [
        "beginTime": .double(\CAAnimation.beginTime),
        "duration": .double(\CAAnimation.duration),
        "speed": .float(\CAAnimation.speed),
        "timeOffset": .double(\CAAnimation.timeOffset),
        "repeatCount": .float(\CAAnimation.repeatCount),
        "repeatDuration": .double(\CAAnimation.repeatDuration),
        "autoreverses": .bool(\CAAnimation.autoreverses),
        "fillMode": .raw(\CAAnimation.fillMode),
        "timingFunction": .optional(\CAAnimation.timingFunction),
        "removedOnCompletion": .bool(\CAAnimation.isRemovedOnCompletion),
        "isRemovedOnCompletion": .bool(\CAAnimation.isRemovedOnCompletion),
        "keyPath": .optional(\CAPropertyAnimation.keyPath),
        "additive": .bool(\CAPropertyAnimation.isAdditive),
        "isAdditive": .bool(\CAPropertyAnimation.isAdditive),
        "cumulative": .bool(\CAPropertyAnimation.isCumulative),
        "isCumulative": .bool(\CAPropertyAnimation.isCumulative),
        "valueFunction": .optional(\CAPropertyAnimation.valueFunction),
        "fromValue": .make(\CABasicAnimation.fromValue) { .some($0) },
        "toValue": .make(\CABasicAnimation.toValue) { .some($0) },
        "byValue": .make(\CABasicAnimation.byValue) { .some($0) },
        "values": .optional(\CAKeyframeAnimation.values),
        "path": .optional(\CAKeyframeAnimation.path),
        "keyTimes": .optional(\CAKeyframeAnimation.keyTimes),
        "timingFunctions": .optional(\CAKeyframeAnimation.timingFunctions),
        "calculationMode": .raw(\CAKeyframeAnimation.calculationMode),
        "tensionValues": .optional(\CAKeyframeAnimation.tensionValues),
        "continuityValues": .optional(\CAKeyframeAnimation.continuityValues),
        "biasValues": .optional(\CAKeyframeAnimation.biasValues),
        "rotationMode": .optional(\CAKeyframeAnimation.rotationMode),
        "mass": .cgFloat(\CASpringAnimation.mass),
        "stiffness": .cgFloat(\CASpringAnimation.stiffness),
        "damping": .cgFloat(\CASpringAnimation.damping),
        "initialVelocity": .cgFloat(\CASpringAnimation.initialVelocity),
        "allowsOverdamping": .bool(\CASpringAnimation.allowsOverdamping),
        "animations": .optional(\CAAnimationGroup.animations),
        "type": .raw(\CATransition.type),
        "subtype": .optional(\CATransition.subtype),
        "startProgress": .float(\CATransition.startProgress),
        "endProgress": .float(\CATransition.endProgress),
    ]
}

/// A value with any levels of `Optional` around it removed: `nil` when one of them is empty.
private func flattened(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return flattened(wrapped)
}
