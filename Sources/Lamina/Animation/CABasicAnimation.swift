import LaminaGraphics

/// An animation of one property between two values.
///
/// Mirrors QuartzCore's `CABasicAnimation`, with Apple's rules for which values are used:
/// `fromValue`/`toValue`; `fromValue`/`fromValue + byValue`; `toValue − byValue`/`toValue`;
/// `fromValue`/current; current/`toValue`; current/`current + byValue`. "Current" is the
/// property's value under the animations before this one.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The value added to the start value.
    open var byValue: Any?

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? CABasicAnimation {
            copy.fromValue = fromValue
            copy.toValue = toValue
            copy.byValue = byValue
        }
        return copy
    }

    /// The start and end values against the current one; `nil` when they do not fit.
    package func endpoints(current: AnimatedValue?) -> (AnimatedValue, AnimatedValue)? {
        let from = AnimatedValue(fromValue, like: current)
        let to = AnimatedValue(toValue, like: current ?? from)
        let by = AnimatedValue(byValue, like: current ?? from ?? to)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return AnimatedValue.add(f, b).map { (f, $0) }
        case (nil, let t?, let b?): return AnimatedValue.subtract(t, b).map { ($0, t) }
        case (let f?, nil, nil): return current.map { (f, $0) }
        case (nil, let t?, nil): return current.map { ($0, t) }
        case (nil, nil, let b?):
            guard let current, let end = AnimatedValue.add(current, b) else { return nil }
            return (current, end)
        default: return nil
        }
    }

    package override func apply(to layer: CALayer, model: CALayer, localTime: CFTimeInterval, inGroup: Bool) {
        guard let keyPath, case .active(let progress, let iteration) = phase(at: localTime, inGroup: inGroup)
        else { return }
        let current = AnimatedValue(layer.value(forKeyPath: keyPath))
        guard let (from, to) = endpoints(current: valueFunction == nil ? current : nil) else { return }
        let eased = timingFunction?.value(at: progress) ?? progress
        var value = AnimatedValue.interpolate(from, to, eased)
        if isCumulative, iteration > 0, let delta = AnimatedValue.subtract(to, from),
            let offset = AnimatedValue.scale(delta, Double(iteration)),
            let sum = AnimatedValue.add(value, offset)
        {
            value = sum
        }
        setAnimatedValue(value, current: current, keyPath: keyPath, on: layer)
    }
}

extension CAPropertyAnimation {
    /// The phase at a local time: held after the end only when not removed on completion (or
    /// in a group, whose children are never removed).
    package func phase(at localTime: CFTimeInterval, inGroup: Bool) -> MediaTiming.Phase {
        MediaTiming.phase(at: localTime, self, holdsAfterEnd: !isRemovedOnCompletion, inGroup: inGroup)
    }

    /// Sets an animated value on the presentation layer: through the value function, and added
    /// to the current value when additive. Values of the wrong type are ignored.
    package func setAnimatedValue(
        _ value: AnimatedValue, current: AnimatedValue?, keyPath: String, on layer: CALayer
    ) {
        var value = value
        if let valueFunction, let numbers = value.components {
            value = .transform(valueFunction.transform(for: numbers))
        }
        if isAdditive, let current, let sum = AnimatedValue.add(current, value) {
            value = sum
        }
        layer.setValue(value.boxed, forKeyPath: keyPath)
    }
}
