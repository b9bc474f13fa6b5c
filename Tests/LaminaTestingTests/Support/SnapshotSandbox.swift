import Foundation
import Lamina

@testable import LaminaTesting

/// A temporary folder for one test's references and failure artefacts, removed afterwards.
final class SnapshotSandbox {
    let root: URL
    var snapshots: URL { root.appendingPathComponent("references", isDirectory: true) }
    var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-testing-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// `verifySnapshot` against this sandbox's folders.
    ///
    /// Each call numbers its unnamed snapshot 1 (a fresh counter), so that a test can record
    /// a reference, then verify against it, under the same name: `test.1.ext`. With
    /// `numbering`, calls share the counter of the test, as in use.
    func verify<Value, Format>(
        _ value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
        named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
        testName: String = #function, numbering: Bool = false
    ) -> String? {
        func verify() -> String? {
            verifySnapshot(
                of: try value(), as: snapshotting, named: name, record: record,
                snapshotDirectory: snapshots.path,
                testName: testName)
        }
        // The documented default, whatever SNAPSHOT_TESTING_RECORD the suite runs with.
        let mode = SnapshotTestingConfiguration.current?.record ?? .missing
        if numbering {
            return withSnapshotTesting(record: mode, artifactsDirectory: artifacts.path) { verify() }
        }
        return SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
            withSnapshotTesting(record: mode, artifactsDirectory: artifacts.path) { verify() }
        }
    }

    /// The reference file `name` (e.g. `card.1.png`).
    func reference(_ name: String) -> URL { snapshots.appendingPathComponent(name) }

    /// The artefact `name` (e.g. `card.1.difference.png`). The assertions are made in this
    /// file, so their artefacts are in its folder, `SnapshotSandbox`.
    func artifact(_ name: String) -> URL {
        artifacts.appendingPathComponent("SnapshotSandbox").appendingPathComponent(name)
    }

    /// Writes the reference file `name`.
    func writeReference(_ name: String, _ data: Data) throws {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try data.write(to: reference(name))
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// The files in the artefacts folder, sorted.
    var artifactNames: [String] {
        let folder = artifacts.appendingPathComponent("SnapshotSandbox")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
