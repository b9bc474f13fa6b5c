import Foundation

/// Verifies that a value matches its reference on disk; returns the failure message, or `nil`
/// when it matches.
///
/// The engine of ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``,
/// with swift-snapshot-testing's signature, for building assertion helpers of your own. The
/// reference is `__Snapshots__/<TestFileName>/<testName>.<name>.<ext>` beside the test file,
/// where `<testName>` is `testName` with each run of non-word characters made a `-` (`card()`
/// becomes `card`) and `<name>` is `name`, sanitized the same way, or the number of the call
/// in this test (1, 2…) when there is none.
///
/// What happens depends on the record mode: the `record` argument, else the enclosing
/// ``withSnapshotTesting(record:diffTool:artifactsDirectory:operation:)`` scope or
/// `snapshots(record:diffTool:)` trait, else `SNAPSHOT_TESTING_RECORD`, else
/// ``SnapshotTestingConfiguration/Record/missing``. Every path that writes a reference returns a
/// message, so that a recording run fails. When a comparison fails, the failed snapshot, a copy
/// of the reference and the files the strategy makes (a difference image) are written to
/// `.build/snapshot-failures/<TestFileName>/` of the package under test, or to
/// `$SNAPSHOT_ARTIFACTS/<TestFileName>/`.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy: how to snapshot, store and compare.
///   - name: A name for the snapshot; `nil` numbers it.
///   - recording: The record mode of this call; `nil` defers to the scope and the environment.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFileName>`.
///   - timeout: How long an asynchronous snapshot may take, in seconds. Default 5.
///   - fileID: The test file's ID, for the failure's location.
///   - filePath: The test file's path: the references and artefacts are found from it.
///   - testName: The test's name.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return SnapshotVerification(
        snapshotting: snapshotting, name: name, recording: recording, snapshotDirectory: snapshotDirectory,
        filePath: "\(filePath)", testName: testName, location: location, timeout: timeout
    ).run(try value())
}
