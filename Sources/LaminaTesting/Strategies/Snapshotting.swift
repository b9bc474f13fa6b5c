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

    /// A strategy whose snapshot arrives asynchronously. Mirrors swift-snapshot-testing's
    /// `init(pathExtension:diffing:asyncSnapshot:)`: the assertion waits for it for its
    /// `timeout`.
    /// - Parameters:
    ///   - pathExtension: The reference file's extension.
    ///   - diffing: How snapshots are stored and compared.
    ///   - asyncSnapshot: The snapshot of a value, delivered later.
    public init(
        pathExtension: String?, diffing: Diffing<Format>,
        asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing) { value in
            try asyncSnapshot(value).wait(timeout: SnapshotTimeout.current)
        }
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

    /// The strategy for another type of value, transformed into this one asynchronously.
    /// Mirrors swift-snapshot-testing's `asyncPullback(_:)`.
    /// - Parameter transform: Turns the new value into this strategy's, later.
    /// - Returns: The strategy for the new type.
    public func asyncPullback<NewValue>(
        _ transform: @escaping (_ otherValue: NewValue) -> Async<Value>
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(try transform(value).wait(timeout: SnapshotTimeout.current))
        }
    }

    /// This strategy after waiting `duration` seconds (running the run loop), for views that
    /// settle after a delay. Mirrors swift-snapshot-testing's `wait(for:on:)`.
    /// - Parameters:
    ///   - duration: The seconds to wait.
    ///   - strategy: The strategy to use afterwards.
    /// - Returns: The strategy.
    public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
        let snapshot = strategy.snapshot
        return Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            let deadline = Date(timeIntervalSinceNow: max(0, duration))
            while Date() < deadline {
                if !RunLoop.current.run(mode: .default, before: deadline) {
                    Thread.sleep(forTimeInterval: 0.001)
                }
            }
            return try snapshot(value)
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
