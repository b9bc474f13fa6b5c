import CLamina
import Foundation

// Links, destinations, metadata, outlines and tags of a PDF context, written with Cairo's tags
// (`cairo_tag_begin`) and outlines (`cairo_pdf_surface_add_outline`). Rectangles and points
// are in the page's default user space, as CoreGraphics takes them: the CTM does not apply.
// Cairo 1.16 writes a page's links and destinations only when something is drawn on the page.
extension CGContext {
    /// Makes a rectangle of the current page a link to a URL.
    ///
    /// Mirrors CoreGraphics's `setURL(_:for:)` (`CGPDFContextSetURLForRect`): `rect` is in the
    /// page's default user space (y-up, the media box's coordinates), not the current user
    /// space. Does nothing on other contexts. Cairo, which writes the link, drops the links and
    /// destinations of a page on which nothing is drawn.
    public func setURL(_ url: URL, for rect: CGRect) {
        guard let device = pdfDeviceRect(rect) else { return }
        addLink("uri=\(PDFInfo.quoted(url.absoluteString)) rect=\(device)")
    }

    /// Makes a rectangle of the current page a link to a named destination.
    ///
    /// Mirrors CoreGraphics's `setDestination(_:for:)` (`CGPDFContextSetDestinationForRect`).
    /// The destination is added with ``addDestination(_:at:)``, on this page or another, before
    /// or after the link. `rect` is in the page's default user space.
    public func setDestination(_ name: String, for rect: CGRect) {
        guard let device = pdfDeviceRect(rect) else { return }
        addLink("dest=\(PDFInfo.quoted(name)) rect=\(device)")
    }

    /// Adds a named destination at a point of the current page.
    ///
    /// Mirrors CoreGraphics's `addDestination(_:at:)` (`CGPDFContextAddDestinationAtPoint`):
    /// links made with ``setDestination(_:for:)`` and outline entries whose
    /// ``kCGPDFOutlineDestination`` is `name` go to it. `point` is in the page's default user
    /// space; viewers show it at the top-left of the window.
    public func addDestination(_ name: String, at point: CGPoint) {
        guard pdfDocument != nil, point.x.isFinite, point.y.isFinite else { return }
        let device = point.applying(baseCTM.concatenating(deviceFlip))
        let attributes =
            "name=\(PDFInfo.quoted(name)) x=\(PDFInfo.number(device.x)) y=\(PDFInfo.number(device.y))"
        inDeviceSpace {
            cairo_tag_begin(cairo.pointer, CAIRO_TAG_DEST, attributes)
            cairo_tag_end(cairo.pointer, CAIRO_TAG_DEST)
        }
    }

    /// Sets the document's XMP metadata.
    ///
    /// Mirrors CoreGraphics's `addDocumentMetadata(_:)` (`CGPDFContextAddDocumentMetadata`):
    /// `metadata` is an XMP packet, written as the catalog's `/Metadata` stream when the
    /// document is closed (the last call wins, `nil` removes it). Lamina writes the bytes as
    /// they are given, without checking them.
    public func addDocumentMetadata(_ metadata: Data?) {
        guard let document = pdfDocument else { return }
        document.update.metadata = metadata
    }

    /// The PDF document the context writes, while it is open.
    var pdfDocument: DocumentStorage? {
        guard let document, document.format == .pdf, !document.isClosed else { return nil }
        return document
    }

    /// `rect`, in the page's default user space, as a Cairo `rect` attribute in device space.
    private func pdfDeviceRect(_ rect: CGRect) -> String? {
        guard pdfDocument != nil, rect.isFiniteRect else { return nil }
        let device = rect.standardized.applying(baseCTM.concatenating(deviceFlip))
        let values = [device.minX, device.minY, device.width, device.height].map(PDFInfo.number)
        return "[" + values.joined(separator: " ") + "]"
    }

    /// Writes a link annotation with Cairo's link tag.
    private func addLink(_ attributes: String) {
        inDeviceSpace {
            cairo_tag_begin(cairo.pointer, CAIRO_TAG_LINK, attributes)
            cairo_tag_end(cairo.pointer, CAIRO_TAG_LINK)
        }
    }

    /// Runs `body` with Cairo's matrix set to the identity, so tag coordinates are device
    /// coordinates whichever way Cairo reads them.
    private func inDeviceSpace(_ body: () -> Void) {
        cairo_save(cairo.pointer)
        cairo_identity_matrix(cairo.pointer)
        body()
        cairo_restore(cairo.pointer)
    }

    /// Opens a structure element of the tagged PDF.
    func beginTag(_ type: CGPDFTagType) {
        guard let document = pdfDocument else { return }
        // Cairo's tag named "Link" is a hyperlink, which needs a target: a link structure
        // element is kept on the stack but not handed to Cairo.
        let name: String? = type == .link ? nil : type.pdfName
        if let name { cairo_tag_begin(cairo.pointer, name, "") }
        document.openTags.append(name ?? "")
    }

    /// Closes the innermost open structure element.
    func endTag() {
        guard let document = pdfDocument, let name = document.openTags.popLast() else { return }
        if !name.isEmpty { cairo_tag_end(cairo.pointer, name) }
    }

    /// Closes the structure elements left open, so Cairo finishes the document.
    func closeOpenTags() {
        while let document = pdfDocument, !document.openTags.isEmpty { endTag() }
    }

    /// Adds the outline given to ``CGPDFContextSetOutline(_:_:)`` with Cairo's outline API.
    func writeOutline() {
        guard let document = pdfDocument, let outline = document.outline else { return }
        addOutlineChildren(of: outline, parent: Int32(CAIRO_PDF_OUTLINE_ROOT), document: document)
    }

    private func addOutlineChildren(of entry: [String: Any], parent: Int32, document: DocumentStorage) {
        let children: [Any]
        switch entry[kCGPDFOutlineChildren] {
        case let list as [Any]: children = list
        case let list as NSArray: children = list.map { $0 }
        default: return
        }
        let pageCount = max(document.pageBoxes.count, 1)
        for case let child as [String: Any] in children {
            let title = PDFInfo.string(child[kCGPDFOutlineTitle]) ?? ""
            var link = ""
            if let name = PDFInfo.string(child[kCGPDFOutlineDestination]) {
                link = "dest=\(PDFInfo.quoted(name))"
            } else if let page = Self.integer(child[kCGPDFOutlineDestination]), (1...pageCount).contains(page)
            {
                link = "page=\(page)"
                let box = page <= document.pageBoxes.count ? document.pageBoxes[page - 1] : document.mediaBox
                if let rect = PDFInfo.rect(child[kCGPDFOutlineDestinationRect]) {
                    // The rectangle's top-left corner, in the page's Cairo device space.
                    let x = rect.minX - box.minX
                    let y = box.height - (rect.maxY - box.minY)
                    link += " pos=[\(PDFInfo.number(x)) \(PDFInfo.number(y))]"
                }
            }
            let id = cairo_pdf_surface_add_outline(
                document.surface.pointer, parent, title, link, cairo_pdf_outline_flags_t(rawValue: 0))
            addOutlineChildren(of: child, parent: id, document: document)
        }
    }

    private static func integer(_ value: Any?) -> Int? {
        switch value {
        case let number as Int: return number
        case let number as NSNumber: return number.intValue
        default: return nil
        }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sets the document's outline: the tree of bookmarks a viewer shows beside the pages.
///
/// Mirrors CoreGraphics's function. `outline` is the root entry, whose
/// ``kCGPDFOutlineChildren`` are the top-level entries; each entry has a
/// ``kCGPDFOutlineTitle``, a ``kCGPDFOutlineDestination`` (a page number counted from 1, or the
/// name of a destination added with ``CGContext/addDestination(_:at:)``), optionally a
/// ``kCGPDFOutlineDestinationRect`` for a page destination, and its own children. The outline is
/// written when the document is closed; a later call replaces it, `nil` removes it. Entries
/// whose page does not exist have no destination.
public func CGPDFContextSetOutline(_ context: CGContext, _ outline: [String: Any]?) {
    guard let document = context.pdfDocument else { return }
    document.outline = outline
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Opens a structure element of a tagged PDF: what is drawn until the matching
/// ``CGPDFContextEndTag(_:)`` belongs to it.
///
/// Mirrors CoreGraphics's function, with Cairo's structure tags: the document gets a structure
/// tree and its content is marked with the elements' types. Elements nest; they are closed
/// when the document is. `tagProperties` (``CGPDFTagProperty`` keys) are accepted and not
/// written, as Cairo 1.16 has no structure attributes, and a ``CGPDFTagType/link`` element is
/// not written (Cairo's tag of that name is a hyperlink: use ``CGContext/setURL(_:for:)``).
public func CGPDFContextBeginTag(
    _ context: CGContext, _ tagType: CGPDFTagType, _ tagProperties: [String: Any]
) {
    context.beginTag(tagType)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Closes the structure element most recently opened with
/// ``CGPDFContextBeginTag(_:_:_:)``; does nothing when none is open.
public func CGPDFContextEndTag(_ context: CGContext) {
    context.endTag()
}
