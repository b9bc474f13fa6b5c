import LaminaGraphics

/// The name of a predefined timing function.
///
/// Mirrors QuartzCore's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a name from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Linear pacing: (0, 0) (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease in: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease out: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease in and out: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, used by implicit animations: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A function that defines the pacing of an animation as a cubic Bézier curve from (0, 0) to
/// (1, 1).
///
/// Mirrors QuartzCore's `CAMediaTimingFunction`. ``value(at:)`` (an addition) solves the
/// curve for x to within 1e-7 and returns its y.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1: CGPoint
    private let c2: CGPoint

    /// Creates a timing function from its two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(min(max(c1x, 0), 1)), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(min(max(c2x, 0), 1)), y: CGFloat(c2y))
        super.init()
    }

    /// Creates one of the predefined timing functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0 to 3: the end points and the two control points) into
    /// `ptr` as two floats.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch idx {
        case 1: point = c1
        case 2: point = c2
        case 3: point = CGPoint(x: 1, y: 1)
        default: point = .zero
        }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// Whether the function is the identity (linear pacing).
    package var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// The curve's y for a given x (the fraction of time elapsed).
    ///
    /// An addition to Core Animation's API: Newton's method, falling back to bisection.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let t = parameter(forX: x)
        return Self.bezier(t, Double(c1.y), Double(c2.y))
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func parameter(forX x: Double) -> Double {
        let x1 = Double(c1.x)
        let x2 = Double(c2.x)
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-9 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < 1e-10 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The control points.
    public override var description: String {
        "<CAMediaTimingFunction (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))>"
    }
}
