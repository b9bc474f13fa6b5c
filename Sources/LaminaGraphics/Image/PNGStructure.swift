import Foundation

/// A cheap look at a PNG file's structure before it is decoded: every chunk fits in the data
/// and the image is no larger than Lamina decodes, so hostile files fail fast instead of
/// making the decoder allocate gigabytes.
package enum PNGStructure {
    /// The most pixels a decoded PNG may have: 268,435,456 (1 GiB of RGBA), as many as
    /// `LayerRenderer` renders.
    package static let maximumPixelCount = LaminaLimits.imagePixelCount
    /// The most pixels on a side: Cairo's limit.
    package static let maximumDimension = LaminaLimits.imageDimension

    /// Checks the signature, the chunk lengths and the header's size.
    ///
    /// - Throws: ``GraphicsError`` with code `.invalidData`, saying what is wrong.
    package static func validate(_ data: Data) throws {
        // Read in place: the data may be a mapped file far larger than what is read of it.
        try data.withUnsafeBytes { try validate(bytes: $0) }
    }

    private static func validate(bytes: UnsafeRawBufferPointer) throws {
        func fail(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: "CGImage(pngData:)", detail: detail)
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8 + 25, bytes[0..<8].elementsEqual(signature) else {
            throw fail("the \(bytes.count) bytes are not a PNG file (no signature and header)")
        }
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8
        var sawHeader = false
        while offset + 12 <= bytes.count {
            let length = word(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                throw fail(
                    "the \(type) chunk at byte \(offset) claims \(length) bytes; the file has \(bytes.count)")
            }
            if !sawHeader {
                guard type == "IHDR", length == 13 else { throw fail("the first chunk is not a header") }
                let width = word(offset + 8)
                let height = word(offset + 12)
                guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension,
                    width * height <= maximumPixelCount
                else {
                    throw fail(
                        "the image is \(width) × \(height) pixels; Lamina decodes at most \(maximumDimension) a side "
                            + "and \(maximumPixelCount) in all")
                }
                sawHeader = true
            }
            if type == "IEND" { return }
            offset += 12 + length
        }
        throw fail("the file ends before its IEND chunk")
    }
}
