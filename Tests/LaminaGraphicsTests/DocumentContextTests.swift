import Foundation
import LaminaGraphics
import TestSupport
import Testing

@Suite struct DocumentContextTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func drawShapes(_ context: CGContext) {
        context.setFillColor(CGColor(srgbRed: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 10, y: 10, width: 80, height: 50), cornerWidth: 8, cornerHeight: 8,
                transform: nil))
        context.fillPath()
        context.setStrokeColor(CGColor(srgbRed: 0.8, green: 0.1, blue: 0.1, alpha: 1))
        context.setLineWidth(3)
        context.strokeEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
    }

    func pdfData(_ draw: (CGContext) -> Void) throws -> Data {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 100, height: 80)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        draw(context)
        context.endPDFPage()
        try context.finishDocument()
        return data as Data
    }

    /// Runs a command-line tool, or returns nil when it is not installed.
    @Test func pdfIsDeterministicAndHasOnePage() throws {
        let first = try pdfData(drawShapes)
        let second = try pdfData(drawShapes)
        #expect(first.starts(with: Data("%PDF-".utf8)))
        #expect(first == second)
        #expect(String(decoding: first, as: UTF8.self).contains("/MediaBox [ 0 0 100 80 ]"))
    }

    @Test func filledPathsStayVectorInPDF() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shapes.pdf")
        var box = CGRect(x: 0, y: 0, width: 100, height: 80)
        let context = try #require(CGContext(url, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        drawShapes(context)
        context.endPDFPage()
        context.closePDF()
        #expect(FileManager.default.fileExists(atPath: url.path))
        let listing = try ExternalTool(name: "pdfimages").output(["-list", url.path])
        // The header is two lines; any further line is an embedded image.
        let lines = listing.split(separator: "\n")
        #expect(lines.count == 2, "images found: \(listing)")
    }

    @Test func shadowsBecomeImagesButShapesDoNot() throws {
        let data = try pdfData { context in
            context.setShadow(offset: CGSize(width: 2, height: -2), blur: 4)
            context.fill(CGRect(x: 10, y: 10, width: 30, height: 30))
        }
        #expect(String(decoding: data, as: UTF8.self).contains("/Subtype /Image"))
    }

    @Test func svgContextWritesPaths() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shapes.svg")
        let context = try #require(
            CGContext(svgURL: url, mediaBox: CGRect(x: 0, y: 0, width: 100, height: 80)))
        drawShapes(context)
        try context.finishDocument()
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"100px\"") || text.contains("width=\"100\""))
        #expect(text.contains("<path"))
        #expect(!text.contains("<image"))
    }

    @Test func unwritableLocationsAreRefused() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.pdf")
        var box = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(CGContext(url, mediaBox: &box, nil) == nil)
        #expect(CGContext(svgURL: url, mediaBox: box) == nil)
        #expect(CGDataConsumer(url: url) == nil)
    }
}
