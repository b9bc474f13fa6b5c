import CLamina
import Foundation

/// The state of a PDF or SVG context: the bytes Cairo has written and where they go.
package final class DocumentStorage {
    /// The kind of document.
    package enum Format {
        case pdf
        case svg
    }

    /// Bytes written by Cairo's stream callback.
    final class Sink {
        var data = Data()
    }

    package let format: Format
    package let consumer: CGDataConsumer
    package let mediaBox: CGRect
    let sink: Sink
    let unmanagedSink: Unmanaged<Sink>
    package let surface: CairoSurface
    package var isPageOpen = false
    package var hasDrawnPage = false
    package var isClosed = false
    /// The media box of each page begun so far, in PDF default user space.
    package var pageBoxes: [CGRect] = []
    /// The names of the structure elements opened with `CGPDFContextBeginTag` and not yet
    /// ended, innermost last.
    package var openTags: [String] = []
    /// The outline given to `CGPDFContextSetOutline`, written when the document is finished.
    package var outline: [String: Any]?
    /// The XMP metadata given to `addDocumentMetadata(_:)`, and the page boxes other than the
    /// media box: what Lamina adds to Cairo's document when it is finished.
    package var update = PDFIncrementalUpdate()

    init(format: Format, consumer: CGDataConsumer, mediaBox: CGRect) throws {
        self.format = format
        self.consumer = consumer
        self.mediaBox = mediaBox
        let sink = Sink()
        self.sink = sink
        self.unmanagedSink = Unmanaged.passRetained(sink)
        let write: cairo_write_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(buffer, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let width = Double(mediaBox.width)
        let height = Double(mediaBox.height)
        let created: OpaquePointer?
        switch format {
        case .pdf:
            created = cairo_pdf_surface_create_for_stream(write, unmanagedSink.toOpaque(), width, height)
        case .svg:
            created = cairo_svg_surface_create_for_stream(write, unmanagedSink.toOpaque(), width, height)
        }
        do {
            surface = try CairoSurface(
                adopting: created, operation: format == .pdf ? "PDF context" : "SVG context")
        } catch {
            unmanagedSink.release()
            throw error
        }
        switch format {
        case .pdf:
            // Pin the dates so the same drawing gives byte-identical files.
            cairo_pdf_surface_set_metadata(
                surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "2001-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(
                surface.pointer, CAIRO_PDF_METADATA_MOD_DATE, "2001-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATOR, "Lamina")
        case .svg:
            cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
        }
    }

    deinit {
        // Finish the surface while its sink is alive: destroying an unfinished surface later
        // (with the stored properties) would make Cairo write the document's end into a
        // released sink.
        if !isClosed { cairo_surface_finish(surface.pointer) }
        unmanagedSink.release()
    }

    /// Finishes the document and hands the bytes to the consumer.
    func finish() throws {
        guard !isClosed else { return }
        isClosed = true
        cairo_surface_finish(surface.pointer)
        try surface.check(format == .pdf ? "finishing the PDF document" : "finishing the SVG document")
        try consumer.deliver(format == .pdf ? update.applied(to: sink.data) : sink.data)
    }
}
