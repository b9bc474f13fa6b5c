import Foundation

/// The EXIF orientation a JPEG file records (1 … 8, TIFF's values), read from its APP1 `Exif`
/// segment without decoding the image.
package enum JPEGOrientation {
    /// The orientation tag of IFD0, or `nil` when the file records none (or is not a JPEG).
    package static func read(from data: Data) -> Int? {
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        // Walk the segments before the image data for an APP1 segment holding EXIF.
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan, end of image
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let body = (offset + 4)..<(offset + 2 + length)
            if marker == 0xE1, body.count > 14,
                Array(bytes[body.lowerBound..<body.lowerBound + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0]
            {
                return orientation(inTIFF: Array(bytes[(body.lowerBound + 6)..<body.upperBound]))
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation tag (0x0112) of a TIFF structure's first directory.
    private static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else {
                return nil
            }
            return high << 16 | low
        }
        guard u16(2) == 42, let directory = u32(4), let count = u16(directory) else { return nil }
        for entry in 0..<count {
            let at = directory + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 {
                guard let value = u16(at + 8), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }
}
