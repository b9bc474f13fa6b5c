import Foundation

/// A source of data, such as the pixels of an image.
///
/// Mirrors CoreGraphics's `CGDataProvider` for in-memory data. Where CoreGraphics hands out
/// `CFData`, Lamina hands out `Data`.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?

    /// Creates a provider for a copy of `data`.
    public init?(data: Data) {
        self.data = data
    }

    /// Creates a provider reading a whole file; `nil` when it cannot be read.
    public init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        self.data = contents
    }
}
