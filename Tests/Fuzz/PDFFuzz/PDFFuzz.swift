import CLamina
// libFuzzer target: PDF reading — the document, its pages, outline and dictionaries, stream
// data, and a scan of each page's content. `make fuzz` builds it with `-sanitize=fuzzer`; a plain
// build replays the files given as arguments.
import Foundation
import FuzzSupport
import LaminaGraphics

/// Walks a dictionary's values (and theirs, a few levels down), reading each as a reader would.
func walk(_ dictionary: CGPDFDictionaryRef, depth: Int) {
    guard depth < 4 else { return }
    CGPDFDictionaryApplyBlock(
        dictionary,
        { _, value, _ in
            var nested: CGPDFDictionaryRef?
            var stream: CGPDFStreamRef?
            var string: CGPDFStringRef?
            var format = CGPDFDataFormat.raw
            if CGPDFObjectGetValue(value, .dictionary, &nested), let nested { walk(nested, depth: depth + 1) }
            if CGPDFObjectGetValue(value, .stream, &stream), let stream {
                _ = CGPDFStreamCopyData(stream, &format)
            }
            if CGPDFObjectGetValue(value, .string, &string), let string {
                _ = CGPDFStringCopyTextString(string)
                _ = CGPDFStringCopyDate(string)
            }
            return true
        }, nil)
}

/// Runs one input (a PDF file) through Lamina; returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPDF(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let provider = CGDataProvider(data: Data(bytes: bytes, count: count)),
        let document = CGPDFDocument(provider)
    else { return 0 }
    _ = document.outline
    if let catalog = document.catalog { walk(catalog, depth: 0) }
    if let info = document.info { walk(info, depth: 0) }
    let table = CGPDFOperatorTableCreate()
    defer { CGPDFOperatorTableRelease(table) }
    for name in ["Tj", "TJ", "cm", "Do", "EI", "re"] {
        CGPDFOperatorTableSetCallback(table, name) { scanner, _ in
            var object: CGPDFObjectRef?
            while CGPDFScannerPopObject(scanner, &object) {}
        }
    }
    for index in 0..<min(document.numberOfPages, 4) {
        guard let page = document.page(at: index + 1) else { continue }
        _ = page.getDrawingTransform(
            .artBox, rect: CGRect(x: 0, y: 0, width: 100, height: 100), rotate: 90, preserveAspectRatio: true)
        let content = CGPDFContentStreamCreateWithPage(page)
        let scanner = CGPDFScannerCreate(content, table, nil)
        _ = CGPDFScannerScan(scanner)
        _ = CGPDFContentStreamGetResource(content, "Font", "F1")
        CGPDFScannerRelease(scanner)
        CGPDFContentStreamRelease(content)
    }
    return 0
}

@main struct Fuzz {
    static func main() throws { try FuzzMain.run(fuzzPDF) }
}
