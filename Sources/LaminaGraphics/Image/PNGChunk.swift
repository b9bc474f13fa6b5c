import CLamina
import Foundation

/// PNG chunks as bytes: the length, the type, the data and the CRC-32 of type and data, as
/// the PNG specification lays them out (the CRC is zlib's).
package enum PNGChunk {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk of `type` (four ASCII letters) holding `data`.
    package static func bytes(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// `png` with `chunk` inserted right after its header chunk (`IHDR`), where ancillary
    /// chunks that must precede the image data go; `nil` when `png` is not a PNG file.
    package static func inserting(_ chunk: [UInt8], afterHeaderOf png: Data) -> Data? {
        guard png.count > 33, png.prefix(8).elementsEqual(signature) else { return nil }
        let start = png.startIndex
        let length = png[(start + 8)..<(start + 12)].reduce(0) { $0 << 8 | Int($1) }
        let headerEnd = 8 + 12 + length
        guard headerEnd <= png.count else { return nil }
        var output = png
        output.insert(contentsOf: chunk, at: start + headerEnd)
        return output
    }

    /// The CRC-32 (ISO 3309) of `bytes`, as PNG chunks carry it.
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CLamina.crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
