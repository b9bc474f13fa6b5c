import Foundation

/// A destination for data, such as a PDF document.
///
/// Mirrors CoreGraphics's `CGDataConsumer` for files and in-memory data. Where CoreGraphics
/// takes a `CFMutableData`, Lamina takes an `NSMutableData`.
public final class CGDataConsumer {
    /// Where the bytes go.
    package enum Destination {
        case file(URL)
        case memory(NSMutableData)
    }

    package let destination: Destination

    /// Creates a consumer writing a file; `nil` when no file can be created there.
    ///
    /// The file is written atomically when the document is closed: a failed write leaves no
    /// partial file and does not clobber an existing one.
    public init?(url: URL) {
        guard FileOutput.canCreate(url) else { return nil }
        destination = .file(url)
    }

    /// Creates a consumer appending to `data`.
    public init?(data: NSMutableData) {
        destination = .memory(data)
    }

    /// Delivers the finished bytes.
    package func deliver(_ bytes: Data) throws {
        switch destination {
        case .file(let url): try FileOutput.write(bytes, to: url)
        case .memory(let data): data.append(bytes)
        }
    }
}
