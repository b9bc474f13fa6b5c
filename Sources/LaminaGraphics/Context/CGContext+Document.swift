import CLamina
import Foundation

extension CGContext {
    /// Creates a PDF context writing a file, or `nil` when no file can be created at `url`.
    ///
    /// As in CoreGraphics, `mediaBox` defaults to US Letter (612 × 792 points) and user space
    /// is y-up with its origin at the media box's origin. Draw between ``beginPDFPage(_:)``
    /// and ``endPDFPage()``; ``closePDF()`` writes the file atomically.
    /// - Parameters:
    ///   - url: Where to write the document.
    ///   - mediaBox: The page's box, or `nil` for US Letter.
    ///   - auxiliaryInfo: Document information; accepted and ignored.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Creates a PDF context writing to a data consumer.
    public convenience init?(
        consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?
    ) {
        self.init(document: .pdf, consumer: consumer, mediaBox: mediaBox?.pointee)
    }

    /// Creates an SVG context writing a file, or `nil` when no file can be created at `url`.
    ///
    /// An addition to CoreGraphics's API. The document is one page of `mediaBox`'s size in
    /// pixels; user space is y-up like a PDF context's. Draw right away; ``closeSVG()``
    /// writes the file atomically.
    public convenience init?(svgURL url: URL, mediaBox: CGRect) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(svgConsumer: consumer, mediaBox: mediaBox)
    }

    /// Creates an SVG context writing to a data consumer.
    ///
    /// An addition to CoreGraphics's API; see ``init(svgURL:mediaBox:)``.
    public convenience init?(svgConsumer consumer: CGDataConsumer, mediaBox: CGRect) {
        self.init(document: .svg, consumer: consumer, mediaBox: mediaBox)
    }

    private convenience init?(
        document format: DocumentStorage.Format, consumer: CGDataConsumer, mediaBox: CGRect?
    ) {
        let box = (mediaBox ?? CGRect(x: 0, y: 0, width: 612, height: 792)).standardized
        guard box.isFiniteRect, box.width > 0, box.height > 0,
            let storage = try? DocumentStorage(format: format, consumer: consumer, mediaBox: box),
            let cairo = try? CairoContext(target: storage.surface)
        else { return nil }
        self.init(
            cairo: cairo, kind: .document(storage), deviceSize: box.size,
            initialCTM: CGAffineTransform(translationX: -box.minX, y: -box.minY), rasterScale: 3)
        if format == .svg { storage.isPageOpen = true }
    }

    /// A y-down context drawing an SVG or PDF document of `size` points, for the layer system.
    package static func makeDocumentContext(
        format: DocumentStorage.Format, consumer: CGDataConsumer, size: CGSize
    ) throws -> CGContext {
        let storage = try DocumentStorage(
            format: format, consumer: consumer, mediaBox: CGRect(origin: .zero, size: size))
        let cairo = try CairoContext(target: storage.surface)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)
        let context = CGContext(
            cairo: cairo, kind: .document(storage), deviceSize: size, initialCTM: flip, rasterScale: 3)
        storage.isPageOpen = true
        return context
    }

    private var document: DocumentStorage? {
        if case .document(let storage) = kind { return storage }
        return nil
    }

    /// Starts a new page of a PDF context, with the graphics state reset.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        guard let document, document.format == .pdf, !document.isClosed else { return }
        if document.isPageOpen { endPDFPage() }
        restoreGState(toDepth: 0)
        state = GraphicsState(ctm: baseCTM)
        applyMatrix()
        cairo_reset_clip(cairo.pointer)
        devicePath = CGMutablePath()
        document.isPageOpen = true
    }

    /// Ends the current page of a PDF context.
    public func endPDFPage() {
        guard let document, document.format == .pdf, document.isPageOpen else { return }
        cairo_show_page(cairo.pointer)
        document.isPageOpen = false
        document.hasDrawnPage = true
    }

    /// Starts a new page of a PDF context; see ``beginPDFPage(_:)``.
    ///
    /// Every page has the document's media box in Lamina: a different `mediaBox` is ignored.
    /// Bitmap contexts have no pages, and ignore it, as CoreGraphics's do.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        beginPDFPage(nil)
    }

    /// Ends the current page of a PDF context; see ``endPDFPage()``.
    public func endPage() {
        endPDFPage()
    }

    /// Closes a PDF context and writes the document; drawing afterwards does nothing.
    ///
    /// A failure to write is reported on standard error (CoreGraphics's function cannot throw);
    /// ``finishDocument()`` reports it as an error instead.
    public func closePDF() {
        reportingFailure { try finishDocument() }
    }

    /// Closes an SVG context and writes the document.
    ///
    /// An addition to CoreGraphics's API; a failure to write is reported on standard error.
    public func closeSVG() {
        reportingFailure { try finishDocument() }
    }

    /// Closes a PDF or SVG context and writes the document.
    ///
    /// An addition to CoreGraphics's API. Calling it again does nothing.
    /// - Throws: ``GraphicsError`` when Cairo failed or the document cannot be written.
    public func finishDocument() throws {
        guard let document, !document.isClosed else { return }
        if document.format == .pdf {
            if document.isPageOpen {
                endPDFPage()
            } else if !document.hasDrawnPage {
                // CoreGraphics writes a document with one empty page when none was begun.
                cairo_show_page(cairo.pointer)
            }
        }
        try cairo.check("drawing the document")
        try document.finish()
    }

    private func reportingFailure(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            FileHandle.standardError.write(Data("Lamina: \(error)\n".utf8))
        }
    }
}
