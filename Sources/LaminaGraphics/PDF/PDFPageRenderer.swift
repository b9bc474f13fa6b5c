import CLamina
import CLaminaPoppler
import Foundation

/// poppler's reading of a PDF document, which draws the document's pages into Cairo contexts.
///
/// Lamina parses PDF documents itself for CoreGraphics's object API (``CGPDFDocument``,
/// ``CGPDFScanner``); drawing a page needs a full content renderer (fonts, images, shadings,
/// transparency groups), which poppler is. One renderer is made per document, the first time
/// one of its pages is drawn; poppler's documents are not thread-safe, so drawing is serialised.
package final class PDFPageRenderer: @unchecked Sendable {
    /// The `PopplerDocument`.
    private let document: OpaquePointer
    private let lock = NSLock()

    /// Reads the document in `bytes`, unlocking it with `password` when it is encrypted; `nil`
    /// when poppler cannot read it.
    package init?(bytes: [UInt8], password: [UInt8]?) {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        let opened: OpaquePointer?
        if let password {
            opened = (password.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
                poppler_document_new_from_bytes(data, $0.baseAddress, &error)
            }
        } else {
            opened = poppler_document_new_from_bytes(data, nil, &error)
        }
        if let error { g_error_free(error) }
        guard let opened else { return nil }
        document = opened
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// The number of pages poppler reads.
    package var pageCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return Int(poppler_document_get_n_pages(document))
    }

    /// Draws the content of page `index` (0-based) into `cairo`, without its annotations,
    /// clipped to its crop box, in poppler's space for the page: the crop box turned by the
    /// page's rotation, its top-left corner at the origin, y down, one unit a point.
    ///
    /// - Returns: `false` when the document has no such page.
    package func draw(page index: Int, into cairo: OpaquePointer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard index >= 0, index < Int(poppler_document_get_n_pages(document)),
            let page = poppler_document_get_page(document, Int32(index))
        else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        // The printing path is the one that leaves annotations out, as CoreGraphics does; it
        // also keeps vector output exact (no hairline snapping to the display's pixels).
        poppler_page_render_for_printing_with_options(page, cairo, POPPLER_PRINT_DOCUMENT)
        return true
    }

    /// The transform from a page's default user space (PDF's, y up) to the space
    /// ``draw(page:into:)`` draws in, for a page whose crop box is `box` and whose rotation is
    /// `rotation` degrees clockwise (0, 90, 180 or 270).
    package static func pageSpace(box: CGRect, rotation: Int) -> CGAffineTransform {
        let (x1, y1, x2, y2) = (box.minX, box.minY, box.maxX, box.maxY)
        switch rotation {
        case 90: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: -y1, ty: -x1)
        case 180: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: x2, ty: -y1)
        case 270: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: y2, ty: x2)
        default: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -x1, ty: y2)
        }
    }
}
