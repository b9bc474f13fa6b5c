import Foundation
import LaminaGraphics
import Testing

@Suite struct BitmapReleaseTests {
    /// What the release callback saw.
    final class Record {
        var calls = 0
        var data: UnsafeMutableRawPointer?
    }

    static let release: CGBitmapContextReleaseDataCallback = { info, data in
        guard let info else { return }
        let record = Unmanaged<Record>.fromOpaque(info).takeUnretainedValue()
        record.calls += 1
        record.data = data
    }

    @Test func releasingTheContextCallsBackOnceWithTheData() throws {
        let record = Record()
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 4 * 4 * 4, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
        do {
            let context = try #require(
                CGContext(
                    data: memory, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                    space: CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue,
                    releaseCallback: Self.release, releaseInfo: Unmanaged.passUnretained(record).toOpaque()))
            context.setFillColor(CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(record.calls == 0)
        }
        #expect(record.calls == 1)
        #expect(record.data == memory)
        // The drawing is in the memory handed back.
        #expect(memory.load(fromByteOffset: 1, as: UInt8.self) == 255)
    }

    @Test func memoryTheContextAllocatesIsNotHandedBack() throws {
        let record = Record()
        do {
            let context = CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue,
                releaseCallback: Self.release, releaseInfo: Unmanaged.passUnretained(record).toOpaque())
            #expect(context != nil)
        }
        #expect(record.calls == 0)
        // A refused context never calls back either.
        var byte: UInt8 = 0
        let refused = CGContext(
            data: &byte, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue,
            releaseCallback: Self.release, releaseInfo: Unmanaged.passUnretained(record).toOpaque())
        #expect(refused == nil && record.calls == 0)
    }
}
