import CLaminaGIF
import Foundation

/// The bytes giflib decodes, handed to it through its input callback: every read is bounded by
/// what is left, and a short read is an error giflib reports (it never reads past the data).
///
/// A decoder made with ``open()`` keeps this object alive through its `UserData` until
/// ``close(_:)``.
package final class GIFInput {
    private let data: Data
    private var offset = 0

    package init(_ data: Data) {
        self.data = data
    }

    /// Opens a giflib decoder on the bytes, positioned after the screen descriptor.
    ///
    /// - Throws: ``GraphicsError`` with code `.invalidData` when giflib refuses the header.
    package func open(operation: String) throws -> UnsafeMutablePointer<GifFileType> {
        offset = 0
        let retained = Unmanaged.passRetained(self)
        let read: InputFunc = { file, buffer, length in
            guard let file, let buffer, length > 0, let user = file.pointee.UserData else { return 0 }
            let input = Unmanaged<GIFInput>.fromOpaque(user).takeUnretainedValue()
            let count = min(Int(length), input.data.count - input.offset)
            guard count > 0 else { return 0 }
            let start = input.data.startIndex + input.offset
            input.data.copyBytes(to: buffer, from: start..<start + count)
            input.offset += count
            return Int32(count)
        }
        var error: Int32 = 0
        guard let file = DGifOpen(retained.toOpaque(), read, &error) else {
            retained.release()
            throw GraphicsError(code: .invalidData, operation: operation, detail: Self.message(error))
        }
        return file
    }

    /// Closes a decoder ``open()`` made, releasing the input it kept alive.
    package static func close(_ file: UnsafeMutablePointer<GifFileType>) {
        let user = file.pointee.UserData
        var error: Int32 = 0
        DGifCloseFile(file, &error)
        if let user { Unmanaged<GIFInput>.fromOpaque(user).release() }
    }

    /// giflib's message for an error code.
    package static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
