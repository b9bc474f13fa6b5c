import Foundation
import Testing
import XCTest

/// The test framework running the current test.
enum TestFramework: Equatable {
    case swiftTesting
    case xcTest

    /// Swift Testing when a Swift Testing test is running on this task, XCTest otherwise.
    static var current: TestFramework {
        Test.current != nil ? .swiftTesting : .xcTest
    }
}

/// Where an assertion was written, as both test frameworks take it.
struct SnapshotSourceLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    var swiftTesting: SourceLocation {
        SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// Reports a failed snapshot assertion to the framework running the test: `Issue.record` under
/// Swift Testing, `XCTFail` under XCTest.
func recordSnapshotIssue(_ message: String, at location: SnapshotSourceLocation) {
    switch TestFramework.current {
    case .swiftTesting:
        Issue.record(Comment(rawValue: message), sourceLocation: location.swiftTesting)
    case .xcTest:
        XCTFail(message, file: location.filePath, line: location.line)
    }
}

/// Attaches the files of a failed snapshot to the running Swift Testing test (which keeps them
/// when run with `--attachments-path`); XCTest on Linux has no attachments.
func attachSnapshotFiles(_ files: [URL], at location: SnapshotSourceLocation) {
    guard TestFramework.current == .swiftTesting else { return }
    for file in files {
        guard let data = try? Data(contentsOf: file) else { continue }
        Attachment.record(Array(data), named: file.lastPathComponent, sourceLocation: location.swiftTesting)
    }
}
