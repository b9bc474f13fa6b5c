import Foundation

extension Diffing where Value == String {
    /// Text stored as UTF-8 and compared line by line; a mismatch prints
    /// swift-snapshot-testing's hunks and writes a unified diff beside the failed snapshot.
    ///
    /// As swift-snapshot-testing's `lines`: the text is stored exactly, so references recorded
    /// on iOS and on Linux are the same bytes. One trailing newline is not a difference, so an
    /// editor that adds one (or a reference recorded by an older Lamina, which added one) does
    /// not break a reference.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard TextSnapshot.withoutFinalNewline(reference) != TextSnapshot.withoutFinalNewline(actual)
                else { return nil }
                let diff = UnifiedDiff(
                    old: TextSnapshot.lines(reference), new: TextSnapshot.lines(actual), context: 4)
                let patch = diff.text()
                let (removed, added) = diff.counts
                let summary =
                    patch.isEmpty
                    ? "Text does not match reference: the line endings differ."
                    : "Text does not match reference: \(removed) line\(removed == 1 ? "" : "s") removed, "
                        + "\(added) added."
                return (
                    "\(summary)\n\n\(diff.swiftSnapshotTestingText())",
                    patch.isEmpty
                        ? []
                        : [
                            SnapshotAttachment(
                                suffix: "difference", pathExtension: "diff", data: Data((patch + "\n").utf8))
                        ]
                )
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A text snapshot, stored in a `.txt` file and compared line by line.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}

/// Helpers for text snapshots.
enum TextSnapshot {
    /// `text` without one final newline.
    static func withoutFinalNewline(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The lines of `text`, split at `\n`.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
