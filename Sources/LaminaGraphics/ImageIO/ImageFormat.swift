import Foundation

/// The image file formats ImageIO's API reads in Lamina, recognised by their signatures.
package enum ImageFormat: CaseIterable, Sendable {
    case png
    case jpeg
    case gif
    case webp

    /// The uniform type identifier, as ImageIO names the format.
    package var typeIdentifier: String {
        switch self {
        case .png: "public.png"
        case .jpeg: "public.jpeg"
        case .gif: "com.compuserve.gif"
        case .webp: "org.webmproject.webp"
        }
    }

    /// Whether `CGImageDestination` writes the format (ImageIO on iOS reads WebP, and does not
    /// write it).
    package var isWritable: Bool { self != .webp }

    /// The format named by a uniform type identifier, or `nil`.
    package init?(typeIdentifier: String) {
        guard let format = Self.allCases.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            return nil
        }
        self = format
    }

    /// The format whose signature `data` starts with, or `nil`.
    package init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(16))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else {
            return nil
        }
    }
}
