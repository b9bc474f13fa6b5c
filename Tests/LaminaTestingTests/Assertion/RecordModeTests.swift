import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// The four record modes, each with a missing, a matching and a mismatching reference.
@Suite struct RecordModeTests {
    let sandbox: SnapshotSandbox
    init() throws { sandbox = try SnapshotSandbox() }

    var reference: URL { sandbox.reference("mode.1.txt") }

    func stored() throws -> String { try String(contentsOf: reference, encoding: .utf8) }

    @Test func recordThenVerifyRoundTrip() throws {
        let first = sandbox.verify("hello", as: .lines, testName: "mode()")
        #expect(
            first?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
        #expect(first?.contains(reference.absoluteString) == true)
        #expect(first?.contains("Re-run \"mode\" to assert against the newly-recorded snapshot.") == true)
        #expect(try stored() == "hello")
        #expect(sandbox.verify("hello", as: .lines, testName: "mode()") == nil)
    }

    @Test func missingRecordsAMissingReferenceAndFails() throws {
        let message = sandbox.verify("a", as: .lines, record: .missing, testName: "mode()")
        #expect(message?.contains("Automatically recorded snapshot") == true)
        #expect(try stored() == "a")
        // An existing reference is compared, never replaced.
        #expect(
            sandbox.verify("b", as: .lines, record: .missing, testName: "mode()")?.contains("does not match")
                == true)
        #expect(try stored() == "a")
    }

    @Test func allRecordsEvenAMatchingReferenceAndFails() throws {
        _ = sandbox.verify("a", as: .lines, testName: "mode()")
        let message = sandbox.verify("a", as: .lines, record: .all, testName: "mode()")
        #expect(message?.hasPrefix("Record mode is on. Automatically recorded snapshot: …") == true)
        _ = sandbox.verify("b", as: .lines, record: .all, testName: "mode()")
        #expect(try stored() == "b")
    }

    @Test func failedRecordsOnlyWhatFails() throws {
        #expect(sandbox.verify("a", as: .lines, record: .failed, testName: "mode()") != nil)
        #expect(try stored() == "a")
        let before =
            try FileManager.default.attributesOfItem(atPath: reference.path)[.modificationDate] as? Date
        #expect(sandbox.verify("a", as: .lines, record: .failed, testName: "mode()") == nil)
        let after =
            try FileManager.default.attributesOfItem(atPath: reference.path)[.modificationDate] as? Date
        #expect(before == after)
        let message = sandbox.verify("b", as: .lines, record: .failed, testName: "mode()")
        #expect(
            message?.hasPrefix(
                "Snapshot does not match reference. A new snapshot was automatically recorded.") == true)
        #expect(try stored() == "b")
        // The artefacts keep the old reference for review.
        #expect(try String(contentsOf: sandbox.artifact("mode.1.reference.txt"), encoding: .utf8) == "a")
    }

    @Test func failedKeepsAReferenceWithinTolerance() throws {
        let strategy = Snapshotting<CGImage, CGImage>.image(precision: 0.999)
        _ = sandbox.verify(try Fixtures.gradient(), as: strategy, record: .failed, testName: "mode()")
        let recorded = try Data(contentsOf: sandbox.reference("mode.1.png"))
        let changed = try Fixtures.gradient([.init(x: 5, y: 5): Fixtures.opaque(0, 0, 0)])
        #expect(sandbox.verify(changed, as: strategy, record: .failed, testName: "mode()") == nil)
        #expect(try Data(contentsOf: sandbox.reference("mode.1.png")) == recorded)
    }

    @Test func neverRecordsNothing() throws {
        let message = sandbox.verify("a", as: .lines, record: .never, testName: "mode()")
        #expect(
            message?.hasPrefix(
                "No reference was found on disk. New snapshot was not recorded because recording is disabled")
                == true)
        #expect(!sandbox.exists(reference))
        // The snapshot taken is kept as an artefact, for CI to upload.
        #expect(try String(contentsOf: sandbox.artifact("mode.1.txt"), encoding: .utf8) == "a")
        try sandbox.writeReference("mode.1.txt", Data("a\n".utf8))
        #expect(sandbox.verify("a", as: .lines, record: .never, testName: "mode()") == nil)
        #expect(sandbox.verify("b", as: .lines, record: .never, testName: "mode()") != nil)
        #expect(try stored() == "a\n")
    }

    @Test func theCallBeatsTheScopeAndTheScopeBeatsTheDefault() throws {
        try sandbox.writeReference("mode.1.txt", Data("a\n".utf8))
        withSnapshotTesting(record: .all) {
            #expect(
                sandbox.verify("a", as: .lines, testName: "mode()")?.hasPrefix("Record mode is on") == true)
            #expect(sandbox.verify("a", as: .lines, record: .missing, testName: "mode()") == nil)
            withSnapshotTesting(diffTool: "true") {
                // An inner scope keeps what it does not set.
                #expect(SnapshotTestingConfiguration.current?.record == .all)
            }
            withSnapshotTesting(record: .never) {
                #expect(SnapshotTestingConfiguration.current?.record == .never)
            }
        }
        #expect(SnapshotTestingConfiguration.current?.record == nil)
    }

    @Test(.snapshots(record: .never)) func theTraitSetsTheModeOfATest() {
        #expect(SnapshotTestingConfiguration.current?.record == .never)
        let message = sandbox.verify("a", as: .lines, testName: "mode()")
        #expect(message?.contains("recording is disabled") == true)
    }
}
