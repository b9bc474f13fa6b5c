import Foundation
import LaminaGraphics

/// Builds small PDF files by hand for the PDF reading tests.
enum PDFTestFiles {
    /// A file with `objects` numbered from 1, a classic cross-reference table and a trailer
    /// holding `trailer` (plus `/Size`). Offsets are computed, so the table is exact.
    static func classic(_ objects: [String], trailer: String, version: String = "1.4") -> [UInt8] {
        var bytes = Array("%PDF-\(version)\n%\u{E2}\u{E3}\n".utf8)
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(bytes.count)
            bytes += Array("\(index + 1) 0 obj\n\(body)\nendobj\n".utf8)
        }
        let start = bytes.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            table += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        }
        table += "trailer\n<< /Size \(objects.count + 1) \(trailer) >>\nstartxref\n\(start)\n%%EOF\n"
        return bytes + Array(table.utf8)
    }

    /// A stream object's text with `/Length` filled in.
    static func stream(_ content: String, dictionary: String = "") -> String {
        "<< /Length \(content.utf8.count) \(dictionary) >>\nstream\n\(content)\nendstream"
    }

    /// A two-page document: a page tree that passes `/MediaBox` and `/Rotate` down, a page that
    /// overrides them with its own `/CropBox`, and an information dictionary.
    static var inherited: [UInt8] {
        classic(
            [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 200 100] /Rotate -90 >>",
                "<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [10 20 310 420] /CropBox [0 0 110 120] /Rotate 450"
                    + " /TrimBox [20 30 40 50] >>",
                stream("0 0 m 10 10 l S"),
                "<< /Title (A \\(nested\\) title\\041) /Author <FEFF0041004C> /CreationDate (D:20240229133005+01'00')"
                    + " /Pages 7 >>",
            ], trailer: "/Root 1 0 R /Info 6 0 R /ID [<0102> <0304>]")
    }

    /// A PDF 1.5 file whose catalog and page tree are in an object stream, found through a
    /// cross-reference stream.
    static var objectStream: [UInt8] {
        var bytes = Array("%PDF-1.5\n".utf8)
        // Object 1: the object stream with objects 2 (catalog), 3 (pages), 4 (page).
        let contained = [
            "<< /Type /Catalog /Pages 3 0 R >>",
            "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 300 400] >>",
        ]
        var header = ""
        var body = ""
        for (index, object) in contained.enumerated() {
            header += "\(index + 2) \(body.utf8.count) "
            body += object + "\n"
        }
        let content = header + "\n" + body
        let hex = content.utf8.map { String(format: "%02X", $0) }.joined() + ">"
        let streamOffset = bytes.count
        bytes += Array(
            ("1 0 obj\n<< /Type /ObjStm /N 3 /First \(header.utf8.count + 1) /Filter /ASCIIHexDecode"
                + " /Length \(hex.utf8.count) >>\nstream\n\(hex)\nendstream\nendobj\n").utf8)
        // Object 5: the cross-reference stream, rows of [type, offset or stream, index], 1+2+1 bytes.
        let xrefOffset = bytes.count
        var rows: [UInt8] = [0, 0, 0, 0]
        rows += [1, UInt8(streamOffset >> 8), UInt8(streamOffset & 0xFF), 0]
        for index in 0..<3 { rows += [2, 0, 1, UInt8(index)] }
        rows += [1, UInt8(xrefOffset >> 8), UInt8(xrefOffset & 0xFF), 0]
        bytes += Array(
            "5 0 obj\n<< /Type /XRef /Size 6 /W [1 2 1] /Root 2 0 R /Length \(rows.count) >>\nstream\n".utf8)
        bytes += rows
        bytes += Array("\nendstream\nendobj\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
        return bytes
    }

    /// A document Lamina writes, through Cairo, with `pages` pages of 100 × 80 points.
    static func written(pages: Int) -> Data? {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return nil }
        var box = CGRect(x: 0, y: 0, width: 100, height: 80)
        guard let context = CGContext(consumer: consumer, mediaBox: &box, nil) else { return nil }
        for page in 0..<pages {
            context.beginPDFPage(nil)
            context.setFillColor(CGColor(srgbRed: 0.2, green: 0.4, blue: 0.8, alpha: 1))
            context.fill(CGRect(x: 10 + CGFloat(page), y: 10, width: 30, height: 20))
            context.setStrokeColor(CGColor(srgbRed: 0.8, green: 0.1, blue: 0.1, alpha: 1))
            context.strokeEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
            context.endPDFPage()
        }
        guard (try? context.finishDocument()) != nil else { return nil }
        return data as Data
    }
}
