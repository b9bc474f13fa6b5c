import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// A failure writes the snapshot, the reference and the difference side by side, and says where.
@Suite struct ArtifactTests {
    @Test func aFailedImageWritesThreeFilesAndNamesThem() throws {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify(Fixtures.card(), as: .image, testName: "card()")
        let moved = Fixtures.card(circle: CGColor(srgbRed: 0, green: 0.6, blue: 0, alpha: 1))
        let message = try #require(sandbox.verify(moved, as: .image, testName: "card()"))
        let failed = sandbox.artifact("card.1.png")
        let reference = sandbox.artifact("card.1.reference.png")
        let difference = sandbox.artifact("card.1.difference.png")
        #expect(sandbox.artifactNames == ["card.1.difference.png", "card.1.png", "card.1.reference.png"])
        #expect(
            message.hasPrefix(
                """
                Snapshot does not match reference.

                @\u{2212}
                "\(sandbox.reference("card.1.png").absoluteString)"
                @+
                "\(failed.absoluteString)"

                To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                    withSnapshotTesting(diffTool: .ksdiff) {
                      // ...
                    }

                Difference: "\(difference.absoluteString)"

                """))
        #expect(message.contains("pixels differ"))
        #expect(try Data(contentsOf: reference) == Data(contentsOf: sandbox.reference("card.1.png")))
        let actual = try CGImage(contentsOfPNGFile: failed)
        #expect(Diffing<CGImage>.image.diff(try LayerRenderer().image(of: moved), actual) == nil)
        // Once the snapshot passes again, its stale artefacts go.
        #expect(sandbox.verify(Fixtures.card(), as: .image, testName: "card()") == nil)
        #expect(sandbox.artifactNames.isEmpty)
    }

    @Test func aNamedSnapshotIsNamedInTheMessage() throws {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify("a", as: .lines, named: "dark", testName: "card()")
        let message = sandbox.verify("b", as: .lines, named: "dark", testName: "card()")
        #expect(message?.hasPrefix("Snapshot \"dark\" does not match reference.") == true)
        #expect(
            sandbox.artifactNames == [
                "card.dark.difference.diff", "card.dark.reference.txt", "card.dark.txt",
            ])
    }

    @Test func aDiffToolFormatsThePaths() throws {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify("a", as: .lines, testName: "tool()")
        let message = withSnapshotTesting(diffTool: "meld") {
            sandbox.verify("b", as: .lines, testName: "tool()")
        }
        #expect(
            message?.contains(
                "meld \(sandbox.reference("tool.1.txt").path) \(sandbox.artifact("tool.1.txt").path)")
                == true)
    }
}
