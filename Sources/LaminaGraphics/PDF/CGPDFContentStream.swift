// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A content stream to scan: a page's or form's content, with its resources.
public typealias CGPDFContentStreamRef = OpaquePointer

/// The storage behind a `CGPDFContentStreamRef`.
final class PDFContentStream {
    /// The streams whose data, one after another, is the content.
    let streams: [PDFObject]
    /// The resource dictionary operators' names are looked up in.
    let resources: PDFObject?
    /// The content stream whose resources are looked up next (a form's page).
    let parent: PDFContentStream?
    /// What keeps the streams' objects alive: the page and its document.
    let owner: AnyObject?

    init(streams: [PDFObject], resources: PDFObject?, parent: PDFContentStream?, owner: AnyObject?) {
        self.streams = streams
        self.resources = resources
        self.parent = parent
        self.owner = owner
    }

    /// The content's bytes: each stream decoded, separated by a newline; streams that do not
    /// decode are skipped.
    func data() -> [UInt8] {
        var bytes: [UInt8] = []
        for stream in streams {
            guard let (data, format) = PDFFilter.decode(stream), format == .raw else { continue }
            bytes.append(contentsOf: data)
            bytes.append(0x0A)
            if bytes.count > PDFFilter.maximumDecodedLength { break }
        }
        return bytes
    }

    static func from(_ pointer: CGPDFContentStreamRef) -> PDFContentStream {
        Unmanaged<PDFContentStream>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }
}

/// Creates a content stream for a page's content, with its resources.
///
/// Mirrors CoreGraphics's function. Release it with `CGPDFContentStreamRelease(_:)`.
public func CGPDFContentStreamCreateWithPage(_ page: CGPDFPage) -> CGPDFContentStreamRef {
    let stream = PDFContentStream(
        streams: page.contentStreams, resources: page.resources, parent: nil, owner: page)
    return OpaquePointer(Unmanaged.passRetained(stream).toOpaque())
}

/// Creates a content stream for a stream (a form XObject's, say), with its resources and the
/// content stream it is drawn from.
///
/// Mirrors CoreGraphics's function. Release it with `CGPDFContentStreamRelease(_:)`.
public func CGPDFContentStreamCreateWithStream(
    _ stream: CGPDFStreamRef, _ streamResources: CGPDFDictionaryRef, _ parent: CGPDFContentStreamRef?
) -> CGPDFContentStreamRef {
    let parentStream = parent.map { PDFContentStream.from($0) }
    let content = PDFContentStream(
        streams: [PDFObject.from(stream).resolved], resources: PDFObject.from(streamResources).resolved,
        parent: parentStream, owner: parentStream)
    return OpaquePointer(Unmanaged.passRetained(content).toOpaque())
}

/// Adds a reference to a content stream.
///
/// Mirrors CoreGraphics's function.
public func CGPDFContentStreamRetain(_ cs: CGPDFContentStreamRef) -> CGPDFContentStreamRef {
    _ = Unmanaged<PDFContentStream>.fromOpaque(UnsafeRawPointer(cs)).retain()
    return cs
}

/// Removes a reference to a content stream, freeing it with the last one.
///
/// Mirrors CoreGraphics's function.
public func CGPDFContentStreamRelease(_ cs: CGPDFContentStreamRef) {
    Unmanaged<PDFContentStream>.fromOpaque(UnsafeRawPointer(cs)).release()
}

/// Returns the streams that make up a content stream.
///
/// Mirrors CoreGraphics's function; the array holds `CGPDFStreamRef`s.
public func CGPDFContentStreamGetStreams(_ cs: CGPDFContentStreamRef) -> [CGPDFStreamRef]? {
    let streams = PDFContentStream.from(cs).streams
    return streams.isEmpty ? nil : streams.map(\.pointer)
}

/// Looks a resource up by category (`"Font"`, `"XObject"`, `"ExtGState"`…) and name, in the
/// content stream's resources and then its parents'.
///
/// Mirrors CoreGraphics's function.
public func CGPDFContentStreamGetResource(
    _ cs: CGPDFContentStreamRef, _ category: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>
) -> CGPDFObjectRef? {
    var content: PDFContentStream? = PDFContentStream.from(cs)
    var depth = 0
    while let current = content, depth < 64 {
        if let found = current.resources?.value(forKey: category)?.value(forKey: name) {
            return found.pointer
        }
        content = current.parent
        depth += 1
    }
    return nil
}
