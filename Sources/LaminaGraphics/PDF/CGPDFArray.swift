// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A function called for each element of a PDF array, with its index, the element and the
/// `info` pointer; returning `false` stops the walk.
public typealias CGPDFArrayApplierBlock = (Int, CGPDFObjectRef, UnsafeMutableRawPointer?) -> Bool

extension PDFObject {
    /// The element at `index` of an array object, resolved; `nil` out of range.
    func element(_ index: Int) -> PDFObject? {
        guard let elements = arrayValue, index >= 0, index < elements.count else { return nil }
        return elements[index].resolved
    }
}

/// Returns the number of elements of a PDF array.
///
/// Mirrors CoreGraphics's function.
public func CGPDFArrayGetCount(_ array: CGPDFArrayRef) -> Int {
    PDFObject.from(array).arrayValue?.count ?? 0
}

/// Reads the element at `index` of a PDF array, of any type.
///
/// Mirrors CoreGraphics's function; references are resolved.
/// - Returns: `false` when `index` is out of range.
public func CGPDFArrayGetObject(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFObjectRef?>?
) -> Bool {
    guard let element = PDFObject.from(array).element(index) else { return false }
    value?.pointee = element.pointer
    return true
}

/// Returns whether the element at `index` of a PDF array is the null object.
///
/// Mirrors CoreGraphics's function.
public func CGPDFArrayGetNull(_ array: CGPDFArrayRef, _ index: Int) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .null, into: nil) ?? false
}

/// Reads the boolean at `index` of a PDF array.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not a boolean.
public func CGPDFArrayGetBoolean(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFBoolean>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .boolean, into: value) ?? false
}

/// Reads the integer at `index` of a PDF array.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not an integer.
public func CGPDFArrayGetInteger(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFInteger>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .integer, into: value) ?? false
}

/// Reads the number (integer or real) at `index` of a PDF array.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not a number.
public func CGPDFArrayGetNumber(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFReal>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .real, into: value) ?? false
}

/// Reads the name at `index` of a PDF array, as a C string owned by the document.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not a name.
public func CGPDFArrayGetName(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .name, into: value) ?? false
}

/// Reads the string at `index` of a PDF array.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not a string.
public func CGPDFArrayGetString(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFStringRef?>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .string, into: value) ?? false
}

/// Reads the array at `index` of a PDF array.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not an array.
public func CGPDFArrayGetArray(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFArrayRef?>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .array, into: value) ?? false
}

/// Reads the dictionary at `index` of a PDF array.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not a dictionary.
public func CGPDFArrayGetDictionary(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFDictionaryRef?>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .dictionary, into: value) ?? false
}

/// Reads the stream at `index` of a PDF array.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `false` when `index` is out of range or the element is not a stream.
public func CGPDFArrayGetStream(
    _ array: CGPDFArrayRef, _ index: Int, _ value: UnsafeMutablePointer<CGPDFStreamRef?>?
) -> Bool {
    PDFObject.from(array).element(index)?.read(as: .stream, into: value) ?? false
}

/// Calls `block` for each element of a PDF array, in order, until it returns `false`.
///
/// Mirrors CoreGraphics's function; references are resolved.
public func CGPDFArrayApplyBlock(
    _ array: CGPDFArrayRef, _ block: CGPDFArrayApplierBlock?, _ info: UnsafeMutableRawPointer?
) {
    guard let block, let elements = PDFObject.from(array).arrayValue else { return }
    for (index, element) in elements.enumerated() where !block(index, element.resolved.pointer, info) {
        return
    }
}
