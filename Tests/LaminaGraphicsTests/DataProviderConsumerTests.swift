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

    /// A source of the bytes 0, 1, 2… read through callbacks.
    final class Source {
        let bytes = (0..<200).map { UInt8($0) }
        var position = 0
        var releases = 0
        var bytePointerReleases = 0
        /// The bytes at a stable address, for `getBytePointer`.
        let pointer: UnsafeMutablePointer<UInt8>

        init() {
            pointer = .allocate(capacity: bytes.count)
            pointer.initialize(from: bytes, count: bytes.count)
        }

        deinit { pointer.deallocate() }
    }

    static func source(_ info: UnsafeMutableRawPointer?) -> Source {
        Unmanaged<Source>.fromOpaque(info!).takeUnretainedValue()
    }

    @Test func aSequentialProviderReadsAllItsBytes() throws {
        let source = Source()
        source.position = 50
        var callbacks = CGDataProviderSequentialCallbacks(
            version: 0,
            getBytes: { info, buffer, count in
                let source = DataProviderConsumerTests.source(info)
                // At most 7 bytes a call, to exercise the loop.
                let read = min(count, 7, source.bytes.count - source.position)
                source.bytes[source.position..<(source.position + read)].withUnsafeBytes {
                    buffer.copyMemory(from: $0.baseAddress!, byteCount: read)
                }
                source.position += read
                return read
            },
            skipForward: nil, rewind: { info in DataProviderConsumerTests.source(info).position = 0 },
            releaseInfo: { info in DataProviderConsumerTests.source(info).releases += 1 })
        do {
            let provider = try #require(
                CGDataProvider(
                    sequentialInfo: Unmanaged.passUnretained(source).toOpaque(), callbacks: &callbacks))
            #expect(provider.data == Data(source.bytes))
            #expect(source.releases == 0)
        }
        #expect(source.releases == 1)
        var empty = CGDataProviderSequentialCallbacks()
        #expect(CGDataProvider(sequentialInfo: nil, callbacks: &empty) == nil)
    }

    @Test func aDirectProviderReadsThroughItsPointerOrByPosition() throws {
        let source = Source()
        let info = Unmanaged.passUnretained(source).toOpaque()
        var byPointer = CGDataProviderDirectCallbacks(
            version: 0,
            getBytePointer: { info in UnsafeRawPointer(DataProviderConsumerTests.source(info).pointer) },
            releaseBytePointer: { info, _ in DataProviderConsumerTests.source(info).bytePointerReleases += 1
            },
            getBytesAtPosition: nil,
            releaseInfo: { info in DataProviderConsumerTests.source(info).releases += 1 })
        do {
            let provider = try #require(CGDataProvider(directInfo: info, size: 100, callbacks: &byPointer))
            #expect(provider.data == Data(source.bytes.prefix(100)))
            #expect(source.bytePointerReleases == 1)
        }
        #expect(source.releases == 1)
        var byPosition = CGDataProviderDirectCallbacks(
            version: 0, getBytePointer: nil, releaseBytePointer: nil,
            getBytesAtPosition: { info, buffer, position, count in
                let source = DataProviderConsumerTests.source(info)
                let read = min(count, 9)
                source.bytes[Int(position)..<(Int(position) + read)].withUnsafeBytes {
                    buffer.copyMemory(from: $0.baseAddress!, byteCount: read)
                }
                return read
            }, releaseInfo: nil)
        let provider = try #require(CGDataProvider(directInfo: info, size: 150, callbacks: &byPosition))
        #expect(provider.data == Data(source.bytes.prefix(150)))
        var none = CGDataProviderDirectCallbacks()
        #expect(CGDataProvider(directInfo: nil, size: 1, callbacks: &none) == nil)
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
