/// A unified diff of two texts, line by line, as `diff -u` prints it.
struct UnifiedDiff {
    /// One line of the edit script.
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edit script from the old lines to the new ones.
    let lines: [Line]
    /// Lines of context around each change.
    let context: Int

    /// The diff from `old` to `new`, with `context` unchanged lines around each change.
    init(old: [String], new: [String], context: Int = 3) {
        self.context = context
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(.removed(old[i]))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                script.append(.added(new[j]))
                j += 1
            } else {
                script.append(.same(old[i]))
                i += 1
                j += 1
            }
        }
        lines = script
    }

    /// The number of removed and added lines.
    var counts: (removed: Int, added: Int) {
        lines.reduce(into: (0, 0)) { counts, line in
            if case .removed = line { counts.0 += 1 }
            if case .added = line { counts.1 += 1 }
        }
    }

    /// The hunks, `@@ -a,b +c,d @@` then the lines prefixed with ` `, `-` or `+`, after a
    /// `--- oldName` / `+++ newName` header; empty when the texts are the same.
    func text(oldName: String = "reference", newName: String = "actual") -> String {
        let hunks = self.hunks()
        guard !hunks.isEmpty else { return "" }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks {
            let (oldStart, newStart) = starts(of: hunk)
            var oldCount = 0
            var newCount = 0
            var body: [String] = []
            for line in lines[hunk] {
                switch line {
                case .same(let text):
                    oldCount += 1
                    newCount += 1
                    body.append(" \(text)")
                case .removed(let text):
                    oldCount += 1
                    body.append("-\(text)")
                case .added(let text):
                    newCount += 1
                    body.append("+\(text)")
                }
            }
            // An empty side starts at the line before, as diff -u prints it.
            let oldRange = "\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount)"
            let newRange = "\(newCount == 0 ? newStart - 1 : newStart),\(newCount)"
            output.append("@@ -\(oldRange) +\(newRange) @@")
            output += body
        }
        return output.joined(separator: "\n")
    }

    /// The hunk text swift-snapshot-testing prints in failure messages: `@@ −a,b +c,d @@`, then
    /// the lines prefixed with `−` (U+2212), `+` or a figure space (U+2007), a line that ends in
    /// a space marked with `¬`; no file header. Empty when the texts are the same.
    func swiftSnapshotTestingText() -> String {
        var output: [String] = []
        for hunk in hunks() {
            let (oldStart, newStart) = starts(of: hunk)
            var oldCount = 0
            var newCount = 0
            var body: [String] = []
            for line in lines[hunk] {
                let (prefix, text): (String, String)
                switch line {
                case .same(let same):
                    oldCount += 1
                    newCount += 1
                    (prefix, text) = ("\u{2007}", same)
                case .removed(let removed):
                    oldCount += 1
                    (prefix, text) = ("\u{2212}", removed)
                case .added(let added):
                    newCount += 1
                    (prefix, text) = ("+", added)
                }
                body.append(prefix + text + (text.hasSuffix(" ") ? "¬" : ""))
            }
            output.append("@@ \u{2212}\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            output += body
        }
        return output.joined(separator: "\n")
    }

    /// The changes grouped into hunks of script indices: changes whose context overlaps share
    /// one.
    private func hunks() -> [ClosedRange<Int>] {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(lines.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// The 1-based old and new line numbers where a hunk starts.
    private func starts(of hunk: ClosedRange<Int>) -> (old: Int, new: Int) {
        var oldStart = 1
        var newStart = 1
        for line in lines[..<hunk.lowerBound] {
            switch line {
            case .same:
                oldStart += 1
                newStart += 1
            case .removed: oldStart += 1
            case .added: newStart += 1
            }
        }
        return (oldStart, newStart)
    }
}
