import Foundation

extension Diffing where Value == String {
    /// Text stored as UTF-8 and compared line by line; a mismatch prints a unified diff.
    ///
    /// As swift-snapshot-testing's `lines`. The file ends with a newline; one trailing newline
    /// is dropped when reading, so an editor that adds one does not break the reference.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data(($0 + "\n").utf8) },
            fromData: { data in
                let text = String(decoding: data, as: UTF8.self)
                return text.hasSuffix("\n") ? String(text.dropLast()) : text
            },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let diff = UnifiedDiff(old: TextSnapshot.lines(reference), new: TextSnapshot.lines(actual))
                let text = diff.text()
                let (removed, added) = diff.counts
                let summary =
                    text.isEmpty
                    ? "Text does not match reference: the line endings differ."
                    : "Text does not match reference: \(removed) line\(removed == 1 ? "" : "s") removed, "
                        + "\(added) added."
                return (
                    "\(summary)\n\n\(text)",
                    text.isEmpty
                        ? []
                        : [
                            SnapshotAttachment(
                                suffix: "difference", pathExtension: "diff", data: Data((text + "\n").utf8))
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
    /// The lines of `text`, split at `\n`.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
