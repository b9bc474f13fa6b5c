import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// Text snapshots: the tree dump and the presentation, compared with a unified diff.
@Suite struct TreeDiffTests {
    @Test func aChangedPropertyShowsAsTheChangedLine() throws {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify(Fixtures.card(), as: .tree, testName: "tree()")
        #expect(sandbox.verify(Fixtures.card(), as: .tree, testName: "tree()") == nil)
        let changed = Fixtures.card()
        (changed.sublayers?.first as? CAShapeLayer)?.lineWidth = 3
        let message = try #require(sandbox.verify(changed, as: .tree, testName: "tree()"))
        let dot = try #require((Fixtures.card().sublayers?.first)?.layerDescription)
        let newDot = try #require(changed.sublayers?.first?.layerDescription)
        #expect(message.contains("Text does not match reference: 1 line removed, 1 added."))
        // swift-snapshot-testing's hunks: U+2212 for removed lines, a figure space for context.
        #expect(message.contains("@@ \u{2212}1,2 +1,2 @@\n\u{2007}CALayer \"card\""))
        #expect(message.contains("\n\u{2212}  \(dot)\n+  \(newDot)"))
        // The attached patch is a unified diff, as diff -u writes it.
        let patch = try String(contentsOf: sandbox.artifact("tree.1.difference.diff"), encoding: .utf8)
        #expect(patch.hasPrefix("--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n CALayer \"card\""))
        #expect(newDot.contains("lineWidth=3"))
        #expect(message.contains(sandbox.artifact("tree.1.difference.diff").absoluteString))
    }

    @Test func thePresentationAtATimeIsSnapshotted() throws {
        let sandbox = try SnapshotSandbox()
        let layer = Fixtures.fading()
        _ = sandbox.verify(layer, as: .presentation(at: 101), testName: "presentation()")
        let stored = try String(contentsOf: sandbox.reference("presentation.1.txt"), encoding: .utf8)
        #expect(stored.hasPrefix("CALayer \"fading\" frame=(0 0; 20 20)"))
        #expect(stored.contains("opacity=0.5"))
        #expect(sandbox.verify(layer, as: .presentation(at: 101), testName: "presentation()") == nil)
        let message = try #require(
            sandbox.verify(layer, as: .presentation(at: 101.5), testName: "presentation()"))
        #expect(message.contains("opacity=0.75"))
        // Sampling changed nothing: the model still has its animation.
        #expect(layer.animationKeys() == ["fade"])
    }

    @Test func aTrailingNewlineAddedByAnEditorIsIgnored() throws {
        let lines = Diffing<String>.lines
        // Stored exactly, as swift-snapshot-testing stores text…
        #expect(try lines.toData("a\nb") == Data("a\nb".utf8))
        #expect(try lines.fromData(Data("a\nb\n".utf8)) == "a\nb\n")
        // …and one final newline is no difference either way.
        #expect(lines.diff("a\nb\n", "a\nb") == nil)
        #expect(lines.diff("a\nb", "a\nb\n") == nil)
        #expect(lines.diff("a\nb\n\n", "a\nb") != nil)
    }
}

/// The unified diff, against what `diff -u` prints.
@Suite struct UnifiedDiffTests {
    func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff(old: TextSnapshot.lines(old), new: TextSnapshot.lines(new), context: context).text()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb", "a\nb") == "")
    }

    @Test func aChangeInTheMiddleHasContext() {
        let old = (1...10).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "5", with: "five")
        #expect(
            diff(old, new) == """
                --- reference
                +++ actual
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8
                """)
    }

    @Test func farApartChangesMakeTwoHunksAndNearOnesOne() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        let twoHunks = diff(
            old, old.replacingOccurrences(of: "\n2\n", with: "\n\n").replacingOccurrences(of: "19", with: "x")
        )
        #expect(twoHunks.components(separatedBy: "\n@@").count == 3)
        let oneHunk = diff(
            old,
            old.replacingOccurrences(of: "\n2\n", with: "\n\n").replacingOccurrences(
                of: "\n8\n", with: "\n\n"))
        #expect(oneHunk.components(separatedBy: "\n@@").count == 2)
    }

    @Test func insertionsAndRemovalsAtTheEnds() {
        #expect(
            diff("b\nc", "a\nb\nc", context: 0) == """
                --- reference
                +++ actual
                @@ -0,0 +1,1 @@
                +a
                """)
        #expect(
            diff("a\nb\nc", "a\nb", context: 1) == """
                --- reference
                +++ actual
                @@ -2,2 +2,1 @@
                 b
                -c
                """)
    }
}
