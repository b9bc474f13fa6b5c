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
    ///   - mediaBox: The page's box, or `nil` for the auxiliary information's
    ///     ``kCGPDFContextMediaBox``, or else US Letter.
    ///   - auxiliaryInfo: Document information: ``kCGPDFContextTitle``, ``kCGPDFContextAuthor``,
    ///     ``kCGPDFContextSubject``, ``kCGPDFContextKeywords`` and ``kCGPDFContextCreator`` are
    ///     written to the information dictionary; the security, output intent, linearization
    ///     and PDF/A keys are accepted and not applied.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Creates a PDF context writing to a data consumer; see ``init(_:mediaBox:_:)``.
    public convenience init?(
        consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?
    ) {
        let box = mediaBox?.pointee ?? auxiliaryInfo.flatMap { PDFInfo.rect($0[kCGPDFContextMediaBox]) }
        self.init(document: .pdf, consumer: consumer, mediaBox: box)
        if let document, let auxiliaryInfo { PDFInfo.apply(auxiliaryInfo, to: document) }
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

    /// The document the context writes, or `nil` for a bitmap context.
    package var document: DocumentStorage? {
        if case .document(let storage) = kind { return storage }
        return nil
    }

    /// Starts a new page of a PDF context, with the graphics state reset.
    ///
    /// `pageInfo` may give the page's ``kCGPDFContextMediaBox`` (a `CGRect`, or `Data` holding
    /// one): the page then has that size, and user space its origin at the box's origin. Without
    /// it, the page has the document's media box. ``kCGPDFContextCropBox``,
    /// ``kCGPDFContextBleedBox``, ``kCGPDFContextTrimBox`` and ``kCGPDFContextArtBox``, in the
    /// same forms and the same coordinates, are written to the page.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        guard let document, document.format == .pdf, !document.isClosed else { return }
        if document.isPageOpen { endPDFPage() }
        restoreGState(toDepth: 0)
        var box = document.mediaBox
        if let requested = pageInfo.flatMap({ PDFInfo.rect($0[kCGPDFContextMediaBox]) }) {
            box = requested
        }
        cairo_pdf_surface_set_size(document.surface.pointer, Double(box.width), Double(box.height))
        document.pageBoxes.append(box)
        var otherBoxes: [String: CGRect] = [:]
        for key in [kCGPDFContextCropBox, kCGPDFContextBleedBox, kCGPDFContextTrimBox, kCGPDFContextArtBox] {
            // In the page's PDF coordinates, whose origin is the media box's.
            if let other = pageInfo.flatMap({ PDFInfo.rect($0[key]) }) {
                otherBoxes[key] = other.offsetBy(dx: -box.minX, dy: -box.minY)
            }
        }
        document.update.pageBoxes.append(otherBoxes)
        deviceSize = box.size
        deviceFlip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: box.height)
        // The page's default user space: y-up from the media box's origin, or y-down from
        // the top-left corner for the layer system's documents.
        baseCTM =
            baseCTM.d < 0
            ? CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.height + box.minY)
            : CGAffineTransform(translationX: -box.minX, y: -box.minY)
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
    /// `mediaBox`, when not `nil`, is the page's media box. Bitmap contexts have no pages,
    /// and ignore it, as CoreGraphics's do.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        beginPDFPage(mediaBox.map { [kCGPDFContextMediaBox: $0.pointee] })
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
            closeOpenTags()
            if document.isPageOpen {
                endPDFPage()
            } else if !document.hasDrawnPage {
                // CoreGraphics writes a document with one empty page when none was begun.
                cairo_show_page(cairo.pointer)
            }
        }
        if document.format == .pdf { writeOutline() }
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
