// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A scanner: reads a content stream's operands and operators, calling an operator table's
/// callbacks.
public typealias CGPDFScannerRef = OpaquePointer

/// The storage behind a `CGPDFScannerRef`.
///
/// The operand stack holds at most ``maximumOperands`` objects; objects popped by a callback
/// stay valid until the callback returns (they are kept until the next operator).
final class PDFScanner {
    /// The most operands the stack holds; more make the scan fail.
    static let maximumOperands = 1 << 16

    let content: PDFContentStream
    let table: PDFOperatorTable?
    let info: UnsafeMutableRawPointer?
    private var stack: [PDFObject] = []
    private var popped: [PDFObject] = []
    private var stopped = false

    init(content: PDFContentStream, table: PDFOperatorTable?, info: UnsafeMutableRawPointer?) {
        self.content = content
        self.table = table
        self.info = info
    }

    static func from(_ pointer: CGPDFScannerRef) -> PDFScanner {
        Unmanaged<PDFScanner>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    var pointer: CGPDFScannerRef {
        OpaquePointer(Unmanaged.passUnretained(self).toOpaque())
    }

    func stop() {
        stopped = true
    }

    /// Removes the top operand, keeping it alive until the next operator.
    func pop() -> PDFObject? {
        guard let object = stack.popLast() else { return nil }
        popped.append(object)
        return object
    }

    /// Scans the whole content; `false` on a syntax error or too many operands.
    func scan() -> Bool {
        stopped = false
        var parser = PDFParser(bytes: content.data())
        while !stopped {
            let token = parser.nextToken()
            switch token {
            case .end:
                return true
            case .invalid, .arrayEnd, .dictionaryEnd:
                return false
            case .keyword(let word):
                switch word {
                case Array("true".utf8), Array("false".utf8), Array("null".utf8):
                    guard let object = parser.parseObject(startingWith: token, depth: 0), push(object) else {
                        return false
                    }
                case Array("BI".utf8):
                    guard let image = Self.inlineImage(&parser), push(image) else { return false }
                    perform(Array("EI".utf8))
                default:
                    perform(word)
                }
            default:
                guard let object = parser.parseObject(startingWith: token, depth: 0), push(object) else {
                    return false
                }
            }
        }
        return true
    }

    private func push(_ object: PDFObject) -> Bool {
        guard stack.count < Self.maximumOperands else { return false }
        stack.append(object)
        return true
    }

    /// Calls the operator's callback, then clears the operands.
    private func perform(_ operatorName: [UInt8]) {
        if let callback = table?.callbacks[operatorName] {
            callback(pointer, info)
        }
        stack.removeAll(keepingCapacity: true)
        popped.removeAll(keepingCapacity: true)
    }

    /// Reads an inline image after `BI`: its entries up to `ID`, then its data up to `EI`.
    private static func inlineImage(_ parser: inout PDFParser) -> PDFObject? {
        var entries = PDFDictionaryEntries()
        while true {
            let token = parser.nextToken()
            if case .keyword(let word) = token, word == Array("ID".utf8) { break }
            guard case .name(let key) = token, let value = parser.parseObject() else { return nil }
            entries.append(key: key, value: value)
        }
        // One whitespace byte follows `ID`; the data ends at whitespace, `EI`, and whitespace or
        // the end.
        let bytes = parser.bytes
        let start = min(parser.position + 1, bytes.count)
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "E"), bytes[index + 1] == UInt8(ascii: "I"),
                index == start || PDFParser.isWhitespace(bytes[index - 1]),
                index + 2 == bytes.count || !PDFParser.isRegular(bytes[index + 2])
            {
                var end = index
                if end > start, PDFParser.isWhitespace(bytes[end - 1]) { end -= 1 }
                parser.position = index + 2
                let dictionary = PDFObject(.dictionary(entries))
                return PDFObject(.stream(dictionary: dictionary, data: Array(bytes[start..<end])))
            }
            index += 1
        }
        return nil
    }
}

/// Creates a scanner for a content stream, calling `table`'s callbacks with `info`.
///
/// Mirrors CoreGraphics's function. Release it with `CGPDFScannerRelease(_:)`.
public func CGPDFScannerCreate(
    _ cs: CGPDFContentStreamRef, _ table: CGPDFOperatorTableRef?, _ info: UnsafeMutableRawPointer?
) -> CGPDFScannerRef {
    let scanner = PDFScanner(
        content: PDFContentStream.from(cs), table: table.map { PDFOperatorTable.from($0) }, info: info)
    return OpaquePointer(Unmanaged.passRetained(scanner).toOpaque())
}

/// Adds a reference to a scanner.
///
/// Mirrors CoreGraphics's function.
public func CGPDFScannerRetain(_ s: CGPDFScannerRef?) -> CGPDFScannerRef? {
    guard let s else { return nil }
    _ = Unmanaged<PDFScanner>.fromOpaque(UnsafeRawPointer(s)).retain()
    return s
}

/// Removes a reference to a scanner, freeing it with the last one.
///
/// Mirrors CoreGraphics's function.
public func CGPDFScannerRelease(_ s: CGPDFScannerRef?) {
    guard let s else { return }
    Unmanaged<PDFScanner>.fromOpaque(UnsafeRawPointer(s)).release()
}

/// Scans the content stream from the start, calling the callbacks of the operators it reads.
///
/// Mirrors CoreGraphics's function. The operands before each operator are on the scanner's
/// stack while its callback runs and are cleared after it. Inline images (`BI … ID … EI`) are
/// pushed as a stream and call the `"EI"` callback.
/// - Returns: `true` when the whole content was read (or a callback stopped the scan); `false`
///   on malformed content or more than 65,536 operands.
public func CGPDFScannerScan(_ s: CGPDFScannerRef?) -> Bool {
    guard let s else { return false }
    return PDFScanner.from(s).scan()
}

/// Returns the content stream a scanner reads.
///
/// Mirrors CoreGraphics's function.
public func CGPDFScannerGetContentStream(_ s: CGPDFScannerRef) -> CGPDFContentStreamRef {
    OpaquePointer(Unmanaged.passUnretained(PDFScanner.from(s).content).toOpaque())
}

/// Pops the top operand, of any type.
///
/// Mirrors CoreGraphics's function. Popped objects stay valid until the callback returns.
/// - Returns: `false` when the stack is empty.
public func CGPDFScannerPopObject(_ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFObjectRef?>?)
    -> Bool
{
    guard let object = PDFScanner.from(s).pop() else { return false }
    value?.pointee = object.pointer
    return true
}

/// Pops the top operand as a boolean.
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not a boolean.
public func CGPDFScannerPopBoolean(_ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFBoolean>?) -> Bool
{
    PDFScanner.from(s).pop()?.read(as: .boolean, into: value) ?? false
}

/// Pops the top operand as an integer.
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not an integer.
public func CGPDFScannerPopInteger(_ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFInteger>?) -> Bool
{
    PDFScanner.from(s).pop()?.read(as: .integer, into: value) ?? false
}

/// Pops the top operand as a number (an integer or a real).
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not a number.
public func CGPDFScannerPopNumber(_ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFReal>?) -> Bool {
    PDFScanner.from(s).pop()?.read(as: .real, into: value) ?? false
}

/// Pops the top operand as a name.
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not a name.
public func CGPDFScannerPopName(
    _ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> Bool {
    PDFScanner.from(s).pop()?.read(as: .name, into: value) ?? false
}

/// Pops the top operand as a string.
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not a string.
public func CGPDFScannerPopString(_ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFStringRef?>?)
    -> Bool
{
    PDFScanner.from(s).pop()?.read(as: .string, into: value) ?? false
}

/// Pops the top operand as an array.
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not an array.
public func CGPDFScannerPopArray(_ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFArrayRef?>?) -> Bool
{
    PDFScanner.from(s).pop()?.read(as: .array, into: value) ?? false
}

/// Pops the top operand as a dictionary.
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not a dictionary.
public func CGPDFScannerPopDictionary(
    _ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFDictionaryRef?>?
) -> Bool {
    PDFScanner.from(s).pop()?.read(as: .dictionary, into: value) ?? false
}

/// Pops the top operand as a stream (an inline image, in the `"EI"` callback).
///
/// Mirrors CoreGraphics's function: the operand is removed whatever its type.
/// - Returns: `false` when the stack is empty or the operand is not a stream.
public func CGPDFScannerPopStream(_ s: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFStreamRef?>?)
    -> Bool
{
    PDFScanner.from(s).pop()?.read(as: .stream, into: value) ?? false
}

/// Stops a scan: `CGPDFScannerScan(_:)` returns after the current callback.
///
/// Mirrors CoreGraphics's function.
public func CGPDFScannerStop(_ s: CGPDFScannerRef) {
    PDFScanner.from(s).stop()
}
