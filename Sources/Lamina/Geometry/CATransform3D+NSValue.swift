import Foundation

extension NSValue {
    /// Creates a value that boxes a 3D transform.
    ///
    /// Mirrors QuartzCore's `NSValue(caTransform3D:)`. Foundation on Linux cannot box an
    /// arbitrary structure, so the value is an `NSValue` subclass that holds the transform; its
    /// `objCType` is Apple's encoding of `CATransform3D`, and Lamina's key-value coding and
    /// animations accept it wherever they accept a transform.
    /// - Parameter t: The transform to box.
    public convenience init(caTransform3D t: CATransform3D) {
        // NSValue is a class cluster: hand back the concrete subclass, as Foundation's own
        // initializers do.
        // swift-format-ignore: NeverForceUnwrap
        self.init(replacing: TransformValue(t) as! Self)
    }

    /// The boxed 3D transform.
    ///
    /// Mirrors QuartzCore's `caTransform3DValue`. For a value that does not box a transform,
    /// the identity (Apple's reads whatever bytes the value holds).
    public var caTransform3DValue: CATransform3D {
        (self as? TransformValue)?.transform ?? CATransform3DIdentity
    }
}

/// An `NSValue` that boxes a `CATransform3D`.
final class TransformValue: NSValue, @unchecked Sendable {
    /// The boxed transform.
    let transform: CATransform3D

    /// Apple's type encoding of `CATransform3D`: sixteen doubles.
    nonisolated(unsafe) static let encoding: UnsafePointer<CChar> = {
        let text = "{CATransform3D=" + String(repeating: "d", count: 16) + "}"
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: text.utf8.count + 1)
        text.withCString { storage.initialize(from: $0, count: text.utf8.count + 1) }
        return UnsafePointer(storage)
    }()

    init(_ transform: CATransform3D) {
        self.transform = transform
        super.init()
    }

    /// Reads a transform from the bytes of one.
    required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        self.init(value.loadUnaligned(as: CATransform3D.self))
    }

    /// Transforms are not archived.
    required init?(coder aDecoder: NSCoder) {
        return nil
    }

    override var objCType: UnsafePointer<CChar> { Self.encoding }

    override func getValue(_ value: UnsafeMutableRawPointer) {
        value.storeBytes(of: transform, as: CATransform3D.self)
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TransformValue)?.transform == transform
    }

    override var hash: Int {
        var hasher = Hasher()
        withUnsafeBytes(of: transform) { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    override var description: String { transform.description }
}

/// Lets a class's convenience initializer hand back an instance of a subclass (as
/// Foundation's class clusters do).
protocol ReplacingInitializer {}

extension ReplacingInitializer {
    /// Becomes `value`.
    init(replacing value: Self) {
        self = value
    }
}

extension NSValue: ReplacingInitializer {}
