import Foundation
import LaminaGraphics
import Testing

@Suite struct PDFScannerTests {
    func page(content: String, resources: String = "<< /Font << /F1 5 0 R >> >>") throws -> CGPDFPage {
        let bytes = PDFTestFiles.classic(
            [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources \(resources) >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents [4 0 R 6 0 R] >>",
                PDFTestFiles.stream(content),
                "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
                PDFTestFiles.stream("0 0 1 1 re f"),
            ], trailer: "/Root 1 0 R")
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        let document = try #require(CGPDFDocument(provider))
        return try #require(document.page(at: 1))
    }

    @Test func scansWhatLaminaWrites() throws {
        let data = try #require(PDFTestFiles.written(pages: 3))
        let provider = try #require(CGDataProvider(data: data))
        let pdf = try #require(CGPDFDocument(provider))
        // The content streams are compressed: scanning them reads the drawing's operators.
        let log = ScanLog()
        log.scan(try #require(pdf.page(at: 2)))
        #expect(log.scanned)
        #expect(log.counts["re", default: 0] >= 1)
        #expect(log.counts["f", default: 0] + log.counts["f*", default: 0] >= 1)
        #expect(log.counts["c", default: 0] >= 4)
        // Cairo flips the page: the rectangle keeps its x and size.
        #expect(log.rectangles.contains { $0.count == 4 && $0[0] == 11 && $0[2] == 30 && abs($0[3]) == 20 })
    }

    @Test func countsOperatorsAndPopsOperands() throws {
        let log = ScanLog()
        log.scan(
            try page(
                content: """
                    q 1 0 0 1 10.5 -20 cm 0 0 m 10 10 l 1 2 3 4 5 6 c h S Q
                    BT /F1 12 Tf (Hello \\(world\\)) Tj ET % a comment q
                    BI /W 2 /H 1 /BPC 8 /CS /G ID \u{1}\u{2} EI
                    q [1 (two) << /K /V >>] 7 Tj Q
                    """))
        #expect(log.scanned)
        #expect(log.counts["q"] == 2 && log.counts["Q"] == 2)
        #expect(log.counts["c"] == 1 && log.counts["S"] == 1 && log.counts["h"] == 1)
        #expect(log.counts["Tj"] == 2 && log.counts["Tf"] == 1)
        // The second content stream of the page follows the first.
        #expect(log.rectangles == [[0, 0, 1, 1]])
        #expect(log.counts["f"] == 1)
        #expect(log.inlineImages == 1)
        #expect(log.strings == ["Hello (world)"])
        #expect(Array(log.numbers.prefix(6)) == [1, 0, 0, 1, 10.5, -20])
        #expect(log.numbers.contains(12))
    }

    @Test func typedPopsRemoveTheOperand() throws {
        final class Result {
            var integer: CGPDFInteger = 0
            var integerFailed = false
            var name = ""
            var array = 0
            var emptyPop = true
        }
        let result = Result()
        let content = CGPDFContentStreamCreateWithPage(try page(content: "/Name [1 2 3] 2.5 42 op"))
        defer { CGPDFContentStreamRelease(content) }
        let table = CGPDFOperatorTableCreate()
        defer { CGPDFOperatorTableRelease(table) }
        CGPDFOperatorTableSetCallback(table, "op") { scanner, info in
            let result = Unmanaged<Result>.fromOpaque(info!).takeUnretainedValue()
            var integer: CGPDFInteger = 0
            _ = CGPDFScannerPopInteger(scanner, &integer)
            result.integer = integer
            // 2.5 is not an integer: the pop fails, and removes it all the same.
            result.integerFailed = !CGPDFScannerPopInteger(scanner, &integer)
            var array: CGPDFArrayRef?
            if CGPDFScannerPopArray(scanner, &array), let array { result.array = CGPDFArrayGetCount(array) }
            var name: UnsafePointer<CChar>?
            if CGPDFScannerPopName(scanner, &name), let name { result.name = String(cString: name) }
            result.emptyPop = CGPDFScannerPopObject(scanner, nil)
        }
        let scanner = CGPDFScannerCreate(content, table, Unmanaged.passUnretained(result).toOpaque())
        defer { CGPDFScannerRelease(scanner) }
        #expect(CGPDFScannerScan(scanner))
        #expect(result.integer == 42 && result.integerFailed)
        #expect(result.array == 3 && result.name == "Name")
        #expect(!result.emptyPop)
        #expect(CGPDFScannerGetContentStream(scanner) == content)
    }

    @Test func resourcesAndStreams() throws {
        let content = CGPDFContentStreamCreateWithPage(try page(content: "q Q"))
        defer { CGPDFContentStreamRelease(content) }
        #expect(CGPDFContentStreamGetStreams(content)?.count == 2)
        let font = try #require(CGPDFContentStreamGetResource(content, "Font", "F1"))
        var base: UnsafePointer<CChar>?
        var dictionary: CGPDFDictionaryRef?
        #expect(CGPDFObjectGetValue(font, .dictionary, &dictionary))
        let fontDictionary = try #require(dictionary)
        #expect(CGPDFDictionaryGetName(fontDictionary, "BaseFont", &base))
        #expect(base.map { String(cString: $0) } == "Helvetica")
        #expect(CGPDFContentStreamGetResource(content, "Font", "F2") == nil)
        // A form's content stream looks resources up in its parent's.
        let stream = try #require(CGPDFContentStreamGetStreams(content)?.first)
        let empty = try #require(CGPDFStreamGetDictionary(stream))
        let form = CGPDFContentStreamCreateWithStream(stream, empty, content)
        defer { CGPDFContentStreamRelease(form) }
        #expect(CGPDFContentStreamGetResource(form, "Font", "F1") != nil)
        #expect(CGPDFContentStreamRetain(form) == form)
        CGPDFContentStreamRelease(form)
    }

    @Test func stoppingAndMalformedContent() throws {
        let content = CGPDFContentStreamCreateWithPage(try page(content: "q q q ] q"))
        defer { CGPDFContentStreamRelease(content) }
        final class Count { var value = 0 }
        let count = Count()
        let table = CGPDFOperatorTableCreate()
        defer { CGPDFOperatorTableRelease(table) }
        CGPDFOperatorTableSetCallback(table, "q") { scanner, info in
            let count = Unmanaged<Count>.fromOpaque(info!).takeUnretainedValue()
            count.value += 1
            if count.value == 2 { CGPDFScannerStop(scanner) }
        }
        let scanner = CGPDFScannerCreate(content, table, Unmanaged.passUnretained(count).toOpaque())
        defer { CGPDFScannerRelease(scanner) }
        #expect(CGPDFScannerScan(scanner))
        #expect(count.value == 2)
        // Scanning again reads from the start, up to the stray `]`.
        CGPDFOperatorTableSetCallback(table, "q", nil)
        #expect(!CGPDFScannerScan(scanner))
        #expect(count.value == 2)
        #expect(CGPDFScannerRetain(scanner) == scanner)
        CGPDFScannerRelease(scanner)
        #expect(!CGPDFScannerScan(nil))
    }
}

/// Counts a page's operators, and records numbers, strings and the operands of `re`.
final class ScanLog {
    var counts: [String: Int] = [:]
    var rectangles: [[CGFloat]] = []
    var numbers: [CGFloat] = []
    var strings: [String] = []
    var inlineImages = 0
    var scanned = false

    func scan(_ page: CGPDFPage) {
        let content = CGPDFContentStreamCreateWithPage(page)
        defer { CGPDFContentStreamRelease(content) }
        scan(content)
    }

    func scan(_ content: CGPDFContentStreamRef) {
        let table = CGPDFOperatorTableCreate()
        defer { CGPDFOperatorTableRelease(table) }
        // C callbacks capture nothing: each operator has its own.
        CGPDFOperatorTableSetCallback(table, "q") { ScanLog.from($1).record("q", $0) }
        CGPDFOperatorTableSetCallback(table, "Q") { ScanLog.from($1).record("Q", $0) }
        CGPDFOperatorTableSetCallback(table, "cm") { ScanLog.from($1).record("cm", $0) }
        CGPDFOperatorTableSetCallback(table, "m") { ScanLog.from($1).record("m", $0) }
        CGPDFOperatorTableSetCallback(table, "l") { ScanLog.from($1).record("l", $0) }
        CGPDFOperatorTableSetCallback(table, "c") { ScanLog.from($1).record("c", $0) }
        CGPDFOperatorTableSetCallback(table, "h") { ScanLog.from($1).record("h", $0) }
        CGPDFOperatorTableSetCallback(table, "S") { ScanLog.from($1).record("S", $0) }
        CGPDFOperatorTableSetCallback(table, "f") { ScanLog.from($1).record("f", $0) }
        CGPDFOperatorTableSetCallback(table, "f*") { ScanLog.from($1).record("f*", $0) }
        CGPDFOperatorTableSetCallback(table, "Tf") { ScanLog.from($1).record("Tf", $0) }
        CGPDFOperatorTableSetCallback(table, "Tj") { ScanLog.from($1).record("Tj", $0) }
        CGPDFOperatorTableSetCallback(table, "re") { scanner, info in
            let log = ScanLog.from(info)
            var values: [CGFloat] = []
            var value: CGPDFReal = 0
            while CGPDFScannerPopNumber(scanner, &value) { values.insert(value, at: 0) }
            log.rectangles.append(values)
            log.counts["re", default: 0] += 1
        }
        CGPDFOperatorTableSetCallback(table, "EI") { scanner, info in
            var stream: CGPDFStreamRef?
            if CGPDFScannerPopStream(scanner, &stream) { ScanLog.from(info).inlineImages += 1 }
        }
        let scanner = CGPDFScannerCreate(content, table, Unmanaged.passUnretained(self).toOpaque())
        defer { CGPDFScannerRelease(scanner) }
        scanned = CGPDFScannerScan(scanner)
    }

    static func from(_ info: UnsafeMutableRawPointer?) -> ScanLog {
        Unmanaged<ScanLog>.fromOpaque(info!).takeUnretainedValue()
    }

    /// Counts `name` and records its numeric and string operands, in order.
    func record(_ name: String, _ scanner: CGPDFScannerRef) {
        counts[name, default: 0] += 1
        var object: CGPDFObjectRef?
        var popped: [CGPDFObjectRef] = []
        while CGPDFScannerPopObject(scanner, &object), let object { popped.append(object) }
        for object in popped.reversed() {
            var real: CGPDFReal = 0
            var string: CGPDFStringRef?
            if CGPDFObjectGetValue(object, .real, &real) { numbers.append(real) }
            if CGPDFObjectGetValue(object, .string, &string), let text = CGPDFStringCopyTextString(string!) {
                strings.append(text)
            }
        }
    }
}
