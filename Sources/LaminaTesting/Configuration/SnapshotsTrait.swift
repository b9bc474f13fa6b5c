import Testing

/// A Swift Testing trait that configures the snapshot assertions of a test or a suite.
///
/// Made by `snapshots(record:diffTool:)`.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The configuration the trait applies.
    public let configuration: SnapshotTestingConfiguration

    /// The trait applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with the configuration and a fresh numbering of unnamed snapshots.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
            try await withSnapshotTesting(
                record: configuration.record, diffTool: configuration.diffTool,
                artifactsDirectory: configuration.artifactsDirectory
            ) {
                try await function()
            }
        }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Configures the snapshot assertions of a test or of every test in a suite, as
    /// swift-snapshot-testing's trait of that name does.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .failed)) struct CardTests { … }
    /// ```
    ///
    /// - Parameters:
    ///   - record: The record mode; `nil` keeps the enclosing one.
    ///   - diffTool: How failure messages point at the files; `nil` keeps the enclosing one.
    /// - Returns: The trait.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> SnapshotsTrait {
        SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }
}
