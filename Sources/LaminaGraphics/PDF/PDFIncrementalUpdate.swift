import Foundation

/// Adds to a finished PDF what Cairo cannot write, as an incremental update (PDF 1.7, section
/// 7.5.6): page boxes other than the media box, and an XMP metadata stream in the catalog.
///
/// The update appends new versions of the objects it changes, a cross-reference section for
/// them and a trailer pointing back to Cairo's; Cairo's bytes are left as they are. It reads
/// only what Cairo writes: a classic cross-reference table, a flat page tree, and page and
/// catalog objects that are plain dictionaries.
package struct PDFIncrementalUpdate {
    /// For each page, in order, the boxes to add (PDF key without the slash, such as
    /// `CropBox`, to the box in the page's PDF coordinates).
    package var pageBoxes: [[String: CGRect]] = []
    /// The XMP packet to attach to the catalog.
    package var metadata: Data?

    /// Whether there is anything to add.
    package var isEmpty: Bool { metadata == nil && pageBoxes.allSatisfy(\.isEmpty) }

    /// `document` with the update appended, or `document` itself when it cannot be read as
    /// Cairo writes it.
    package func applied(to document: Data) -> Data {
        guard !isEmpty, let file = CairoPDFFile(document) else { return document }
        var output = document
        if output.last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
        var offsets: [(Int, Int)] = []
        func append(_ number: Int, _ body: Data) {
            offsets.append((number, output.count))
            output.append(Data("\(number) 0 obj\n".utf8))
            output.append(body)
            output.append(Data("\nendobj\n".utf8))
        }
        for (index, boxes) in pageBoxes.enumerated() where !boxes.isEmpty && index < file.pages.count {
            let page = file.pages[index]
            guard let dictionary = file.dictionary(of: page) else { continue }
            let entries = boxes.keys.sorted().map { key -> String in
                let box = boxes[key]!
                return
                    " /\(key) [ \(Self.number(box.minX)) \(Self.number(box.minY)) \(Self.number(box.maxX)) \(Self.number(box.maxY)) ]"
            }
            append(page, Data(Self.inserting(entries.joined(), into: dictionary).utf8))
        }
        var size = file.size
        if let metadata, let catalog = file.dictionary(of: file.root) {
            let stream = size
            size += 1
            var body = Data("<< /Type /Metadata /Subtype /XML /Length \(metadata.count) >>\nstream\n".utf8)
            body.append(metadata)
            body.append(Data("\nendstream".utf8))
            append(stream, body)
            append(file.root, Data(Self.inserting(" /Metadata \(stream) 0 R", into: catalog).utf8))
        }
        guard !offsets.isEmpty else { return document }
        let xref = output.count
        var table = "xref\n"
        for (number, offset) in offsets.sorted(by: { $0.0 < $1.0 }) {
            table += "\(number) 1\n" + String(format: "%010d 00000 n \n", offset)
        }
        var trailer = "trailer\n<< /Size \(size) /Root \(file.root) 0 R"
        if let info = file.info { trailer += " /Info \(info) 0 R" }
        trailer += " /Prev \(file.startXref) >>\nstartxref\n\(xref)\n%%EOF\n"
        output.append(Data((table + trailer).utf8))
        return output
    }

    /// `dictionary` (`<< … >>`) with `entries` added after its opening brackets.
    private static func inserting(_ entries: String, into dictionary: String) -> String {
        guard let open = dictionary.range(of: "<<") else { return dictionary }
        return dictionary.replacingCharacters(in: open, with: "<<" + entries)
    }

    /// A number as PDF writes it: no exponent, no trailing zeros.
    private static func number(_ value: CGFloat) -> String {
        var text = String(format: "%.4f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// What an incremental update needs of a PDF file Cairo wrote: the cross-reference table, the
/// trailer's entries and the page objects in order.
private struct CairoPDFFile {
    let bytes: Data
    let startXref: Int
    let size: Int
    let root: Int
    let info: Int?
    /// Byte offsets of the objects, by number.
    let offsets: [Int: Int]
    /// The page objects' numbers, in page order.
    let pages: [Int]

    init?(_ bytes: Data) {
        self.bytes = bytes
        let tail = String(decoding: bytes.suffix(1024), as: UTF8.self)
        guard let startRange = tail.range(of: "startxref", options: .backwards),
            let start = Int(tail[startRange.upperBound...].split(whereSeparator: \.isNewline).first ?? ""),
            start < bytes.count
        else { return nil }
        startXref = start
        // The cross-reference table: subsections of 20-byte entries.
        let text = String(decoding: bytes[start...], as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        guard lines.next()?.trimmingCharacters(in: .whitespaces) == "xref" else { return nil }
        var offsets: [Int: Int] = [:]
        var trailerText = ""
        while let line = lines.next() {
            let fields = line.split(separator: " ")
            if line.hasPrefix("trailer") {
                while let more = lines.next(), !more.hasPrefix("startxref") { trailerText += more + " " }
                break
            }
            guard fields.count == 2, let first = Int(fields[0]), let count = Int(fields[1]) else {
                return nil
            }
            for number in first..<(first + count) {
                guard let entry = lines.next() else { return nil }
                let parts = entry.split(separator: " ")
                if parts.count >= 3, parts[2] == "n", let offset = Int(parts[0]) { offsets[number] = offset }
            }
        }
        func reference(_ key: String) -> Int? {
            guard let range = trailerText.range(of: "/\(key) ") else { return nil }
            return Int(trailerText[range.upperBound...].split(separator: " ").first ?? "")
        }
        guard let size = reference("Size"), let root = reference("Root") else { return nil }
        self.size = size
        self.root = root
        self.info = reference("Info")
        self.offsets = offsets
        // The page tree: the catalog's /Pages, whose /Kids are the pages (Cairo's tree is flat).
        var pages: [Int] = []
        func object(_ number: Int) -> String? {
            guard let offset = offsets[number], offset < bytes.count else { return nil }
            let text = String(decoding: bytes[offset...].prefix(65536), as: UTF8.self)
            guard let end = text.range(of: "endobj") else { return nil }
            return String(text[..<end.lowerBound])
        }
        if let catalog = object(root), let range = catalog.range(of: "/Pages "),
            let tree = Int(catalog[range.upperBound...].split(separator: " ").first ?? ""),
            let pagesObject = object(tree), let kids = pagesObject.range(of: "/Kids [")
        {
            let list = pagesObject[kids.upperBound...].prefix(while: { $0 != "]" })
            let words = Array(list.split(whereSeparator: { $0 == " " || $0.isNewline }))
            for index in stride(from: 0, to: words.count - 2, by: 3) where words[index + 2] == "R" {
                if let number = Int(words[index]) { pages.append(number) }
            }
        }
        self.pages = pages
    }

    /// The dictionary (`<< … >>`) of a plain-dictionary object.
    func dictionary(of number: Int) -> String? {
        guard let offset = offsets[number], offset < bytes.count else { return nil }
        let text = String(decoding: bytes[offset...].prefix(65536), as: UTF8.self)
        guard let open = text.range(of: "<<"), let end = text.range(of: "endobj"),
            open.lowerBound < end.lowerBound
        else { return nil }
        let body = text[open.lowerBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return body.contains("stream") || !body.hasSuffix(">>") ? nil : body
    }
}
