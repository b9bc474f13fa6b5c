import Foundation
import Testing

/// Every ```swift block of README.md and Documentation/Lamina.docc appears, line for line
/// (ignoring indentation and blank lines), in one of the compiled sample files.
@Suite struct DocumentationSyncTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The documentation files that hold Swift samples.
    static var documents: [URL] {
        let docc = root.appendingPathComponent("Documentation/Lamina.docc")
        let files =
            FileManager.default.enumerator(at: docc, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        return [root.appendingPathComponent("README.md")] + files.sorted { $0.path < $1.path }
    }

    /// The significant lines of a text: trimmed, blank lines dropped.
    static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The Swift code blocks of a Markdown document.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(lines(current!.joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `block` occurs in `file`: its leading imports (and `#if` around them) anywhere,
    /// the rest as consecutive code once whitespace is removed (so the formatter may reflow a
    /// sample's lines and indent it inside a function).
    static func contains(_ file: [String], _ block: [String]) -> Bool {
        let header = block.prefix { $0.hasPrefix("import ") || $0.hasPrefix("#") }
        guard header.allSatisfy(file.contains) else { return false }
        let squeeze = { (lines: ArraySlice<String>) in String(lines.joined().filter { !$0.isWhitespace }) }
        let code = squeeze(block.dropFirst(header.count))
        return code.isEmpty || squeeze(file[...]).contains(code)
    }

    @Test func everySampleIsCompiled() throws {
        let folder = Self.root.appendingPathComponent("Tests/DocumentationTests/Samples")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        let samples = try files.map { Self.lines(try String(contentsOf: $0, encoding: .utf8)) }
        var blockCount = 0
        for document in Self.documents {
            for block in Self.swiftBlocks(in: try String(contentsOf: document, encoding: .utf8)) {
                blockCount += 1
                let found = samples.contains { Self.contains($0, block) }
                let text = block.joined(separator: "\n")
                #expect(
                    found, "\(document.lastPathComponent): not in Tests/DocumentationTests/Samples:\n\(text)")
            }
        }
        #expect(
            blockCount >= 10, "found only \(blockCount) samples: is the documentation where the test looks?")
    }
}
