import LaminaGraphics

/// How keyframe animations compute intermediate values.
///
/// Mirrors QuartzCore's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight interpolation between keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed: key times follow the distances between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the values (Kochanek–Bartels).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether objects following a path turn with it.
///
/// Mirrors QuartzCore's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The layer turns to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's tangent plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values, or along a path.
///
/// Mirrors QuartzCore's `CAKeyframeAnimation`. With a `path`, the animated property (a point,
/// such as `position`) follows the path; `rotationMode` turns the layer with it.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for point properties to follow; overrides `values`.
    open var path: CGPath?
    /// The time of each keyframe, 0…1, increasing; evenly spaced when `nil`.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How intermediate values are computed. Default: `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The tension of each keyframe for cubic modes.
    open var tensionValues: [NSNumber]?
    /// The continuity of each keyframe for cubic modes.
    open var continuityValues: [NSNumber]?
    /// The bias of each keyframe for cubic modes.
    open var biasValues: [NSNumber]?
    /// Whether a layer following a path turns with it. Default: `nil`.
    open var rotationMode: CAAnimationRotationMode?

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? CAKeyframeAnimation {
            copy.values = values
            copy.path = path
            copy.keyTimes = keyTimes
            copy.timingFunctions = timingFunctions
            copy.calculationMode = calculationMode
            copy.tensionValues = tensionValues
            copy.continuityValues = continuityValues
            copy.biasValues = biasValues
            copy.rotationMode = rotationMode
        }
        return copy
    }

    package override func apply(to layer: CALayer, model: CALayer, localTime: CFTimeInterval, inGroup: Bool) {
        guard let keyPath, case .active(let progress, _) = phase(at: localTime, inGroup: inGroup) else {
            return
        }
        let eased = timingFunction?.value(at: progress) ?? progress
        let current = AnimatedValue(layer.value(forKeyPath: keyPath))
        if let path, !path.isEmpty {
            applyPath(path, at: eased, keyPath: keyPath, current: current, to: layer)
            return
        }
        let frames = (values ?? []).compactMap {
            AnimatedValue($0, like: valueFunction == nil ? current : nil)
        }
        guard !frames.isEmpty, frames.count == (values ?? []).count else { return }
        guard frames.count > 1 else {
            // A discrete animation of one value has no step to take: Core Animation shows the
            // model value (measured on iOS); the other modes show the one value.
            if calculationMode == .discrete { return }
            setAnimatedValue(frames[0], current: current, keyPath: keyPath, on: layer)
            return
        }
        let value = KeyframeSampler(
            frames: frames, mode: calculationMode, keyTimes: keyTimes?.map(\.doubleValue),
            timingFunctions: timingFunctions, tension: tensionValues?.map(\.doubleValue),
            continuity: continuityValues?.map(\.doubleValue), bias: biasValues?.map(\.doubleValue)
        ).value(at: eased)
        setAnimatedValue(value, current: current, keyPath: keyPath, on: layer)
    }

    private func applyPath(
        _ path: CGPath, at t: Double, keyPath: String, current: AnimatedValue?, to layer: CALayer
    ) {
        guard let point = pathPoint(path, at: t) else { return }
        setAnimatedValue(.point(point), current: current, keyPath: keyPath, on: layer)
        guard let rotationMode else { return }
        // The tangent: the direction from a point just before to one just after.
        guard let p0 = pathPoint(path, at: max(0, t - 0.001)),
            let p1 = pathPoint(path, at: min(1, t + 0.001)),
            p0 != p1
        else { return }
        var angle = atan2(p1.y - p0.y, p1.x - p0.x)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1).concatenating(layer.transform)
    }

    /// The point of `path` at progress `t`: at constant speed in the paced modes, otherwise
    /// with the same time for each of the path's segments (or `keyTimes`).
    private func pathPoint(_ path: CGPath, at t: Double) -> CGPoint? {
        let t = min(max(t, 0), 1)
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let measure = PathMeasure(path.elements)
            guard measure.length > 0 else { return nil }
            return PathGeometry.currentPoint(of: measure.elements(fromFraction: 0, toFraction: CGFloat(t)))
        }
        return PathKeyframes(path.elements).point(
            at: t, mode: calculationMode, keyTimes: keyTimes?.map(\.doubleValue),
            timingFunctions: timingFunctions)
    }
}

/// Samples keyframe values at a progress.
struct KeyframeSampler {
    let frames: [AnimatedValue]
    let mode: CAAnimationCalculationMode
    let keyTimes: [Double]?
    let timingFunctions: [CAMediaTimingFunction]?
    let tension: [Double]?
    let continuity: [Double]?
    let bias: [Double]?

    func value(at t: Double) -> AnimatedValue {
        let n = frames.count
        let paced = mode == .paced || mode == .cubicPaced
        var times: [Double]
        if paced {
            var distances = [0.0]
            for i in 1..<n {
                distances.append(distances[i - 1] + AnimatedValue.distance(frames[i - 1], frames[i]))
            }
            let total = distances[n - 1]
            times = total > 0 ? distances.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        } else if let keyTimes, keyTimes.count == n || (mode == .discrete && keyTimes.count == n + 1) {
            times = keyTimes
        } else {
            let segments = mode == .discrete ? n : n - 1
            times = (0...segments).map { Double($0) / Double(segments) }
        }
        if mode == .discrete {
            // Each value holds from its key time to the next; the last key time ends the last
            // step shown. Apple's discrete mode takes one more key time than values: given as
            // many, the last value is never reached (its key time ends the step before), as
            // Core Animation does.
            var index = 0
            for i in 0..<min(n, times.count - 1) where t >= times[i] { index = i }
            return frames[index]
        }
        // The segment containing t.
        var segment = 0
        while segment < n - 2, t > times[segment + 1] { segment += 1 }
        let start = times[segment]
        let end = times[min(segment + 1, times.count - 1)]
        var local = end > start ? (t - start) / (end - start) : 1
        local = min(max(local, 0), 1)
        if let functions = timingFunctions, segment < functions.count {
            local = functions[segment].value(at: local)
        }
        if mode == .cubic || mode == .cubicPaced {
            return cubic(segment, local)
                ?? AnimatedValue.interpolate(frames[segment], frames[segment + 1], local)
        }
        return AnimatedValue.interpolate(frames[segment], frames[segment + 1], local)
    }

    /// A Kochanek–Bartels (tension, continuity, bias) Hermite segment through numeric values.
    private func cubic(_ i: Int, _ s: Double) -> AnimatedValue? {
        guard let p1 = frames[i].components, let p2 = frames[i + 1].components else { return nil }
        let p0 = (i > 0 ? frames[i - 1].components : nil) ?? p1
        let p3 = (i + 2 < frames.count ? frames[i + 2].components : nil) ?? p2
        guard p0.count == p1.count, p2.count == p1.count, p3.count == p1.count else { return nil }
        func parameter(_ list: [Double]?, _ index: Int) -> Double {
            list.flatMap { index < $0.count ? $0[index] : nil } ?? 0
        }
        let (t1, c1, b1) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
        let (t2, c2, b2) = (parameter(tension, i + 1), parameter(continuity, i + 1), parameter(bias, i + 1))
        let h00 = 2 * s * s * s - 3 * s * s + 1
        let h10 = s * s * s - 2 * s * s + s
        let h01 = -2 * s * s * s + 3 * s * s
        let h11 = s * s * s - s * s
        var result: [Double] = []
        for k in 0..<p1.count {
            let outgoing =
                (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[k] - p0[k])
                + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[k] - p1[k])
            let incoming =
                (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[k] - p1[k])
                + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[k] - p2[k])
            result.append(h00 * p1[k] + h10 * outgoing + h01 * p2[k] + h11 * incoming)
        }
        switch frames[i] {
        case .number: return .number(result[0])
        case .point: return .point(CGPoint(x: result[0], y: result[1]))
        case .size: return .size(CGSize(width: result[0], height: result[1]))
        case .rect: return .rect(CGRect(x: result[0], y: result[1], width: result[2], height: result[3]))
        case .numbers: return .numbers(result)
        default: return nil
        }
    }
}
