import Foundation

/// One verification: the record mode, the paths, then record, compare or report.
struct SnapshotVerification<Value, Format> {
    let snapshotting: Snapshotting<Value, Format>
    let name: String?
    let recording: SnapshotTestingConfiguration.Record?
    let snapshotDirectory: String?
    let filePath: String
    let testName: String
    let location: SnapshotSourceLocation
    /// How long an asynchronous snapshot may take.
    var timeout: TimeInterval = 5
    /// The environment the record mode and the artefacts folder are read from.
    var environment = ProcessInfo.processInfo.environment

    private var diffing: Diffing<Format> { snapshotting.diffing }

    func run(_ value: @autoclosure () throws -> Value) -> String? {
        let configuration = SnapshotTestingConfiguration.current
        var record = recording ?? configuration?.record ?? SnapshotGlobals.record
        if record == nil {
            do {
                record = try SnapshotTestingConfiguration.Record.fromEnvironment(environment)
            } catch {
                return error.description
            }
        }
        let mode = record ?? .missing
        let diffTool = configuration?.diffTool ?? SnapshotGlobals.diffTool ?? .default
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
            artifactsDirectory: configuration?.artifactsDirectory, environment: environment)

        let actual: Format
        do {
            let value = try value()
            actual = try SnapshotTimeout.$current.withValue(timeout) { try snapshotting.snapshot(value) }
        } catch let timeout as SnapshotTimeout {
            return timeout.description
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
            FailureReport.remove(key: referenceURL.path, root: paths.artifactsRoot)
            return nil
        }

        // Failed: the actual snapshot, the reference and the difference, side by side.
        paths.removeStaleArtifacts()
        let actualData = try diffing.toData(actual)
        try write(actualData, to: paths.failed)
        try write(referenceData, to: paths.referenceCopy)
        var written = [paths.failed, paths.referenceCopy]
        var lines: [String] = []
        var differenceImage: URL?
        var patch: String?
        for attachment in difference?.1 ?? [] {
            let url = paths.artifact(suffix: attachment.suffix, pathExtension: attachment.pathExtension)
            try write(attachment.data, to: url)
            written.append(url)
            lines.append("\(attachment.suffix.capitalized): \"\(url.absoluteString)\"")
            if attachment.pathExtension == "png", differenceImage == nil { differenceImage = url }
            if attachment.pathExtension == "diff" { patch = String(decoding: attachment.data, as: UTF8.self) }
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
        let message = sections.joined(separator: "\n\n")
        FailureReport.record(
            FailureReport.Entry(
                key: referenceURL.path, file: paths.artifacts.lastPathComponent, test: testName,
                snapshot: referenceURL.lastPathComponent, message: message,
                reference: paths.relativeToRoot(paths.referenceCopy),
                actual: paths.relativeToRoot(paths.failed),
                difference: differenceImage.map(paths.relativeToRoot), diff: patch),
            root: paths.artifactsRoot)
        return message
    }

    /// Writes `data` atomically, creating the folder first.
    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
