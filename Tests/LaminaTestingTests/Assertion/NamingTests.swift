import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// Reference paths: `__Snapshots__/<TestFileName>/<testName>.<name>.<ext>`, as
/// swift-snapshot-testing names them.
@Suite struct NamingTests {
    @Test(arguments: [
        ("testCard()", "testCard"),
        ("card()", "card"),
        ("card(state:theme:)", "card-state-theme"),
        ("dark mode", "dark-mode"),
        ("__already_snake__", "__already_snake__"),
        ("état 2", "état-2"),
    ])
    func testNamesAreSanitizedAsTheAnchorLibraryDoes(name: String, sanitized: String) {
        #expect(SnapshotPaths.sanitize(name) == sanitized)
    }

    @Test func referencesLiveBesideTheTestFile() {
        let paths = SnapshotPaths(
            filePath: "/pkg/Tests/AppTests/CardTests.swift", testName: "card", identifier: "1",
            pathExtension: "png",
            snapshotDirectory: nil, artifactsDirectory: "/tmp/failures")
        #expect(paths.reference.path == "/pkg/Tests/AppTests/__Snapshots__/CardTests/card.1.png")
        #expect(paths.failed.path == "/tmp/failures/CardTests/card.1.png")
        #expect(paths.referenceCopy.path == "/tmp/failures/CardTests/card.1.reference.png")
        #expect(
            paths.artifact(suffix: "difference", pathExtension: "png").path
                == "/tmp/failures/CardTests/card.1.difference.png")
    }

    @Test func aPlatformFolderKeepsThisPlatformsReferencesApart() {
        func reference(_ environment: [String: String], directory: String? = nil) -> String {
            SnapshotPaths(
                filePath: "/pkg/Tests/AppTests/CardTests.swift", testName: "card", identifier: "1",
                pathExtension: "png", snapshotDirectory: directory, artifactsDirectory: "/tmp/failures",
                environment: environment
            ).reference.path
        }
        #expect(
            reference(["SNAPSHOT_TESTING_PLATFORM_FOLDER": "Linux"])
                == "/pkg/Tests/AppTests/__Snapshots__/Linux/CardTests/card.1.png")
        #expect(
            reference(["SNAPSHOT_TESTING_PLATFORM_FOLDER": " "])
                == "/pkg/Tests/AppTests/__Snapshots__/CardTests/card.1.png")
        #expect(
            reference(["SNAPSHOT_TESTING_PLATFORM_FOLDER": "Linux"], directory: "/refs") == "/refs/card.1.png"
        )
    }

    @Test func unnamedSnapshotsAreNumberedAndNamedOnesSanitized() throws {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify("one", as: .lines, testName: "numbering()", numbering: true)
        _ = sandbox.verify("two", as: .lines, testName: "numbering()", numbering: true)
        _ = sandbox.verify("named", as: .lines, named: "dark mode", testName: "numbering()", numbering: true)
        _ = sandbox.verify("three", as: .lines, testName: "numbering()", numbering: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.snapshots.path).sorted()
        #expect(
            files == ["numbering.1.txt", "numbering.2.txt", "numbering.3.txt", "numbering.dark-mode.txt"])
        #expect(try String(contentsOf: sandbox.reference("numbering.3.txt"), encoding: .utf8) == "three")
    }

    @Test(.snapshots()) func aTraitNumbersFromOneInEachTest() throws {
        let sandbox = try SnapshotSandbox()
        // The trait's counter is fresh: the first unnamed snapshot of this test is 1.
        _ = sandbox.verify("x", as: .lines, testName: "shared()", numbering: true)
        #expect(sandbox.exists(sandbox.reference("shared.1.txt")))
    }

    @Test func theDefaultArtifactsFolderIsInThePackageUnderTest() throws {
        let file = URL(fileURLWithPath: #filePath)
        let package = try #require(SnapshotPaths.packageRoot(containing: file))
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path))
        #expect(file.path.hasPrefix(package.path + "/Tests/"))
        #expect(
            SnapshotPaths.defaultArtifactsRoot(forTestFile: file, environment: [:]).path
                == package.appendingPathComponent(".build/snapshot-failures").path)
        #expect(
            SnapshotPaths.defaultArtifactsRoot(
                forTestFile: file, environment: ["SNAPSHOT_ARTIFACTS": "/ci/out"]
            ).path
                == "/ci/out")
        let outside = URL(fileURLWithPath: "/no-package-here/Tests/X.swift")
        #expect(
            SnapshotPaths.defaultArtifactsRoot(forTestFile: outside, environment: [:]).lastPathComponent
                == "snapshot-failures")
    }
}
