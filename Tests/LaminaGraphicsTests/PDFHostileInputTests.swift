import Foundation
import LaminaGraphics
import Testing

/// Malformed and hostile PDF files: each opens as `nil` or as a usable document, never traps,
/// and never allocates without bound.
@Suite struct PDFHostileInputTests {
    func open(_ bytes: [UInt8]) -> CGPDFDocument? {
        CGDataProvider(data: Data(bytes)).flatMap { CGPDFDocument($0) }
    }

    /// Touches everything a reader would.
    func exercise(_ document: CGPDFDocument) {
        _ = document.outline
        _ = document.info
        _ = document.fileIdentifier
        for index in 0..<min(document.numberOfPages, 8) {
            guard let page = document.page(at: index + 1) else { continue }
            _ = page.getBoxRect(.artBox)
            _ = page.getDrawingTransform(
                .cropBox, rect: CGRect(x: 0, y: 0, width: 10, height: 10), rotate: 90,
                preserveAspectRatio: true)
            ScanLog().scan(page)
        }
    }

    @Test func notPDFIsNil() {
        #expect(open([]) == nil)
        #expect(open(Array("hello".utf8)) == nil)
        #expect(open(Array("%PDF-1.4\n".utf8)) == nil)
        #expect(open(Array("%PDF-1.4\ntrailer << /Root 1 0 R >>".utf8)) == nil)
    }

    @Test func everyTruncationOfAFileIsSafe() throws {
        for file in [PDFTestFiles.inherited, PDFTestFiles.objectStream] {
            for length in 0..<file.count {
                if let document = open(Array(file.prefix(length))) { exercise(document) }
            }
        }
        let written = [UInt8](try #require(PDFTestFiles.written(pages: 2)))
        for length in stride(from: 0, to: written.count, by: 17) {
            if let document = open(Array(written.prefix(length))) { exercise(document) }
        }
    }

    @Test func corruptedBytesAreSafe() throws {
        var generator = SplitMix(seed: 7)
        let sources = [
            PDFTestFiles.inherited, PDFTestFiles.objectStream,
            [UInt8](try #require(PDFTestFiles.written(pages: 1))),
        ]
        for source in sources {
            for _ in 0..<150 {
                var bytes = source
                for _ in 0..<(1 + Int(generator.next() % 8)) {
                    let index = Int(generator.next() % UInt64(bytes.count))
                    bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                }
                if let document = open(bytes) { exercise(document) }
            }
        }
    }

    @Test func cyclicPreviousSectionsEnd() throws {
        // The trailer's /Prev points at its own table.
        var bytes = PDFTestFiles.inherited
        let text = String(decoding: bytes, as: UTF8.self)
        let start = try #require(text.range(of: "startxref\n")).upperBound
        let offset = text[start...].prefix { $0.isNumber }
        bytes = Array(text.replacingOccurrences(of: "/Root 1 0 R", with: "/Prev \(offset) /Root 1 0 R").utf8)
        let document = try #require(open(bytes))
        #expect(document.numberOfPages == 2)
    }

    @Test func cyclesAndDepthAreBounded() throws {
        // A page tree whose kid is its own parent, a self-referencing object, /Length pointing
        // at itself, references in a loop, and nesting far deeper than allowed.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let bytes = PDFTestFiles.classic(
            [
                "<< /Type /Catalog /Pages 2 0 R /Self 4 0 R /Loop 6 0 R /Deep 8 0 R >>",
                "<< /Type /Pages /Kids [2 0 R 3 0 R 2 0 R] /Count 3 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 5] /Contents 5 0 R /Rotate 2147483647 >>",
                "4 0 R",
                "<< /Length 5 0 R >>\nstream\nq Q\nendstream",
                "7 0 R",
                "6 0 R",
                deep,
            ], trailer: "/Root 1 0 R")
        let document = try #require(open(bytes))
        #expect(document.numberOfPages == 1)
        let page = try #require(document.page(at: 1))
        #expect(page.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(page.rotationAngle >= 0 && page.rotationAngle < 360 && page.rotationAngle % 90 == 0)
        exercise(document)
        let catalog = try #require(document.catalog)
        var object: CGPDFObjectRef?
        // Unresolvable values read as null.
        for key in ["Self", "Loop", "Deep"] {
            #expect(CGPDFDictionaryGetObject(catalog, key, &object))
            #expect(object.map(CGPDFObjectGetType) == .null)
        }
    }

    @Test func hugeLengthsAndCountsAllocateNothing() throws {
        let bytes = PDFTestFiles.classic(
            [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 999999999999 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 9 9] /Contents 4 0 R >>",
                "<< /Length 9223372036854775807 /Filter /FlateDecode >>\nstream\nnot zlib\nendstream",
            ], trailer: "/Root 1 0 R /Size 9223372036854775807")
        let document = try #require(open(bytes))
        #expect(document.numberOfPages == 1)
        exercise(document)
        // A table claiming a billion entries stops at the end of the file.
        var table = PDFTestFiles.inherited
        let text = String(decoding: table, as: UTF8.self).replacingOccurrences(
            of: "xref\n0 7\n", with: "xref\n0 1000000000\n")
        table = Array(text.utf8)
        if let recovered = open(table) { #expect(recovered.numberOfPages == 2) }
    }
}

extension PDFHostileInputTests {
    @Test func hostileCrossReferenceStreams() throws {
        // Rows of 8-byte fields: a negative offset, an object stream index past any stream, and a
        // catalog in object 1 that the table sends nowhere; the scan finds it.
        var bytes = Array("%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n".utf8)
        bytes += Array("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 /Rotate 1e300 >>\nendobj\n".utf8)
        bytes += Array("3 0 obj\n<< /Type /Page /Parent 2 0 R /Rotate 12345678901234567890 >>\nendobj\n".utf8)
        let offset = bytes.count
        var rows: [UInt8] = []
        rows += [1] + [UInt8](repeating: 0xFF, count: 8) + [0]
        rows += [2] + [UInt8](repeating: 0, count: 7) + [4] + [0xFF]
        rows += [2] + [UInt8](repeating: 0xFF, count: 8) + [0xFF]
        bytes += Array(
            ("4 0 obj\n<< /Type /XRef /W [1 8 1] /Index [1 3 -5 2 9223372036854775807 1000000] /Size 5"
                + " /Root 1 0 R /Length \(rows.count) >>\nstream\n").utf8)
        bytes += rows
        bytes += Array("\nendstream\nendobj\nstartxref\n\(offset)\n%%EOF\n".utf8)
        let document = try #require(open(bytes))
        #expect(document.numberOfPages == 1)
        #expect(document.page(at: 1)?.rotationAngle == 0)
        exercise(document)
    }
}

/// A small deterministic random number generator.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
