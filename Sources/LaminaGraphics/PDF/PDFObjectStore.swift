import Foundation

/// A PDF file's objects: its cross-reference sections, its trailer, and every indirect object
/// read so far.
///
/// Reads classic cross-reference tables and PDF 1.5 cross-reference streams, following `/Prev`
/// (and a hybrid file's `/XRefStm`), and objects stored in object streams. When the
/// cross-reference data is missing or wrong, it scans the file for `N G obj` headers and
/// `trailer` dictionaries instead. Every indirect object read is kept until the store goes, so
/// pointers to objects stay valid as long as the document lives.
///
/// Bounds: at most ``maximumSections`` cross-reference sections, references resolved at most
/// ``maximumResolutionDepth`` deep, reference cycles read as null.
final class PDFObjectStore {
    /// Where an object is stored.
    enum Entry {
        case free
        case offset(Int)
        case compressed(stream: Int, index: Int)
    }

    /// The most cross-reference sections followed through `/Prev`.
    static let maximumSections = 256
    /// The deepest chain of references being resolved at once.
    static let maximumResolutionDepth = 48

    let bytes: [UInt8]
    private(set) var entries: [Int: Entry] = [:]
    /// The trailer dictionary (of the newest section).
    private(set) var trailer: PDFObject?
    /// The version in the file's header.
    private(set) var headerVersion = (major: 1, minor: 0)
    /// Whether the cross-reference data was unusable and the file was scanned instead.
    private(set) var isRecovered = false

    private var cache: [Int: PDFObject] = [:]
    private var inProgress: Set<Int> = []
    private var objectStreams: [Int: (data: [UInt8], first: Int, offsets: [(number: Int, offset: Int)])] = [:]
    private var recoveredOffsets: [Int: Int]?
    private var endstreamOffsets: [Int]?

    /// The standard security handler of an encrypted document it can decrypt.
    private(set) var securityHandler: PDFSecurityHandler?
    /// The key strings and streams are decrypted with, once a password unlocked the document.
    private(set) var decryptionKey: [UInt8]?
    /// The number of the encryption dictionary, which is never encrypted.
    private var encryptionObjectNumber: Int?
    /// Objects read before the document was unlocked: kept, as callers may hold pointers to them.
    private var retired: [PDFObject] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads the header, the cross-reference data and the trailer; `false` when the bytes are
    /// not a PDF file or no catalog can be found.
    func load() -> Bool {
        let head = Array(bytes.prefix(1024))
        guard let header = PDFParser.find(Array("%PDF-".utf8), in: head, from: 0) else { return false }
        // "%PDF-M.m": the digits before and after the point.
        var version = PDFParser(bytes: head, position: header + 5)
        if case .real(let value) = version.nextToken(), value >= 0, value < 100 {
            let text = String(decoding: head[(header + 5)..<version.position], as: UTF8.self)
            let parts = text.split(separator: ".").compactMap { Int($0) }
            if parts.count == 2 { headerVersion = (parts[0], parts[1]) }
        }
        if !readCrossReferences() || catalog == nil {
            recover()
        }
        setUpEncryption()
        return catalog != nil
    }

    /// The document catalog: the trailer's `/Root` dictionary.
    var catalog: PDFObject? {
        trailer?["Root"]?.asDictionary
    }

    // MARK: Cross-reference data

    private func readCrossReferences() -> Bool {
        let tailStart = max(0, bytes.count - 4096)
        guard let keyword = PDFParser.findLast(Array("startxref".utf8), in: bytes, from: tailStart) else {
            return false
        }
        var parser = PDFParser(bytes: bytes, position: keyword + 9)
        guard case .integer(let start) = parser.nextToken() else { return false }
        var next: Int? = start
        var visited: Set<Int> = []
        while let offset = next, visited.count < Self.maximumSections, visited.insert(offset).inserted {
            guard let sectionTrailer = readSection(at: offset) else {
                if trailer == nil { return false }
                break
            }
            if trailer == nil { trailer = sectionTrailer }
            if let stream = sectionTrailer["XRefStm"]?.integerValue, visited.insert(stream).inserted {
                _ = readSection(at: stream)
            }
            next = sectionTrailer["Prev"]?.integerValue
        }
        return trailer != nil
    }

    /// Reads one cross-reference table or stream at `offset`; returns its trailer dictionary.
    private func readSection(at offset: Int) -> PDFObject? {
        guard offset >= 0, offset < bytes.count else { return nil }
        var parser = PDFParser(bytes: bytes, position: offset, resolver: self)
        if case .keyword(let word) = parser.nextToken(), word == Array("xref".utf8) {
            return readTable(&parser)
        }
        parser.position = offset
        guard let (_, object) = parser.parseIndirectObject(), case .stream = object.value,
            object["Type"]?.nameValue == "XRef"
        else { return nil }
        return readStream(object)
    }

    private func record(_ number: Int, _ entry: Entry) {
        if entries[number] == nil { entries[number] = entry }
    }

    private func readTable(_ parser: inout PDFParser) -> PDFObject? {
        while true {
            let token = parser.nextToken()
            if case .keyword(let word) = token, word == Array("trailer".utf8) {
                return parser.parseObject()?.asDictionary
            }
            guard case .integer(let first) = token, case .integer(let count) = parser.nextToken(),
                first >= 0, first < Int(Int32.max), count >= 0
            else { return nil }
            for index in 0..<count {
                guard case .integer(let offset) = parser.nextToken(), case .integer = parser.nextToken(),
                    case .keyword(let kind) = parser.nextToken()
                else { return nil }
                let number = first + index
                if kind == [UInt8(ascii: "n")] {
                    record(number, offset > 0 ? .offset(offset) : .free)
                } else if kind == [UInt8(ascii: "f")] {
                    record(number, .free)
                } else {
                    return nil
                }
            }
        }
    }

    private func readStream(_ stream: PDFObject) -> PDFObject? {
        guard let widths = stream["W"]?.arrayValue?.compactMap(\.integerValue), widths.count == 3,
            widths.allSatisfy({ (0...8).contains($0) }), let (data, _) = PDFFilter.decode(stream)
        else { return nil }
        let rowLength = widths.reduce(0, +)
        guard rowLength > 0 else { return nil }
        var ranges: [(first: Int, count: Int)] = []
        if let index = stream["Index"]?.arrayValue?.compactMap(\.integerValue), index.count % 2 == 0 {
            ranges = stride(from: 0, to: index.count, by: 2).map { (index[$0], index[$0 + 1]) }
        } else if let size = stream["Size"]?.integerValue {
            ranges = [(0, size)]
        }
        var row = 0
        let rows = data.count / rowLength
        func field(_ row: Int, _ column: Int) -> Int {
            var start = row * rowLength
            for previous in 0..<column { start += widths[previous] }
            var value = 0
            for byte in data[start..<start + widths[column]] { value = value << 8 | Int(byte) }
            return value
        }
        for (first, count) in ranges {
            guard first >= 0, first < Int(Int32.max), count >= 0 else { return nil }
            for index in 0..<count {
                guard row < rows else { break }
                let type = widths[0] == 0 ? 1 : field(row, 0)
                let number = first + index
                switch type {
                case 0: record(number, .free)
                case 1: record(number, .offset(field(row, 1)))
                case 2: record(number, .compressed(stream: field(row, 1), index: field(row, 2)))
                default: break
                }
                row += 1
            }
        }
        return streamDictionary(stream)
    }

    private func streamDictionary(_ stream: PDFObject) -> PDFObject? {
        guard case .stream(let dictionary, _) = stream.value else { return nil }
        return dictionary
    }

    // MARK: Objects

    /// The indirect object `number`, read on first use; the null object when it does not exist;
    /// `nil` when it is already being resolved (a reference cycle) or the chain is too deep.
    func object(number: Int, generation: Int = 0) -> PDFObject? {
        if let cached = cache[number] { return cached }
        guard !inProgress.contains(number), inProgress.count < Self.maximumResolutionDepth else { return nil }
        inProgress.insert(number)
        defer { inProgress.remove(number) }
        var result: PDFObject?
        switch entries[number] {
        case .offset(let offset):
            result = parse(at: offset, number: number).map {
                decrypted($0, number: number, generation: generation)
            }
        case .compressed(let stream, let index): result = compressedObject(number, in: stream, index: index)
        case .free, nil: break
        }
        if result == nil, !isRecovered, let offset = scanForObjects()[number] {
            result = parse(at: offset, number: number).map {
                decrypted($0, number: number, generation: generation)
            }
        }
        let object = result ?? PDFObject.null
        cache[number] = object
        return object
    }

    private func parse(at offset: Int, number: Int) -> PDFObject? {
        guard offset >= 0, offset < bytes.count else { return nil }
        var parser = PDFParser(bytes: bytes, position: offset, resolver: self)
        return parser.parseIndirectObject(expected: number)?.object
    }

    private func compressedObject(_ number: Int, in streamNumber: Int, index: Int) -> PDFObject? {
        guard let contents = objectStream(streamNumber) else { return nil }
        var offset: Int?
        if index >= 0, index < contents.offsets.count, contents.offsets[index].number == number {
            offset = contents.offsets[index].offset
        } else {
            offset = contents.offsets.first { $0.number == number }?.offset
        }
        guard let offset else { return nil }
        let (start, overflow) = contents.first.addingReportingOverflow(offset)
        guard !overflow, start >= 0, start < contents.data.count else { return nil }
        var parser = PDFParser(bytes: contents.data, position: start, resolver: self)
        return parser.parseObject()
    }

    private func objectStream(_ number: Int) -> (
        data: [UInt8], first: Int, offsets: [(number: Int, offset: Int)]
    )? {
        if let contents = objectStreams[number] { return contents }
        guard let stream = object(number: number)?.asStream, stream["Type"]?.nameValue == "ObjStm",
            let count = stream["N"]?.integerValue, let first = stream["First"]?.integerValue,
            count >= 0, first >= 0, let (data, format) = PDFFilter.decode(stream), format == .raw
        else { return nil }
        var parser = PDFParser(bytes: data)
        var offsets: [(number: Int, offset: Int)] = []
        for _ in 0..<min(count, data.count / 2) {
            guard case .integer(let object) = parser.nextToken(),
                case .integer(let offset) = parser.nextToken()
            else { break }
            offsets.append((object, offset))
        }
        let contents = (data, first, offsets)
        objectStreams[number] = contents
        return contents
    }

    /// The offset of the first `endstream` keyword at or after `start`.
    func nextEndstream(from start: Int) -> Int? {
        if endstreamOffsets == nil {
            var offsets: [Int] = []
            var index = 0
            while let found = PDFParser.find(Array("endstream".utf8), in: bytes, from: index) {
                offsets.append(found)
                index = found + 9
            }
            endstreamOffsets = offsets
        }
        guard let offsets = endstreamOffsets else { return nil }
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count ? offsets[low] : nil
    }

    // MARK: Encryption

    /// Reads the encryption dictionary and tries the empty user password, as CoreGraphics does.
    private func setUpEncryption() {
        guard let trailer, let encryption = trailer["Encrypt"]?.asDictionary else { return }
        if case .reference(let number, _) = trailer.dictionaryValue?.value(for: Array("Encrypt".utf8))?.value
        {
            encryptionObjectNumber = number
        }
        securityHandler = PDFSecurityHandler(encryption: encryption, identifier: trailer["ID"])
        if let key = securityHandler?.key(userPassword: []) { unlock(with: key) }
    }

    /// Decrypts from now on with `key`: objects already read are set aside (kept alive) and read
    /// again when asked for.
    func unlock(with key: [UInt8]) {
        decryptionKey = key
        retired += cache.values
        cache.removeAll()
        objectStreams.removeAll()
    }

    private func decrypted(_ object: PDFObject, number: Int, generation: Int) -> PDFObject {
        guard let decryptionKey, let securityHandler, number != encryptionObjectNumber else { return object }
        return securityHandler.decrypt(object, key: decryptionKey, number: number, generation: generation)
    }

    // MARK: Recovery

    /// The offset of every `N G obj` header in the file (the last one for a number), found once.
    private func scanForObjects() -> [Int: Int] {
        if let recoveredOffsets { return recoveredOffsets }
        var offsets: [Int: Int] = [:]
        let keyword = Array("obj".utf8)
        var index = 0
        while let found = PDFParser.find(keyword, in: bytes, from: index) {
            index = found + 3
            if index < bytes.count, PDFParser.isRegular(bytes[index]) { continue }
            var cursor = found - 1
            func skipSpaces() -> Bool {
                var skipped = false
                while cursor >= 0, PDFParser.isWhitespace(bytes[cursor]) {
                    cursor -= 1
                    skipped = true
                }
                return skipped
            }
            func digits() -> Int? {
                let end = cursor
                while cursor >= 0, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"),
                    end - cursor < 10
                {
                    cursor -= 1
                }
                guard cursor < end else { return nil }
                return Int(String(decoding: bytes[(cursor + 1)...end], as: UTF8.self))
            }
            guard skipSpaces(), digits() != nil, skipSpaces(), let number = digits() else { continue }
            guard cursor < 0 || !PDFParser.isRegular(bytes[cursor]) else { continue }
            offsets[number] = cursor + 1
        }
        recoveredOffsets = offsets
        return offsets
    }

    /// Rebuilds the cross-reference data by scanning the file.
    private func recover() {
        isRecovered = true
        let offsets = scanForObjects()
        entries = offsets.mapValues { .offset($0) }
        cache.removeAll()
        objectStreams.removeAll()
        // Objects stored in object streams.
        for number in offsets.keys.sorted() {
            guard let stream = object(number: number)?.asStream, stream["Type"]?.nameValue == "ObjStm",
                let contents = objectStream(number)
            else { continue }
            for (index, entry) in contents.offsets.enumerated() where entries[entry.number] == nil {
                entries[entry.number] = .compressed(stream: number, index: index)
            }
        }
        // The last trailer with a catalog, else a catalog found among the objects.
        trailer = nil
        var index = 0
        while let found = PDFParser.find(Array("trailer".utf8), in: bytes, from: index) {
            index = found + 7
            var parser = PDFParser(bytes: bytes, position: index, resolver: self)
            if let dictionary = parser.parseObject()?.asDictionary, dictionary["Root"]?.asDictionary != nil {
                trailer = dictionary
            }
        }
        if trailer == nil {
            for number in entries.keys.sorted() {
                guard let object = object(number: number) else { continue }
                if object.asDictionary?["Type"]?.nameValue == "Catalog" {
                    var trailerEntries = PDFDictionaryEntries()
                    trailerEntries.append(
                        key: Array("Root".utf8),
                        value: PDFObject(.reference(number: number, generation: 0), resolver: self))
                    trailer = PDFObject(.dictionary(trailerEntries))
                } else if object.asStream?["Type"]?.nameValue == "XRef", object["Root"]?.asDictionary != nil {
                    trailer = streamDictionary(object)
                }
                if trailer != nil { break }
            }
        }
    }
}
