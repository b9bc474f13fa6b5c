import Foundation

/// Copies up to `count` bytes of a sequential provider's data into a buffer and returns how
/// many it copied; 0 at the end of the data.
///
/// Mirrors CoreGraphics's `CGDataProviderGetBytesCallback`.
public typealias CGDataProviderGetBytesCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, Int) -> Int

/// Skips bytes of a sequential provider's data and returns how many it skipped.
///
/// Mirrors CoreGraphics's `CGDataProviderSkipForwardCallback`.
public typealias CGDataProviderSkipForwardCallback = @convention(c) (UnsafeMutableRawPointer?, off_t) -> off_t

/// Moves a sequential provider back to the start of its data.
///
/// Mirrors CoreGraphics's `CGDataProviderRewindCallback`.
public typealias CGDataProviderRewindCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// Called with a provider's `info` when the provider is freed.
///
/// Mirrors CoreGraphics's `CGDataProviderReleaseInfoCallback`.
public typealias CGDataProviderReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// Returns a pointer to all of a direct provider's data, or `nil`.
///
/// Mirrors CoreGraphics's `CGDataProviderGetBytePointerCallback`.
public typealias CGDataProviderGetBytePointerCallback =
    @convention(c) (UnsafeMutableRawPointer?) -> UnsafeRawPointer?

/// Releases the pointer a direct provider's `getBytePointer` returned.
///
/// Mirrors CoreGraphics's `CGDataProviderReleaseBytePointerCallback`.
public typealias CGDataProviderReleaseBytePointerCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer) -> Void

/// Copies up to `count` bytes of a direct provider's data, from a position, into a buffer and
/// returns how many it copied.
///
/// Mirrors CoreGraphics's `CGDataProviderGetBytesAtPositionCallback`.
public typealias CGDataProviderGetBytesAtPositionCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, off_t, Int) -> Int

/// The callbacks of a provider that reads its data in order.
///
/// Mirrors CoreGraphics's `CGDataProviderSequentialCallbacks` structure.
public struct CGDataProviderSequentialCallbacks {
    /// The version of the structure: 0.
    public var version: UInt32
    /// Copies the next bytes.
    public var getBytes: CGDataProviderGetBytesCallback?
    /// Skips bytes (Lamina never calls it: it reads the data once, in order).
    public var skipForward: CGDataProviderSkipForwardCallback?
    /// Moves back to the start of the data.
    public var rewind: CGDataProviderRewindCallback?
    /// Called with `info` when the provider is freed.
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    /// Creates callbacks whose fields are all zero, as the imported C structure is.
    public init() {
        self.init(version: 0, getBytes: nil, skipForward: nil, rewind: nil, releaseInfo: nil)
    }

    /// Creates callbacks from their fields.
    public init(
        version: UInt32, getBytes: CGDataProviderGetBytesCallback?,
        skipForward: CGDataProviderSkipForwardCallback?,
        rewind: CGDataProviderRewindCallback?, releaseInfo: CGDataProviderReleaseInfoCallback?
    ) {
        self.version = version
        self.getBytes = getBytes
        self.skipForward = skipForward
        self.rewind = rewind
        self.releaseInfo = releaseInfo
    }
}

/// The callbacks of a provider that reads its data at any position.
///
/// Mirrors CoreGraphics's `CGDataProviderDirectCallbacks` structure.
public struct CGDataProviderDirectCallbacks {
    /// The version of the structure: 0.
    public var version: UInt32
    /// Returns a pointer to all the data; may be `nil`, then `getBytesAtPosition` is used.
    public var getBytePointer: CGDataProviderGetBytePointerCallback?
    /// Releases the pointer `getBytePointer` returned.
    public var releaseBytePointer: CGDataProviderReleaseBytePointerCallback?
    /// Copies bytes from a position.
    public var getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?
    /// Called with `info` when the provider is freed.
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    /// Creates callbacks whose fields are all zero, as the imported C structure is.
    public init() {
        self.init(
            version: 0, getBytePointer: nil, releaseBytePointer: nil, getBytesAtPosition: nil,
            releaseInfo: nil)
    }

    /// Creates callbacks from their fields.
    public init(
        version: UInt32, getBytePointer: CGDataProviderGetBytePointerCallback?,
        releaseBytePointer: CGDataProviderReleaseBytePointerCallback?,
        getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?,
        releaseInfo: CGDataProviderReleaseInfoCallback?
    ) {
        self.version = version
        self.getBytePointer = getBytePointer
        self.releaseBytePointer = releaseBytePointer
        self.getBytesAtPosition = getBytesAtPosition
        self.releaseInfo = releaseInfo
    }
}

extension CGDataProvider {
    /// The most bytes Lamina reads from a callback provider: 1 GiB.
    private static let callbackReadLimit = 1 << 30

    /// Creates a provider that reads its data in order through callbacks; `nil` when
    /// `getBytes` is missing.
    ///
    /// Mirrors CoreGraphics's initializer. Lamina reads the whole data once, here (rewinding
    /// first when `rewind` is given, then calling `getBytes` until it returns 0), and keeps a
    /// copy; `releaseInfo` is called when the provider is freed.
    ///
    /// - Parameters:
    ///   - info: Passed to the callbacks.
    ///   - callbacks: The callbacks; copied.
    public convenience init?(
        sequentialInfo info: UnsafeMutableRawPointer?,
        callbacks: UnsafePointer<CGDataProviderSequentialCallbacks>
    ) {
        let callbacks = callbacks.pointee
        guard let getBytes = callbacks.getBytes else { return nil }
        callbacks.rewind?(info)
        var bytes = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count < Self.callbackReadLimit {
            let read = chunk.withUnsafeMutableBytes { buffer in
                getBytes(info, buffer.baseAddress!, buffer.count)
            }
            guard read > 0 else { break }
            bytes.append(contentsOf: chunk.prefix(min(read, chunk.count)))
        }
        let releaseInfo = callbacks.releaseInfo
        self.init(
            data: bytes, info: info, release: releaseInfo.map { release in ReleaseData { release(info) } })
    }

    /// Creates a provider that reads `size` bytes at any position through callbacks; `nil`
    /// when `size` is negative or too large, or neither `getBytePointer` nor
    /// `getBytesAtPosition` is given.
    ///
    /// Mirrors CoreGraphics's initializer. Lamina reads the whole data once, here (through
    /// `getBytePointer` and `releaseBytePointer` when the pointer is not `nil`, otherwise
    /// through `getBytesAtPosition`), and keeps a copy; `releaseInfo` is called when the
    /// provider is freed.
    ///
    /// - Parameters:
    ///   - info: Passed to the callbacks.
    ///   - size: The number of bytes of data.
    ///   - callbacks: The callbacks; copied.
    public convenience init?(
        directInfo info: UnsafeMutableRawPointer?, size: off_t,
        callbacks: UnsafePointer<CGDataProviderDirectCallbacks>
    ) {
        let callbacks = callbacks.pointee
        guard size >= 0, size <= Self.callbackReadLimit,
            callbacks.getBytePointer != nil || callbacks.getBytesAtPosition != nil
        else { return nil }
        let count = Int(size)
        var bytes: Data?
        if let pointer = callbacks.getBytePointer?(info) {
            bytes = Data(bytes: pointer, count: count)
            callbacks.releaseBytePointer?(info, pointer)
        } else if let getBytesAtPosition = callbacks.getBytesAtPosition {
            var buffer = Data(count: count)
            let complete = buffer.withUnsafeMutableBytes { raw -> Bool in
                guard let base = raw.baseAddress else { return true }
                var offset = 0
                while offset < count {
                    let read = getBytesAtPosition(info, base + offset, off_t(offset), count - offset)
                    guard read > 0 else { return false }
                    offset += min(read, count - offset)
                }
                return true
            }
            bytes = complete ? buffer : nil
        }
        guard let bytes else { return nil }
        let releaseInfo = callbacks.releaseInfo
        self.init(
            data: bytes, info: info, release: releaseInfo.map { release in ReleaseData { release(info) } })
    }
}
