import Foundation

/// Files read by mapping them, not copying them: an image file is decoded from the mapped
/// bytes, so its header is checked against the size limits before the rest is touched, and a
/// huge or sparse file claiming an enormous image costs no memory before it is refused.
package enum MappedFile {
    /// The bytes of the file at `url`, mapped into memory.
    /// - Throws: Foundation's error when the file cannot be opened or mapped.
    package static func contents(of url: URL) throws -> Data {
        try Data(contentsOf: url, options: .alwaysMapped)
    }

    /// The bytes of the file at `path`, mapped; `nil` when it cannot be read or the path holds
    /// a NUL character.
    package static func contents(atPath path: String) -> Data? {
        guard !path.isEmpty, !path.contains("\0") else { return nil }
        return try? contents(of: URL(fileURLWithPath: path))
    }
}
