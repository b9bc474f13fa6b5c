import Foundation
import Testing

@testable import LaminaTesting

/// swift-snapshot-testing's older spellings compile (with deprecation warnings, silenced here
/// by calling them through a deprecated helper) and behave as their replacements.
@Suite(.serialized) struct SpellingTests {
    @available(*, deprecated)
    private func recordWithBoolAndMatching(_ sandbox: SnapshotSandbox) -> [String?] {
        [
            verifySnapshot(
                matching: "a", as: .lines, named: "same", record: true,
                snapshotDirectory: sandbox.snapshots.path,
                testName: "old()"),
            verifySnapshot(
                of: "a", as: .lines, named: "same", record: false as Bool?,
                snapshotDirectory: sandbox.snapshots.path,
                testName: "old()"),
        ]
    }

    @available(*, deprecated)
    private func withGlobalRecording(_ body: () -> String?) -> String? {
        isRecording = true
        defer { isRecording = false }
        return body()
    }

    @Test @available(*, deprecated) func deprecatedSpellingsBehaveAsTheirReplacements() throws {
        let sandbox = try SnapshotSandbox()
        let messages = SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
            recordWithBoolAndMatching(sandbox)
        }
        #expect(messages[0]?.hasPrefix("Record mode is on.") == true)
        // false is .missing: the reference the first call recorded is compared and matches.
        #expect(messages[1] == nil)
        let recorded = withGlobalRecording {
            SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
                verifySnapshot(
                    of: "a", as: .lines, snapshotDirectory: sandbox.snapshots.path, testName: "old()")
            }
        }
        #expect(recorded?.hasPrefix("Record mode is on.") == true)
        let literal: SnapshotTestingConfiguration.Record = true
        #expect(literal == .all)
        #expect(
            SnapshotTestingConfiguration.DiffTool.ksdiff(currentFilePath: "a", failedFilePath: "b")
                == "ksdiff \"a\" \"b\"")
    }

    @Test func asyncStrategiesAreAwaitedWithinTheirTimeout() throws {
        let sandbox = try SnapshotSandbox()
        let later = Snapshotting<String, String>.lines.asyncPullback { (number: Int) in
            Async { callback in
                nonisolated(unsafe) let deliver = callback
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { deliver("number \(number)") }
            }
        }
        #expect(
            sandbox.verify(7, as: later, testName: "later()")?.hasPrefix("No reference was found") == true)
        #expect(sandbox.verify(7, as: later, testName: "later()") == nil)
        let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { (_: String) in
            Async { _ in }
        }
        let message = verifySnapshot(
            of: "x", as: never, snapshotDirectory: sandbox.snapshots.path, timeout: 0.1, testName: "never()")
        #expect(message?.hasPrefix("Exceeded timeout of 0.1 seconds waiting for snapshot.") == true)
    }

    @Test func aDiffingWrittenWithXCTAttachmentsWritesThem() throws {
        let sandbox = try SnapshotSandbox()
        let diff: (String, String) -> (String, [XCTAttachment])? = { old, new in
            guard old != new else { return nil }
            let attachment = XCTAttachment(string: "\(old) → \(new)")
            attachment.name = "change"
            return ("changed", [attachment])
        }
        let diffing = Diffing<String>(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }, diff: diff)
        let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: diffing)
        _ = sandbox.verify("a", as: strategy, testName: "custom()")
        let message = try #require(sandbox.verify("b", as: strategy, testName: "custom()"))
        #expect(message.contains("changed"))
        #expect(sandbox.artifactNames.contains("custom.1.change.txt"))
    }
}
