import LaminaGraphics

/// The name of a function applied to animated values before they are set.
///
/// Mirrors QuartzCore's `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String

    /// Creates a name from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A rotation about x by the value, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y by the value, in radians.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z by the value, in radians.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale: one value for all axes, or three.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation: two or three values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// A function that turns interpolated numbers into a transform.
///
/// Mirrors QuartzCore's `CAValueFunction`.
public final class CAValueFunction: NSObject, ReplacingInitializer, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The value function named `name`, or `nil` for an unknown name.
    ///
    /// As on Apple's platforms, the same name gives the same object.
    public convenience init?(name: CAValueFunctionName) {
        guard let shared = CAValueFunction.shared[name] else { return nil }
        self.init(replacing: shared)
    }

    private init(validName name: CAValueFunctionName) {
        self.name = name
        super.init()
    }

    /// One function per name.
    private static let shared: [CAValueFunctionName: CAValueFunction] = {
        let names: [CAValueFunctionName] = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX,
            .translateY, .translateZ,
        ]
        return Dictionary(uniqueKeysWithValues: names.map { ($0, CAValueFunction(validName: $0)) })
    }()

    /// The transform for interpolated values (one number, or several for `scale` and
    /// `translate`).
    package func transform(for values: [Double]) -> CATransform3D {
        let v = values.map { CGFloat($0) }
        let first = v.first ?? 0
        func at(_ index: Int, _ fallback: CGFloat) -> CGFloat { index < v.count ? v[index] : fallback }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(first, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(first, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(first, 0, 0, 1)
        case .scale:
            return v.count >= 3
                ? CATransform3DMakeScale(v[0], v[1], v[2]) : CATransform3DMakeScale(first, first, first)
        case .scaleX: return CATransform3DMakeScale(first, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, first, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, first)
        case .translate: return CATransform3DMakeTranslation(at(0, 0), at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(first, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, first, 0)
        default: return CATransform3DMakeTranslation(0, 0, first)
        }
    }
}

/// An abstract animation of one property, named by a key path.
///
/// Mirrors QuartzCore's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated: a property (`"opacity"`) or a field (`"transform.rotation.z"`).
    open var keyPath: String?
    /// Whether the animated value is added to the model value. Default: false.
    open var isAdditive = false
    /// Whether each repetition starts where the previous one ended. Default: false.
    open var isCumulative = false
    /// A function turning animated numbers into transforms. Default: `nil`.
    open var valueFunction: CAValueFunction?

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? CAPropertyAnimation {
            copy.keyPath = keyPath
            copy.isAdditive = isAdditive
            copy.isCumulative = isCumulative
            copy.valueFunction = valueFunction
        }
        return copy
    }
}
