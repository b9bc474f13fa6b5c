// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The encoding of the data `CGPDFStreamCopyData(_:_:)` returns.
///
/// Mirrors CoreGraphics's enumeration.
public enum CGPDFDataFormat: Int32, Sendable {
    /// The data is decoded.
    case raw = 0
    /// The data is JPEG-encoded (the stream's last filter is `DCTDecode`).
    case jpegEncoded = 1
    /// The data is JPEG 2000-encoded (the stream's last filter is `JPXDecode`).
    case JPEG2000 = 2
}

/// Returns the dictionary of a PDF stream.
///
/// Mirrors CoreGraphics's function.
public func CGPDFStreamGetDictionary(_ stream: CGPDFStreamRef) -> CGPDFDictionaryRef? {
    guard case .stream(let dictionary, _) = PDFObject.from(stream).resolved.value else { return nil }
    return dictionary.pointer
}

/// Returns a copy of a PDF stream's data, decoded, and its format.
///
/// Mirrors CoreGraphics's function. `FlateDecode` (with predictors), `LZWDecode`,
/// `ASCIIHexDecode`, `ASCII85Decode` and `RunLengthDecode` are decoded; when the last filter is
/// `DCTDecode` or `JPXDecode`, the data is returned still JPEG or JPEG 2000-encoded and
/// `format` says so. Other filters (`CCITTFaxDecode`, `JBIG2Decode`, `Crypt`), data that does
/// not decode, or data past 256 MiB return `nil`.
public func CGPDFStreamCopyData(_ stream: CGPDFStreamRef, _ format: UnsafeMutablePointer<CGPDFDataFormat>)
    -> Data?
{
    guard let (data, dataFormat) = PDFFilter.decode(PDFObject.from(stream).resolved) else { return nil }
    format.pointee = dataFormat
    return Data(data)
}
