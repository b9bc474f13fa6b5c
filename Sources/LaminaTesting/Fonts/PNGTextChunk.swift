import Foundation
import LaminaGraphics

/// Reads and writes PNG `tEXt` chunks: a keyword and a Latin-1 text, kept beside the image
/// data by every PNG reader and ignored by the decoder.
enum PNGTextChunk {
    /// `png` with a `tEXt` chunk `keyword`: `text` inserted right after the header chunk
    /// (characters outside printable Latin-1 are written as `?`); `png` unchanged when it is not
    /// a PNG file.
    static func inserting(keyword: String, text: String, into png: Data) -> Data {
        let chunk = PNGChunk.bytes("tEXt", latin1(keyword) + [0] + latin1(text))
        return PNGChunk.inserting(chunk, afterHeaderOf: png) ?? png
    }

    /// The text of the `tEXt` chunk `keyword` in `png`; `nil` when there is none.
    static func text(forKeyword keyword: String, in png: Data) -> String? {
        let bytes = [UInt8](png)
        guard bytes.count > 8, Array(bytes[0..<8]) == PNGChunk.signature else { return nil }
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
}
