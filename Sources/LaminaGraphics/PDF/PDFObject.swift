import Foundation

/// One PDF object: what a `CGPDFObjectRef`, `CGPDFArrayRef`, `CGPDFDictionaryRef`,
/// `CGPDFStreamRef` or `CGPDFStringRef` points to.
///
/// Objects are owned by the document that parsed them (its object cache keeps every indirect
/// object, and containers keep their elements), so a pointer handed out stays valid as long as
/// the document lives. Names and strings keep their bytes in a buffer of their own, followed by
/// a NUL, so `UnsafePointer<CChar>` results stay valid as long as the object does.
final class PDFObject {
    /// What the object holds.
    enum Value {
        case null
        case boolean(Bool)
        case integer(Int)
        case real(Double)
        /// A name; its bytes are in ``PDFObject/bytes``.
        case name
        /// A string; its bytes are in ``PDFObject/bytes``.
        case string
        case array([PDFObject])
        case dictionary(PDFDictionaryEntries)
        /// A stream: its dictionary (a `.dictionary` object) and its encoded bytes.
        case stream(dictionary: PDFObject, data: [UInt8])
        /// An indirect reference, resolved through the document.
        case reference(number: Int, generation: Int)
    }

    let value: Value
    /// The bytes of a name or string, followed by a NUL; `nil` for other kinds.
    private let storage: UnsafeMutableBufferPointer<UInt8>?
    /// The number of bytes of a name or string, without the NUL.
    let byteCount: Int
    /// The document that resolves references found in this object's elements.
    weak var resolver: PDFObjectStore?

    init(_ value: Value, resolver: PDFObjectStore? = nil) {
        self.value = value
        self.storage = nil
        self.byteCount = 0
        self.resolver = resolver
    }

    /// A name or string object holding `bytes`.
    init(name: Bool, bytes: [UInt8]) {
        self.value = name ? .name : .string
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + 1)
        _ = buffer.initialize(from: bytes)
        buffer[bytes.count] = 0
        self.storage = buffer
        self.byteCount = bytes.count
    }

    deinit {
        storage?.deallocate()
    }

    /// The shared null object, for references to objects that do not exist.
    nonisolated(unsafe) static let null = PDFObject(.null)

    /// The NUL-terminated bytes of a name or string.
    var bytePointer: UnsafePointer<UInt8>? {
        storage.map { UnsafePointer($0.baseAddress!) }
    }

    /// The name's bytes as a C string.
    var cString: UnsafePointer<CChar>? {
        bytePointer.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
    }

    /// The bytes of a name or string, copied.
    var bytes: [UInt8] {
        guard let storage else { return [] }
        return Array(storage[0..<byteCount])
    }

    /// The object's type as CoreGraphics names it; references report the type of their target.
    var type: CGPDFObjectType {
        switch resolved.value {
        case .null, .reference: .null
        case .boolean: .boolean
        case .integer: .integer
        case .real: .real
        case .name: .name
        case .string: .string
        case .array: .array
        case .dictionary: .dictionary
        case .stream: .stream
        }
    }

    /// The object a reference points to (the null object when it cannot be resolved), or self.
    var resolved: PDFObject {
        guard case .reference(let number, let generation) = value else { return self }
        return resolver?.object(number: number, generation: generation) ?? .null
    }

    // MARK: Typed access (after resolving references)

    var integerValue: Int? {
        if case .integer(let value) = resolved.value { return value }
        return nil
    }

    /// An integer or real, as a real.
    var numberValue: Double? {
        switch resolved.value {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    var booleanValue: Bool? {
        if case .boolean(let value) = resolved.value { return value }
        return nil
    }

    /// The bytes of a name.
    var nameBytes: [UInt8]? {
        let object = resolved
        guard case .name = object.value else { return nil }
        return object.bytes
    }

    /// The name as a Swift string.
    var nameValue: String? {
        nameBytes.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The elements of an array.
    var arrayValue: [PDFObject]? {
        if case .array(let elements) = resolved.value { return elements }
        return nil
    }

    /// The entries of a dictionary, or of a stream's dictionary.
    var dictionaryValue: PDFDictionaryEntries? {
        switch resolved.value {
        case .dictionary(let entries): entries
        case .stream(let dictionary, _): dictionary.dictionaryValue
        default: nil
        }
    }

    /// The object itself when it is a dictionary (resolved).
    var asDictionary: PDFObject? {
        let object = resolved
        if case .dictionary = object.value { return object }
        return nil
    }

    /// The object itself when it is a stream (resolved).
    var asStream: PDFObject? {
        let object = resolved
        if case .stream = object.value { return object }
        return nil
    }

    /// The value for `key` in a dictionary (or a stream's dictionary), resolved.
    subscript(key: String) -> PDFObject? {
        dictionaryValue?.value(for: Array(key.utf8))?.resolved
    }

    /// Four numbers as a rectangle, normalised to a positive size.
    var rectangleValue: CGRect? {
        guard let elements = arrayValue, elements.count == 4 else { return nil }
        let numbers = elements.compactMap(\.numberValue)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return CGRect(
            x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1]
        ).standardized
    }

    /// The pointer handed to C-style callers; valid while the object lives.
    var pointer: OpaquePointer {
        OpaquePointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// The object a C-style pointer designates.
    static func from(_ pointer: OpaquePointer) -> PDFObject {
        Unmanaged<PDFObject>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }
}

/// A dictionary's entries in file order, with an index by key.
struct PDFDictionaryEntries {
    /// The keys (name objects, whose bytes stay valid) and values, in file order.
    private(set) var entries: [(key: PDFObject, value: PDFObject)] = []
    private var index: [[UInt8]: Int] = [:]

    /// Adds an entry; a key already present keeps its first value.
    mutating func append(key: [UInt8], value: PDFObject) {
        guard index[key] == nil else { return }
        index[key] = entries.count
        entries.append((PDFObject(name: true, bytes: key), value))
    }

    /// The value stored for `key`, unresolved.
    func value(for key: [UInt8]) -> PDFObject? {
        index[key].map { entries[$0].value }
    }

    var count: Int { entries.count }
}
