import Foundation

/// Asserts that a value matches its reference on disk.
///
/// Lamina's counterpart of swift-snapshot-testing's function of that name, with the same
/// arguments, files and record modes; see
/// `verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)` for
/// where the files go. A failure is reported with `Issue.record` when a Swift Testing test is
/// running and with `XCTFail` otherwise, at the assertion's location.
///
/// ```swift
/// @Test func card() {
///     assertSnapshot(of: makeCard(), as: .image)
///     assertSnapshot(of: makeCard(), as: .tree)
/// }
/// ```
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
public func assertSnapshot<Value, Format>(
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
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let failure = SnapshotVerification(
        snapshotting: snapshotting, name: name, recording: recording, snapshotDirectory: snapshotDirectory,
        filePath: "\(filePath)", testName: testName, location: location, timeout: timeout
    ).run(try value())
    if let failure { recordSnapshotIssue(failure, at: location) }
}

/// Asserts that a value matches its references with several named strategies, one reference
/// per name.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategies: The strategies, by snapshot name.
///   - recording: The record mode of these calls.
///   - snapshotDirectory: A folder for the references instead of `__Snapshots__/<TestFileName>`.
///   - timeout: How long an asynchronous snapshot may take, in seconds. Default 5.
///   - fileID: The test file's ID.
///   - filePath: The test file's path.
///   - testName: The test's name.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: recording,
            snapshotDirectory: snapshotDirectory, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts that a value matches its references with several strategies, numbered in order.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategies: The strategies.
///   - recording: The record mode of these calls.
///   - snapshotDirectory: A folder for the references instead of `__Snapshots__/<TestFileName>`.
///   - timeout: How long an asynchronous snapshot may take, in seconds. Default 5.
///   - fileID: The test file's ID.
///   - filePath: The test file's path.
///   - testName: The test's name.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: recording, snapshotDirectory: snapshotDirectory,
            timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}
