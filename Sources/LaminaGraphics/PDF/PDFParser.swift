import Foundation

/// Reads PDF objects from bytes: numbers, names, strings, arrays, dictionaries, references and
/// streams, and the keywords between them.
///
/// Every read is bounded: nesting deeper than ``maximumDepth`` fails, and no read goes past the
/// end of the bytes. A failure returns `nil`; it never traps.
struct PDFParser {
    /// The deepest nesting of arrays and dictionaries accepted.
    static let maximumDepth = 64

    /// A lexical token.
    enum Token: Equatable {
        case integer(Int)
        case real(Double)
        case name([UInt8])
        case string([UInt8])
        case keyword([UInt8])
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
        case end
        case invalid
    }

    let bytes: [UInt8]
    var position: Int
    /// Resolves references (a stream's indirect `/Length`) and is given to reference objects.
    weak var resolver: PDFObjectStore?

    init(bytes: [UInt8], position: Int = 0, resolver: PDFObjectStore? = nil) {
        self.bytes = bytes
        self.position = max(0, min(position, bytes.count))
        self.resolver = resolver
    }

    // MARK: Characters

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "/"), UInt8(ascii: "%"):
            true
        default: false
        }
    }

    static func isRegular(_ byte: UInt8) -> Bool {
        !isWhitespace(byte) && !isDelimiter(byte)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Skips whitespace and comments.
    mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                    position += 1
                }
            } else {
                return
            }
        }
    }

    // MARK: Tokens

    /// Reads the next token.
    mutating func nextToken() -> Token {
        skipWhitespace()
        guard position < bytes.count else { return .end }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "["):
            position += 1
            return .arrayStart
        case UInt8(ascii: "]"):
            position += 1
            return .arrayEnd
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .dictionaryStart
            }
            return readHexString()
        case UInt8(ascii: ">"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
                position += 2
                return .dictionaryEnd
            }
            position += 1
            return .invalid
        case UInt8(ascii: "("):
            return readLiteralString()
        case UInt8(ascii: "/"):
            return readName()
        case UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            position += 1
            return .keyword([byte])
        default:
            let start = position
            while position < bytes.count, Self.isRegular(bytes[position]) {
                position += 1
            }
            let word = Array(bytes[start..<position])
            return Self.number(word) ?? .keyword(word)
        }
    }

    /// A number token for `word`, or `nil` when it is not a number.
    static func number(_ word: [UInt8]) -> Token? {
        guard !word.isEmpty else { return nil }
        var index = 0
        var negative = false
        if word[0] == UInt8(ascii: "+") || word[0] == UInt8(ascii: "-") {
            negative = word[0] == UInt8(ascii: "-")
            index = 1
        }
        var integer: Int = 0
        var overflow = false
        var sawDigit = false
        var sawPoint = false
        var fraction: Double = 0
        var scale: Double = 1
        while index < word.count {
            let byte = word[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                sawDigit = true
                let digit = Int(byte - UInt8(ascii: "0"))
                if sawPoint {
                    if scale > 1e-300 {
                        scale /= 10
                        fraction += Double(digit) * scale
                    }
                } else {
                    let (times, o1) = integer.multipliedReportingOverflow(by: 10)
                    let (plus, o2) = times.addingReportingOverflow(digit)
                    if o1 || o2 { overflow = true } else { integer = plus }
                }
            } else if byte == UInt8(ascii: ".") && !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard sawDigit else { return nil }
        if !sawPoint && !overflow {
            return .integer(negative ? -integer : integer)
        }
        if overflow {
            // Too large for an integer: read it as a real.
            guard let value = Double(String(decoding: word, as: UTF8.self)), value.isFinite else {
                return nil
            }
            return .real(value)
        }
        let value = Double(integer) + fraction
        return .real(negative ? -value : value)
    }

    private mutating func readName() -> Token {
        position += 1
        var name: [UInt8] = []
        while position < bytes.count, Self.isRegular(bytes[position]) {
            let byte = bytes[position]
            if byte == UInt8(ascii: "#"), position + 2 < bytes.count,
                let high = Self.hexValue(bytes[position + 1]), let low = Self.hexValue(bytes[position + 2])
            {
                name.append(high << 4 | low)
                position += 3
            } else {
                name.append(byte)
                position += 1
            }
        }
        return .name(name)
    }

    private mutating func readHexString() -> Token {
        position += 1
        var string: [UInt8] = []
        var high: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                if let high { string.append(high << 4) }
                return .string(string)
            }
            if Self.isWhitespace(byte) { continue }
            guard let value = Self.hexValue(byte) else { return .invalid }
            if let first = high {
                string.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return .invalid
    }

    private mutating func readLiteralString() -> Token {
        position += 1
        var string: [UInt8] = []
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                string.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return .string(string) }
                string.append(byte)
            case 0x0D:
                // An end of line in a string reads as a line feed.
                if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                string.append(0x0A)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return .invalid }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): string.append(0x0A)
                case UInt8(ascii: "r"): string.append(0x0D)
                case UInt8(ascii: "t"): string.append(0x09)
                case UInt8(ascii: "b"): string.append(0x08)
                case UInt8(ascii: "f"): string.append(0x0C)
                case 0x0D:
                    if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                case 0x0A:
                    break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count,
                        bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "7")
                    {
                        value = value * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    string.append(UInt8(truncatingIfNeeded: value))
                default:
                    string.append(escaped)
                }
            default:
                string.append(byte)
            }
        }
        return .invalid
    }

    // MARK: Objects

    /// Reads one object; `nil` at the end of the bytes, on a syntax error, or on a keyword other
    /// than `true`, `false` and `null` (inside an array or dictionary, other words read as null,
    /// except the file structure's keywords such as `endobj`).
    mutating func parseObject(depth: Int = 0) -> PDFObject? {
        parseObject(startingWith: nextToken(), depth: depth)
    }

    /// Reads one object whose first token has been read.
    mutating func parseObject(startingWith token: Token, depth: Int) -> PDFObject? {
        switch token {
        case .integer(let value):
            if let reference = referenceAfter(value) { return reference }
            return PDFObject(.integer(value))
        case .real(let value):
            return PDFObject(.real(value))
        case .name(let name):
            return PDFObject(name: true, bytes: name)
        case .string(let string):
            return PDFObject(name: false, bytes: string)
        case .keyword(let word):
            switch word {
            case Array("true".utf8): return PDFObject(.boolean(true))
            case Array("false".utf8): return PDFObject(.boolean(false))
            case Array("null".utf8): return PDFObject(.null)
            case Array("obj".utf8), Array("endobj".utf8), Array("stream".utf8), Array("endstream".utf8),
                Array("xref".utf8), Array("trailer".utf8), Array("startxref".utf8):
                return nil
            default:
                // Inside an array or dictionary, an unknown word (`1e5`, a typo) reads as null.
                return depth > 0 ? PDFObject(.null) : nil
            }
        case .arrayStart:
            guard depth < Self.maximumDepth else { return nil }
            var elements: [PDFObject] = []
            while true {
                let next = nextToken()
                if next == .arrayEnd { return PDFObject(.array(elements)) }
                guard let element = parseObject(startingWith: next, depth: depth + 1) else { return nil }
                elements.append(element)
            }
        case .dictionaryStart:
            guard depth < Self.maximumDepth else { return nil }
            var entries = PDFDictionaryEntries()
            while true {
                let next = nextToken()
                if next == .dictionaryEnd { return PDFObject(.dictionary(entries)) }
                guard case .name(let key) = next else { return nil }
                guard let value = parseObject(depth: depth + 1) else { return nil }
                if case .null = value.value { continue }
                entries.append(key: key, value: value)
            }
        case .arrayEnd, .dictionaryEnd, .end, .invalid:
            return nil
        }
    }

    /// A reference when `number` is followed by a generation and `R`; otherwise leaves the
    /// position where it was.
    private mutating func referenceAfter(_ number: Int) -> PDFObject? {
        let saved = position
        if case .integer(let generation) = nextToken(), case .keyword(let word) = nextToken(),
            word == [UInt8(ascii: "R")], number >= 0, generation >= 0
        {
            return PDFObject(.reference(number: number, generation: generation), resolver: resolver)
        }
        position = saved
        return nil
    }

    /// Reads `N G obj <object> [stream … endstream]` at the position, checking the number when
    /// `expected` is given. Returns the object and its number.
    mutating func parseIndirectObject(expected: Int? = nil) -> (number: Int, object: PDFObject)? {
        guard case .integer(let number) = nextToken(), case .integer = nextToken(),
            case .keyword(let word) = nextToken(), word == Array("obj".utf8)
        else { return nil }
        if let expected, expected != number { return nil }
        let token = nextToken()
        // `N G obj endobj` is an empty object: null.
        if case .keyword(let word) = token, word == Array("endobj".utf8) { return (number, PDFObject(.null)) }
        guard let object = parseObject(startingWith: token, depth: 0) else { return nil }
        guard case .dictionary = object.value else { return (number, object) }
        let saved = position
        guard case .keyword(let keyword) = nextToken(), keyword == Array("stream".utf8) else {
            position = saved
            return (number, object)
        }
        guard let data = readStreamData(dictionary: object) else { return nil }
        return (number, PDFObject(.stream(dictionary: object, data: data)))
    }

    /// Reads a stream's bytes after the `stream` keyword: `/Length` bytes when `endstream`
    /// follows them, or else everything up to the next `endstream`.
    private mutating func readStreamData(dictionary: PDFObject) -> [UInt8]? {
        // The keyword is followed by CR LF or LF.
        if position < bytes.count, bytes[position] == 0x0D { position += 1 }
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
        let start = position
        if let length = dictionary["Length"]?.integerValue, length >= 0, length <= bytes.count - start {
            var probe = PDFParser(bytes: bytes, position: start + length)
            if case .keyword(let word) = probe.nextToken(), word == Array("endstream".utf8) {
                position = probe.position
                return Array(bytes[start..<start + length])
            }
        }
        // The store finds `endstream` keywords once for the whole file, so that many streams with
        // wrong lengths do not each search to the end.
        let next: Int?
        if let resolver, resolver.bytes.count == bytes.count {
            next = resolver.nextEndstream(from: start)
        } else {
            next = Self.find(Array("endstream".utf8), in: bytes, from: start)
        }
        guard let end = next else { return nil }
        var stop = end
        // The end-of-line marker before `endstream` is not part of the data.
        if stop > start, bytes[stop - 1] == 0x0A { stop -= 1 }
        if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
        position = end + 9
        return Array(bytes[start..<stop])
    }

    /// The first index of `pattern` in `bytes` at or after `start`.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var index = max(0, start)
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == pattern[0] {
                var match = true
                for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] {
                    match = false
                    break
                }
                if match { return index }
            }
            index += 1
        }
        return nil
    }

    /// The last index of `pattern` in `bytes` at or after `start`.
    static func findLast(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var index = bytes.count - pattern.count
        while index >= max(0, start) {
            if bytes[index] == pattern[0] && Array(bytes[index..<index + pattern.count]) == pattern {
                return index
            }
            index -= 1
        }
        return nil
    }
}
