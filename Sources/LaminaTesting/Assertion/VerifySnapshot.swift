import Foundation

/// Verifies that a value matches its reference on disk; returns the failure message, or `nil`
/// when it matches.
///
/// The engine of ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``,
/// with swift-snapshot-testing's signature, for building assertion helpers of your own. The
/// reference is `__Snapshots__/<TestFileName>/<testName>.<name>.<ext>` beside the test file,
/// where `<testName>` is `testName` with each run of non-word characters made a `-` (`card()`
/// becomes `card`) and `<name>` is `name`, sanitized the same way, or the number of the call
/// in this test (1, 2…) when there is none.
///
/// What happens depends on the record mode: the `record` argument, else the enclosing
/// ``withSnapshotTesting(record:diffTool:artifactsDirectory:operation:)`` scope or
/// ``Testing/Trait/snapshots(record:diffTool:)`` trait, else `SNAPSHOT_TESTING_RECORD`, else
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
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return SnapshotVerification(
        snapshotting: snapshotting, name: name, recording: recording, snapshotDirectory: snapshotDirectory,
        filePath: "\(filePath)", testName: testName, location: location
    ).run(try value())
}

/// One verification: the record mode, the paths, then record, compare or report.
struct SnapshotVerification<Value, Format> {
    let snapshotting: Snapshotting<Value, Format>
    let name: String?
    let recording: SnapshotTestingConfiguration.Record?
    let snapshotDirectory: String?
    let filePath: String
    let testName: String
    let location: SnapshotSourceLocation

    private var diffing: Diffing<Format> { snapshotting.diffing }

    func run(_ value: @autoclosure () throws -> Value) -> String? {
        let configuration = SnapshotTestingConfiguration.current
        var record = recording ?? configuration?.record
        if record == nil {
            do {
                record = try SnapshotTestingConfiguration.Record.fromEnvironment(
                    ProcessInfo.processInfo.environment)
            } catch {
                return error.description
            }
        }
        let mode = record ?? .missing
        let diffTool = configuration?.diffTool ?? .default
        let sanitizedTest = SnapshotPaths.sanitize(testName)
        let identifier: String
        if let name {
            identifier = SnapshotPaths.sanitize(name)
        } else {
            let folder = snapshotDirectory ?? URL(fileURLWithPath: filePath).deletingPathExtension().path
            identifier = String(SnapshotCounter.current.next(for: "\(folder)/\(testName)"))
        }
        let paths = SnapshotPaths(
            filePath: filePath, testName: sanitizedTest, identifier: identifier,
            pathExtension: snapshotting.pathExtension, snapshotDirectory: snapshotDirectory,
            artifactsDirectory: configuration?.artifactsDirectory)

        let actual: Format
        do {
            actual = try snapshotting.snapshot(try value())
        } catch {
            return "Couldn't snapshot value: \(error)"
        }
        do {
            return try verify(actual, paths: paths, record: mode, diffTool: diffTool, testName: sanitizedTest)
        } catch {
            return "Couldn't verify snapshot \(paths.reference.lastPathComponent): \(error)"
        }
    }

    private func verify(
        _ actual: Format, paths: SnapshotPaths, record: SnapshotTestingConfiguration.Record,
        diffTool: SnapshotTestingConfiguration.DiffTool, testName: String
    ) throws -> String? {
        let manager = FileManager.default
        let referenceURL = paths.reference
        if record == .all {
            try write(try diffing.toData(actual), to: referenceURL)
            return """
                Record mode is on. Automatically recorded snapshot: …

                open "\(referenceURL.absoluteString)"

                Turn record mode off and re-run "\(testName)" to assert against the newly-recorded snapshot
                """
        }
        guard manager.fileExists(atPath: referenceURL.path) else {
            if record == .never {
                try write(try diffing.toData(actual), to: paths.failed)
                return """
                    No reference was found on disk. New snapshot was not recorded because recording is disabled

                    The snapshot taken: "\(paths.failed.absoluteString)"
                    """
            }
            try write(try diffing.toData(actual), to: referenceURL)
            return """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(referenceURL.absoluteString)"

                Re-run "\(testName)" to assert against the newly-recorded snapshot.
                """
        }

        let referenceData = try Data(contentsOf: referenceURL)
        let distrust = diffing.checkReference?(referenceData)
        let reference: Format
        do {
            reference = try diffing.fromData(referenceData)
        } catch {
            return """
                Couldn't load reference snapshot: \(error)

                The reference file may be corrupt. Delete it and re-run the test to record a new one:

                open "\(referenceURL.absoluteString)"
                """
        }
        let difference = diffing.diff(reference, actual)
        if distrust == nil, difference == nil {
            paths.removeStaleArtifacts()
            return nil
        }

        // Failed: the actual snapshot, the reference and the difference, side by side.
        paths.removeStaleArtifacts()
        let actualData = try diffing.toData(actual)
        try write(actualData, to: paths.failed)
        try write(referenceData, to: paths.referenceCopy)
        var written = [paths.failed, paths.referenceCopy]
        var lines: [String] = []
        for attachment in difference?.1 ?? [] {
            let url = paths.artifact(suffix: attachment.suffix, pathExtension: attachment.pathExtension)
            try write(attachment.data, to: url)
            written.append(url)
            lines.append("\(attachment.suffix.capitalized): \"\(url.absoluteString)\"")
        }
        attachSnapshotFiles(written, at: location)

        var headline =
            difference == nil
            ? "Snapshot matches its reference, but the reference was not recorded on a machine like this one."
            : name.map { "Snapshot \"\($0)\" does not match reference." }
                ?? "Snapshot does not match reference."
        if record == .failed {
            try write(actualData, to: referenceURL)
            headline += " A new snapshot was automatically recorded."
        }
        var sections = [
            headline, diffTool(currentFilePath: referenceURL.path, failedFilePath: paths.failed.path),
        ]
        if !lines.isEmpty { sections.append(lines.joined(separator: "\n")) }
        if let distrust { sections.append(distrust) }
        if let (message, _) = difference {
            sections.append(message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return sections.joined(separator: "\n\n")
    }

    /// Writes `data` atomically, creating the folder first.
    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
