/// Runs `operation` with snapshot assertions configured: a record mode, a diff tool, an
/// artefacts folder.
///
/// As in swift-snapshot-testing. The configuration is task-local: it covers `operation` and the
/// tasks it starts, not other tests running in parallel. An argument left `nil` keeps the
/// enclosing scope's value. Under XCTest, wrap `invokeTest` to configure a whole test case:
///
/// ```swift
/// override func invokeTest() {
///     withSnapshotTesting(record: .failed) { super.invokeTest() }
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode of the assertions in `operation`.
///   - diffTool: How their failure messages point at the two files.
///   - artifactsDirectory: Where their failures write the actual snapshot, the reference and
///     the difference.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    artifactsDirectory: String? = nil,
    operation: () throws -> R
) rethrows -> R {
    let configuration = SnapshotTestingConfiguration(
        record: record, diffTool: diffTool, artifactsDirectory: artifactsDirectory
    )
    .inheriting(from: SnapshotTestingConfiguration.current).filledFromRun()
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs an asynchronous `operation` with snapshot assertions configured; see
/// ``withSnapshotTesting(record:diffTool:artifactsDirectory:operation:)``.
///
/// - Parameters:
///   - record: The record mode of the assertions in `operation`.
///   - diffTool: How their failure messages point at the two files.
///   - artifactsDirectory: Where their failures write their artefacts.
///   - isolation: The actor `operation` runs on.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    artifactsDirectory: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let configuration = SnapshotTestingConfiguration(
        record: record, diffTool: diffTool, artifactsDirectory: artifactsDirectory
    )
    .inheriting(from: SnapshotTestingConfiguration.current).filledFromRun()
    return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}
