// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A table of callbacks for PDF content operators, given to a scanner.
public typealias CGPDFOperatorTableRef = OpaquePointer

/// A function called when a scanner reads an operator, with the scanner and its `info` pointer.
public typealias CGPDFOperatorCallback = @convention(c) (CGPDFScannerRef, UnsafeMutableRawPointer?) -> Void

/// The storage behind a `CGPDFOperatorTableRef`.
final class PDFOperatorTable {
    var callbacks: [[UInt8]: CGPDFOperatorCallback] = [:]

    static func from(_ pointer: CGPDFOperatorTableRef) -> PDFOperatorTable {
        Unmanaged<PDFOperatorTable>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }
}

/// Creates an empty operator table.
///
/// Mirrors CoreGraphics's function. Release it with `CGPDFOperatorTableRelease(_:)`.
public func CGPDFOperatorTableCreate() -> CGPDFOperatorTableRef? {
    OpaquePointer(Unmanaged.passRetained(PDFOperatorTable()).toOpaque())
}

/// Adds a reference to an operator table.
///
/// Mirrors CoreGraphics's function.
public func CGPDFOperatorTableRetain(_ table: CGPDFOperatorTableRef?) -> CGPDFOperatorTableRef? {
    guard let table else { return nil }
    _ = Unmanaged<PDFOperatorTable>.fromOpaque(UnsafeRawPointer(table)).retain()
    return table
}

/// Removes a reference to an operator table, freeing it with the last one.
///
/// Mirrors CoreGraphics's function.
public func CGPDFOperatorTableRelease(_ table: CGPDFOperatorTableRef?) {
    guard let table else { return }
    Unmanaged<PDFOperatorTable>.fromOpaque(UnsafeRawPointer(table)).release()
}

/// Sets the callback for an operator (`"Tj"`, `"cm"`…); `nil` removes it.
///
/// Mirrors CoreGraphics's function. Inline images call the `"EI"` callback with the image, a
/// stream, on the operand stack.
public func CGPDFOperatorTableSetCallback(
    _ table: CGPDFOperatorTableRef?, _ name: UnsafePointer<CChar>, _ callback: CGPDFOperatorCallback?
) {
    guard let table else { return }
    let key = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    PDFOperatorTable.from(table).callbacks[key] = callback
}
