import Foundation
import LaminaGraphics
import TestSupport
import Testing

@Suite struct PDFContextTests {
    /// Writes a PDF to memory with `auxiliaryInfo`; `draw` begins and ends its own pages.
    func pdf(
        mediaBox: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100), auxiliaryInfo: [String: Any]? = nil,
        _ draw: (CGContext) -> Void
    ) throws -> Data {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = mediaBox
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, auxiliaryInfo))
        draw(context)
        try context.finishDocument()
        return data as Data
    }

    /// Writes `data` to a temporary file, runs `tool` on it and returns what it printed.
    func run(_ tool: String, _ arguments: [String], on data: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-\(UUID().uuidString).pdf")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let output = try ExternalTool(name: tool).output(arguments + [url.path])
        // One space between words, whatever the tool's column alignment.
        return output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            .joined(separator: "\n")
    }

    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func keysHaveCoreGraphicsValues() {
        #expect(kCGPDFContextMediaBox == "MediaBox")
        #expect(kCGPDFContextCropBox == "CropBox")
        #expect(kCGPDFContextTitle == "kCGPDFContextTitle")
        #expect(kCGPDFXOutputConditionIdentifier == "OutputConditionIdentifier")
    }

    @Test func documentInformationIsWritten() throws {
        let info: [String: Any] = [
            kCGPDFContextTitle: "Quarterly Report", kCGPDFContextAuthor: "Ada Lovelace",
            kCGPDFContextSubject: "Numbers", kCGPDFContextKeywords: ["alpha", "beta"],
            kCGPDFContextCreator: "Lamina Tests", kCGPDFContextUserPassword: "ignored",
        ]
        let data = try pdf(auxiliaryInfo: info) { context in
            context.beginPDFPage(nil)
            context.endPDFPage()
        }
        let report = try run("pdfinfo", [], on: data)
        #expect(report.contains("Title: Quarterly Report"))
        #expect(report.contains("Author: Ada Lovelace"))
        #expect(report.contains("Subject: Numbers"))
        #expect(report.contains("Keywords: alpha,beta"))
        #expect(report.contains("Creator: Lamina Tests"))
        // Cairo cannot encrypt: the password is accepted and not applied.
        #expect(report.contains("Encrypted: no"))
    }

    @Test func eachPageHasItsMediaBox() throws {
        let data = try pdf { context in
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.endPDFPage()
            context.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 300, height: 400)])
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.endPDFPage()
            var box = CGRect(x: 0, y: 0, width: 50, height: 60)
            let bytes = Data(bytes: &box, count: MemoryLayout<CGRect>.size)
            context.beginPDFPage([kCGPDFContextMediaBox: bytes])
            context.endPDFPage()
            context.beginPage(mediaBox: &box)
            context.endPage()
        }
        let report = try run("pdfinfo", ["-f", "1", "-l", "4"], on: data)
        #expect(report.contains("Page 1 size: 200 x 100 pts"))
        #expect(report.contains("Page 2 size: 300 x 400 pts"))
        #expect(report.contains("Page 3 size: 50 x 60 pts"))
        #expect(report.contains("Page 4 size: 50 x 60 pts"))
        #expect(text(data).contains("/MediaBox [ 0 0 300 400 ]"))
    }

    @Test func pageBoxesAndMetadataAreAddedToCairosDocument() throws {
        let xmp = #"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>"#
        let data = try pdf { context in
            context.addDocumentMetadata(Data(xmp.utf8))
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.endPDFPage()
            context.beginPDFPage([
                kCGPDFContextMediaBox: CGRect(x: 100, y: 100, width: 300, height: 400),
                kCGPDFContextCropBox: CGRect(x: 110, y: 120, width: 200, height: 300),
                kCGPDFContextTrimBox: CGRect(x: 120, y: 130, width: 100, height: 100),
            ])
            context.endPDFPage()
        }
        let boxes = try run("pdfinfo", ["-box", "-f", "1", "-l", "2"], on: data)
        // Boxes in the page's PDF coordinates: the media box's origin is 0 0.
        #expect(boxes.contains("Page 2 MediaBox: 0.00 0.00 300.00 400.00"))
        #expect(boxes.contains("Page 2 CropBox: 10.00 20.00 210.00 320.00"))
        #expect(boxes.contains("Page 2 TrimBox: 20.00 30.00 120.00 130.00"))
        #expect(boxes.contains("Page 1 CropBox: 0.00 0.00 200.00 100.00"))
        let metadata = try run("pdfinfo", ["-meta"], on: data)
        #expect(metadata.contains("<rdf:RDF/>"))
        // The update keeps the document readable: pages, information and drawing intact.
        let report = try run("pdfinfo", [], on: data)
        #expect(report.contains("Pages: 2"))
        #expect(report.contains("Metadata Stream: yes"))
        #expect(text(data).contains("/Prev "))
    }

    @Test func pageSpaceFollowsThePageMediaBox() throws {
        // A link's rectangle goes through the page's flip: on a taller page with its origin
        // elsewhere, it must come out where CoreGraphics's default user space puts it.
        let data = try pdf { context in
            context.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 100, y: 200, width: 300, height: 400)])
            context.fill(CGRect(x: 110, y: 220, width: 10, height: 10))
            context.setURL(
                URL(string: "https://example.com")!, for: CGRect(x: 110, y: 220, width: 10, height: 10))
            context.endPDFPage()
        }
        let pdfText = text(data)
        #expect(pdfText.contains("/MediaBox [ 0 0 300 400 ]"))
        #expect(pdfText.contains("/Rect [ 10 20 20 30 ]"))
    }

    @Test func linksAndDestinationsAreAnnotations() throws {
        let data = try pdf { context in
            context.beginPDFPage(nil)
            // Cairo 1.16 writes a page's links only when something is drawn on it.
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.translateBy(x: 500, y: 500)  // links ignore the CTM
            context.setURL(
                URL(string: "https://example.com/a'b")!, for: CGRect(x: 10, y: 20, width: 30, height: 40))
            context.setDestination("chapter-2", for: CGRect(x: 100, y: 10, width: 50, height: 10))
            context.endPDFPage()
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.addDestination("chapter-2", at: CGPoint(x: 0, y: 80))
            context.endPDFPage()
        }
        let pdfText = text(data)
        #expect(pdfText.contains("/URI (https://example.com/a'b)"))
        // The rectangle in PDF coordinates (y-up): CoreGraphics's default user space.
        #expect(pdfText.contains("/Rect [ 10 20 40 60 ]"))
        #expect(pdfText.contains("/Rect [ 100 10 150 20 ]"))
        #expect(pdfText.contains("/Dests"))
        #expect(pdfText.contains("(chapter-2)"))
    }

    @Test func outlineIsWritten() throws {
        let data = try pdf { context in
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.addDestination("intro", at: CGPoint(x: 0, y: 100))
            context.endPDFPage()
            context.beginPDFPage(nil)
            context.endPDFPage()
            let outline: [String: Any] = [
                kCGPDFOutlineChildren: [
                    [kCGPDFOutlineTitle: "Introduction", kCGPDFOutlineDestination: "intro"],
                    [
                        kCGPDFOutlineTitle: "Second page", kCGPDFOutlineDestination: 2,
                        kCGPDFOutlineDestinationRect: CGRect(x: 0, y: 50, width: 10, height: 10),
                        kCGPDFOutlineChildren: [
                            [kCGPDFOutlineTitle: "Nested", kCGPDFOutlineDestination: NSNumber(value: 1)]
                        ],
                    ],
                    [kCGPDFOutlineTitle: "Nowhere", kCGPDFOutlineDestination: 9],
                ]
            ]
            CGPDFContextSetOutline(context, outline)
        }
        let pdfText = text(data)
        #expect(pdfText.contains("/Outlines"))
        #expect(pdfText.contains("/Title (Introduction)"))
        #expect(pdfText.contains("/Title (Second page)"))
        #expect(pdfText.contains("/Title (Nested)"))
        #expect(pdfText.contains("/Title (Nowhere)"))
        // The destination rectangle's top-left corner, in PDF coordinates; the named
        // destination at its point.
        #expect(pdfText.contains("/XYZ 0 60 0]"))
        #expect(pdfText.contains("(intro) [2 0 R /XYZ 0 100 0]"))
        let report = try run("pdfinfo", [], on: data)
        #expect(report.contains("Pages: 2"))
    }

    @Test func tagsMakeAStructureTree() throws {
        let data = try pdf { context in
            context.beginPDFPage(nil)
            CGPDFContextBeginTag(context, .document, [:])
            CGPDFContextBeginTag(context, .paragraph, [CGPDFTagProperty.actualText.rawValue: "x"])
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            CGPDFContextEndTag(context)
            CGPDFContextBeginTag(context, .link, [:])  // not handed to Cairo
            CGPDFContextEndTag(context)
            CGPDFContextBeginTag(context, .header1, [:])  // left open: closed with the document
            context.endPDFPage()
            CGPDFContextEndTag(context)
            CGPDFContextEndTag(context)  // nothing open: ignored
        }
        let pdfText = text(data)
        #expect(pdfText.contains("/StructTreeRoot"))
        #expect(pdfText.contains("/S /P"))
        #expect(pdfText.contains("/S /Document"))
        #expect(pdfText.contains("/S /H1"))
    }

    @Test func tagTypesHaveCoreGraphicsRawValuesAndPDFNames() {
        #expect(CGPDFTagType.document.rawValue == 100)
        #expect(CGPDFTagType.private.rawValue == 111)
        #expect(CGPDFTagType.paragraph.rawValue == 200)
        #expect(CGPDFTagType.listBody.rawValue == 303)
        #expect(CGPDFTagType.tableFooter.rawValue == 406)
        #expect(CGPDFTagType.annotation.rawValue == 507)
        #expect(CGPDFTagType.warichuPunctiation.rawValue == 606)
        #expect(CGPDFTagType.form.rawValue == 702)
        #expect(CGPDFTagType.allCases.count == 49)
        #expect(String(cString: CGPDFTagType.section.name) == "Sect")
        #expect(String(cString: CGPDFTagType.tableDataCell.name) == "TD")
        #expect(CGPDFTagType.section.name == CGPDFTagType.section.name)  // the same storage
        #expect(CGPDFTagProperty(rawValue: "Alt") == .alternativeText)
    }

    @Test func metadataIsKeptAndOtherContextsIgnorePDFCalls() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setURL(URL(string: "https://example.com")!, for: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.addDestination("a", at: .zero)
        context.addDocumentMetadata(Data("<x:xmpmeta/>".utf8))
        CGPDFContextBeginTag(context, .paragraph, [:])
        CGPDFContextEndTag(context)
        CGPDFContextSetOutline(context, [:])
        let data = try pdf { context in
            context.beginPDFPage(nil)
            context.endPDFPage()
        }
        // Without boxes or metadata, Cairo's document is delivered unchanged: no update.
        #expect(data.starts(with: Data("%PDF-".utf8)))
        #expect(!text(data).contains("/Prev "))
    }
}
