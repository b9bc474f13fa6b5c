// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A C function called for each entry of a PDF dictionary, with the key, the value and the
/// `info` pointer.
public typealias CGPDFDictionaryApplierFunction =
    @convention(c) (UnsafePointer<CChar>, CGPDFObjectRef, UnsafeMutableRawPointer?) -> Void

/// A function called for each entry of a PDF dictionary, with the key, the value and the
/// `info` pointer; returning `false` stops the walk.
public typealias CGPDFDictionaryApplierBlock =
    (UnsafePointer<CChar>, CGPDFObjectRef, UnsafeMutableRawPointer?) -> Bool

extension PDFObject {
    /// The value for the C-string `key` in a dictionary (or stream) object, resolved.
    func value(forKey key: UnsafePointer<CChar>) -> PDFObject? {
        let length = strlen(key)
        let bytes = UnsafeRawBufferPointer(start: key, count: length)
        return dictionaryValue?.value(for: Array(bytes))?.resolved
    }
}

/// Returns the number of entries of a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
public func CGPDFDictionaryGetCount(_ dict: CGPDFDictionaryRef) -> Int {
    PDFObject.from(dict).dictionaryValue?.count ?? 0
}

/// Reads the value for `key` in a PDF dictionary, of any type.
///
/// Mirrors CoreGraphics's function; references are resolved.
/// - Returns: `false` when the dictionary has no such key.
public func CGPDFDictionaryGetObject(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFObjectRef?>?
) -> Bool {
    guard let object = PDFObject.from(dict).value(forKey: key) else { return false }
    value?.pointee = object.pointer
    return true
}

/// Reads the boolean for `key` in a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not a boolean.
public func CGPDFDictionaryGetBoolean(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFBoolean>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .boolean, into: value) ?? false
}

/// Reads the integer for `key` in a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not an integer.
public func CGPDFDictionaryGetInteger(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFInteger>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .integer, into: value) ?? false
}

/// Reads the number (integer or real) for `key` in a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not a number.
public func CGPDFDictionaryGetNumber(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFReal>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .real, into: value) ?? false
}

/// Reads the name for `key` in a PDF dictionary, as a C string owned by the document.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not a name.
public func CGPDFDictionaryGetName(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>,
    _ value: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .name, into: value) ?? false
}

/// Reads the string for `key` in a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not a string.
public func CGPDFDictionaryGetString(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFStringRef?>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .string, into: value) ?? false
}

/// Reads the array for `key` in a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not an array.
public func CGPDFDictionaryGetArray(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFArrayRef?>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .array, into: value) ?? false
}

/// Reads the dictionary for `key` in a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not a dictionary.
public func CGPDFDictionaryGetDictionary(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>,
    _ value: UnsafeMutablePointer<CGPDFDictionaryRef?>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .dictionary, into: value) ?? false
}

/// Reads the stream for `key` in a PDF dictionary.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when the key is missing or its value is not a stream.
public func CGPDFDictionaryGetStream(
    _ dict: CGPDFDictionaryRef, _ key: UnsafePointer<CChar>, _ value: UnsafeMutablePointer<CGPDFStreamRef?>?
) -> Bool {
    PDFObject.from(dict).value(forKey: key)?.read(as: .stream, into: value) ?? false
}

/// Calls `function` for each entry of a PDF dictionary, in file order.
///
/// Mirrors CoreGraphics's function; values are resolved (a dangling reference reads as null).
public func CGPDFDictionaryApplyFunction(
    _ dict: CGPDFDictionaryRef, _ function: @escaping CGPDFDictionaryApplierFunction,
    _ info: UnsafeMutableRawPointer?
) {
    guard let entries = PDFObject.from(dict).dictionaryValue?.entries else { return }
    for (key, value) in entries {
        guard let name = key.cString else { continue }
        function(name, value.resolved.pointer, info)
    }
}

/// Calls `block` for each entry of a PDF dictionary, in file order, until it returns `false`.
///
/// Mirrors CoreGraphics's function; values are resolved.
public func CGPDFDictionaryApplyBlock(
    _ dict: CGPDFDictionaryRef, _ block: CGPDFDictionaryApplierBlock?, _ info: UnsafeMutableRawPointer?
) {
    guard let block, let entries = PDFObject.from(dict).dictionaryValue?.entries else { return }
    for (key, value) in entries {
        guard let name = key.cString else { continue }
        if !block(name, value.resolved.pointer, info) { return }
    }
}
