import Foundation
import LaminaGraphics
import TestSupport
import Testing

/// `CGContext.drawPDFPage(_:)`: pages drawn in their default user space, clipped to the crop
/// box, unrotated, with the context's alpha, into bitmaps and as vectors into PDF.
@Suite struct PDFPageDrawingTests {
    /// A one-page document, 200 × 100 points: a red rectangle at the lower left
    /// (10, 10, 50 × 30) and a blue one at the upper right (150, 60, 40 × 30).
    static func document(extra: String = "") throws -> CGPDFDocument {
        let content = "1 0 0 rg 10 10 50 30 re f 0 0 1 rg 150 60 40 30 re f"
        let bytes = PDFTestFiles.classic(
            [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] \(extra) /Contents 4 0 R >>",
                PDFTestFiles.stream(content),
            ], trailer: "/Root 1 0 R")
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        return try #require(CGPDFDocument(provider))
    }

    /// A white bitmap context (y up, as CoreGraphics's are).
    func context(width: Int, height: Int) throws -> CGContext {
        let context = try #require(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        )
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context
    }

    /// The pixel at column `x` of the row `y` pixels from the top.
    func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] {
        guard let p = context.makeImage()?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    /// A one-page PDF document of `width` × `height` points that `draw` draws.
    static func pdf(width: CGFloat, height: CGFloat, _ draw: (CGContext) -> Void) throws -> Data {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: width, height: height)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        draw(context)
        context.endPDFPage()
        try context.finishDocument()
        return data as Data
    }

    static let red = [255, 0, 0]
    static let blue = [0, 0, 255]
    static let white = [255, 255, 255]

    @Test func aPageDrawsInItsDefaultUserSpace() throws {
        let page = try #require(Self.document().page(at: 1))
        let context = try context(width: 200, height: 100)
        context.drawPDFPage(page)
        // y up: the red rectangle's centre (35, 25) is 75 rows from the top.
        #expect(pixel(context, 35, 75) == Self.red)
        #expect(pixel(context, 170, 25) == Self.blue)
        #expect(pixel(context, 100, 50) == Self.white)
        // Its edges are where the content stream puts them.
        #expect(pixel(context, 9, 75) == Self.white)
        #expect(pixel(context, 10, 75) == Self.red)
        #expect(pixel(context, 59, 60) == Self.red)
        #expect(pixel(context, 60, 60) == Self.white)
    }

    @Test func theCurrentTransformAppliesAndTheCropBoxClips() throws {
        let cropped = try #require(Self.document(extra: "/CropBox [0 0 100 100]").page(at: 1))
        let context = try context(width: 400, height: 200)
        context.scaleBy(x: 2, y: 2)
        context.drawPDFPage(cropped)
        #expect(pixel(context, 70, 150) == Self.red)
        // The blue rectangle lies outside the crop box.
        #expect(pixel(context, 340, 50) == Self.white)
    }

    @Test func thePagesRotationIsLeftToTheDrawingTransform() throws {
        let turned = try #require(Self.document(extra: "/Rotate 90").page(at: 1))
        #expect(turned.rotationAngle == 90)
        // Drawn as it is: the rotation is not applied, whichever it is.
        for rotation in [90, 180, 270, -90] {
            let page = try #require(Self.document(extra: "/Rotate \(rotation)").page(at: 1))
            let plain = try context(width: 200, height: 100)
            plain.drawPDFPage(page)
            #expect(pixel(plain, 35, 75) == Self.red, "rotation \(rotation)")
            #expect(pixel(plain, 170, 25) == Self.blue, "rotation \(rotation)")
        }
        // Through the drawing transform: turned a quarter clockwise into a 100 × 200 rectangle,
        // so the page's left edge is at the top and its bottom edge at the left.
        let upright = try context(width: 100, height: 200)
        upright.concatenate(
            turned.getDrawingTransform(
                .cropBox, rect: CGRect(x: 0, y: 0, width: 100, height: 200), rotate: 0,
                preserveAspectRatio: true))
        upright.drawPDFPage(turned)
        #expect(pixel(upright, 25, 35) == Self.red)
        #expect(pixel(upright, 75, 170) == Self.blue)
        #expect(pixel(upright, 75, 35) == Self.white)
    }

    @Test func theContextsAlphaAppliesToThePageAsAWhole() throws {
        let page = try #require(Self.document().page(at: 1))
        let context = try context(width: 200, height: 100)
        context.setAlpha(0.5)
        context.drawPDFPage(page)
        let red = pixel(context, 35, 75)
        #expect(red[0] == 255 && abs(red[1] - 128) <= 1 && abs(red[2] - 128) <= 1)
    }

    @Test func aPDFContextGetsThePageAsVectors() throws {
        let page = try #require(Self.document().page(at: 1))
        let data = try Self.pdf(width: 200, height: 100) { $0.drawPDFPage(page) }
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("/Subtype /Image"), "the page was drawn as an image")
        // Drawn again from the written file, the rectangles are where they were.
        let provider = try #require(CGDataProvider(data: data))
        let written = try #require(CGPDFDocument(provider))
        let context = try context(width: 200, height: 100)
        context.drawPDFPage(try #require(written.page(at: 1)))
        #expect(pixel(context, 35, 75) == Self.red)
        #expect(pixel(context, 170, 25) == Self.blue)
    }

    @Test func aLockedDocumentDrawsNothingUntilUnlocked() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/Corpus/pdf/rc4-128-user.pdf")
        let document = try #require(CGPDFDocument(url))
        let page = try #require(document.page(at: 1))
        let box = page.getBoxRect(.cropBox)
        func inked() throws -> Int {
            let context = try context(width: Int(box.width), height: Int(box.height))
            context.translateBy(x: -box.minX, y: -box.minY)
            context.drawPDFPage(page)
            let image = try #require(context.makeImage())
            var count = 0
            for y in stride(from: 0, to: image.height, by: 2) {
                for x in stride(from: 0, to: image.width, by: 2)
                where (image.pixel(x: x, y: y)?.red ?? 255) < 128 {
                    count += 1
                }
            }
            return count
        }
        #expect(try inked() == 0)
        #expect(document.unlockWithPassword("user"))
        // "Secret text", in black.
        #expect(try inked() > 20)
    }

    @Test func hostileDocumentsDrawWithoutCrashing() throws {
        // The PDF fuzz corpus (broken cross-references, object streams, encryption) and
        // documents whose pages have odd boxes: each is drawn or draws nothing.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/Corpus/pdf")
        var documents = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap {
            CGPDFDocument(folder.appendingPathComponent($0))
        }
        #expect(documents.count >= 9)
        for extra in [
            "/CropBox [50 50 50 50]", "/CropBox [300 300 400 400]", "/MediaBox [0 0 1e30 1e30]", "/Rotate 45",
        ] {
            documents.append(try Self.document(extra: extra))
        }
        for document in documents {
            for number in 1...max(1, document.numberOfPages) {
                guard let page = document.page(at: number) else { continue }
                let context = try context(width: 40, height: 40)
                context.scaleBy(x: 0.1, y: 0.1)
                context.drawPDFPage(page)
            }
        }
    }

    /// A PDF document Lamina writes: "Lamina draws pages" set with CoreText at (20, 40), and
    /// a green bar at the bottom.
    static func writtenWithText() throws -> CGPDFDocument {
        let data = try pdf(width: 300, height: 100) { context in
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 10))
            context.textMatrix = .identity
            let font = CTFont(name: "DejaVu Sans", size: 20)
            let line = CTLineCreateWithAttributedString(
                NSAttributedString(string: "Lamina draws pages", attributes: [.font: font])
                    as CFAttributedString)
            context.textPosition = CGPoint(x: 20, y: 40)
            CTLineDraw(line, context)
        }
        let provider = try #require(CGDataProvider(data: data))
        return try #require(CGPDFDocument(provider))
    }

    @Test func aPageLaminaWroteDrawsIntoABitmapAndStaysTextInPDF() throws {
        let page = try #require(Self.writtenWithText().page(at: 1))
        // Into a bitmap: the bar and the glyphs are where they were drawn.
        let bitmap = try context(width: 300, height: 100)
        bitmap.drawPDFPage(page)
        #expect(pixel(bitmap, 150, 95) == [0, 255, 0])
        let image = try #require(bitmap.makeImage())
        var inked = 0
        for y in 40..<80 {
            for x in 15..<250 where (image.pixel(x: x, y: y)?.red ?? 255) < 100 { inked += 1 }
        }
        #expect(inked > 200, "the text is missing from the bitmap")
        // Into a PDF: still text, as pdftotext reads it.
        let tool = ExternalTool(name: "pdftotext")
        let data = try Self.pdf(width: 300, height: 100) { $0.drawPDFPage(page) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-\(UUID().uuidString).pdf")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try tool.output([url.path, "-"]).contains("Lamina draws pages"))
    }
}
