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
        #expect(standard == "@\u{2212}\n\"file:///a/ref.png\"\n@+\n\"file:///b/new.png\"")
        let command: SnapshotTestingConfiguration.DiffTool = "code --diff"
        #expect(command(currentFilePath: "/a", failedFilePath: "/b") == "code --diff \"/a\" \"/b\"")
    }
}
