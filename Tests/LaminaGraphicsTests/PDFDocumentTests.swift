import Foundation
import LaminaGraphics
import Testing

@Suite struct PDFDocumentTests {
    func document(_ bytes: [UInt8]) -> CGPDFDocument? {
        CGDataProvider(data: Data(bytes)).flatMap { CGPDFDocument($0) }
    }

    func text(_ dictionary: CGPDFDictionaryRef?, _ key: String) -> String? {
        guard let dictionary else { return nil }
        var string: CGPDFStringRef?
        guard CGPDFDictionaryGetString(dictionary, key, &string), let string else { return nil }
        return CGPDFStringCopyTextString(string)
    }

    // MARK: Documents Lamina writes

    @Test func readsWhatLaminaWrites() throws {
        let data = try #require(PDFTestFiles.written(pages: 3))
        let pdf = try #require(document([UInt8](data)))
        #expect(pdf.numberOfPages == 3)
        for number in 1...3 {
            let page = try #require(pdf.page(at: number))
            #expect(page.pageNumber == number)
            #expect(page.document === pdf)
            #expect(page.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 100, height: 80))
            #expect(page.getBoxRect(.cropBox) == CGRect(x: 0, y: 0, width: 100, height: 80))
            #expect(page.getBoxRect(.artBox) == CGRect(x: 0, y: 0, width: 100, height: 80))
            #expect(page.rotationAngle == 0)
        }
        #expect(pdf.page(at: 0) == nil)
        #expect(pdf.page(at: 4) == nil)
        var major: Int32 = 0
        var minor: Int32 = 0
        pdf.getVersion(majorVersion: &major, minorVersion: &minor)
        #expect(major == 1 && minor >= 4)
        #expect(!pdf.isEncrypted)
        #expect(pdf.isUnlocked)
        #expect(pdf.allowsPrinting && pdf.allowsCopying)
        #expect(pdf.accessPermissions.contains([.allowsHighQualityPrinting, .allowsFormFieldEntry]))
        #expect(text(pdf.info, "Producer")?.hasPrefix("cairo") == true)
    }

    // MARK: Hand-written documents

    @Test func pagesInheritAttributesFromTheirTree() throws {
        let pdf = try #require(document(PDFTestFiles.inherited))
        #expect(pdf.numberOfPages == 2)
        let first = try #require(pdf.page(at: 1))
        #expect(first.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(first.getBoxRect(.cropBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(first.getBoxRect(.bleedBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(first.rotationAngle == 270)
        let second = try #require(pdf.page(at: 2))
        #expect(second.getBoxRect(.mediaBox) == CGRect(x: 10, y: 20, width: 300, height: 400))
        // The crop box is clipped to the media box; bleed falls back to it; trim is its own.
        #expect(second.getBoxRect(.cropBox) == CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(second.getBoxRect(.bleedBox) == CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(second.getBoxRect(.trimBox) == CGRect(x: 20, y: 30, width: 20, height: 20))
        #expect(second.rotationAngle == 90)
        var type: UnsafePointer<CChar>?
        let secondDictionary = try #require(second.dictionary)
        #expect(CGPDFDictionaryGetName(secondDictionary, "Type", &type))
        #expect(type.map { String(cString: $0) } == "Page")
    }

    @Test func informationDictionaryAndIdentifier() throws {
        let pdf = try #require(document(PDFTestFiles.inherited))
        let info = try #require(pdf.info)
        #expect(text(info, "Title") == "A (nested) title!")
        #expect(text(info, "Author") == "AL")
        var string: CGPDFStringRef?
        #expect(CGPDFDictionaryGetString(info, "CreationDate", &string))
        let dateString = try #require(string)
        let date = try #require(CGPDFStringCopyDate(dateString))
        #expect(date == Date(timeIntervalSince1970: 1_709_209_805))
        var integer: CGPDFInteger = 0
        var real: CGPDFReal = 0
        #expect(CGPDFDictionaryGetInteger(info, "Pages", &integer) && integer == 7)
        #expect(CGPDFDictionaryGetNumber(info, "Pages", &real) && real == 7)
        #expect(!CGPDFDictionaryGetInteger(info, "Title", &integer))
        #expect(!CGPDFDictionaryGetObject(info, "Missing", nil))
        #expect(CGPDFDictionaryGetCount(info) == 4)

        final class Keys { var names: [String] = [] }
        let keys = Keys()
        CGPDFDictionaryApplyFunction(
            info,
            { key, _, info in
                Unmanaged<Keys>.fromOpaque(info!).takeUnretainedValue().names.append(String(cString: key))
            }, Unmanaged.passUnretained(keys).toOpaque())
        #expect(keys.names == ["Title", "Author", "CreationDate", "Pages"])
        var visited = 0
        CGPDFDictionaryApplyBlock(
            info,
            { _, _, _ in
                visited += 1
                return visited < 2
            }, nil)
        #expect(visited == 2)

        let identifier = try #require(pdf.fileIdentifier)
        #expect(CGPDFArrayGetCount(identifier) == 2)
        #expect(CGPDFArrayGetString(identifier, 1, &string))
        let identifierString = try #require(string)
        let bytes = try #require(CGPDFStringGetBytePtr(identifierString))
        #expect(CGPDFStringGetLength(string!) == 2 && bytes[0] == 3 && bytes[1] == 4)
        #expect(!CGPDFArrayGetString(identifier, 2, &string))

        let catalog = try #require(pdf.catalog)
        var pages: CGPDFDictionaryRef?
        #expect(CGPDFDictionaryGetDictionary(catalog, "Pages", &pages))
        var kids: CGPDFArrayRef?
        let pagesDictionary = try #require(pages)
        #expect(CGPDFDictionaryGetArray(pagesDictionary, "Kids", &kids))
        var object: CGPDFObjectRef?
        let kidsArray = try #require(kids)
        #expect(CGPDFArrayGetObject(kidsArray, 0, &object))
        let kid = try #require(object)
        #expect(CGPDFObjectGetType(kid) == .dictionary)
        var box: CGPDFArrayRef?
        #expect(CGPDFDictionaryGetArray(pages!, "MediaBox", &box))
        #expect(CGPDFArrayGetNumber(box!, 2, &real) && real == 200)
        #expect(CGPDFArrayGetInteger(box!, 3, &integer) && integer == 100)
        var indices: [Int] = []
        CGPDFArrayApplyBlock(
            box!,
            { index, element, _ in
                indices.append(index)
                return CGPDFObjectGetType(element) == .integer
            }, nil)
        #expect(indices == [0, 1, 2, 3])
    }

    @Test func brokenCrossReferenceTableIsRecovered() throws {
        var bytes = PDFTestFiles.inherited
        // Every offset in the table off by 7, and `startxref` pointing nowhere.
        let source = String(decoding: bytes, as: UTF8.self)
        let xref = try #require(source.range(of: "xref\n"))
        let prefix = Array(source[..<xref.lowerBound].utf8)
        bytes =
            Array("%PDF-1.4\ngarbage".utf8) + prefix.dropFirst(9)
            + Array("xref\n0 2\nbroken\nstartxref\n99999\n".utf8)
        let pdf = try #require(document(bytes))
        #expect(pdf.numberOfPages == 2)
        #expect(pdf.page(at: 2)?.rotationAngle == 90)
        #expect(text(pdf.info, "Title") == nil)  // no trailer survives: the catalog was found by scanning
    }

    @Test func objectStreamsAndCrossReferenceStreams() throws {
        let pdf = try #require(document(PDFTestFiles.objectStream))
        #expect(pdf.numberOfPages == 1)
        #expect(pdf.page(at: 1)?.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 300, height: 400))
        var major: Int32 = 0
        var minor: Int32 = 0
        pdf.getVersion(majorVersion: &major, minorVersion: &minor)
        #expect(major == 1 && minor == 5)
    }

    @Test func drawingTransformFitsWithoutScalingUp() throws {
        let pdf = try #require(document(PDFTestFiles.inherited))
        let second = try #require(pdf.page(at: 2))  // crop box 100 × 100 at (10, 20), rotated 90
        let shrink = second.getDrawingTransform(
            .cropBox, rect: CGRect(x: 0, y: 0, width: 50, height: 50), rotate: 0, preserveAspectRatio: true)
        let corner = CGPoint(x: 10, y: 20).applying(shrink)
        #expect(abs(shrink.a) < 1e-9 && abs(abs(shrink.b) - 0.5) < 1e-9)
        // Turned a quarter clockwise, the box's lower left corner lands at the top left.
        #expect(abs(corner.x - 0) < 1e-9 && abs(corner.y - 50) < 1e-9)
        let grow = second.getDrawingTransform(
            .cropBox, rect: CGRect(x: 0, y: 0, width: 400, height: 300), rotate: -90,
            preserveAspectRatio: true)
        #expect(grow.a == 1 && grow.d == 1 && grow.b == 0)
        let centre = CGPoint(x: 60, y: 70).applying(grow)
        #expect(abs(centre.x - 200) < 1e-9 && abs(centre.y - 150) < 1e-9)
        let stretch = try #require(pdf.page(at: 1)).getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 50, height: 50), rotate: 90, preserveAspectRatio: false
        )
        // Rotation 270 + 90 = 0: the 200 × 100 box scales by 0.25 across and 0.5 up.
        #expect(stretch.a == 0.25 && stretch.d == 0.5)
    }

    @Test func outlineEntriesNamePages() throws {
        let bytes = PDFTestFiles.classic(
            [
                "<< /Type /Catalog /Pages 2 0 R /Outlines 5 0 R /Names << /Dests 8 0 R >> >>",
                "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 10 10] >>",
                "<< /Type /Page /Parent 2 0 R >>",
                "<< /Type /Page /Parent 2 0 R >>",
                "<< /Type /Outlines /First 6 0 R /Last 7 0 R >>",
                "<< /Title (One) /Parent 5 0 R /Next 7 0 R /Dest [4 0 R /FitR 1 2 5 6] /First 9 0 R >>",
                "<< /Title (Two) /Parent 5 0 R /Prev 6 0 R /A << /S /URI /URI (https://example.com/) >> /Next 6 0 R >>",
                "<< /Names [(intro) [3 0 R /Fit]] >>",
                "<< /Title (Child) /Parent 6 0 R /Dest (intro) >>",
            ], trailer: "/Root 1 0 R")
        let pdf = try #require(document(bytes))
        let outline = try #require(pdf.outline)
        let children = try #require(outline[kCGPDFOutlineChildren] as? [[String: Any]])
        #expect(children.count == 2)  // the cycle back to the first entry ends the list
        #expect(children[0][kCGPDFOutlineTitle] as? String == "One")
        #expect(children[0][kCGPDFOutlineDestination] as? Int == 2)
        #expect(
            children[0][kCGPDFOutlineDestinationRect] as? CGRect == CGRect(x: 1, y: 2, width: 4, height: 4))
        let grandchildren = try #require(children[0][kCGPDFOutlineChildren] as? [[String: Any]])
        #expect(grandchildren.first?[kCGPDFOutlineDestination] as? Int == 1)
        #expect(children[1][kCGPDFOutlineDestination] as? URL == URL(string: "https://example.com/"))
    }

    @Test func encryptedDocumentsUnlock() throws {
        // Files encrypted as PDF 2.0's standard security handler says (RC4 in revisions 2 and 3,
        // AES-128 in revision 4, AES-256 in revision 6), checked with Poppler: the empty user
        // password unlocks four on opening; the others need "user" or "owner".
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/Corpus/pdf")
        func scannedText(_ document: CGPDFDocument) throws -> [String] {
            let log = ScanLog()
            log.scan(try #require(document.page(at: 1)))
            return log.strings
        }
        for name in ["rc4-40-empty.pdf", "rc4-128-empty.pdf", "aes-128-empty.pdf", "aes-256-empty.pdf"] {
            let pdf = try #require(CGPDFDocument(folder.appendingPathComponent(name)))
            #expect(pdf.isEncrypted && pdf.isUnlocked)
            #expect(text(pdf.info, "Title") == "Locked title")
            #expect(try scannedText(pdf) == ["Secret text"])
        }
        let weak = try #require(CGPDFDocument(folder.appendingPathComponent("rc4-40-empty.pdf")))
        #expect(weak.allowsPrinting && weak.allowsCopying)
        let strong = try #require(CGPDFDocument(folder.appendingPathComponent("rc4-128-empty.pdf")))
        #expect(strong.accessPermissions == [])
        #expect(strong.unlockWithPassword("owner"))
        #expect(strong.allowsPrinting && strong.accessPermissions.contains(.allowsDocumentChanges))

        let locked = try #require(CGPDFDocument(folder.appendingPathComponent("rc4-128-user.pdf")))
        #expect(locked.isEncrypted && !locked.isUnlocked)
        let before = locked.info
        #expect(text(before, "Title") != "Locked title")
        #expect(!locked.unlockWithPassword("wrong"))
        #expect(!locked.isUnlocked)
        #expect(locked.unlockWithPassword("user"))
        #expect(locked.isUnlocked && !locked.allowsCopying)
        #expect(text(locked.info, "Title") == "Locked title")
        #expect(try scannedText(locked) == ["Secret text"])
        // Pointers read before unlocking stay valid.
        #expect(text(before, "Title") != nil)
        #expect(locked.unlockWithPassword("owner"))
        #expect(locked.allowsCopying)

        let modern = try #require(CGPDFDocument(folder.appendingPathComponent("aes-256-user.pdf")))
        #expect(!modern.isUnlocked && !modern.unlockWithPassword("wrong"))
        #expect(modern.unlockWithPassword("user") && modern.allowsCopying)
        #expect(text(modern.info, "Title") == "Locked title")
        let owned = try #require(CGPDFDocument(folder.appendingPathComponent("aes-256-user.pdf")))
        #expect(owned.unlockWithPassword("owner"))
        #expect(try scannedText(owned) == ["Secret text"])

        // Revision 4 with an RC4 crypt filter decrypts the same; an unknown method stays locked.
        // (The edit moves the objects: the cross-reference table is rebuilt by scanning.)
        let source = try String(
            contentsOf: folder.appendingPathComponent("rc4-128-empty.pdf"), encoding: .isoLatin1)
        for (method, unlocked) in [("V2", true), ("None", false)] {
            let edited = source.replacingOccurrences(
                of: "/V 2 /R 3 /Length 128",
                with: "/V 4 /R 4 /CF << /StdCF << /CFM /\(method) /Length 16 >> >> /StmF /StdCF /StrF /StdCF")
            let bytes = try #require(edited.data(using: .isoLatin1))
            let pdf = try #require(document(Array(bytes)))
            #expect(pdf.isUnlocked == unlocked)
            #expect((text(pdf.info, "Title") == "Locked title") == unlocked)
            #expect(pdf.unlockWithPassword("owner") == unlocked)
        }
    }

    @Test func encryptedDocumentsStayLocked() throws {
        // An encryption dictionary Lamina cannot use (its /O and /U are too short).
        let bytes = PDFTestFiles.classic(
            [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>",
                "<< /Filter /Standard /V 2 /R 3 /Length 128 /P -64 /O <00> /U <00> >>",
            ], trailer: "/Root 1 0 R /Encrypt 4 0 R")
        let pdf = try #require(document(bytes))
        #expect(pdf.isEncrypted)
        #expect(!pdf.isUnlocked)
        #expect(!pdf.unlockWithPassword(""))
        #expect(pdf.numberOfPages == 1)
        // -64 clears bits 1–6 (print, modify, copy, annotate) and keeps 9–12.
        #expect(!pdf.allowsPrinting && !pdf.allowsCopying)
        #expect(
            pdf.accessPermissions == [
                .allowsDocumentAssembly, .allowsContentAccessibility, .allowsFormFieldEntry,
            ])
    }

    @Test func streamDataIsDecoded() throws {
        let bytes = PDFTestFiles.classic(
            [
                "<< /Type /Catalog /Pages 2 0 R /Hex 4 0 R /A85 5 0 R /Photo 6 0 R /Fax 7 0 R /LZW 8 0 R /RL 9 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>",
                PDFTestFiles.stream("48 65 6C6C 6F>", dictionary: "/Filter /ASCIIHexDecode"),
                PDFTestFiles.stream("87cURD]i,\"Ebo80~>", dictionary: "/Filter [/ASCII85Decode]"),
                PDFTestFiles.stream("FFD8", dictionary: "/Filter [/AHx /DCTDecode]"),
                PDFTestFiles.stream("xx", dictionary: "/Filter /CCITTFaxDecode"),
                // PDF 1.7's LZW example (section 7.4.4.2), and a literal run then a repeat.
                PDFTestFiles.stream("800B6050220C0C8501>", dictionary: "/Filter [/AHx /LZW]"),
                PDFTestFiles.stream("02616263FE7880>", dictionary: "/Filter [/AHx /RL]"),
            ], trailer: "/Root 1 0 R")
        let pdf = try #require(document(bytes))
        let catalog = try #require(pdf.catalog)
        func data(_ key: String) -> (Data, CGPDFDataFormat)? {
            var stream: CGPDFStreamRef?
            guard CGPDFDictionaryGetStream(catalog, key, &stream), let stream else { return nil }
            var format = CGPDFDataFormat.raw
            return CGPDFStreamCopyData(stream, &format).map { ($0, format) }
        }
        #expect(data("Hex").map { String(decoding: $0.0, as: UTF8.self) } == "Hello")
        #expect(data("A85").map { String(decoding: $0.0, as: UTF8.self) } == "Hello World!")
        #expect(data("Photo")?.0 == Data([0xFF, 0xD8]))
        #expect(data("Photo")?.1 == .jpegEncoded)
        #expect(data("Fax") == nil)
        #expect(data("LZW").map { String(decoding: $0.0, as: UTF8.self) } == "-----A---B")
        #expect(data("RL").map { String(decoding: $0.0, as: UTF8.self) } == "abcxxx")
        var stream: CGPDFStreamRef?
        #expect(CGPDFDictionaryGetStream(catalog, "Hex", &stream))
        let hexStream = try #require(stream)
        let dictionary = try #require(CGPDFStreamGetDictionary(hexStream))
        var filter: UnsafePointer<CChar>?
        #expect(CGPDFDictionaryGetName(dictionary, "Filter", &filter))
        #expect(filter.map { String(cString: $0) } == "ASCIIHexDecode")
    }

    @Test func textStrings() throws {
        let pdf = try #require(
            document(
                PDFTestFiles.classic(
                    [
                        "<< /Type /Catalog /Pages 2 0 R /Strings [(caf\\351 \\200) <EFBBBF6869> (tab\\\n\\tend)] >>",
                        "<< /Type /Pages /Kids [] /Count 0 >>",
                    ], trailer: "/Root 1 0 R")))
        #expect(pdf.numberOfPages == 0)
        var strings: CGPDFArrayRef?
        let catalog = try #require(pdf.catalog)
        #expect(CGPDFDictionaryGetArray(catalog, "Strings", &strings))
        func text(_ index: Int) -> String? {
            var string: CGPDFStringRef?
            guard CGPDFArrayGetString(strings!, index, &string) else { return nil }
            return CGPDFStringCopyTextString(string!)
        }
        #expect(text(0) == "café •")
        #expect(text(1) == "hi")
        #expect(text(2) == "tab\tend")
    }

    @Test func wrongStreamLengthsReadUpToEndstream() throws {
        // 2,000 streams whose /Length is wrong: each reads up to its own `endstream`.
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R /Streams [\((0..<2000).map { "\($0 + 4) 0 R" }.joined(separator: " "))] >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>",
        ]
        for index in 0..<2000 {
            objects.append(
                "<< /Length \(index % 3 == 0 ? 1 : 999_999) >>\nstream\nstream \(index)\nendstream")
        }
        let pdf = try #require(document(PDFTestFiles.classic(objects, trailer: "/Root 1 0 R")))
        let catalog = try #require(pdf.catalog)
        var streams: CGPDFArrayRef?
        #expect(CGPDFDictionaryGetArray(catalog, "Streams", &streams))
        var stream: CGPDFStreamRef?
        var format = CGPDFDataFormat.raw
        for index in [0, 1, 1999] {
            #expect(CGPDFArrayGetStream(streams!, index, &stream))
            let data = stream.flatMap { CGPDFStreamCopyData($0, &format) }
            #expect(data.map { String(decoding: $0, as: UTF8.self) } == "stream \(index)")
        }
    }

    @Test func fuzzSeedsOpen() throws {
        // The PDF fuzz target's seeds: compressed content, a compressed object stream found
        // through a compressed cross-reference stream with a PNG predictor, and a broken table.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/Corpus/pdf")
        let classic = try #require(CGPDFDocument(folder.appendingPathComponent("classic.pdf")))
        #expect(classic.page(at: 1)?.rotationAngle == 90)
        #expect(classic.page(at: 1)?.getBoxRect(.cropBox) == CGRect(x: 0, y: 0, width: 100, height: 100))
        let outline = try #require(classic.outline?[kCGPDFOutlineChildren] as? [[String: Any]])
        #expect(outline.first?[kCGPDFOutlineTitle] as? String == "AB")
        let streams = try #require(CGPDFDocument(folder.appendingPathComponent("object-stream.pdf")))
        #expect(streams.page(at: 1)?.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 300, height: 400))
        let content = CGPDFContentStreamCreateWithPage(try #require(streams.page(at: 1)))
        defer { CGPDFContentStreamRelease(content) }
        var format = CGPDFDataFormat.jpegEncoded
        let data = CGPDFContentStreamGetStreams(content)?.first.flatMap { CGPDFStreamCopyData($0, &format) }
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "0 0 1 1 re f")
        #expect(format == .raw)
        let broken = try #require(CGPDFDocument(folder.appendingPathComponent("broken-xref.pdf")))
        #expect(broken.numberOfPages == 1)
        #expect(CGPDFDocument(folder.appendingPathComponent("missing.pdf")) == nil)
    }
}
