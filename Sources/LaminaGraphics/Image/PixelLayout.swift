import Foundation

/// The byte layout of 8-bit-per-component pixels, and conversion to and from Cairo's
/// native-endian premultiplied ARGB32 (and A8 for alpha-only bitmaps).
package struct PixelLayout: Equatable, Sendable {
    /// What each byte of a pixel holds.
    package enum Channel: Equatable, Sendable {
        case red, green, blue, gray, alpha, skip
    }

    /// The channels in memory order.
    package let channels: [Channel]
    /// Whether color channels are premultiplied by alpha.
    package let isPremultiplied: Bool

    package var bytesPerPixel: Int { channels.count }
    package var hasAlpha: Bool { channels.contains(.alpha) }
    package var isGray: Bool { channels.contains(.gray) }
    package var isAlphaOnly: Bool { channels == [.alpha] }

    /// The layout of an image, or `nil` when Lamina cannot read it (not 8 bits per
    /// component, float components, or an inconsistent size).
    package init?(
        bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?, bitmapInfo: CGBitmapInfo
    ) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents),
            let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        else { return nil }
        var named: [Channel]
        switch (model, alpha) {
        case (_, .alphaOnly), (nil, _): named = [.alpha]
        case (.rgb?, .none): named = [.red, .green, .blue]
        case (.rgb?, .premultipliedLast), (.rgb?, .last): named = [.red, .green, .blue, .alpha]
        case (.rgb?, .premultipliedFirst), (.rgb?, .first): named = [.alpha, .red, .green, .blue]
        case (.rgb?, .noneSkipLast): named = [.red, .green, .blue, .skip]
        case (.rgb?, .noneSkipFirst): named = [.skip, .red, .green, .blue]
        case (.monochrome?, .none): named = [.gray]
        case (.monochrome?, .premultipliedLast), (.monochrome?, .last): named = [.gray, .alpha]
        case (.monochrome?, .premultipliedFirst), (.monochrome?, .first): named = [.alpha, .gray]
        default: return nil
        }
        guard named.count * 8 == bitsPerPixel else { return nil }
        let order = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        if (order == CGBitmapInfo.byteOrder32Little.rawValue && named.count == 4)
            || (order == CGBitmapInfo.byteOrder16Little.rawValue && named.count == 2)
        {
            named.reverse()
        }
        self.channels = named
        self.isPremultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
    }

    /// Cairo's own ARGB32 layout on this machine.
    package static let cairoARGB32: PixelLayout = {
        // A native-endian 32-bit word 0xAARRGGBB.
        let littleEndian = 1.littleEndian == 1
        let info = CGBitmapInfo(
            rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                | (littleEndian ? CGBitmapInfo.byteOrder32Little : CGBitmapInfo.byteOrder32Big).rawValue)
        return PixelLayout(bitsPerComponent: 8, bitsPerPixel: 32, model: .rgb, bitmapInfo: info)!
    }()

    /// The bitmap information of Cairo's ARGB32 layout on this machine.
    package static let cairoBitmapInfo = CGBitmapInfo(
        rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
            | (1.littleEndian == 1 ? CGBitmapInfo.byteOrder32Little : CGBitmapInfo.byteOrder32Big).rawValue)

    /// Converts rows of this layout into Cairo ARGB32 pixels.
    package func convertToARGB32(
        from source: UnsafeRawPointer, sourceBytesPerRow: Int,
        to destination: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int
    ) {
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        for row in 0..<height {
            let input = bytes + row * sourceBytesPerRow
            let output = UnsafeMutableRawPointer(destination + row * destinationStride)
            for column in 0..<width {
                var r = 0
                var g = 0
                var b = 0
                var a = 255
                let pixel = input + column * bytesPerPixel
                for (index, channel) in channels.enumerated() {
                    let value = Int(pixel[index])
                    switch channel {
                    case .red: r = value
                    case .green: g = value
                    case .blue: b = value
                    case .gray:
                        r = value
                        g = value
                        b = value
                    case .alpha: a = value
                    case .skip: break
                    }
                }
                if isAlphaOnly {
                    r = 0
                    g = 0
                    b = 0
                } else if hasAlpha, !isPremultiplied {
                    r = (r * a + 127) / 255
                    g = (g * a + 127) / 255
                    b = (b * a + 127) / 255
                }
                let word = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                output.storeBytes(of: word, toByteOffset: column * 4, as: UInt32.self)
            }
        }
    }

    /// Converts Cairo ARGB32 (or, when `opaque`, RGB24) pixels into rows of this layout.
    package func convertFromARGB32(
        from source: UnsafePointer<UInt8>, sourceStride: Int, opaque: Bool = false,
        to destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int, width: Int, height: Int
    ) {
        let bytes = destination.assumingMemoryBound(to: UInt8.self)
        for row in 0..<height {
            let input = UnsafeRawPointer(source + row * sourceStride)
            let output = bytes + row * destinationBytesPerRow
            for column in 0..<width {
                let word = input.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                let a = opaque ? 255 : Int(word >> 24)
                var r = Int(word >> 16 & 0xFF)
                var g = Int(word >> 8 & 0xFF)
                var b = Int(word & 0xFF)
                if !hasAlpha || !isPremultiplied, a > 0, a < 255 {
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                }
                let pixel = output + column * bytesPerPixel
                for (index, channel) in channels.enumerated() {
                    switch channel {
                    case .red: pixel[index] = UInt8(r)
                    case .green: pixel[index] = UInt8(g)
                    case .blue: pixel[index] = UInt8(b)
                    case .gray: pixel[index] = UInt8((r * 54 + g * 183 + b * 19 + 128) >> 8)
                    case .alpha: pixel[index] = UInt8(a)
                    case .skip: pixel[index] = 255
                    }
                }
            }
        }
    }
}
