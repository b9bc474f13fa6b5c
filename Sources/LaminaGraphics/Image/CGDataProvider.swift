import Foundation

/// A function CoreGraphics calls when a data provider no longer needs the bytes it was made
/// with: the provider's `info`, the bytes and their count.
///
/// Mirrors CoreGraphics's `CGDataProviderReleaseDataCallback`.
public typealias CGDataProviderReleaseDataCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// A source of data, such as the pixels of an image.
///
/// Mirrors CoreGraphics's `CGDataProvider` for in-memory data, files and caller-owned bytes.
/// Where CoreGraphics hands out `CFData`, Lamina hands out `Data`.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?
    /// The `info` pointer the provider was made with, or `nil`.
    ///
    /// Mirrors CoreGraphics's property.
    public nonisolated(unsafe) let info: UnsafeMutableRawPointer?
    /// The release callback of caller-owned bytes, called when the provider is freed.
    private let releaseData: ReleaseData?

    /// Creates a provider for a copy of `data`.
    public convenience init?(data: Data) {
        self.init(data: data, info: nil, release: nil)
    }

    init(data: Data, info: UnsafeMutableRawPointer?, release: ReleaseData?) {
        self.data = data
        self.info = info
        self.releaseData = release
    }

    /// Creates a provider reading a whole file; `nil` when it cannot be read.
    public convenience init?(url: URL) {
        guard let contents = try? MappedFile.contents(of: url) else { return nil }
        self.init(data: contents, info: nil, release: nil)
    }

    /// Creates a provider reading a whole file named by a path; `nil` when it cannot be read.
    ///
    /// Mirrors CoreGraphics's initializer.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)))
    }

    /// Creates a provider of bytes the caller owns.
    ///
    /// Mirrors CoreGraphics's initializer, with one difference: CoreGraphics reads the bytes in
    /// place, Lamina copies them once here (so that ``data`` never outlives them). As in
    /// CoreGraphics, `releaseData` is called once, with `info`, `data` and `size`, when the
    /// provider is freed.
    ///
    /// - Parameters:
    ///   - info: Passed to `releaseData`.
    ///   - data: The bytes.
    ///   - size: The number of bytes.
    ///   - releaseData: Called when the bytes are no longer needed.
    public convenience init?(
        dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
        releaseData: CGDataProviderReleaseDataCallback
    ) {
        guard size >= 0 else { return nil }
        self.init(
            data: Data(bytes: data, count: size), info: info,
            release: ReleaseData { releaseData(info, data, size) })
    }

    deinit {
        releaseData?.run()
    }
}

/// A callback to run once when a provider is freed, with its arguments bound.
final class ReleaseData: @unchecked Sendable {
    private let body: () -> Void

    init(_ body: @escaping () -> Void) { self.body = body }

    func run() { body() }
}
