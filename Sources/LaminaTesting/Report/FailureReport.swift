import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The report of a run's failed snapshots: `index.html` in the failure artefacts folder, one
/// self-contained page (images inlined, no network, no server) that a browser opens from a CI
/// artefact.
///
/// Each failed comparison adds an entry — the test, the message, and the reference, the new
/// snapshot and the difference for images (side by side, with a swipe and an onion-skin view),
/// or the unified diff for text — and each snapshot that passes again removes its entry. The
/// entries are kept in `report.json` beside the page, updated under a file lock, so tests
/// running in parallel, and the XCTest and Swift Testing runs of one `swift test`, share one
/// report.
enum FailureReport {
    /// One failed snapshot.
    struct Entry: Codable, Equatable {
        /// The reference's path: what identifies the snapshot.
        var key: String
        /// The test file's name, without extension.
        var file: String
        /// The test's name.
        var test: String
        /// The snapshot's file name, e.g. `card.1.png`.
        var snapshot: String
        /// The failure message.
        var message: String
        /// The reference copy, failed snapshot and difference, relative to the report.
        var reference: String?
        var actual: String?
        var difference: String?
        /// The unified diff of a text snapshot.
        var diff: String?
    }

    /// The report's file names.
    static let pageName = "index.html"
    static let entriesName = "report.json"
    private static let lockName = ".report.lock"

    /// Adds (or replaces) `entry` in the report under `root`, and writes the page again.
    static func record(_ entry: Entry, root: URL) {
        update(root: root, creating: true) { entries in
            entries.removeAll { $0.key == entry.key }
            entries.append(entry)
        }
    }

    /// Removes the entry of the snapshot whose reference is `key`, if the report under `root`
    /// has one (a snapshot that passes again).
    static func remove(key: String, root: URL) {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(entriesName).path) else {
            return
        }
        update(root: root, creating: false) { entries in entries.removeAll { $0.key == key } }
    }

    /// Reads the entries, changes them and writes them and the page, under the lock.
    private static func update(root: URL, creating: Bool, _ change: (inout [Entry]) -> Void) {
        let manager = FileManager.default
        if creating { try? manager.createDirectory(at: root, withIntermediateDirectories: true) }
        let lock = open(root.appendingPathComponent(lockName).path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { return }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        let entriesURL = root.appendingPathComponent(entriesName)
        var entries = (try? JSONDecoder().decode([Entry].self, from: Data(contentsOf: entriesURL))) ?? []
        let before = entries
        change(&entries)
        guard entries != before || !manager.fileExists(atPath: root.appendingPathComponent(pageName).path)
        else { return }
        entries.sort { ($0.file, $0.test, $0.snapshot) < ($1.file, $1.test, $1.snapshot) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try? encoder.encode(entries).write(to: entriesURL, options: .atomic)
        let page = FailureReportPage(entries: entries, root: root).html
        try? Data(page.utf8).write(to: root.appendingPathComponent(pageName), options: .atomic)
    }
}
