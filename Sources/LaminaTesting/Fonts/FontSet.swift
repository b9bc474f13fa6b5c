import Foundation

/// The fonts text renders with on this machine: the family and version fontconfig chooses for
/// each of the font names Lamina's text falls back to.
///
/// Recorded in every image reference (a PNG `tEXt` chunk with the key `lamina-fonts`; an XML
/// comment in SVG), and compared before the pixels: a reference recorded with other fonts
/// fails with a message that names them, instead of a puzzling difference in the glyphs.
///
/// The set comes from fontconfig's `fc-match`, which Pango (and so Lamina's renderer) consults
/// for the same names; it is asked for the families Lamina's defaults and CSS-style generic
/// names resolve to, and for the CJK fallback. File paths are left out, so the same fonts
/// installed in another folder (another distribution) still match.
struct FontSet: Equatable, Sendable, CustomStringConvertible {
    /// A font name and the family and version it resolves to, e.g. `DejaVu Sans 2.37`.
    struct Entry: Equatable, Sendable {
        var pattern: String
        var resolved: String
    }

    var entries: [Entry]

    /// The font names asked about: Lamina's default family, the generic families, and the
    /// fallback for Chinese and Japanese.
    static let patterns = ["Helvetica", "sans-serif", "serif", "monospace", "sans-serif:lang=zh-cn"]

    /// The fonts of this machine, found once per process; `nil` when `fc-match` is missing.
    static let current: FontSet? = FontSet.query()

    /// The entries as stored: `pattern=resolved` joined by `; `.
    var description: String {
        entries.map { "\($0.pattern)=\($0.resolved)" }.joined(separator: "; ")
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads a stored description; `nil` for an empty or malformed one.
    init?(_ description: String) {
        var entries: [Entry] = []
        for part in description.components(separatedBy: "; ") {
            guard let equals = part.lastIndex(of: "=") else { return nil }
            entries.append(
                Entry(pattern: String(part[..<equals]), resolved: String(part[part.index(after: equals)...])))
        }
        guard !entries.isEmpty else { return nil }
        self.entries = entries
    }

    /// Why text in a reference recorded with `recorded` may render differently here, naming
    /// each font that differs; `nil` when the sets are the same.
    func mismatch(recorded: FontSet) -> String? {
        guard recorded != self else { return nil }
        var lines: [String] = []
        for entry in recorded.entries {
            let here = entries.first { $0.pattern == entry.pattern }?.resolved ?? "(not asked here)"
            if here != entry.resolved {
                lines.append("  \(entry.pattern): recorded with \(entry.resolved), this machine has \(here)")
            }
        }
        for entry in entries where !recorded.entries.contains(where: { $0.pattern == entry.pattern }) {
            lines.append("  \(entry.pattern): not recorded, this machine has \(entry.resolved)")
        }
        return """
            The reference was recorded with other fonts than this machine's, so its text cannot be \
            compared here:
            \(lines.joined(separator: "\n"))
            Install the fonts it was recorded with (Lamina's references use Nimbus Sans for \
            Helvetica, DejaVu and WenQuanYi Micro Hei: apt install fonts-urw-base35 \
            fonts-dejavu-core fonts-wqy-microhei), or re-record the reference on this machine \
            (SNAPSHOT_TESTING_RECORD=failed).
            """
    }

    /// Asks `fc-match` for each pattern.
    private static func query() -> FontSet? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders =
            path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        guard
            let tool = folders.map({ "\($0)/fc-match" }).first(
                where: FileManager.default.isExecutableFile(atPath:))
        else { return nil }
        var entries: [Entry] = []
        for pattern in patterns {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["--format=%{family[0]}|%{fontversion}", pattern]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                return nil
            }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            let fields = output.split(separator: "|", omittingEmptySubsequences: false)
            let family = fields.first.map(String.init) ?? ""
            // fontconfig's version is 16.16 fixed point: 155320 is 2.37.
            let version = fields.count > 1 ? Int(fields[1]).map(FontSet.version) : nil
            entries.append(
                Entry(
                    pattern: pattern,
                    resolved: [family, version ?? ""].filter { !$0.isEmpty }.joined(separator: " ")))
        }
        return FontSet(entries: entries)
    }

    /// A 16.16 fixed-point version as a decimal with up to three places: 155320 is "2.37".
    static func version(_ fixed: Int) -> String {
        var text = String(format: "%.3f", Double(fixed) / 65536)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
