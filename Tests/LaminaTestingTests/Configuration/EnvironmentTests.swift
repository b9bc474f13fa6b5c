import Foundation
import Testing

@testable import LaminaTesting

/// `SNAPSHOT_TESTING_RECORD`: the record mode of a whole run.
@Suite struct EnvironmentTests {
    typealias Record = SnapshotTestingConfiguration.Record

    @Test(arguments: [
        ("all", Record.all), ("failed", .failed), ("missing", .missing), ("never", .never),
        (" ALL\n", .all), ("Never", .never),
    ])
    func recordModesAreRead(value: String, mode: Record) throws {
        #expect(try Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": value]) == mode)
    }

    @Test func unsetOrEmptyMeansNoChoice() throws {
        #expect(try Record.fromEnvironment([:]) == nil)
        #expect(try Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": ""]) == nil)
        #expect(try Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "  "]) == nil)
        #expect(try Record.fromEnvironment(["OTHER": "all"]) == nil)
    }

    @Test(arguments: ["true", "1", "yes", "record", "al"])
    func anythingElseIsAClearError(value: String) {
        #expect(throws: Record.InvalidEnvironmentValue(value: value)) {
            try Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": value])
        }
        let error = Record.InvalidEnvironmentValue(value: value)
        #expect(
            error.description
                == "SNAPSHOT_TESTING_RECORD=\"\(value)\" is not a record mode: use all, failed, missing or never"
        )
    }

    @Test func rawValuesAreTheAnchorLibrarys() {
        #expect(Record.allCases.map(\.rawValue) == ["all", "failed", "missing", "never"])
        #expect(Record(rawValue: "all") == .all)
        #expect(Record(rawValue: "none") == nil)
    }

    @Test func diffToolsFormatThePaths() {
        let standard = SnapshotTestingConfiguration.DiffTool.default(
            currentFilePath: "/a/ref.png", failedFilePath: "/b/new.png")
        #expect(
            standard.hasPrefix(
                "@\u{2212}\n\"file:///a/ref.png\"\n@+\n\"file:///b/new.png\"\n\n"
                    + "To configure output for a custom diff tool, use 'withSnapshotTesting'."))
        let command: SnapshotTestingConfiguration.DiffTool = "code --diff"
        #expect(command(currentFilePath: "/a", failedFilePath: "/b") == "code --diff /a /b")
        #expect(
            SnapshotTestingConfiguration.DiffTool.ksdiff(currentFilePath: "/a", failedFilePath: "/b")
                == "ksdiff \"/a\" \"/b\"")
    }

    /// Runs `verifySnapshot`'s engine on "a" against a reference "a", in `environment`.
    func verify(
        environment: [String: String], record: Record? = nil, sandbox: SnapshotSandbox
    ) throws -> String? {
        try sandbox.writeReference("env.1.txt", Data("a\n".utf8))
        var verification = SnapshotVerification(
            snapshotting: .lines, name: nil, recording: record, snapshotDirectory: sandbox.snapshots.path,
            filePath: #filePath, testName: "env()",
            location: SnapshotSourceLocation(
                fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        verification.environment = environment
        return SnapshotCounter.$scoped.withValue(SnapshotCounter()) { verification.run("a") }
    }

    @Test func theEnvironmentSetsTheModeUnlessTheCallOrTheScopeDoes() throws {
        let sandbox = try SnapshotSandbox()
        let all = ["SNAPSHOT_TESTING_RECORD": "all", "SNAPSHOT_ARTIFACTS": sandbox.artifacts.path]
        #expect(try verify(environment: all, sandbox: sandbox)?.hasPrefix("Record mode is on") == true)
        #expect(try verify(environment: all, record: .missing, sandbox: sandbox) == nil)
        let scoped = try withSnapshotTesting(record: .missing) {
            try verify(environment: all, sandbox: sandbox)
        }
        #expect(scoped == nil)
        #expect(try verify(environment: [:], sandbox: sandbox) == nil)
    }

    @Test func aMisspeltModeFailsTheAssertionsThatUseIt() throws {
        let sandbox = try SnapshotSandbox()
        let typo = ["SNAPSHOT_TESTING_RECORD": "nevr"]
        #expect(
            try verify(environment: typo, sandbox: sandbox)
                == "SNAPSHOT_TESTING_RECORD=\"nevr\" is not a record mode: use all, failed, missing or never")
        #expect(try verify(environment: typo, record: .missing, sandbox: sandbox) == nil)
    }

    @Test func snapshotArtifactsMovesTheFailures() throws {
        let sandbox = try SnapshotSandbox()
        let folder = sandbox.root.appendingPathComponent("ci-artifacts")
        try sandbox.writeReference("env.1.txt", Data("b\n".utf8))
        var verification = SnapshotVerification(
            snapshotting: .lines, name: nil, recording: nil, snapshotDirectory: sandbox.snapshots.path,
            filePath: #filePath, testName: "env()",
            location: SnapshotSourceLocation(
                fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        verification.environment = ["SNAPSHOT_ARTIFACTS": folder.path]
        let message = SnapshotCounter.$scoped.withValue(SnapshotCounter()) { verification.run("a") }
        #expect(
            message?.contains(folder.appendingPathComponent("EnvironmentTests/env.1.txt").absoluteString)
                == true)
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("EnvironmentTests/env.1.difference.diff").path))
    }
}
