import Foundation

/// Reads and writes PNG `tEXt` chunks: a keyword and a Latin-1 text, kept beside the image
/// data by every PNG reader and ignored by the decoder.
enum PNGTextChunk {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `png` with a `tEXt` chunk `keyword`: `text` inserted right after the header chunk
    /// (characters outside printable Latin-1 are written as `?`); `png` unchanged when it is not
    /// a PNG file.
    static func inserting(keyword: String, text: String, into png: Data) -> Data {
        let bytes = [UInt8](png)
        guard bytes.count > 33, Array(bytes[0..<8]) == signature else { return png }
        let headerEnd = 8 + 12 + Int(readUInt32(bytes, at: 8))
        guard headerEnd <= bytes.count else { return png }
        var body = Array("tEXt".utf8) + latin1(keyword) + [0] + latin1(text)
        let crc = crc32(body)
        let length = UInt32(body.count - 4)
        body += bigEndian(crc)
        var output = Array(bytes[0..<headerEnd])
        output += bigEndian(length) + body
        output += bytes[headerEnd...]
        return Data(output)
    }

    /// The text of the `tEXt` chunk `keyword` in `png`; `nil` when there is none.
    static func text(forKeyword keyword: String, in png: Data) -> String? {
        let bytes = [UInt8](png)
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return nil }
        let key = latin1(keyword) + [0]
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at: offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { return nil }
            if type == "tEXt", length >= key.count, Array(bytes[start..<start + key.count]) == key {
                return String(bytes[start + key.count..<start + length].map { Character(Unicode.Scalar($0)) })
            }
            if type == "IDAT" || type == "IEND" { return nil }
            offset = start + length + 4
        }
        return nil
    }

    private static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { scalar in
            (0x20...0x7E).contains(scalar.value) || (0xA1...0xFF).contains(scalar.value)
                ? UInt8(scalar.value) : 0x3F
        }
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }
}
