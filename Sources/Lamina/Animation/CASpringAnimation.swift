import LaminaGraphics

/// An animation that follows a damped spring from its start value to its end value.
///
/// Mirrors QuartzCore's `CASpringAnimation`. The value at time `t` (seconds into the
/// animation) is `from + (to − from) · x(t)`, where `x` is the closed-form solution of a mass
/// on a spring, `x(0) = 0` and `x'(0) = initialVelocity`, and may overshoot 1.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring. Default: 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness. Default: 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient. Default: 10.
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second. Default: 0.
    open var initialVelocity: CGFloat = 0
    /// Whether damping beyond critical is allowed (otherwise it is clamped). Default: false.
    open var allowsOverdamping = false

    /// Creates a spring with default parameters.
    public required init() {
        super.init()
    }

    /// Creates a spring with default parameters (Lamina does not archive animations).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a spring that settles in about `perceptualDuration` seconds, with `bounce` from
    /// −1 (overdamped) through 0 (critically damped) to 1 (undamped), as iOS 17's initializer.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.01)
        mass = 1
        stiffness = pow(2 * .pi / CGFloat(duration), 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.99))
        damping = 4 * .pi * ratio / CGFloat(duration)
        allowsOverdamping = bounce < 0
        self.duration = settlingDuration
    }

    /// The duration the spring is perceived to take: one period of the undamped spring.
    open var perceptualDuration: CFTimeInterval {
        guard stiffness > 0, mass > 0 else { return 0 }
        return CFTimeInterval(2 * .pi * (mass / stiffness).squareRoot())
    }

    /// How bouncy the spring is, from −1 to 1 (see ``init(perceptualDuration:bounce:)``).
    open var bounce: CGFloat {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The time until the spring is considered at rest.
    ///
    /// An underdamped spring is at rest once the envelope of its oscillation is within
    /// 1/1200 of the distance (so the duration does not jump as each swing's
    /// peak dips under it); a spring that does not oscillate, once it is within that fraction
    /// for good. These match Apple's documented figures: with stiffness 100 and mass 1,
    /// damping 5 settles in about 2.85 s and damping 15 in just over 1 s.
    open var settlingDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0 else { return 0 }
        let omega = Double((stiffness / mass).squareRoot())
        var zeta = Double(dampingRatio)
        if !allowsOverdamping { zeta = min(zeta, 1) }
        let limit = Self.restingFraction
        if zeta > 0, zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let sine = (zeta * omega - Double(initialVelocity)) / damped
            let amplitude = (1 + sine * sine).squareRoot()
            return max(0, log(amplitude / limit) / (zeta * omega))
        }
        guard zeta > 0 else { return .infinity }
        // No oscillation: find the last moment the spring is still away from rest.
        let step = 1.0 / 240
        var last: Double = 0
        var t: Double = 0
        while t < 120 {
            if abs(1 - displacement(at: t)) > limit { last = t + step }
            t += step
        }
        return last
    }

    /// The fraction of the distance within which a spring counts as at rest.
    private static let restingFraction = 1.0 / 1200

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? CASpringAnimation {
            copy.mass = mass
            copy.stiffness = stiffness
            copy.damping = damping
            copy.initialVelocity = initialVelocity
            copy.allowsOverdamping = allowsOverdamping
        }
        return copy
    }

    private var dampingRatio: CGFloat {
        guard stiffness > 0, mass > 0 else { return 1 }
        return damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The fraction of the distance covered at `t` seconds.
    package func displacement(at t: Double) -> Double {
        guard mass > 0, stiffness > 0 else { return 1 }
        let omega = Double((stiffness / mass).squareRoot())
        var zeta = Double(dampingRatio)
        if !allowsOverdamping { zeta = min(zeta, 1) }
        let v0 = Double(initialVelocity)
        // y(t) is the distance left: y(0) = 1, y'(0) = −v0.
        let y: Double
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            y = exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
        } else if zeta == 1 {
            y = exp(-omega * t) * (1 + (omega - v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let a = (-v0 - r2) / (r1 - r2)
            y = a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
        return 1 - y
    }

    package override func apply(to layer: CALayer, model: CALayer, localTime: CFTimeInterval, inGroup: Bool) {
        guard let keyPath, case .active(let progress, _) = phase(at: localTime, inGroup: inGroup) else {
            return
        }
        let current = AnimatedValue(layer.value(forKeyPath: keyPath))
        guard let (from, to) = endpoints(current: current) else { return }
        let x = displacement(at: progress * duration)
        setAnimatedValue(
            AnimatedValue.interpolate(from, to, x), current: current, keyPath: keyPath, on: layer)
    }
}
