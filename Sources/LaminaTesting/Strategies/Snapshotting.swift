import Foundation

/// A snapshot strategy: how a value becomes a snapshot of some format, stored in files with
/// an extension and compared with a ``Diffing``.
///
/// Shaped as swift-snapshot-testing's type of that name, so strategies read the same:
/// `assertSnapshot(of: layer, as: .image)`. A strategy for a new type of value is an existing one
/// pulled back along a function to it:
///
/// ```swift
/// extension Snapshotting where Value == UIView, Format == CGImage {
///     static var image: Self { Snapshotting<CALayer, CGImage>.image.pullback { $0.layer } }
/// }
/// ```
///
/// Unlike swift-snapshot-testing's, taking a snapshot is synchronous and may throw (rendering
/// can fail); a thrown error fails the assertion with its description.
public struct Snapshotting<Value, Format> {
    /// The extension of the reference files, without the dot; `nil` for none.
    public var pathExtension: String?
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value.
    public var snapshot: (_ value: Value) throws -> Format

    /// Creates a strategy.
    ///
    /// - Parameters:
    ///   - pathExtension: The extension of the reference files, without the dot.
    ///   - diffing: How snapshots are stored and compared.
    ///   - snapshot: Takes the snapshot of a value.
    public init(
        pathExtension: String?, diffing: Diffing<Format>,
        snapshot: @escaping (_ value: Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The strategy for values of another type, transformed into this one's first.
    ///
    /// - Parameter transform: Turns the new type's values into this strategy's.
    /// - Returns: A strategy with the same format, files and comparison.
    public func pullback<NewValue>(
        _ transform: @escaping (_ otherValue: NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
            try snapshot(try transform($0))
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose values are their own snapshots.
    ///
    /// - Parameters:
    ///   - pathExtension: The extension of the reference files, without the dot.
    ///   - diffing: How snapshots are stored and compared.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// A strategy whose values are their own snapshots, as swift-snapshot-testing names it.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
