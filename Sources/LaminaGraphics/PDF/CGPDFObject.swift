// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A PDF boolean: 0 or 1.
public typealias CGPDFBoolean = UInt8
/// A PDF integer.
public typealias CGPDFInteger = Int
/// A PDF real number.
public typealias CGPDFReal = CGFloat

/// A PDF object of any type, owned by its document: valid as long as the document lives.
public typealias CGPDFObjectRef = OpaquePointer
/// A PDF array, owned by its document.
public typealias CGPDFArrayRef = OpaquePointer
/// A PDF dictionary, owned by its document.
public typealias CGPDFDictionaryRef = OpaquePointer
/// A PDF stream: a dictionary and a sequence of bytes, owned by its document.
public typealias CGPDFStreamRef = OpaquePointer
/// A PDF string: a sequence of bytes, owned by its document.
public typealias CGPDFStringRef = OpaquePointer

/// The type of a PDF object.
///
/// Mirrors CoreGraphics's enumeration, with the same raw values.
public enum CGPDFObjectType: Int32, Sendable {
    /// The null object.
    case null = 1
    /// A boolean.
    case boolean
    /// An integer.
    case integer
    /// A real number.
    case real
    /// A name.
    case name
    /// A string.
    case string
    /// An array.
    case array
    /// A dictionary.
    case dictionary
    /// A stream.
    case stream
}

/// Returns the type of a PDF object.
///
/// Mirrors CoreGraphics's function.
public func CGPDFObjectGetType(_ object: CGPDFObjectRef) -> CGPDFObjectType {
    PDFObject.from(object).type
}

/// Reads a PDF object's value into `value` when the object has the given type.
///
/// Mirrors CoreGraphics's function. `value` points to a `CGPDFBoolean`, `CGPDFInteger`,
/// `CGPDFReal`, `UnsafePointer<CChar>?` (a name), or a `CGPDFStringRef?`, `CGPDFArrayRef?`,
/// `CGPDFDictionaryRef?` or `CGPDFStreamRef?`, as `type` says. An integer reads as a real when
/// `type` is `.real`. Asking for `.null` succeeds for the null object and writes nothing.
///
/// - Returns: `true` when the object has the type (and `value`, when given, was written).
public func CGPDFObjectGetValue(
    _ object: CGPDFObjectRef, _ type: CGPDFObjectType, _ value: UnsafeMutableRawPointer?
) -> Bool {
    PDFObject.from(object).read(as: type, into: value)
}

extension PDFObject {
    /// Writes the value of this object, resolved, into `pointer` when it has `type`.
    func read(as type: CGPDFObjectType, into pointer: UnsafeMutableRawPointer?) -> Bool {
        let object = resolved
        switch (type, object.value) {
        case (.null, .null):
            return true
        case (.boolean, .boolean(let flag)):
            pointer?.assumingMemoryBound(to: CGPDFBoolean.self).pointee = flag ? 1 : 0
        case (.integer, .integer(let integer)):
            pointer?.assumingMemoryBound(to: CGPDFInteger.self).pointee = integer
        case (.real, .integer(let integer)):
            pointer?.assumingMemoryBound(to: CGPDFReal.self).pointee = CGPDFReal(integer)
        case (.real, .real(let real)):
            pointer?.assumingMemoryBound(to: CGPDFReal.self).pointee = CGPDFReal(real)
        case (.name, .name):
            pointer?.assumingMemoryBound(to: UnsafePointer<CChar>?.self).pointee = object.cString
        case (.string, .string), (.array, .array), (.dictionary, .dictionary), (.stream, .stream):
            pointer?.assumingMemoryBound(to: OpaquePointer?.self).pointee = object.pointer
        default:
            return false
        }
        return true
    }

    /// Reads the value as `T` through ``read(as:into:)``.
    func read<T>(as type: CGPDFObjectType, into value: UnsafeMutablePointer<T>?) -> Bool {
        read(as: type, into: value.map { UnsafeMutableRawPointer($0) })
    }
}
