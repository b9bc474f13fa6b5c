import Foundation
import Lamina
import Testing
import XCTest

@testable import LaminaTesting

/// Failures go to the framework that runs the test, at the assertion's location.
@Suite struct ReportingTests {
    @Test func swiftTestingIsDetected() {
        #expect(TestFramework.current == .swiftTesting)
    }

    @Test func aFailureIsAnIssueAtTheAssertion() throws {
        let sandbox = try SnapshotSandbox()
        let line = #line + 3  // the assertion's
        withKnownIssue {
            withSnapshotTesting(record: .never, artifactsDirectory: sandbox.artifacts.path) {
                assertSnapshot(of: "text", as: .lines, snapshotDirectory: sandbox.snapshots.path)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && issue.comments.description.contains("recording is disabled")
        }
    }

    @Test func aMatchingSnapshotRecordsNoIssue() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.writeReference("aMatchingSnapshotRecordsNoIssue.1.txt", Data("same\n".utf8))
        assertSnapshot(of: "same", as: .lines, snapshotDirectory: sandbox.snapshots.path)
    }

    @Test func anErrorWhileSnapshottingIsAFailure() throws {
        let sandbox = try SnapshotSandbox()
        let empty = CALayer()  // no bounds: nothing to render
        let message = try #require(sandbox.verify(empty, as: .image, testName: "error()"))
        #expect(message.hasPrefix("Couldn't snapshot value: LayerRenderer: the layer's bounds"))
    }

    @Test func aCorruptReferenceSaysSo() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.writeReference("corrupt.1.png", Data("not a png".utf8))
        let message = try #require(sandbox.verify(Fixtures.card(), as: .image, testName: "corrupt()"))
        #expect(message.hasPrefix("Couldn't load reference snapshot:"))
    }
}

/// The same assertions run by XCTest.
final class XCTestReportingTests: XCTestCase {
    func testXCTestIsDetected() {
        XCTAssertEqual(TestFramework.current, .xcTest)
    }

    func testAMatchingSnapshotPassesUnderXCTest() throws {
        let sandbox = try SnapshotSandbox()
        try sandbox.writeReference("testAMatchingSnapshotPassesUnderXCTest.1.txt", Data("same\n".utf8))
        try sandbox.writeReference("testAMatchingSnapshotPassesUnderXCTest.2.txt", Data("again\n".utf8))
        assertSnapshot(of: "same", as: .lines, snapshotDirectory: sandbox.snapshots.path)
        assertSnapshot(of: "again", as: .lines, snapshotDirectory: sandbox.snapshots.path)
    }

    func testTheCounterNumbersEachTestAndResets() {
        let counter = SnapshotCounter()
        XCTAssertEqual(counter.next(for: "a"), 1)
        XCTAssertEqual(counter.next(for: "a"), 2)
        XCTAssertEqual(counter.next(for: "b"), 1)
        counter.reset()
        XCTAssertEqual(counter.next(for: "a"), 1)
        // Outside a trait's scope, XCTest tests share one counter that a test case start resets.
        XCTAssertTrue(SnapshotCounter.current === SnapshotCounter.shared)
    }
}
