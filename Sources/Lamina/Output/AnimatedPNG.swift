import LaminaGraphics

/// Assembles PNG images into an animated PNG (APNG).
///
/// Each frame is a complete PNG of the same size; its image data (`IDAT`) becomes a frame of
/// the animation, shown for `delay` seconds, looping forever.
package enum AnimatedPNG {
    package static func data(frames: [Data], delay: Double) throws -> Data {
        guard let first = frames.first else {
            throw GraphicsError(code: .invalidArgument, operation: "animated PNG", detail: "no frames")
        }
        let firstChunks = try chunks(of: first)
        guard let header = firstChunks.first(where: { $0.type == "IHDR" }) else {
            throw GraphicsError(
                code: .invalidData, operation: "animated PNG", detail: "the first frame has no IHDR")
        }
        var output = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        append("IHDR", header.data, to: &output)
        var control = Data()
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(UInt32(0))  // Loop forever.
        append("acTL", control, to: &output)
        let width = header.data.prefix(4)
        let height = header.data.dropFirst(4).prefix(4)
        // Delay as a fraction: milliseconds over 1000.
        let milliseconds = UInt16(max(1, min(65_535, (delay * 1000).rounded())))
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let list = index == 0 ? firstChunks : try chunks(of: frame)
            guard list.first(where: { $0.type == "IHDR" })?.data == header.data else {
                throw GraphicsError(
                    code: .invalidArgument, operation: "animated PNG",
                    detail: "frame \(index) differs in size or format")
            }
            var frameControl = Data()
            frameControl.appendBigEndian(sequence)
            frameControl.append(contentsOf: width)
            frameControl.append(contentsOf: height)
            frameControl.appendBigEndian(UInt32(0))
            frameControl.appendBigEndian(UInt32(0))
            frameControl.appendBigEndian(milliseconds)
            frameControl.appendBigEndian(UInt16(1000))
            frameControl.append(contentsOf: [0, 0])  // Dispose none, blend source.
            append("fcTL", frameControl, to: &output)
            sequence += 1
            for chunk in list where chunk.type == "IDAT" {
                if index == 0 {
                    append("IDAT", chunk.data, to: &output)
                } else {
                    var data = Data()
                    data.appendBigEndian(sequence)
                    data.append(chunk.data)
                    append("fdAT", data, to: &output)
                    sequence += 1
                }
            }
        }
        append("IEND", Data(), to: &output)
        return output
    }

    private struct Chunk {
        var type: String
        var data: Data
    }

    private static func chunks(of png: Data) throws -> [Chunk] {
        let bytes = [UInt8](png)
        guard bytes.count > 8, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw GraphicsError(code: .invalidData, operation: "animated PNG", detail: "a frame is not a PNG")
        }
        var result: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { break }
            result.append(Chunk(type: type, data: Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    private static func append(_ type: String, _ data: Data, to output: inout Data) {
        output.appendBigEndian(UInt32(data.count))
        let typed = Data(type.utf8) + data
        output.append(typed)
        output.appendBigEndian(CRC32.checksum(typed))
    }
}

/// The CRC-32 of PNG chunks.
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    package static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

extension Data {
    fileprivate mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
