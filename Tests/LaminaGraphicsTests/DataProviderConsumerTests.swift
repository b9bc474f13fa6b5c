import Foundation
import LaminaGraphics
import Testing

@Suite struct DataProviderConsumerTests {
    /// What the callbacks saw.
    final class Record {
        var bytes: [UInt8] = []
        var releases = 0
        /// The most bytes one putBytes call takes.
        var chunk = Int.max
    }

    static let releaseData: CGDataProviderReleaseDataCallback = { info, _, _ in
        guard let info else { return }
        Unmanaged<Record>.fromOpaque(info).takeUnretainedValue().releases += 1
    }

    static let putBytes: CGDataConsumerPutBytesCallback = { info, buffer, count in
        guard let info else { return 0 }
        let record = Unmanaged<Record>.fromOpaque(info).takeUnretainedValue()
        let taken = min(count, record.chunk)
        record.bytes += UnsafeRawBufferPointer(start: buffer, count: taken)
        return taken
    }

    static let releaseConsumer: CGDataConsumerReleaseInfoCallback = { info in
        guard let info else { return }
        Unmanaged<Record>.fromOpaque(info).takeUnretainedValue().releases += 1
    }

    @Test(arguments: [8, 64])
    func aProviderUsesCallerBytesAndReleasesThemOnce(count: Int) throws {
        let record = Record()
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 1)
        defer { bytes.deallocate() }
        for index in 0..<count { bytes.storeBytes(of: UInt8(index), toByteOffset: index, as: UInt8.self) }
        do {
            let provider = try #require(
                CGDataProvider(
                    dataInfo: Unmanaged.passUnretained(record).toOpaque(), data: bytes, size: count,
                    releaseData: Self.releaseData))
            #expect(provider.info == Unmanaged.passUnretained(record).toOpaque())
            #expect(provider.data == Data((0..<count).map { UInt8($0) }))
            #expect(record.releases == 0)
        }
        #expect(record.releases == 1)
    }

    @Test func aProviderReadsAFileByName() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-provider-\(UUID()).bin")
        try Data([1, 2, 3]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(url.path.withCString { CGDataProvider(filename: $0) })
        #expect(provider.data == Data([1, 2, 3]))
        #expect(CGDataProvider(filename: "/nonexistent/lamina/file") == nil)
    }

    @Test func aConsumerHandsADocumentToItsCallbacksInChunks() throws {
        let record = Record()
        record.chunk = 100
        do {
            var callbacks = CGDataConsumerCallbacks(
                putBytes: Self.putBytes, releaseConsumer: Self.releaseConsumer)
            let consumer = try #require(
                CGDataConsumer(info: Unmanaged.passUnretained(record).toOpaque(), cbks: &callbacks))
            var box = CGRect(x: 0, y: 0, width: 50, height: 50)
            let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.endPDFPage()
            try context.finishDocument()
        }
        #expect(record.bytes.count > 100)
        #expect(record.bytes.starts(with: Array("%PDF".utf8)))
        #expect(record.releases == 1)
    }

    @Test func aConsumerThatTakesNothingFailsTheWrite() throws {
        var callbacks = CGDataConsumerCallbacks()
        let consumer = try #require(CGDataConsumer(info: nil, cbks: &callbacks))
        var box = CGRect(x: 0, y: 0, width: 50, height: 50)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.endPDFPage()
        #expect(throws: GraphicsError.self) { try context.finishDocument() }
    }
}
