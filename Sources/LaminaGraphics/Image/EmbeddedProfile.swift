import CLamina
import Foundation

/// The ICC profile a PNG, JPEG or WebP file carries, as the color space of the image decoded
/// from it (ImageIO gives a decoded image its file's profile as its color space).
///
/// A PNG's is its `iCCP` chunk (zlib-compressed, read before the first `IDAT`); a JPEG's is
/// split across `APP2` segments marked `ICC_PROFILE`, read before the first scan; a WebP's is
/// its `ICCP` chunk, which libwebp's demuxer finds (``WebPImage``). Every read is
/// bounds-checked, a profile is at most ``maximumProfileBytes`` long, and a profile Lamina cannot
/// use (broken, CMYK, not RGB for a color image) is ignored: the image is then taken as sRGB,
/// as before.
package enum EmbeddedProfile {
    /// The longest profile read: 4 MiB (display and camera profiles are a few kilobytes;
    /// printer profiles with large tables reach a few hundred).
    package static let maximumProfileBytes = LaminaLimits.iccProfileBytes

    /// The color space of the profile in PNG data; `nil` when there is none Lamina can use.
    package static func colorSpace(inPNG data: Data) -> CGColorSpace? {
        pngProfile(data).flatMap(rgbSpace)
    }

    /// The color space of the profile in JPEG data; `nil` when there is none Lamina can use.
    package static func colorSpace(inJPEG data: Data) -> CGColorSpace? {
        jpegProfile(data).flatMap(rgbSpace)
    }

    /// The color space of a profile read from an image file; `nil` when Lamina cannot use it
    /// for a color image (broken, too long, not RGB).
    package static func rgbSpace(_ icc: Data) -> CGColorSpace? {
        guard icc.count <= maximumProfileBytes, let space = CGColorSpace(iccData: icc as CFData),
            space.model == .rgb
        else { return nil }
        return space
    }

    /// The decompressed `iCCP` chunk of PNG data.
    package static func pngProfile(_ data: Data) -> Data? {
        data.withUnsafeBytes { bytes -> Data? in
            func word(_ at: Int) -> Int {
                Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            }
            var offset = 8
            while offset + 8 <= bytes.count {
                let length = word(offset)
                let type = bytes[offset + 4..<offset + 8]
                let start = offset + 8
                guard length >= 0, length <= bytes.count - start else { return nil }
                if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return nil }
                if type.elementsEqual("iCCP".utf8) {
                    let chunk = UnsafeRawBufferPointer(rebasing: bytes[start..<start + length])
                    // A name of 1–79 bytes, a NUL, the compression method (0: zlib), the profile.
                    guard let nul = chunk.prefix(80).firstIndex(of: 0), nul >= 1, nul + 2 <= chunk.count,
                        chunk[nul + 1] == 0
                    else { return nil }
                    return PDFFilter.inflate(Array(chunk[(nul + 2)...]), limit: maximumProfileBytes).map {
                        Data($0)
                    }
                }
                offset = start + length + 4
            }
            return nil
        }
    }

    /// The `ICC_PROFILE` segments of JPEG data, joined in their order.
    package static func jpegProfile(_ data: Data) -> Data? {
        data.withUnsafeBytes { bytes -> Data? in
            guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
            let signature = Array("ICC_PROFILE".utf8) + [0]
            var chunks: [Int: UnsafeRawBufferPointer] = [:]
            var count = 0
            var offset = 2
            while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
                let marker = bytes[offset + 1]
                // Fill bytes, and markers without a length.
                if marker == 0xFF {
                    offset += 1
                    continue
                }
                if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                    offset += 2
                    continue
                }
                // The first scan or the end: no profile segment comes later.
                if marker == 0xDA || marker == 0xD9 { break }
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
                let segment = UnsafeRawBufferPointer(rebasing: bytes[offset + 4..<offset + 2 + length])
                if marker == 0xE2, segment.count > signature.count + 2,
                    segment.prefix(signature.count).elementsEqual(signature)
                {
                    let sequence = Int(segment[signature.count])
                    // Every segment names the same count.
                    let total = Int(segment[signature.count + 1])
                    guard count == 0 || count == total else { return nil }
                    count = total
                    chunks[sequence] = UnsafeRawBufferPointer(rebasing: segment[(signature.count + 2)...])
                }
                offset += 2 + length
            }
            // Sequence numbers run from 1 to the count, each once.
            guard count > 0, chunks.count == count, (1...count).allSatisfy({ chunks[$0] != nil }) else {
                return nil
            }
            var profile = Data()
            for sequence in 1...count {
                guard let chunk = chunks[sequence], profile.count + chunk.count <= maximumProfileBytes else {
                    return nil
                }
                profile.append(contentsOf: chunk)
            }
            return profile
        }
    }

    // MARK: Writing

    /// `png` (a PNG file) with `profile` in an `iCCP` chunk after its header, as ImageIO
    /// writes an image's profile; `png` unchanged when it is not a PNG file or zlib fails.
    package static func png(_ png: Data, embedding profile: Data) -> Data {
        var length = compressBound(uLong(profile.count))
        var compressed = [UInt8](repeating: 0, count: Int(length))
        let status = profile.withUnsafeBytes { input in
            compress2(
                &compressed, &length, input.bindMemory(to: Bytef.self).baseAddress, uLong(input.count), 9)
        }
        guard status == Z_OK else { return png }
        // A profile name, its terminator, the compression method (zlib), the profile.
        let body = Array("ICC Profile".utf8) + [0, 0] + compressed.prefix(Int(length))
        return PNGChunk.inserting(PNGChunk.bytes("iCCP", body), afterHeaderOf: png) ?? png
    }

    /// `jpeg` (a JPEG file) with `profile` in `APP2` `ICC_PROFILE` segments of at most 65,519
    /// bytes each, after its `JFIF` segment (or its start marker), as ImageIO writes an image's
    /// profile; `jpeg` unchanged when it is not a JPEG file or the profile needs more than 255
    /// segments.
    package static func jpeg(_ jpeg: Data, embedding profile: Data) -> Data {
        let bytes = [UInt8](jpeg)
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8, !profile.isEmpty else { return jpeg }
        let capacity = 65_519
        let count = (profile.count + capacity - 1) / capacity
        guard count <= 255 else { return jpeg }
        var segments: [UInt8] = []
        for index in 0..<count {
            let part = profile.dropFirst(index * capacity).prefix(capacity)
            let length = 2 + 14 + part.count
            segments += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)]
            segments += Array("ICC_PROFILE".utf8) + [0, UInt8(index + 1), UInt8(count)] + part
        }
        // After an APP0 (JFIF) segment when the file starts with one.
        var at = 2
        if bytes[2] == 0xFF, bytes[3] == 0xE0, bytes.count >= 6 {
            at = min(bytes.count, 4 + (Int(bytes[4]) << 8 | Int(bytes[5])))
        }
        var output = jpeg
        output.insert(contentsOf: segments, at: jpeg.startIndex + at)
        return output
    }
}
