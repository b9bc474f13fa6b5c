import Foundation

/// A function CoreGraphics calls to hand a data consumer bytes: the consumer's `info`, the
/// bytes and their count; it returns how many bytes it took, 0 when it can take no more.
///
/// Mirrors CoreGraphics's `CGDataConsumerPutBytesCallback`.
public typealias CGDataConsumerPutBytesCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Int

/// A function CoreGraphics calls with a data consumer's `info` when the consumer is freed.
///
/// Mirrors CoreGraphics's `CGDataConsumerReleaseInfoCallback`.
public typealias CGDataConsumerReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a data consumer that writes through functions.
///
/// Mirrors CoreGraphics's `CGDataConsumerCallbacks` structure.
public struct CGDataConsumerCallbacks {
    /// Takes bytes; a consumer without it refuses every byte.
    public var putBytes: CGDataConsumerPutBytesCallback?
    /// Called with `info` when the consumer is freed; may be `nil`.
    public var releaseConsumer: CGDataConsumerReleaseInfoCallback?

    /// Creates callbacks whose fields are all `nil`, as the imported C structure is.
    public init() {
        self.init(putBytes: nil, releaseConsumer: nil)
    }

    /// Creates callbacks from their fields.
    public init(
        putBytes: CGDataConsumerPutBytesCallback?, releaseConsumer: CGDataConsumerReleaseInfoCallback?
    ) {
        self.putBytes = putBytes
        self.releaseConsumer = releaseConsumer
    }
}

/// A destination for data, such as a PDF document.
///
/// Mirrors CoreGraphics's `CGDataConsumer` for files, in-memory data and callbacks. Where
/// CoreGraphics takes a `CFMutableData`, Lamina takes an `NSMutableData`. Lamina hands a
/// document's bytes to its consumer when the document is closed.
public final class CGDataConsumer {
    /// Where the bytes go.
    package enum Destination {
        case file(URL)
        case memory(NSMutableData)
        case callbacks(info: UnsafeMutableRawPointer?, CGDataConsumerCallbacks)
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

    /// Creates a consumer that hands its bytes to callback functions.
    ///
    /// Mirrors CoreGraphics's initializer. `putBytes` is called until it has taken every
    /// byte of a document (a return of 0 or less fails the write); `releaseConsumer` is called
    /// once when the consumer is freed.
    ///
    /// - Parameters:
    ///   - info: Passed to the callbacks.
    ///   - cbks: The callbacks; copied.
    public init?(info: UnsafeMutableRawPointer?, cbks: UnsafePointer<CGDataConsumerCallbacks>) {
        destination = .callbacks(info: info, cbks.pointee)
    }

    deinit {
        if case .callbacks(let info, let callbacks) = destination {
            callbacks.releaseConsumer?(info)
        }
    }

    /// Delivers the finished bytes.
    package func deliver(_ bytes: Data) throws {
        switch destination {
        case .file(let url): try FileOutput.write(bytes, to: url)
        case .memory(let data): data.append(bytes)
        case .callbacks(let info, let callbacks): try put(bytes, info: info, callbacks.putBytes)
        }
    }

    /// Hands `bytes` to `putBytes` until it has taken them all.
    private func put(
        _ bytes: Data, info: UnsafeMutableRawPointer?, _ putBytes: CGDataConsumerPutBytesCallback?
    ) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let taken = putBytes?(info, base + offset, buffer.count - offset) ?? 0
                guard taken > 0 else {
                    throw GraphicsError(
                        code: .io, operation: "CGDataConsumer",
                        detail: "the consumer took \(offset) of \(buffer.count) bytes")
                }
                offset += min(taken, buffer.count - offset)
            }
        }
    }
}
